import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * The statechart explorer (estados.html → tools/explorer; the page is dist/estados/estados.html), built apart from the storefront so that
 * nothing of it reaches the store's chunks, its first route or its service worker's precache:
 *   vite build -c vite.estados.config.ts                                   → dist/estados/ (served at /estados/)
 *   vite build -c vite.estados.config.ts --outDir docs/statecharts/explorer → beside the diagrams
 * Relative asset paths ('./'), so the same files work under /estados/ and from a folder on disk
 * served by any static server (browsers refuse module scripts from file://).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  // The storefront's public/ files (icons, start script) are not the explorer's.
  publicDir: false,
  plugins: [react(), vanillaExtractPlugin()],
  resolve: {
    alias: [
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/app/reactStore.ts', import.meta.url)),
      },
    ],
  },
  build: {
    target: 'es2022',
    outDir: 'dist/estados',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      input: { index: fileURLToPath(new URL('./estados.html', import.meta.url)) },
    },
  },
});
