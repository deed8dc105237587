import { federation } from '@module-federation/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { PORTS, remoteExperiments, sharedSingletons } from '../federation.shared.ts';

// Standalone runs call /api on their own origin, like the host does.
const apiProxy = {
  '/api': { target: process.env.API_URL ?? `http://127.0.0.1:${PORTS.api}`, changeOrigin: true },
};

export default defineConfig(({ command, mode }) => ({
  plugins: [
    react(),
    tailwindcss(),
    federation({
      name: 'publicRemote',
      filename: 'remoteEntry.js',
      manifest: true,
      dts: false,
      exposes: {
        './HomePage': './src/HomePage.tsx',
        './ProjectsPage': './src/ProjectsPage.tsx',
        './ProjectPage': './src/ProjectPage.tsx',
      },
      shared: sharedSingletons,
      experiments: remoteExperiments({ command, mode }),
    }),
  ],
  // No `base`: the manifest says publicPath "auto", so this build can be served from any origin.
  server: {
    port: PORTS.publicRemote,
    strictPort: true,
    origin: `http://localhost:${PORTS.publicRemote}`,
    proxy: apiProxy,
  },
  preview: { port: PORTS.publicRemote, strictPort: true, proxy: apiProxy },
  // The manifest names the module the remote entry loads for HomePage, which the host's server preloads on `/`.
  build: { target: 'es2022', manifest: true },
  // The server build (`--ssr`, see scripts/build-frontend.mjs) is loaded by the host's server, which provides
  // only the shared singletons: every other dependency must be bundled in, or a bare import stays unresolved.
  ssr: { noExternal: ['swiper'] },
}));
