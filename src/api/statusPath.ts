/**
 * Where the status check goes (docs/product.md#llamadas: GET /principal/sap/status on the status service's own host,
 * VITE_STATUS_BASE_URL): shared by the check (src/api/statusCheck.ts, on the first route) and the
 * service worker's policy (src/pwa/offlinePolicy.ts). Nothing else, so the first route carries no
 * other call's address.
 */
export const STATUS_PATH = '/principal/sap/status';

/** A path under a base URL as ofetch joins them (`https://host/base/` + `/path`), not as URL resolution would (dropping the base's path). */
export const joinBase = (base: string, path: string): string => `${base.replace(/\/+$/, '')}${path}`;
