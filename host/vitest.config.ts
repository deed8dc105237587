import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The federation plugin switches itself off under Vitest; components are tested without it.
export default defineConfig({
  plugins: [react()],
  test: { environment: 'jsdom', setupFiles: ['./src/test-setup.ts'], css: false },
});
