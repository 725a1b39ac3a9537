/**
 * The storefront's routes (docs/product.md#pantallas-y-rutas), the one place a route is declared. Everything else derives
 * from this table: PATHS and pageOf (machines/paths.ts), the route guards (rules/routeGuards.ts),
 * the router and the server-rendered pages (src/routes.tsx, src/entry-server.tsx), robots.txt and
 * the sitemap (server/web/seo.ts).
 *
 * - `path`: wouter's pattern syntax ('/:name' a segment, '/:name?' an optional last one).
 * - `guard`: who may open the page (docs/product.md#roles names the guards, not their pages): 'authenticated'
 *   needs a session, 'admin' an administrator, 'guestOrNoDeliveryTime' is the login guard (pointless
 *   once signed in with a delivery time). The boot machine redirects everyone else.
 * - `serverRendered`: the public menu pages the server renders complete, by the head tags
 *   (src/app/pageMeta.ts) their page gets; the other screens are rendered in the browser.
 * - `crawl`: 'sitemap' listed in sitemap.xml (with every category and product page), 'disallow'
 *   one customer's screen robots.txt keeps crawlers out of, 'allow' neither.
 */
export type RouteGuard = 'authenticated' | 'admin' | 'guestOrNoDeliveryTime';
export type ServerRenderedPage = 'home' | 'products' | 'category' | 'product';
export type Crawl = 'sitemap' | 'disallow' | 'allow';

export interface RouteEntry {
  readonly path: string;
  readonly guard?: RouteGuard;
  readonly serverRendered?: ServerRenderedPage;
  readonly crawl: Crawl;
}

/** In matching order (the router's first match wins; no two patterns overlap). */
export const ROUTES = {
  index: { path: '/', serverRendered: 'home', crawl: 'sitemap' },
  productos: { path: '/productos', serverRendered: 'products', crawl: 'sitemap' },
  categoria: { path: '/productos/:categoria', serverRendered: 'category', crawl: 'sitemap' },
  producto: { path: '/productos/:categoria/:producto', serverRendered: 'product', crawl: 'sitemap' },
  carrito: { path: '/carrito', crawl: 'disallow' },
  confirmaPedido: { path: '/confirma-pedido', guard: 'authenticated', crawl: 'disallow' },
  confirmarUbicacion: { path: '/confirmar-ubicacion', guard: 'authenticated', crawl: 'disallow' },
  resultadoEnviarPedido: { path: '/resultado-enviar-pedido/:id?', crawl: 'disallow' },
  resultadoEnviar: { path: '/resultado-enviar/:pedido?', crawl: 'disallow' },
  login: { path: '/login', guard: 'guestOrNoDeliveryTime', crawl: 'disallow' },
  callback: { path: '/callback', crawl: 'disallow' },
  registro: { path: '/registro', crawl: 'allow' },
  recuperarContrasena: { path: '/recuperar-contrasena', crawl: 'disallow' },
  miCuenta: { path: '/mi-cuenta', guard: 'authenticated', crawl: 'disallow' },
  mantenimiento: { path: '/mantenimiento', crawl: 'allow' },
  misFavoritos: { path: '/mis-favoritos', guard: 'authenticated', crawl: 'disallow' },
  misSuscripciones: { path: '/mis-suscripciones', guard: 'authenticated', crawl: 'disallow' },
  recomendados: { path: '/recomendados', crawl: 'allow' },
  preferencias: { path: '/preferencias', guard: 'admin', crawl: 'disallow' },
  misPedidos: { path: '/mis-pedidos', guard: 'authenticated', crawl: 'disallow' },
  seguirPedidos: { path: '/seguir-pedidos', guard: 'authenticated', crawl: 'disallow' },
  detallePedido: { path: '/detalle-pedido', guard: 'authenticated', crawl: 'disallow' },
  calificarPedido: { path: '/calificar-pedido', guard: 'authenticated', crawl: 'disallow' },
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof ROUTES;
type Pattern<N extends RouteName> = (typeof ROUTES)[N]['path'];

export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

/** A route's own path: its pattern without an optional last parameter ('/resultado-enviar-pedido/:id?' → '/resultado-enviar-pedido'). */
export type BasePath<P extends string> = P extends `${infer Base}/:${string}?` ? Base : P;
/** Routes with a path of their own (no required parameter): the ones PATHS names. */
export type FixedRouteName = {
  [N in RouteName]: Pattern<N> extends `${string}/:${string}` ? (Pattern<N> extends `${string}?` ? N : never) : N;
}[RouteName];

export const basePath = <P extends string>(pattern: P): BasePath<P> => pattern.replace(/\/:[^/]+\?$/, '') as BasePath<P>;
export const hasRequiredParam = (pattern: string): boolean =>
  pattern.split('/').some((s) => s.startsWith(':') && !s.endsWith('?'));

export interface RouteMatch {
  name: RouteName;
  /** Decoded; an optional parameter left out is absent. */
  params: Record<string, string>;
}

const segmentsOf = (pattern: string) =>
  pattern
    .split('/')
    .slice(1)
    .filter((s) => s !== '');

/** One route's match of a path's decoded segments, or null. */
function matchRoute(pattern: string, segments: readonly string[]): Record<string, string> | null {
  const parts = segmentsOf(pattern);
  const required = parts.filter((p) => !p.endsWith('?')).length;
  if (segments.length < required || segments.length > parts.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    const segment = segments[i];
    if (!part.startsWith(':')) {
      if (segment !== part) return null;
    } else if (segment !== undefined) params[part.slice(1).replace(/\?$/, '')] = segment;
  }
  return params;
}

/**
 * The route a path opens, or null (404). One trailing slash is tolerated ('/productos/'); an empty
 * segment ('//productos') or an undecodable one ('%E0%A4%A') matches nothing.
 */
export function routeOf(pathname: string): RouteMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const raw = path.split('/').slice(1);
  if (path === '/') raw.length = 0;
  if (raw.some((s) => s === '')) return null;
  const segments: string[] = [];
  for (const s of raw) {
    try {
      segments.push(decodeURIComponent(s));
    } catch {
      return null;
    }
  }
  for (const name of ROUTE_NAMES) {
    const params = matchRoute(ROUTES[name].path, segments);
    if (params) return { name, params };
  }
  return null;
}

export const routeGuard = (name: RouteName): RouteGuard | undefined => (ROUTES[name] as RouteEntry).guard;
export const serverRenderedPage = (name: RouteName): ServerRenderedPage | undefined =>
  (ROUTES[name] as RouteEntry).serverRendered;
