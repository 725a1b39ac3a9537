/// <reference lib="webworker" />
/**
 * The storefront's service worker (built by vite-plugin-pwa, injectManifest): the app's
 * scripts and styles and the app shell are precached, so an installed store starts offline; the
 * public pages and the public catalogue calls are network-first, so online nobody sees or orders at
 * a stale price, and offline the last menu seen is shown (the order itself still needs the network:
 * the server prices it). Product images are cached as they are seen.
 *
 * Nothing about a customer is stored (issue 21, src/pwa/offlinePolicy.ts): a page answered
 * `no-store` (rendered for a signed-in customer) is never kept, a call with a bearer token is never
 * kept, the menu is kept under the guest's document, and every other screen offline opens as the
 * app shell, which renders from the browser's own cookies. Logout and consent withdrawal delete the
 * stored pages from the page itself (src/pwa/offlineCopies.ts).
 *
 * A new version waits until the customer chooses 'Actualizar' (src/pwa/register.ts sends
 * SKIP_WAITING), so nobody's page changes under them.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core';
import {
  APP_SHELL_URL,
  CACHE_NAMES,
  isCachedApiPath,
  isCachedPagePath,
  isStorable,
  NETWORK_TIMEOUT_SECONDS,
  publicCacheKey,
  RETIRED_CACHES,
  SKIP_WAITING_MESSAGE,
} from '../offlinePolicy';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The caches of older workers held signed-in pages and menus named by a cédula: gone once this one takes over.
self.addEventListener('activate', (event) => event.waitUntil(Promise.all(RETIRED_CACHES.map((name) => caches.delete(name)))));

const okOnly = new CacheableResponsePlugin({ statuses: [200] });
/** What the server says must not be stored (no-store) is not. */
const storableOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isStorable(response.headers.get('cache-control')) ? response : null),
};
/** Public answers under a key that names no customer. */
const publicKeys: WorkboxPlugin = { cacheKeyWillBeUsed: async ({ request }) => publicCacheKey(request.url) };

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isCachedPagePath(url.pathname),
  new NetworkFirst({
    cacheName: CACHE_NAMES.pages,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [okOnly, storableOnly, new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 7 * 24 * 60 * 60 })],
  }),
);

// Every other screen of the store goes to the network; offline it opens as the app shell (setCatchHandler).
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && !url.pathname.startsWith('/api/'),
  new NetworkOnly(),
);

registerRoute(
  ({ request, url }) => request.method === 'GET' && !request.headers.has('Authorization') && isCachedApiPath(url.pathname),
  new NetworkFirst({
    cacheName: CACHE_NAMES.catalogue,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [okOnly, storableOnly, publicKeys, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * 24 * 60 * 60 })],
  }),
);

registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin,
  new CacheFirst({ cacheName: CACHE_NAMES.images, plugins: [okOnly, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 })] }),
);

// Offline, a page not stored (never seen, or a signed-in customer's) opens as the app shell, not the browser's error page.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') {
    const shell = await matchPrecache(APP_SHELL_URL);
    if (shell) return shell;
  }
  return Response.error();
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
});
