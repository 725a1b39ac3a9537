import { CACHES_FORGOTTEN_AT_LOGOUT } from './offlinePolicy';

/**
 * Logout and consent withdrawal: the service worker's stored pages go, and any cache an
 * older worker filled. Done from the page through the Cache Storage API, so it works offline and
 * whether or not a worker runs; a browser without it (plain HTTP, old) stores nothing to delete.
 */
export async function forgetOfflineCopies(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(CACHES_FORGOTTEN_AT_LOGOUT.map((name) => caches.delete(name))).catch(() => undefined);
}
