/**
 * The site beside the API (createApp with a staticDir), in the order a request meets it:
 *   1. files of the build: /assets/* immutable (a missing one is a 404, never the app shell), the
 *      others (images, favicon, worker, manifest) with a short cache or always revalidated;
 *   2. a missing file-like path (a last segment with an extension, /assets/…, /img/…, /icons/…;
 *      robots.txt and sitemap.xml are generated below) answers a small 404: a browser asking for
 *      /favicon.ico or a stale image must not get the whole rendered 404 page;
 *   3. pages count against the API's per-address limit (`limit`: the same check and buckets as
 *      /api, so rendering pages is no way around it; loopback peers exempt, forwarded addresses
 *      counted, as for the API); static files above do not count, they cost nothing to send;
 *   4. robots.txt and sitemap.xml (server/web/seo.ts);
 *   5. history-mode routes: the menu pages and the 404 page rendered on the server
 *      (server/web/pages.ts); the other screens get the SPA shell (200), a path no route matches
 *      the shell with a 404.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context, Hono } from 'hono';
import { messages } from '../../machines/messages';
import { pageOf } from '../../machines/paths';
import { SITE_SOCIAL_IMAGE, SOCIAL_IMAGE_FOLDER } from '../../machines/socialImagePaths';
import { sendError } from '../http';
import { isApiPath, type RequestCheck } from '../middleware/gate';
import type { CatalogueService } from '../services/catalogue';
import type { PageRenderer } from './pages';
import { ROBOTS_PATH, seoRoutes, SITEMAP_PATH } from './seo';
import { IMMUTABLE, REVALIDATE, SHORT_LIVED, staticFiles } from './staticFiles';

/** The installable app's worker and manifest (src/pwa/). */
const ALWAYS_REVALIDATED = new Set(['/sw.js', '/manifest.webmanifest']);

/** Folders of the build that hold only files. */
const FILE_FOLDERS = ['/assets/', '/img/', '/icons/'];
/** A last path segment that ends in an extension ('favicon.ico', 'logo.svg'); no page path has one. */
const FILE_EXTENSION = /\/[^/]*\.[A-Za-z0-9]{1,8}$/;

/** Generated answers with a file's name. */
const GENERATED_FILES = new Set([ROBOTS_PATH, SITEMAP_PATH]);

export const looksLikeFile = (path: string): boolean =>
  !GENERATED_FILES.has(path) && (FILE_EXTENSION.test(path) || FILE_FOLDERS.some((folder) => path.startsWith(folder)));

export interface SiteOptions {
  /** The built SPA folder (dist/). */
  root: string;
  pages: PageRenderer | null;
  catalogue: CatalogueService;
  clock: () => Date;
  /** PUBLIC_ORIGIN; undefined in development. */
  publicOrigin: string | undefined;
  /** The API's per-address rate-limit check (absent: no limits, as in tests). */
  limit?: RequestCheck;
}

export function mountSite(app: Hono, { root, pages, catalogue, clock, publicOrigin, limit }: SiteOptions): void {
  const indexFile = join(root, 'index.html');
  // Hashed build assets never change under the same name.
  app.use(
    '/assets/*',
    staticFiles(root, () => IMMUTABLE),
  );
  mountExplorer(app, root);
  // Other files of the build (images, favicon...): short cache and revalidation. The service worker
  // and the app manifest are always revalidated, so a new version reaches installed apps at once.
  const otherFiles = staticFiles(root, (path) => (ALWAYS_REVALIDATED.has(path) ? REVALIDATE : SHORT_LIVED));
  // The shell (/ and /index.html) is never served as a file: the page renderer below fills it.
  const isShell = (path: string) => path === '/' || path === '/index.html';
  app.use('*', async (c, next) => (isApiPath(c.req.path) || isShell(c.req.path) ? next() : otherFiles(c, next)));
  // Social pictures are drawn at build time for the menu the build knew: a product or category added
  // since then shares the site's picture rather than a broken one (crawlers follow the redirect).
  app.get(`${SOCIAL_IMAGE_FOLDER}*`, (c, next) =>
    c.req.path === SITE_SOCIAL_IMAGE ? next() : c.redirect(SITE_SOCIAL_IMAGE, 302),
  );
  app.get('*', async (c, next) =>
    !isApiPath(c.req.path) && !isShell(c.req.path) && looksLikeFile(c.req.path)
      ? sendError(c, 404, messages.http.notFound)
      : next(),
  );

  if (limit) {
    app.use('*', async (c, next) => {
      if (isApiPath(c.req.path)) return next();
      const refusal = await limit(c);
      if (!refusal) return next();
      // The API's 429 as a page: the same Spanish message and Retry-After, in plain text.
      return c.text(messages.http.tooManyRequests, 429, {
        'Retry-After': refusal.headers.get('Retry-After') ?? '60',
        'Cache-Control': 'no-store',
      });
    });
  }

  seoRoutes(app, catalogue, clock, publicOrigin);

  app.get('*', async (c: Context) => {
    if (isApiPath(c.req.path)) return sendError(c, 404, messages.http.notFound);
    const rendered = pages ? await pages(c) : null;
    if (rendered) return rendered;
    let html: string;
    try {
      html = await readFile(indexFile, 'utf8');
    } catch {
      return sendError(c, 404, messages.http.notFound);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(html, pageOf(c.req.path).kind === 'notFound' ? 404 : 200);
  });
}

/** The statechart explorer's page (vite.estados.config.ts builds it into dist/estados/; its files are served above). */
export const EXPLORER_PATH = '/estados';

/**
 * /estados: the statechart explorer, a tool page of its own (tools/explorer), never one of the
 * storefront's routes. Its assets are relative ('./assets/…'), so the page lives at /estados/.
 */
function mountExplorer(app: Hono, root: string): void {
  const page = join(root, 'estados', 'estados.html');
  app.get(EXPLORER_PATH, (c) => c.redirect(`${EXPLORER_PATH}/`, 301));
  app.get(`${EXPLORER_PATH}/`, async (c) => {
    try {
      c.header('Cache-Control', 'no-cache');
      return c.html(await readFile(page, 'utf8'));
    } catch {
      return sendError(c, 404, messages.http.notFound);
    }
  });
}
