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
      name: 'adminRemote',
      filename: 'remoteEntry.js',
      manifest: true,
      dts: false,
      exposes: { './AdminApp': './src/AdminApp.tsx' },
      shared: sharedSingletons,
      experiments: remoteExperiments({ command, mode }),
    }),
  ],
  // No `base`: the manifest says publicPath "auto", so this build can be served from any origin.
  server: {
    port: PORTS.adminRemote,
    strictPort: true,
    origin: `http://localhost:${PORTS.adminRemote}`,
    proxy: apiProxy,
  },
  preview: { port: PORTS.adminRemote, strictPort: true, proxy: apiProxy },
  build: { target: 'es2022' },
  // The server build (`--ssr`, see scripts/build-frontend.mjs) is what the host's release check imports and
  // renders in a confined process; it gets only the shared singletons, so every other dependency is bundled in.
  ssr: { noExternal: ['react-hook-form', '@hookform/resolvers', 'zod', 'uplot'] },
}));
