import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The federation plugin switches itself off under Vitest; components are tested without it.
export default defineConfig({
  plugins: [react()],
  // Generous timeouts: four engineers share two cores, and a first lazy import of Swiper under that load
  // took over the 5 s default. A slow machine should not fail a correct test.
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    css: false,
    testTimeout: 20_000,
  },
});
