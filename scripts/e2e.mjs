// End-to-end tests: build, start the production-like stack on its own ports with a fresh database,
// run Playwright in Debian's Chromium against it, stop everything.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from './run.mjs';
import { portsFrom, ROOT, startStack } from './stack.mjs';

// E2E_PORT_BASE lets two checkouts run their end-to-end tests side by side.
const base = Number(process.env.E2E_PORT_BASE ?? 4173);
const ports = portsFrom(base);
const dataDir = mkdtempSync(join(tmpdir(), 'portfolio-e2e-'));
const owner = { email: 'owner@e2e.test', password: randomBytes(12).toString('base64url') };
// Every spec signs in from the same address: the per-minute limit on login and recovery would refuse them.
const authRateLimitPerMinute = '1000';

// Its own build folder: a `pnpm start` running from dist/ beside these tests keeps its files.
const outDir = 'dist-e2e';
if (!process.env.SKIP_BUILD) await run('pnpm', ['build'], { env: { ...process.env, BUILD_OUT_DIR: outDir } });
const stack = await startStack({
  ports,
  outDir,
  env: {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: owner.email,
    ADMIN_PASSWORD: owner.password,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_PER_MINUTE: authRateLimitPerMinute,
  },
});

let failed = false;
try {
  await run(
    'pnpm',
    [
      'exec',
      'playwright',
      'test',
      '--config',
      join(ROOT, 'e2e', 'playwright.config.ts'),
      ...process.argv.slice(2),
    ],
    {
      env: {
        ...process.env,
        E2E_BASE_URL: stack.urls.site,
        E2E_API_URL: stack.urls.api,
        E2E_OWNER_EMAIL: owner.email,
        E2E_OWNER_PASSWORD: owner.password,
        E2E_DATA_DIR: dataDir,
        // Spare host servers and APIs sign and check page views with the stack's key.
        E2E_PAGE_VIEW_SECRET: stack.pageViewSecret,
        // A spec shows a limit per address does not reach the owner's sign-in by spending one.
        E2E_AUTH_RATE_LIMIT_PER_MINUTE: authRateLimitPerMinute,
        E2E_ADMIN_REMOTE_PID: String(stack.children.adminRemote.pid),
        // Specs start extra host servers and remote copies from these builds, on ports above the stack's.
        E2E_ROOT: ROOT,
        E2E_OUT_DIR: outDir,
        E2E_SPARE_PORT: String(base + 10),
      },
    },
  );
} catch (error) {
  failed = true;
  console.error(error.message);
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
