import { GUEST_DOCUMENT } from '../../machines/constants';
import { STATUS_PATH } from '../api/statusPath';

/**
 * What the service worker (src/pwa/worker/sw.ts) keeps for offline use, shared with the page's
 * logout (src/pwa/offlineCopies.ts) and the tests. Nothing about a customer:
 * - pages: the public menu pages, only when the server let them be stored: a page rendered for a
 *   request with session cookies is answered `Cache-Control: private, no-store`, and no-store is
 *   honoured. Offline, a page not stored opens as the app shell (precached), which renders from the
 *   browser's own cookies.
 * - API answers: only the public calls (menu, categories, preferences, sales points), never
 *   one sent with a bearer token, and the menu stored under the guest's document, not a cédula.
 * - the status service's last answer, which the worker never answers with: the page reads it only
 *   when the browser is offline (src/api/statusCheck.ts).
 * Anything else (account, orders, payment, identity, favourites, subscriptions, addresses) always
 * goes to the network.
 *
 * The first visit: the worker takes the page it was installed from at once (a first
 * install replaces nobody; an update still waits for 'Actualizar'), and the page hands it what
 * that start used and could not yet pass through it (src/pwa/offlineStart.ts), so offline after
 * one visit / and /productos start with their menu.
 */
const PAGES_CACHE = 'paginas-publicas';
export const CACHE_NAMES = {
  pages: PAGES_CACHE,
  catalogue: 'catalogo-publico',
  images: 'imagenes',
  status: 'estado-servicio',
} as const;

/** The caches of the workers before the refresh token moved to an HttpOnly cookie, which kept signed-in pages and menus named by a cédula: deleted. */
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

/**
 * Set by the worker on a kept copy it answers with because the network did not answer (in time):
 * the page then knows it is offline even where the browser says online (src/api/connectivity.ts).
 */
export const WORKER_COPY_HEADER = 'X-Copia-Guardada';

/** The message a waiting worker takes over on ('Actualizar'). */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';

/**
 * Precached: what an offline image shows in place of a product image the worker does not have
 * (never seen online), instead of a broken image. The footer's payment badges are precached too
 * (vite.config.ts), so no first-screen image is ever missing offline.
 */
export const IMAGE_PLACEHOLDER_URL = '/img/sin-imagen.svg';

/** The message a page sends the worker after the worker's first install: what its start needs offline. */
export const OFFLINE_START_MESSAGE = 'OFFLINE_START';

/** What the first visit used before the worker ran: the pages, the public calls and the images to keep. */
export interface OfflineStart {
  pages: string[];
  calls: string[];
  images: string[];
}

/** How many addresses of each kind one message may name: a first screen's worth, not a crawl. */
export const OFFLINE_START_LIMIT = 40;

function parsed(address: string, base: string): URL | null {
  try {
    return new URL(address, base);
  } catch {
    return null;
  }
}

/**
 * The addresses of an OFFLINE_START message the worker keeps: each kind only what its own routes
 * would keep (pages of this origin under isCachedPagePath, the public calls, images of this origin),
 * absolute, at most OFFLINE_START_LIMIT of each. A message is the page's word, so it is read as data
 * that could be anything: whatever is not a list of addresses of the right kind is dropped.
 */
export function offlineStartOf(message: unknown, origin: string): OfflineStart | null {
  const data = message as { type?: unknown; pages?: unknown; calls?: unknown; images?: unknown } | null;
  if (data?.type !== OFFLINE_START_MESSAGE) return null;
  const urls = (list: unknown, keep: (url: URL) => boolean): string[] => {
    const kept = new Set<string>();
    for (const item of Array.isArray(list) ? list : []) {
      if (typeof item !== 'string' || kept.size >= OFFLINE_START_LIMIT) continue;
      const url = parsed(item, origin);
      if (url && /^https?:$/.test(url.protocol) && keep(url)) kept.add(url.href);
    }
    return [...kept];
  };
  const own = (url: URL) => url.origin === new URL(origin).origin;
  return {
    pages: urls(data.pages, (url) => own(url) && isCachedPagePath(url.pathname)),
    calls: urls(data.calls, (url) => isCachedApiPath(url.pathname) || isStatusPath(url.pathname)),
    images: urls(data.images, own),
  };
}

/** Public pages: home and the catalogue pages. */
export function isCachedPagePath(path: string): boolean {
  return path === '/' || path === '/productos' || path.startsWith('/productos/');
}

/**
 * The public calls (docs/product.md#llamadas): the menu, categories and recommendations, the preferences, the sales
 * points and cities. A call sent with a bearer token is never one of them (sw.ts): the
 * recommendations of a signed-in customer are theirs.
 */
export function isCachedApiPath(path: string): boolean {
  return (
    path.startsWith('/api/productos/') || path.startsWith('/api/prefenciasEcommerce/') || path.startsWith('/api/puntos_ventas/')
  );
}

/**
 * The status check, on the status service's host and under its base path (VITE_STATUS_BASE_URL):
 * always asked of the network; its last answer is kept apart (CACHE_NAMES.status) for an offline start.
 */
export const isStatusPath = (path: string): boolean => path.endsWith(STATUS_PATH);

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
