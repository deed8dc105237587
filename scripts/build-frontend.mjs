// Builds one microfrontend, run from its package folder (its `build` script):
//   node ../scripts/build-frontend.mjs                      a remote: the browser build
//   node ../scripts/build-frontend.mjs --ssr src/Page.tsx   a remote that the host renders on its server: plus
//                                                           the SSR entry its manifest advertises, in the same dist
//   node ../scripts/build-frontend.mjs --server             the host: browser build in client/, server in server/
// then writes brotli and gzip copies beside every asset. BUILD_OUT_DIR (default dist) lets the end-to-end runner
// build its own copy while `pnpm start` keeps serving dist/.
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { run } from './run.mjs';

const { values } = parseArgs({ options: { ssr: { type: 'string' }, server: { type: 'boolean' } } });
const cwd = process.cwd();
const outDir = resolve(cwd, process.env.BUILD_OUT_DIR ?? 'dist');
const vite = (...args) =>
  run(process.execPath, [join(cwd, 'node_modules/vite/bin/vite.js'), ...args], { cwd });
const clientDir = values.server ? join(outDir, 'client') : outDir;

await rm(outDir, { recursive: true, force: true });
await vite('build', '--outDir', clientDir, '--emptyOutDir');

if (values.ssr) {
  // The plugin's client build advertises `remoteEntry.ssr.js` in the manifest but does not write it: a second,
  // server build does. Its files join the client's so one deploy carries both.
  const ssrDir = await mkdtemp(join(tmpdir(), 'portfolio-ssr-build-'));
  try {
    await vite('build', '--ssr', values.ssr, '--outDir', ssrDir, '--emptyOutDir');
    for (const entry of await readdir(ssrDir))
      if (entry !== '.vite') await cp(join(ssrDir, entry), join(clientDir, entry), { recursive: true });
  } finally {
    await rm(ssrDir, { recursive: true, force: true });
  }
}

if (values.server) {
  await vite(
    'build',
    '--config',
    'vite.server.config.ts',
    '--outDir',
    join(outDir, 'server'),
    '--emptyOutDir',
  );
}

await run(
  process.execPath,
  [join(cwd, 'node_modules/@portfolio/static-server/dist/precompress-cli.js'), clientDir],
  {
    cwd,
  },
);
