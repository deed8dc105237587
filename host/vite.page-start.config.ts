import { defineConfig } from 'vite';

// The page-start script (src/page-start/main.ts): the one script a server-rendered page runs before the visitor
// reaches for something, written into the page by the host server. Built on its own, as one classic script with
// no imports, outside the federation plugin (which would make it wait for the federation runtime it defers).
export default defineConfig({
  publicDir: false,
  build: {
    target: 'es2022',
    emptyOutDir: false,
    copyPublicDir: false,
    lib: {
      entry: 'src/page-start/main.ts',
      formats: ['iife'],
      name: 'portfolioPageStart',
      fileName: () => 'page-start.js',
    },
  },
});
