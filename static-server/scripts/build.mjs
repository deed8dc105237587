// Bundles the two command-line tools into dist/ so the remotes' deployments run them with plain node.
// Dependencies stay in node_modules.
import { build } from 'esbuild';
import { readFile, rm } from 'node:fs/promises';

const packageJson = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(packageJson.dependencies).flatMap((name) => [name, `${name}/*`]);

await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: { 'serve-cli': 'src/serve-cli.ts', 'precompress-cli': 'src/precompress-cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  banner: { js: '#!/usr/bin/env node' },
  logLevel: 'warning',
});
