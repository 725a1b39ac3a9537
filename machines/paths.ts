import {
  basePath,
  hasRequiredParam,
  ROUTE_NAMES,
  ROUTES,
  routeOf,
  serverRenderedPage,
  type BasePath,
  type FixedRouteName,
} from './routes';

/** Each route's own path (name: path, from the route table), for machines, rules and views alike. */
export const PATHS = Object.fromEntries(
  ROUTE_NAMES.filter((name) => !hasRequiredParam(ROUTES[name].path)).map((name) => [name, basePath(ROUTES[name].path)]),
) as { readonly [N in FixedRouteName]: BasePath<(typeof ROUTES)[N]['path']> };

/** The query parameter of /login naming the site page to open once signed in (docs/product.md#estados-y-transiciones: site-internal only; the session checks it). */
export const LOGIN_REDIRECT_PARAM = 'redirect';

/** The maintenance page's staff link: sign in, then the preferences where maintenance is switched off. */
export const STAFF_LOGIN_PATH = `${PATHS.login}?${LOGIN_REDIRECT_PARAM}=${encodeURIComponent(PATHS.preferencias)}`;

/** 'Iniciar Sesión' in the menu and the header's account button go to login with accion n (docs/product.md#pantallas-y-rutas). */
export const LOGIN_FROM_MENU_PATH = `${PATHS.login}?accion=n`;

/**
 * What a path shows, as the server needs to know it before rendering: the public menu pages
 * it renders complete (home, menu, category, product), the other screens of docs/product.md#pantallas-y-rutas (the app
 * renders them in the browser), or no route at all (404).
 */
export type PageKind =
  | { kind: 'home' }
  | { kind: 'products' }
  | { kind: 'category'; categoria: string }
  | { kind: 'product'; categoria: string; producto: string }
  | { kind: 'screen' }
  | { kind: 'notFound' };

/** Derived from the route table (machines/routes.ts routeOf). */
export function pageOf(pathname: string): PageKind {
  const route = routeOf(pathname);
  if (route === null) return { kind: 'notFound' };
  const { categoria = '', producto = '' } = route.params;
  switch (serverRenderedPage(route.name)) {
    case 'home':
      return { kind: 'home' };
    case 'products':
      return { kind: 'products' };
    case 'category':
      return { kind: 'category', categoria };
    case 'product':
      return { kind: 'product', categoria, producto };
    default:
      return { kind: 'screen' };
  }
}
