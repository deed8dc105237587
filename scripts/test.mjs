// `pnpm test`: every check CI runs, in order from fastest to slowest; stops at the first failure.
import { existsSync } from 'node:fs';
import { run } from './run.mjs';

const CHROMIUM = '/usr/bin/chromium';

async function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${CHROMIUM} is missing: install Debian's chromium package (sudo apt-get install chromium).`,
    );
  }
  console.log('Installing Debian chromium for the browser tests…');
  await run('apt-get', ['update', '-qq']);
  await run('apt-get', ['install', '-y', '-qq', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const steps = [
  ['lint', () => run('pnpm', ['lint'])],
  ['format', () => run('pnpm', ['format:check'])],
  ['typecheck', () => run('pnpm', ['typecheck'])],
  ['unit and API tests', () => run('pnpm', ['test:unit'])],
  ['browser', ensureChromium],
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
