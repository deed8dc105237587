// `pnpm test`: every check CI runs, in order from fastest to slowest; stops at the first failure.
import { existsSync } from 'node:fs';
import { run } from './run.mjs';

// Debian's packages the tests run: Poppler reads the résumé PDF (API tests), Chromium for Playwright, HAProxy in
// front of the cluster.
const DEBIAN_TOOLS = [
  { path: '/usr/bin/pdftotext', pkg: 'poppler-utils' },
  { path: '/usr/bin/chromium', pkg: 'chromium' },
  { path: '/usr/sbin/haproxy', pkg: 'haproxy' },
];

async function ensureDebianTools() {
  const missing = DEBIAN_TOOLS.filter(({ path }) => !existsSync(path));
  if (missing.length === 0) return;
  const names = missing.map(({ pkg }) => pkg);
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${missing.map(({ path }) => path).join(' and ')} missing: install Debian's ${names.join(' and ')} (sudo apt-get install ${names.join(' ')}).`,
    );
  }
  console.log(`Installing Debian's ${names.join(' and ')} for the tests…`);
  await run('apt-get', ['update', '-qq']);
  await run('apt-get', ['install', '-y', '-qq', ...names], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const steps = [
  ['lint', () => run('pnpm', ['lint'])],
  ['format', () => run('pnpm', ['format:check'])],
  ['typecheck', () => run('pnpm', ['typecheck'])],
  ['Debian tools', ensureDebianTools],
  ['unit and API tests', () => run('pnpm', ['test:unit'])],
  ['end-to-end tests', () => run('pnpm', ['test:e2e'])],
];

let passed = 0;
for (const [name, step] of steps) {
  console.log(`\n▶ ${name}`);
  try {
    await step();
    passed += 1;
  } catch (error) {
    console.error(`\n✖ ${name}: ${error.message}`);
    console.log(`steps: ${passed} passed, 1 failed`);
    process.exit(1);
  }
}
console.log(`steps: ${passed} passed, 0 failed`);
