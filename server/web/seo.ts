/**
 * What crawlers read besides the pages: robots.txt (the menu is public; the cart, checkout,
 * account and payment screens are not worth indexing) and sitemap.xml with every category and
 * product URL of the default sales point's menu (the one a visitor without cookies sees).
 *
 * Their origin is PUBLIC_ORIGIN (server/web/origin.ts), and only then are they cached publicly:
 * in development, without it, the request's origin is written and the answers are private.
 * The sitemap's paths are computed once per catalogue load (productSlugs over a large menu costs
 * tens of milliseconds), and dropped with the catalogue.
 */
import type { Hono } from 'hono';
import { EMPTY_LOCATION, locationQueryOf } from '../../machines/location';
import { basePath, hasRequiredParam, ROUTE_NAMES, ROUTES } from '../../machines/routes';
import { categoryPath, productPath, productSlugs } from '../../machines/rules/slugs';
import type { CatalogueService } from '../services/catalogue';
import type { Category, Product } from '../../machines/schemas';
import { originFor } from './origin';

/** The screens of one customer's session (route table: crawl 'disallow'), and the API: nothing for a search engine. */
const PRIVATE_SCREENS = [
  ...ROUTE_NAMES.filter((name) => ROUTES[name].crawl === 'disallow').map((name) => basePath(ROUTES[name].path)),
  '/api/',
];

/** The sitemap's fixed pages (crawl 'sitemap' without parameters); the category and product routes add one URL each. */
const SITEMAP_PAGES = ROUTE_NAMES.filter((name) => ROUTES[name].crawl === 'sitemap' && !hasRequiredParam(ROUTES[name].path)).map(
  (name) => basePath(ROUTES[name].path),
);

export const ROBOTS_PATH = '/robots.txt';
export const SITEMAP_PATH = '/sitemap.xml';

/** With PUBLIC_ORIGIN: an hour in any cache. */
export const SEO_CACHE = 'public, max-age=3600';
/** Without it (development): the answer names the request's host, so no shared cache may keep it. */
export const SEO_CACHE_PRIVATE = 'private, no-cache';

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_SCREENS.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}${SITEMAP_PATH}`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch]!);

/** The paths of a menu, by its product array (the catalogue's cached, immutable one). */
const pathsByMenu = new WeakMap<readonly Product[], { categories: readonly Category[]; paths: string[] }>();

/** The public menu's URLs: home, the menu, each category with products, each product. */
export async function menuPaths(catalogue: CatalogueService, now: Date): Promise<string[]> {
  const query = locationQueryOf(EMPTY_LOCATION, now.getTime());
  const [{ products }, { categories }] = await Promise.all([
    catalogue.pricedProducts(query.pdv, query.konda),
    catalogue.categories(),
  ]);
  // The catalogue hands out the same arrays until it is invalidated: the same arrays, the same paths.
  const known = pathsByMenu.get(products);
  if (known?.categories === categories) return known.paths;
  const paths = pathsOf(products, categories);
  pathsByMenu.set(products, { categories, paths });
  return paths;
}

function pathsOf(products: readonly Product[], categories: readonly Category[]): string[] {
  const slugs = productSlugs(products);
  const offered = new Set(products.map((p) => p.codigo_producto));
  const categoryPaths = categories
    .filter((c) => c.productos.some((code) => offered.has(code)))
    .map((c) => categoryPath(c.descripcion));
  return [...SITEMAP_PAGES, ...new Set(categoryPaths), ...products.map((p) => productPath(p, slugs))];
}

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** `publicOrigin`: PUBLIC_ORIGIN (required in production); undefined in development. */
export function seoRoutes(app: Hono, catalogue: CatalogueService, clock: () => Date, publicOrigin: string | undefined): void {
  const cacheControl = publicOrigin ? SEO_CACHE : SEO_CACHE_PRIVATE;
  app.get(ROBOTS_PATH, (c) => {
    c.header('Cache-Control', cacheControl);
    return c.text(robotsTxt(originFor(publicOrigin, c.req.url)));
  });
  app.get(SITEMAP_PATH, async (c) => {
    const paths = await menuPaths(catalogue, clock());
    c.header('Cache-Control', cacheControl);
    return c.body(sitemapXml(originFor(publicOrigin, c.req.url), paths), 200, {
      'Content-Type': 'application/xml; charset=UTF-8',
    });
  });
}
