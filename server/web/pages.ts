/**
 * Server-rendered pages (issue 10). The renderer is the SSR build of src/entry-server.tsx
 * (dist-ssr/entry-server.js), loaded at start; this module only fills the built index.html
 * with what it returns: the page's <title> and head tags, the stylesheet and module preload of
 * its lazily loaded screen (from Vite's manifest, so the server HTML is styled before that chunk
 * runs), the markup, and the JSON data block the app hydrates from.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import { PAGE_DATA_ELEMENT_ID, type PageRendererModule, type RenderedPage } from '../../machines/schemas/pageData';
import type { Logger } from '../context';
import type { CatalogueService } from '../services/catalogue';
import { publicOrigin } from './origin';

export interface PageRendererOptions {
  /** The client build (index.html, .vite/manifest.json). */
  staticDir: string;
  /** The SSR build (entry-server.js). */
  ssrDir: string;
  catalogue: CatalogueService;
  clock: () => Date;
  logger: Logger;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export type PageRenderer = (c: Context) => Promise<Response | null>;

const ROOT_MARKER = '<div id="root"><!--app-shell--></div>';

/** Null when there is no SSR build: the server then sends the app shell as before. */
export async function createPageRenderer(options: PageRendererOptions): Promise<PageRenderer | null> {
  const entry = join(options.ssrDir, 'entry-server.js');
  if (!existsSync(entry)) return null;
  const [module, template, manifest] = await Promise.all([
    import(pathToFileURL(entry).href) as Promise<PageRendererModule>,
    readFile(join(options.staticDir, 'index.html'), 'utf8'),
    readFile(join(options.staticDir, '.vite', 'manifest.json'), 'utf8').then((t) => JSON.parse(t) as Manifest, () => ({}) as Manifest),
  ]);
  if (!template.includes(ROOT_MARKER)) throw new Error(`index.html has no ${ROOT_MARKER}`);
  const assetsOf = memoize((pageModule: string) => chunkAssets(manifest, pageModule));

  return async (c) => {
    const url = new URL(c.req.url);
    const page = await module.renderPage({
      path: url.pathname,
      search: url.search,
      cookieHeader: c.req.header('cookie') ?? null,
      origin: publicOrigin(c.req.url),
      now: options.clock().getTime(),
      loadCatalogue: async (query) => {
        const [list, { categories }] = await Promise.all([options.catalogue.pricedProducts(query.pdv, query.konda), options.catalogue.categories()]);
        return { products: [...list.products], categories: [...categories] };
      },
    });
    if (!page) return null;
    c.header('Cache-Control', 'no-cache');
    // The page depends on the visitor's cookies (sales point, session, consent).
    c.header('Vary', 'Cookie');
    return c.html(fill(template, page, page.pageModule ? assetsOf(page.pageModule) : ''), page.status as 200 | 404);
  };
}

function fill(template: string, page: RenderedPage, assets: string): string {
  const head = `${page.headTags}\n    ${assets}`;
  return template
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${page.title}</title>`)
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('</head>', () => `    ${head}\n  </head>`)
    .replace(
      ROOT_MARKER,
      () => `<div id="root">${page.html}</div>\n    <script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${page.pageData}</script>`,
    );
}

/** The stylesheets and module preloads of a lazily loaded page and the chunks it imports, less what index.html already links. */
function chunkAssets(manifest: Manifest, pageModule: string): string {
  const collect = (keys: readonly string[]) => {
    const css = new Set<string>();
    const js = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || js.has(chunk.file)) return;
      js.add(chunk.file);
      for (const file of chunk.css ?? []) css.add(file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return { css, js };
  };
  const entry = collect(Object.keys(manifest).filter((key) => manifest[key]?.isEntry));
  const page = collect([pageModule]);
  return [
    ...[...page.css].filter((f) => !entry.css.has(f)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...[...page.js].filter((f) => !entry.js.has(f)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ].join('\n    ');
}

function memoize<T>(compute: (key: string) => T): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = compute(key);
      cache.set(key, value);
    }
    return value;
  };
}
