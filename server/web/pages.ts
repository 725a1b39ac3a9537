/**
 * Server-rendered pages. The renderer is the SSR build of src/entry-server.tsx
 * (dist-ssr/entry-server.js), loaded at start; this module only fills the built index.html
 * with what it returns: the page's <title> and head tags, the app's stylesheet inlined, the module
 * preloads of its lazily loaded screen (from Vite's manifest), the markup, and the JSON data block
 * the app hydrates from.
 *
 * What a render reads from the request: the path and query, the Cookie header (the sales point,
 * cart, coupons, consent, and the signed-in customer), the origin (PUBLIC_ORIGIN, or the
 * request's in development) and the clock's day. So:
 *   - a request with a session cookie (server/web/visitorCookies.ts) gets a page that is that
 *     customer's alone: `Cache-Control: private, no-store`, rendered for it and never kept;
 *   - any other page is `private, no-cache` (the browser may keep it and revalidate; no shared
 *     cache may keep it, since it depends on cookies: `Vary: Cookie`), and when its cookies are
 *     only the visit's own it is kept and served again to the same request until what it was
 *     rendered from changes (server/web/pageCache.ts): a search page asked for by many renders once.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import {
  PAGE_DATA_ELEMENT_ID,
  type PageRendererModule,
  type PageStart,
  type RenderedPage,
} from '../../machines/schemas/pageData';
import type { Logger } from '../context';
import type { Category, Product } from '../../machines/schemas';
import type { CatalogueService } from '../services/catalogue';
import { orderDayOf } from '../../machines/location/machine';
import { originFor } from './origin';
import { prepareBody, sendPrepared, type PreparedBody } from '../middleware/compression';
import { PageCache, type PageCacheOptions } from './pageCache';
import { hasOnlyShareableCookies, hasSessionCookie } from './visitorCookies';
import { START_CHUNK_NAMES } from './startChunks';

export interface PageRendererOptions {
  /** The client build (index.html, .vite/manifest.json). */
  staticDir: string;
  /** The SSR build (entry-server.js). */
  ssrDir: string;
  catalogue: CatalogueService;
  /** The answers of the app's start calls for the page's data block (machines/schemas/pageData.ts pageStartSchema). */
  start?: () => Promise<PageStart | null>;
  clock: () => Date;
  logger: Logger;
  /** PUBLIC_ORIGIN (required in production); undefined in development: the request's origin. */
  publicOrigin?: string;
  /** The shared pages' cache bounds (server/web/pageCache.ts); false: no cache. */
  cache?: PageCacheOptions | false;
  /**
   * Whether the maintenance switch is on now (server/main.ts: a MaintenanceSwitch, whose cached read
   * a saved preference drops at once): a kept page carries the start's answers of its time, so it is
   * not served across a change of the switch.
   */
  maintenanceOn?: () => boolean | Promise<boolean>;
}

/**
 * How often the start's answers (preferences, generic sales points) are read again for the pages:
 * the maintenance gate's own staleness (MAINTENANCE_CACHE_MS). Every render in between uses the
 * same answers, and a kept page is served while they read the same.
 */
export const START_REFRESH_MS = 2_000;

interface StartAnswers {
  value: PageStart | null;
  /** Their JSON: what a kept page is compared by. */
  json: string;
  at: number;
}

/** What c.html() would send. */
const HTML_CONTENT_TYPE = 'text/html; charset=UTF-8';

/** A page rendered for a session is one customer's: no cache may keep it, the browser's included. */
export const PERSONAL_PAGE_CACHE_CONTROL = 'private, no-store';
/** Any other page: revalidated by the browser (ETag), never kept by a shared cache. */
export const PAGE_CACHE_CONTROL = 'private, no-cache';

interface FilledPage {
  html: string;
  status: 200 | 404;
  /** For the cache's bound: characters of the page, plus its prepared bytes when kept. */
  size: number;
  /** A kept page's bytes, hashed and compressed once when it was stored (server/middleware/compression.ts). */
  prepared?: PreparedBody;
}

interface ManifestChunk {
  file: string;
  name?: string;
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
    readFile(join(options.staticDir, '.vite', 'manifest.json'), 'utf8').then(
      (t) => JSON.parse(t) as Manifest,
      () => ({}) as Manifest,
    ),
  ]);
  if (!template.includes(ROOT_MARKER)) throw new Error(`index.html has no ${ROOT_MARKER}`);
  const page = pageTemplate(await inlineStylesheets(template, options.staticDir));
  const assetsOf = memoize((pageModule: string) => chunkAssets(manifest, pageModule));
  // The app's start loads these with import() (src/main.tsx): preloaded with the entry, not one after another.
  const startChunks = [
    ...new Set(
      Object.keys(manifest)
        // Named chunks: the manifest knows them by name, not by a source module.
        .filter((key) => (START_CHUNK_NAMES as readonly string[]).includes(manifest[key]!.name ?? ''))
        .flatMap((key) => chunkAssets(manifest, key)),
    ),
  ];

  // The start's answers, read at most every START_REFRESH_MS (one read at a time).
  let startAnswers: Promise<StartAnswers> | null = null;
  const currentStart = async (): Promise<StartAnswers | null> => {
    if (!options.start) return null;
    const now = options.clock().getTime();
    const pending = startAnswers;
    const known = pending ? await pending.catch(() => null) : null;
    if (known && now - known.at >= 0 && now - known.at < START_REFRESH_MS) return known;
    // Another page started the next read meanwhile: share it.
    if (startAnswers && startAnswers !== pending) return startAnswers;
    const reading = options.start().then((value) => ({ value, json: JSON.stringify(value), at: now }));
    startAnswers = reading;
    // A failed read is not kept: the next page asks again.
    reading.catch(() => {
      if (startAnswers === reading) startAnswers = null;
    });
    return reading;
  };

  const cache =
    options.cache === false
      ? null
      : new PageCache<FilledPage>(
          () => options.clock().getTime(),
          // The catalogue's snapshot (the same categories array until CatalogueService.invalidate),
          // the maintenance switch and the start's answers as they read now.
          async () => [
            (await options.catalogue.categories()).categories,
            await options.maintenanceOn?.(),
            (await currentStart())?.json,
          ],
          options.cache,
        );

  const render = async (
    path: string,
    search: string,
    cookieHeader: string | null,
    origin: string,
  ): Promise<FilledPage | null> => {
    const rendered = await module.renderPage({
      path,
      search,
      cookieHeader,
      origin,
      now: options.clock().getTime(),
      loadCatalogue: async (query) => {
        const [list, { categories }] = await Promise.all([
          options.catalogue.pricedProducts(query.pdv, query.konda),
          options.catalogue.categories(),
        ]);
        // The cached arrays themselves, not copies: the slugs of a menu are memoized per array.
        return { products: list.products as Product[], categories: categories as Category[] };
      },
      ...(options.start ? { loadStart: async () => (await currentStart())?.value ?? null } : {}),
    });
    if (!rendered) return null;
    const chunks = [...startChunks, ...(rendered.pageModule ? assetsOf(rendered.pageModule) : [])];
    const html = fill(page, rendered, [...new Set(chunks)]);
    return { html, status: rendered.status === 404 ? 404 : 200, size: html.length };
  };

  return async (c) => {
    const url = new URL(c.req.url);
    const cookieHeader = c.req.header('cookie') ?? null;
    const origin = originFor(options.publicOrigin, c.req.url);
    const personal = hasSessionCookie(cookieHeader);
    const renderThis = () => render(url.pathname, url.search, cookieHeader, origin);
    const filled =
      cache && !personal && hasOnlyShareableCookies(cookieHeader)
        ? await cache.get(
            [url.pathname + url.search, origin, orderDayOf(options.clock().getTime()), cookieHeader ?? ''].join('\n'),
            async () => {
              const page = await renderThis();
              if (!page) return null;
              // Compressed once here, answered as these bytes by every hit.
              const prepared = await prepareBody(page.html);
              return { ...page, prepared, size: page.html.length + prepared.size };
            },
          )
        : await renderThis();
    if (!filled) return null;
    const cacheControl = personal ? PERSONAL_PAGE_CACHE_CONTROL : PAGE_CACHE_CONTROL;
    if (filled.prepared) {
      const headers = new Headers({ 'Cache-Control': cacheControl, Vary: 'Cookie', 'Content-Type': HTML_CONTENT_TYPE });
      return sendPrepared(c, filled.prepared, filled.status, headers);
    }
    c.header('Cache-Control', cacheControl);
    c.header('Vary', 'Cookie');
    return c.html(filled.html, filled.status);
  };
}

/**
 * The built index.html, split once: its module script and module preloads leave the head, and
 * public/start-app.js loads them after the page has loaded (see there why).
 */
interface PageTemplate {
  html: string;
  entry: string;
  preloads: string[];
}

function pageTemplate(html: string): PageTemplate {
  const entry = html.match(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/);
  if (!entry) throw new Error('index.html has no module script');
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  let rest = html.replace(entry[0], '');
  for (const [link] of preloads) rest = rest.replace(link, '');
  return { html: rest, entry: entry[1]!, preloads: preloads.map((m) => m[1]!) };
}

/**
 * The entry's own imports are preloaded with it; the start's later steps and the page's screen
 * (`data-preload-next`) a few at a time after it, by public/start-app.js: on a cheap phone each
 * request costs the main thread a millisecond or more, and twenty at once made one long task.
 */
function fill(template: PageTemplate, page: RenderedPage, pageChunks: readonly string[]): string {
  const preloads = template.preloads.join(' ');
  const next = pageChunks.length > 0 ? ` data-preload-next="${pageChunks.join(' ')}"` : '';
  return template.html
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${page.title}</title>`)
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('</head>', () => `    ${page.headTags}\n  </head>`)
    .replace(
      ROOT_MARKER,
      () =>
        `<div id="root">${page.html}</div>\n    <script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${page.pageData}</script>` +
        `\n    <script src="/start-app.js" data-entry="${template.entry}" data-preload="${preloads}"${next} defer></script>`,
    );
}

/**
 * The app's one stylesheet (vite.config.ts: cssCodeSplit false) goes into the page itself:
 * on slow 4G a render-blocking request costs more than its ~10 KB compressed in the HTML.
 * The screens the browser renders alone (the app shell) keep the link, so the file stays cached.
 */
async function inlineStylesheets(template: string, staticDir: string): Promise<string> {
  const links = [...template.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g)];
  let page = template;
  for (const [link, file] of links) {
    const css = await readFile(join(staticDir, file!), 'utf8');
    if (/<\/style/i.test(css)) throw new Error(`${file} cannot be inlined: it contains </style`);
    page = page.replace(link, () => `<style>${css}</style>`);
  }
  return page;
}

/** The chunks of a lazily loaded page and those it imports, less what index.html already loads. */
function chunkAssets(manifest: Manifest, pageModule: string): string[] {
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
  return [...page.js].filter((f) => !entry.js.has(f)).map((f) => `/${f}`);
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
