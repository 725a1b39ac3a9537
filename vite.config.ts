import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { precompress } from './scripts/precompress';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), precompress()],
  server: {
    proxy: {
      '/api': apiTarget,
      '/principal': apiTarget,
      // Sandbox identity provider and payment gateway pages.
      '/sandbox': apiTarget,
    },
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    sourcemap: false,
    // One stylesheet for the whole app: the server inlines it into every rendered page (no render-blocking
    // request before the first paint), and lazy screens then bring no CSS of their own to fetch.
    cssCodeSplit: false,
    // server/web/pages.ts links a server-rendered page's lazily loaded screen (its CSS and chunk) from it.
    manifest: true,
  },
  // `vite build --ssr src/entry-server.tsx --outDir dist-ssr`: the renderer server/web/pages.ts loads.
  ssr: {
    // Bundled rather than imported at run time, so the renderer and the browser share one copy of each module's CSS class names.
    noExternal: ['@vanilla-extract/css'],
  },
});
