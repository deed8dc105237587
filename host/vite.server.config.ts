import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The host's production server (server/main.ts), and the render process each release of a server-rendered remote
// runs in (server/ssr/render-worker.ts) with the page tree it renders (src/entry-server.tsx), for Node.
// No federation plugin: on the server, remotes load through the runtime instance of each render process.
// Workspace packages ship TypeScript and are bundled; every npm dependency stays in node_modules, so the remote's
// server code and this bundle share one React, one router and one QueryClient context.
export default defineConfig({
  plugins: [react()],
  // public/ belongs to the browser build.
  publicDir: false,
  build: {
    ssr: true,
    target: 'node20',
    rollupOptions: {
      input: { main: 'server/main.ts', 'render-worker': 'server/ssr/render-worker.ts' },
      output: { entryFileNames: '[name].js' },
    },
  },
});
