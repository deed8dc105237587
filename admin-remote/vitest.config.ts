import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The federation plugin switches itself off under Vitest; components are tested without it. Screens are
// driven by typing like a user, on two cores shared with other test runs: a generous time per test.
export default defineConfig({
  plugins: [react()],
  test: { environment: 'jsdom', setupFiles: ['./src/test-setup.ts'], css: false, testTimeout: 30_000 },
});
