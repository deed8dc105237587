import { defineConfig } from 'vite';

// The project page's script (src/project-page/main.ts): the gallery's lightbox, written by the host server into a
// project page that has a gallery, after the page-start script. Built like it (vite.page-start.config.ts): one
// classic script with no imports, so no other page carries its bytes.
export default defineConfig({
  publicDir: false,
  build: {
    target: 'es2022',
    emptyOutDir: false,
    copyPublicDir: false,
    lib: {
      entry: 'src/project-page/main.ts',
      formats: ['iife'],
      name: 'portfolioProjectPage',
      fileName: () => 'project-page.js',
    },
  },
});
