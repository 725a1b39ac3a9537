/**
 * What the service worker (src/pwa/worker/sw.ts) keeps for offline use, shared with its
 * registration and the tests. Only public pages and the public catalogue calls are cached:
 * anything about a customer (account, orders, payment, identity) always goes to the network.
 */
export const CACHE_NAMES = { pages: 'paginas', catalogue: 'catalogo', images: 'imagenes' } as const;

/** A slow network falls back to the copy after this long, instead of leaving a phone on slow 4G waiting. */
export const NETWORK_TIMEOUT_SECONDS = 4;

/** The message a waiting worker takes over on ('Actualizar'). */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';

/** Public pages: home and the catalogue pages. */
export function isCachedPagePath(path: string): boolean {
  return path === '/' || path === '/productos' || path.startsWith('/productos/');
}

/** The public catalogue calls (spec §7): products, categories, preferences, sales points, cities, status. */
export function isCachedApiPath(path: string): boolean {
  return (
    path.startsWith('/api/productos/') ||
    path.startsWith('/api/prefenciasEcommerce/') ||
    path.startsWith('/api/puntos_ventas/') ||
    path === '/principal/sap/status'
  );
}
