import { existsSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { minifySync } from 'rolldown/utils';
import { defineConfig, type Plugin } from 'vite';
import type { ChunkingContext } from 'rolldown';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/precompress';
import { buildImages } from './scripts/images/plugin';
import { compileHints } from './scripts/compileHints';
import { APP_SHELL_URL } from './src/pwa/offlinePolicy';
import { START_CHUNK_NAMES, type StartChunkName } from './server/web/startChunks';

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
      // The app's scripts and styles (so it starts offline), the start script, and the built
      // index.html as the app shell: the server answers a screen the browser renders alone with it
      // as is, so it is precached under such a path (APP_SHELL_URL; '/index.html' itself is a
      // rendered 404). The images every start may show: the hero, the footer's payment badges
      // (loaded lazily, so maybe never seen online) and the placeholder the worker shows for a
      // product image it does not have (IMAGE_PLACEHOLDER_URL). Pages are rendered by the server;
      // the public ones are kept as they are visited, and the first visit's by src/pwa/offlineStart.ts.
      globPatterns: [
        'assets/*.{js,css}',
        'start-app.js',
        'favicon.svg',
        'logo.svg',
        'index.html',
        'img/hero.svg',
        'img/pagos/*.webp',
        'img/sin-imagen.svg',
      ],
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.map((entry) => (entry.url === 'index.html' ? { ...entry, url: APP_SHELL_URL } : entry)),
          warnings: [],
        }),
      ],
      maximumFileSizeToCacheInBytes: 1024 * 1024,
    },
  });

/**
 * The start's steps (src/main.tsx) each as one chunk: the storefront (everything
 * src/app/clientStart.ts imports statically: react, xstate, the machines, the effects) and the
 * renderer (react-dom), the views (what src/app/clientRender.tsx adds: the layout, the home page, the shared UI
 * components). Left to itself the bundler splits out every module a lazy screen shares with them
 * (Icon, Button, hooks, cx...), and each such chunk costs the first route its import/export lists
 * and a request. The views depend on the storefront and never the other way round, so the two
 * chunks cannot form a cycle; lazy screens import from both.
 */
const START_STEP_ENTRIES: Record<StartChunkName, string> = {
  storefront: fileURLToPath(new URL('./src/app/clientStart.ts', import.meta.url)),
  // react-dom on its own: evaluating it and the views in one task was the start's longest task.
  renderer: realpathSync(createRequire(import.meta.url).resolve('react-dom/client')),
  views: fileURLToPath(new URL('./src/app/clientRender.tsx', import.meta.url)),
};
const START_STEPS = START_CHUNK_NAMES.map((name) => ({ name, entry: START_STEP_ENTRIES[name] }));
/** The chunks every page has loaded before any lazy import: the start's steps and the bundler's runtime. */
const START_CHUNK = new RegExp(`(^|/)(${[...START_CHUNK_NAMES, 'rolldown-runtime'].join('|')})-[^/]*\\.js$`);
let startSteps: { name: string; members: Set<string> }[] | null = null;
const GLOBAL_STYLES = /[\\/]src[\\/]styles[\\/]global\.css\.ts/;

/** The start step whose chunk a module belongs to (the first whose static imports reach it), or null. */
function startStepOf(id: string, ctx: ChunkingContext): string | null {
  // The global stylesheet's module (empty once its CSS is extracted) would otherwise join the views'
  // chunk, and src/main.tsx's import of it made the entry evaluate the views and react-dom with the
  // storefront, in the start's first task. The entry imports the storefront's chunk anyway.
  if (GLOBAL_STYLES.test(id)) return 'storefront';
  startSteps ??= START_STEPS.map(({ name, entry }) => ({ name, members: staticClosure(entry, ctx) }));
  return startSteps.find((step) => step.members.has(id))?.name ?? null;
}

function staticClosure(entry: string, ctx: ChunkingContext): Set<string> {
  const members = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (members.has(id)) continue;
    members.add(id);
    pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return members;
}

/**
 * The statecharts' state descriptions (Spanish, one line each) are for the diagrams and the model
 * tests (tools/statecharts): the browser never shows them, so its build leaves them out.
 */
function stripStateDescriptions(): Plugin {
  return {
    name: 'strip-state-descriptions',
    enforce: 'pre',
    apply: 'build',
    transform(code, id, options) {
      if (options?.ssr || !/[\\/]machines[\\/][^?]*\.ts$/.test(id) || id.includes('/rules/')) return null;
      // Either quote, and the string alone on the next line when the formatter wrapped it.
      return { code: code.replace(/^[ \t]*description:\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"),[ \t]*$/gm, ''), map: null };
    },
  };
}

/**
 * public/start-app.js (the first script of every server-rendered page) is copied, not bundled:
 * minified here once the build is written, before precompress() compresses it (−0.5 KB gzip).
 */
function minifyStartScript(): Plugin {
  let file = '';
  return {
    name: 'minify-start-script',
    apply: 'build',
    configResolved(config) {
      file = resolve(config.root, config.build.outDir, 'start-app.js');
    },
    closeBundle: {
      order: 'pre',
      handler() {
        if (!existsSync(file)) return;
        const { code, errors } = minifySync('start-app.js', readFileSync(file, 'utf8'), { compress: true, mangle: true });
        if (errors.length > 0) throw new Error(`start-app.js: ${errors.map((e) => e.message).join('; ')}`);
        writeFileSync(file, code);
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    stripStateDescriptions(),
    minifyStartScript(),
    buildImages(),
    ...(isSsrBuild ? [] : [installableApp()]),
    compileHints(START_CHUNK_NAMES),
    precompress(),
  ],
  resolve: {
    alias: [
      // React 19 has useSyncExternalStore: the shim's fallback and its with-selector twin are dead code here.
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/app/reactStore.ts', import.meta.url)),
      },
    ],
  },
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
    modulePreload: {
      // Every browser the storefront serves supports <link rel="modulepreload"> (Chrome 66, Safari 17,
      // Firefox 115); on an older one preloading is only skipped, so the polyfill (0.3 KB gzip in the
      // entry chunk) is not shipped.
      polyfill: false,
      // A lazy screen is imported by code that runs once both start chunks are in (src/main.tsx):
      // naming them in every screen's preload list only lengthens the map the views chunk carries.
      // The entry's own imports (the start's two steps) keep theirs.
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'html' || /(^|\/)index-[^/]*\.js$/.test(hostId) ? deps : deps.filter((dep) => !START_CHUNK.test(dep)),
    },
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: [{ name: startStepOf }] } } },
  },
  // `vite build --ssr src/entry-server.tsx --outDir dist-ssr`: the renderer server/web/pages.ts loads.
  ssr: {
    // Bundled rather than imported at run time, so the renderer and the browser share one copy of each module's CSS class names.
    noExternal: ['@vanilla-extract/css'],
  },
}));
