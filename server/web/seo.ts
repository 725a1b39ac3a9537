/**
 * What crawlers read besides the pages: robots.txt (the menu is public; the cart, checkout,
 * account and payment screens are not worth indexing) and sitemap.xml with every category and
 * product URL of the default sales point's menu (the one a visitor without cookies sees).
 */
import type { Hono } from 'hono';
import { EMPTY_LOCATION, locationQueryOf } from '../../machines/location';
import { PATHS } from '../../machines/paths';
import { categoryPath, productPath, productSlugs } from '../../machines/rules/slugs';
import type { CatalogueService } from '../services/catalogue';
import { publicOrigin } from './origin';

/** Screens of spec §2 that belong to one customer's session: nothing for a search engine. */
const PRIVATE_SCREENS = [
  PATHS.carrito,
  PATHS.confirmaPedido,
  PATHS.confirmarUbicacion,
  PATHS.resultadoEnviarPedido,
  PATHS.resultadoEnviar,
  PATHS.calificarPedido,
  PATHS.detallePedido,
  PATHS.login,
  PATHS.callback,
  PATHS.recuperarContrasena,
  PATHS.miCuenta,
  PATHS.misFavoritos,
  PATHS.misPedidos,
  PATHS.misSuscripciones,
  PATHS.seguirPedidos,
  PATHS.preferencias,
  '/api/',
];

const SEO_CACHE = 'public, max-age=3600';

export function robotsTxt(origin: string): string {
  return ['User-agent: *', ...PRIVATE_SCREENS.map((path) => `Disallow: ${path}`), 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch]!);

/** The public menu's URLs: home, the menu, each category with products, each product. */
export async function menuPaths(catalogue: CatalogueService, now: Date): Promise<string[]> {
  const query = locationQueryOf(EMPTY_LOCATION, now.getTime());
  const [{ products }, { categories }] = await Promise.all([catalogue.pricedProducts(query.pdv, query.konda), catalogue.categories()]);
  const slugs = productSlugs(products);
  const offered = new Set(products.map((p) => p.codigo_producto));
  const categoryPaths = categories.filter((c) => c.productos.some((code) => offered.has(code))).map((c) => categoryPath(c.descripcion));
  return [PATHS.index, PATHS.productos, ...new Set(categoryPaths), ...products.map((p) => productPath(p, slugs))];
}

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

export function seoRoutes(app: Hono, catalogue: CatalogueService, clock: () => Date): void {
  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', SEO_CACHE);
    return c.text(robotsTxt(publicOrigin(c.req.url)));
  });
  app.get('/sitemap.xml', async (c) => {
    const paths = await menuPaths(catalogue, clock());
    c.header('Cache-Control', SEO_CACHE);
    return c.body(sitemapXml(publicOrigin(c.req.url), paths), 200, { 'Content-Type': 'application/xml; charset=UTF-8' });
  });
}
