import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/precompress';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

/** The installable app: its manifest and its service worker (src/pwa/worker/sw.ts), for the browser build only. */
const installableApp = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/pwa/worker',
    filename: 'sw.ts',
    // src/pwa/register.ts registers it on idle after load, off the first route's scripts.
    injectRegister: false,
    registerType: 'prompt',
    manifestFilename: 'manifest.webmanifest',
    manifest: {
      id: '/',
      name: 'Pollos La Brasa — Pide en línea',
      short_name: 'La Brasa',
      description: 'Pide en línea pollo asado, broaster y alitas. Domicilios y recogida en tienda.',
      lang: 'es-CO',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#c8102e',
      background_color: '#ffffff',
      categories: ['food', 'shopping'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      // The app's scripts and styles (so it starts offline) and the start script; never an HTML
      // template: pages are rendered by the server and cached as they are visited.
      globPatterns: ['assets/*.{js,css}', 'start-app.js', 'favicon.svg', 'logo.svg'],
      maximumFileSizeToCacheInBytes: 1024 * 1024,
    },
  });

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), vanillaExtractPlugin(), ...(isSsrBuild ? [] : [installableApp()]), precompress()],
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
}));
