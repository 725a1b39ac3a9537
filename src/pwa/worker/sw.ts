/// <reference lib="webworker" />
/**
 * The storefront's service worker (built by vite-plugin-pwa, injectManifest): the app's
 * scripts and styles are precached, so an installed store starts offline; pages and the
 * catalogue are network-first, so online nobody sees or orders at a stale price, and offline
 * the last page and menu seen are shown (the order itself still needs the network: the
 * server prices it). Product images are cached as they are seen. Orders, payments, the
 * account and the identity pages are never cached.
 *
 * A new version waits until the customer chooses 'Actualizar' (src/pwa/register.ts sends
 * SKIP_WAITING), so nobody's page changes under them.
 */
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { CACHE_NAMES, isCachedApiPath, isCachedPagePath, NETWORK_TIMEOUT_SECONDS, SKIP_WAITING_MESSAGE } from '../offlinePolicy';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const okOnly = new CacheableResponsePlugin({ statuses: [200] });

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isCachedPagePath(url.pathname),
  new NetworkFirst({
    cacheName: CACHE_NAMES.pages,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 7 * 24 * 60 * 60 })],
  }),
);

registerRoute(
  ({ request, url }) => request.method === 'GET' && isCachedApiPath(url.pathname),
  new NetworkFirst({
    cacheName: CACHE_NAMES.catalogue,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * 24 * 60 * 60 })],
  }),
);

registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin,
  new CacheFirst({ cacheName: CACHE_NAMES.images, plugins: [okOnly, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 })] }),
);

// Offline, a page never seen before opens as the home page seen last (its menu), not the browser's error page.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') {
    const home = await caches.open(CACHE_NAMES.pages).then((cache) => cache.match('/'));
    if (home) return home;
  }
  return Response.error();
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
});
