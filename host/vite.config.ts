import { federation } from '@module-federation/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { PORTS, sharedSingletons } from '../federation.shared.ts';

// The host proxies /api so the browser calls its own origin; API_URL moves the API without a rebuild.
// `xfwd` passes the visitor's address on (X-Forwarded-For), so the API's rate limit counts visitors, not the proxy.
const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${PORTS.api}`;
const apiProxy = {
  '/api': { target: apiTarget, changeOrigin: true, xfwd: true },
  // The résumé at the site's root, as the host server serves it (host/server/api-proxy.ts).
  '^/resume\\.(json|pdf)': {
    target: apiTarget,
    changeOrigin: true,
    xfwd: true,
    rewrite: (path: string) => `/api/v1${path}`,
  },
};

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // No `remotes` here: remote URLs are runtime configuration read from /remotes.json (src/app/remotes.ts).
    federation({
      name: 'host',
      manifest: true,
      dts: false,
      shared: sharedSingletons,
      // The page's one federation runtime: the remotes read it from here instead of each bringing a copy.
      experiments: { provideExternalRuntime: true },
    }),
  ],
  server: { port: PORTS.host, strictPort: true, proxy: apiProxy },
  preview: { port: PORTS.host, strictPort: true, proxy: apiProxy },
  // The manifest names the chunks the federation runtime loads at start, which the server preloads on `/`.
  build: { target: 'es2022', manifest: true },
});
