// Bundles the server and the CLIs (owner:reset-password, backup, restore, deploy-key, images:sweep, images:migrate) into dist/ so `node dist/server.js` runs without tsx.
// @portfolio/shared ships TypeScript source, so it is bundled in; every other dependency stays in node_modules.
import { build } from 'esbuild';
import { cp, readFile, rm } from 'node:fs/promises';

// BUILD_OUT_DIR lets the end-to-end runner build beside a running `pnpm start` without touching its files.
const outDir = process.env.BUILD_OUT_DIR ?? 'dist';
const packageJson = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(packageJson.dependencies)
  .filter((name) => !name.startsWith('@portfolio/'))
  .flatMap((name) => [name, `${name}/*`]);

await rm(outDir, { recursive: true, force: true });
await build({
  entryPoints: {
    server: 'src/server.ts',
    'owner-reset-password': 'src/cli/owner-reset-password.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
    'deploy-key': 'src/cli/deploy-key.ts',
    'images-sweep': 'src/cli/images-sweep.ts',
    'images-migrate': 'src/cli/images-migrate.ts',
  },
  outdir: outDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'info',
});
// The migrator finds the SQL files beside the bundle (see src/db/migrate.ts).
await cp('drizzle', `${outDir}/drizzle`, { recursive: true });
