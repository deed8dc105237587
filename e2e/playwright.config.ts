import { defineConfig } from '@playwright/test';

// Started by scripts/e2e.mjs, which serves the production build and passes its URLs in E2E_* variables.
export default defineConfig({
  testDir: '.',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      // Without the networking flags Chromium floods this machine's closed network with refused connections.
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
  },
  projects: [
    { name: 'site', testIgnore: /(remote-stopped|server-owner-save|resume|cluster)\.spec\.ts/ },
    // Change the owner's profile, so they run once the specs that read it are done.
    { name: 'owner-save', testMatch: /(server-owner-save|resume)\.spec\.ts/, dependencies: ['site'] },
    // Stops the admin remote for good, so it runs alone after everything else.
    { name: 'remote-stopped', testMatch: /remote-stopped\.spec\.ts/, dependencies: ['owner-save'] },
    // Loads the machine for a minute with a cluster of its own (HAProxy, four servers): alone, at the end.
    { name: 'cluster', testMatch: /cluster\.spec\.ts/, dependencies: ['remote-stopped'] },
  ],
});
