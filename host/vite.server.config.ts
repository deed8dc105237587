import react from '@vitejs/plugin-react';
import { builtinModules } from 'node:module';
import { defineConfig, type Plugin } from 'vite';
import { WORKER_PACKAGES_FILE } from './server/ssr/render-sandbox';

/**
 * Lists the packages the render process's code imports (its entry's chunks, lazy ones included), beside it: what a
 * render process is allowed to read of node_modules (server/ssr/render-sandbox.ts).
 */
function renderWorkerPackages(): Plugin {
  return {
    name: 'render-worker-packages',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [[output.fileName, output]] : [],
        ),
      );
      const packages = new Set<string>();
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = chunks.get(fileName);
        if (!chunk || seen.has(fileName)) return;
        seen.add(fileName);
        for (const id of [...chunk.imports, ...chunk.dynamicImports]) {
          if (chunks.has(id)) visit(id);
          else if (!id.startsWith('node:') && !builtinModules.includes(id))
            packages.add(
              id
                .split('/')
                .slice(0, id.startsWith('@') ? 2 : 1)
                .join('/'),
            );
        }
      };
      visit('render-worker.js');
      this.emitFile({
        type: 'asset',
        fileName: WORKER_PACKAGES_FILE,
        source: `${JSON.stringify([...packages].sort(), null, 2)}\n`,
      });
    },
  };
}

// The host's production server (server/main.ts), and the render process each release of a server-rendered remote
// runs in (server/ssr/render-worker.ts) with the page tree it renders (src/entry-server.tsx) and the module hooks
// that confine it (server/ssr/render-hooks.ts, loaded by Node on its own), for Node.
// No federation plugin: on the server, remotes load through the runtime instance of each render process.
// Workspace packages ship TypeScript and are bundled; every npm dependency stays in node_modules, so the remote's
// server code and this bundle share one React, one router and one QueryClient context.
export default defineConfig({
  plugins: [react(), renderWorkerPackages()],
  // public/ belongs to the browser build.
  publicDir: false,
  build: {
    ssr: true,
    target: 'node20',
    rollupOptions: {
      input: {
        main: 'server/main.ts',
        'render-worker': 'server/ssr/render-worker.ts',
        'render-hooks': 'server/ssr/render-hooks.ts',
      },
      output: { entryFileNames: '[name].js' },
    },
  },
});
