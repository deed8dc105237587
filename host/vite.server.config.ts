import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The host's production server (server/main.ts) with the page tree it renders (src/entry-server.tsx), for Node.
// No federation plugin: on the server, remotes load through the runtime instance in server/ssr/remote-module.ts.
// Workspace packages ship TypeScript and are bundled; every npm dependency stays in node_modules, so the remote's
// server code and this bundle share one React, one router and one QueryClient context.
export default defineConfig({
  plugins: [react()],
  // public/ belongs to the browser build.
  publicDir: false,
  build: {
    ssr: 'server/main.ts',
    target: 'node20',
    rollupOptions: { output: { entryFileNames: 'main.js' } },
  },
});
