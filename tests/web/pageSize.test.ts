import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryPath, productPath, productSlugs } from '../../machines/rules/slugs';
import type { PageRendererModule, RenderedPage } from '../../machines/schemas/pageData';
import { seedCategories, seedProducts } from '../../server/seed/catalogue';
import { enlargeCatalogue } from '../../server/seed/largeCatalogue';

/**
 * The server's renderer itself (src/entry-server.tsx, through Vite's SSR transform, which compiles
 * the vanilla-extract styles as the build does) on the menus SEED_PRODUCTS gives the server
 * (server/seed/largeCatalogue.ts), instead of starting a 50,000-product server (its seed takes
 * minutes). What is measured is everything the renderer puts in the page: the app's markup, the
 * head's tags (meta, JSON-LD) and the data block.
 */

const RENDER_TIMEOUT_MS = 180_000;
const now = Date.parse('2026-11-28T17:00:00Z');
let vite: ViteDevServer;
let renderer: PageRendererModule;

beforeAll(async () => {
  vite = await createServer({
    configFile: false,
    root: fileURLToPath(new URL('../..', import.meta.url)),
    // Its own cache: the shared node_modules/.vite stays the dev server's.
    cacheDir: join(tmpdir(), 'pollos-page-size-vite'),
    plugins: [vanillaExtractPlugin()],
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    appType: 'custom',
    logLevel: 'error',
  });
  renderer = (await vite.ssrLoadModule('/src/entry-server.tsx')) as PageRendererModule;
}, RENDER_TIMEOUT_MS);

afterAll(() => vite?.close());

const seed = { categories: seedCategories, products: seedProducts };
const medium = enlargeCatalogue(seed, 5_000);
const large = enlargeCatalogue(seed, 50_000);

async function render(menu: typeof large, path: string, search = ''): Promise<RenderedPage> {
  const page = await renderer.renderPage({
    path,
    search,
    cookieHeader: null,
    origin: 'https://pollos.example',
    now,
    loadCatalogue: async () => menu,
  });
  if (!page) throw new Error(`${path}: not server-rendered`);
  expect(page.status).toBe(200);
  return page;
}
const bytesOf = ({ html, headTags, title, pageData }: RenderedPage) => Buffer.byteLength(html + headTags + title + pageData);

describe("a large menu's page carries only the products it shows: its HTML does not grow with the menu", () => {
  // The same paths exist in both menus (the first 5,000 products of the larger one are the smaller one).
  const pages = [
    ['/', ''],
    ['/productos', ''],
    ['/productos', '?textoBusqueda=pollo'],
    [categoryPath(large.categories[0]!.descripcion), ''],
    [productPath(large.products[0]!, productSlugs(large.products)), ''],
  ] as const;

  for (const [path, search] of pages) {
    it(
      `${path}${search}: the page at 50,000 products is within 2 per cent of the page at 5,000`,
      async () => {
        const at5000 = await render(medium, path, search);
        const at50000 = await render(large, path, search);
        expect(Math.abs(bytesOf(at50000) - bytesOf(at5000)) / bytesOf(at5000)).toBeLessThanOrEqual(0.02);
        // Of the data block, the window: under 16 KB (the whole menu's codes were 490 KB of it at 50,000).
        expect(Buffer.byteLength(at50000.pageData)).toBeLessThan(16 * 1024);
      },
      RENDER_TIMEOUT_MS,
    );
  }
});

/** The category bar of the server's HTML (src/ui/CategoryNav.tsx): each chip's name and count. */
function categoryBarOf(html: string): string[] {
  const nav = /<nav[^>]*aria-label="Categorías"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  return [...nav.matchAll(/<a [^>]*>([^<]*)<span[^>]*>(\d+)<\/span><\/a>/g)].map(([, name, count]) => `${name} ${count}`);
}

describe("a large menu's category bar shows every category with its real count in the server's HTML", () => {
  const whole = medium.categories.filter((c) => c.productos.length > 0).map((c) => `${c.descripcion} ${c.productos.length}`);

  for (const path of ['/', categoryPath(medium.categories[0]!.descripcion)]) {
    it(
      `${path} at 5,000 products: every category, each with the count of the whole menu (not of the page's window)`,
      async () => {
        const page = await render(medium, path);
        expect(categoryBarOf(page.html)).toEqual(whole);
      },
      RENDER_TIMEOUT_MS,
    );
  }
});
