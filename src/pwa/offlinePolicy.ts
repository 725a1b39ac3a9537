import { GUEST_DOCUMENT } from '../../machines/constants';

/**
 * What the service worker (src/pwa/worker/sw.ts) keeps for offline use, shared with the page's
 * logout (src/pwa/offlineCopies.ts) and the tests. Nothing about a customer (issue 21):
 * - pages: the public menu pages, only when the server let them be stored: a page rendered for a
 *   request with session cookies is answered `Cache-Control: private, no-store`, and no-store is
 *   honoured. Offline, a page not stored opens as the app shell (precached), which renders from the
 *   browser's own cookies.
 * - API answers: only the public calls (menu, categories, preferences, sales points, status), never
 *   one sent with a bearer token, and the menu stored under the guest's document, not a cédula.
 * Anything else (account, orders, payment, identity, favourites, subscriptions, addresses) always
 * goes to the network.
 */
const PAGES_CACHE = 'paginas-publicas';
export const CACHE_NAMES = { pages: PAGES_CACHE, catalogue: 'catalogo-publico', images: 'imagenes' } as const;

/** The caches of the workers before issue 21, which kept signed-in pages and menus named by a cédula: deleted. */
export const RETIRED_CACHES = ['paginas', 'catalogo'] as const;

/** What logout and consent withdrawal delete: every stored page (one may show who was here) and the retired caches. */
export const CACHES_FORGOTTEN_AT_LOGOUT: readonly string[] = [PAGES_CACHE, 'paginas', 'catalogo'];

/**
 * The app shell, precached under the path of a screen the browser renders alone: the server answers
 * it with the built index.html as is (no data block, nobody's state). vite.config.ts maps index.html to it.
 */
export const APP_SHELL_URL = '/carrito';

/** A slow network falls back to the copy after this long, instead of leaving a phone on slow 4G waiting. */
export const NETWORK_TIMEOUT_SECONDS = 4;

/** The message a waiting worker takes over on ('Actualizar'). */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';

/** Public pages: home and the catalogue pages. */
export function isCachedPagePath(path: string): boolean {
  return path === '/' || path === '/productos' || path.startsWith('/productos/');
}

/**
 * The public calls (spec §7): the menu, categories and recommendations, the preferences, the sales
 * points and cities, the status. A call sent with a bearer token is never one of them (sw.ts): the
 * recommendations of a signed-in customer are theirs.
 */
export function isCachedApiPath(path: string): boolean {
  return (
    path.startsWith('/api/productos/') ||
    path.startsWith('/api/prefenciasEcommerce/') ||
    path.startsWith('/api/puntos_ventas/') ||
    path === '/principal/sap/status'
  );
}

/** Whether the server lets an answer be stored: not with `Cache-Control: no-store`. */
export function isStorable(cacheControl: string | null): boolean {
  return !(cacheControl ?? '').split(',').some((directive) => directive.trim().toLowerCase() === 'no-store');
}

const MENU_PATH = /^(\/api\/productos\/listar_productos_minimo\/[^/]*\/[^/]*\/[^/]*\/)([^/]*)(\/.*)$/;

/**
 * The key a public answer is stored under. The menu's path names the document it was asked for, a
 * signed-in customer's cédula; its answer is the sales point's menu (the reference API prices per
 * sales point and konda), so it is stored under the guest's document and no cédula is ever written.
 */
export function publicCacheKey(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = parsed.pathname.replace(MENU_PATH, `$1${GUEST_DOCUMENT}$3`);
  return parsed.href;
}
