// Builds one microfrontend, run from its package folder (its `build` script):
//   node ../scripts/build-frontend.mjs                      a remote: one immutable release (below)
//   node ../scripts/build-frontend.mjs --ssr src/Page.tsx   a remote that the host renders on its server: plus
//                                                           the SSR entry its manifest advertises, in the release
//   node ../scripts/build-frontend.mjs --server             the host: browser build in client/ (with the
//                                                           page-start and project-page scripts), server in server/
// then writes brotli and gzip copies beside every asset. BUILD_OUT_DIR (default dist) lets the end-to-end runner
// build its own copy while `pnpm start` keeps serving dist/.
//
// A remote's build is a release: `<outDir>/releases/<version>/`, never written again once there. It is built in a
// staging folder and moved into place only when everything succeeded, so a failed build publishes nothing and a
// live release's files are never touched; `<outDir>/last-build.json` names the newest. The version is
// RELEASE_VERSION, or the build's UTC time and commit (`20261125-210100-7d7acf9`, `-dirty` with local changes).
// Its `release.json` says what it is: version, commit, build time, the notes (RELEASE_NOTES, which `pnpm release`
// sets), what a visitor downloads and the shared packages' versions (release-facts.mjs).
import { cp, mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { describeBuild } from './build-version.mjs';
import { releaseFacts } from './release-facts.mjs';
import { run } from './run.mjs';

const { values } = parseArgs({ options: { ssr: { type: 'string' }, server: { type: 'boolean' } } });
const cwd = process.cwd();
const outDir = resolve(cwd, process.env.BUILD_OUT_DIR ?? 'dist');
const vite = (args, env = {}) =>
  run(process.execPath, [join(cwd, 'node_modules/vite/bin/vite.js'), ...args], {
    cwd,
    env: { ...process.env, ...env },
  });
const precompress = (dir) =>
  run(process.execPath, [join(cwd, 'node_modules/@portfolio/static-server/dist/precompress-cli.js'), dir], {
    cwd,
  });

async function buildRemote() {
  const build = describeBuild(cwd);
  const release = join(outDir, 'releases', build.version);
  if (existsSync(release))
    throw new Error(`${release} exists: a release is never built twice; set RELEASE_VERSION`);
  await mkdir(join(outDir, 'releases'), { recursive: true });
  // Inside outDir, so the finished release is moved into place in one rename on the same file system.
  const staging = await mkdtemp(join(outDir, '.staging-'));
  try {
    // The federation plugin writes this into the manifest's metaData.buildInfo.buildVersion.
    await vite(['build', '--outDir', staging, '--emptyOutDir'], { MF_BUILD_VERSION: build.version });
    if (values.ssr) {
      // The plugin's client build advertises `remoteEntry.ssr.js` in the manifest but does not write it: a second,
      // server build does. Its files join the client's so one release carries both.
      const ssrDir = await mkdtemp(join(tmpdir(), 'portfolio-ssr-build-'));
      try {
        await vite(['build', '--ssr', values.ssr, '--outDir', ssrDir, '--emptyOutDir'], {
          MF_BUILD_VERSION: build.version,
        });
        for (const entry of await readdir(ssrDir))
          if (entry !== '.vite') await cp(join(ssrDir, entry), join(staging, entry), { recursive: true });
      } finally {
        await rm(ssrDir, { recursive: true, force: true });
      }
    }
    await precompress(staging);
    const facts = await releaseFacts(staging);
    const notes = process.env.RELEASE_NOTES?.trim() || null;
    await writeFile(
      join(staging, 'release.json'),
      `${JSON.stringify({ ...build, notes, ...facts }, null, 2)}\n`,
    );
    await rename(staging, release);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  const pointer = join(outDir, 'last-build.json');
  await writeFile(
    `${pointer}.tmp`,
    `${JSON.stringify({ version: build.version, path: `releases/${build.version}` })}\n`,
  );
  await rename(`${pointer}.tmp`, pointer);
  console.log(`release ${build.version} built in ${release}`);
}

async function buildHost() {
  const clientDir = join(outDir, 'client');
  await rm(outDir, { recursive: true, force: true });
  await vite(['build', '--outDir', clientDir, '--emptyOutDir']);
  await vite(['build', '--config', 'vite.page-start.config.ts', '--outDir', clientDir]);
  await vite(['build', '--config', 'vite.project-page.config.ts', '--outDir', clientDir]);
  await vite([
    'build',
    '--config',
    'vite.server.config.ts',
    '--outDir',
    join(outDir, 'server'),
    '--emptyOutDir',
  ]);
  await precompress(clientDir);
}

await (values.server ? buildHost() : buildRemote());
