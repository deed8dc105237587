import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The federation plugin switches itself off under Vitest; components are tested without it.
// The production server's tests run in Node, without the browser setup.
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test-setup.ts'],
          css: false,
        },
      },
      { extends: true, test: { name: 'server', include: ['server/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
