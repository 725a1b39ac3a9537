/// <reference lib="webworker" />
/**
 * The storefront's service worker (built by vite-plugin-pwa, injectManifest): the app's
 * scripts and styles and the app shell are precached, so an installed store starts offline; the
 * public pages and the public catalogue calls are network-first, so online nobody sees or orders at
 * a stale price, and offline the last menu seen is shown (the order itself still needs the network:
 * the server prices it). Product images are cached as they are seen.
 *
 * Nothing about a customer is stored (src/pwa/offlinePolicy.ts): a page answered
 * `no-store` (rendered for a signed-in customer) is never kept, a call with a bearer token is never
 * kept, the menu is kept under the guest's document, and every other screen offline opens as the
 * app shell, which renders from the browser's own cookies. Logout and consent withdrawal delete the
 * stored pages from the page itself (src/pwa/offlineCopies.ts).
 *
 * The first install takes the page it was installed from at once (clients.claim: there is no
 * older version whose page could change), and that page hands it what its start used before the
 * worker ran (OFFLINE_START, src/pwa/offlineStart.ts): so the store starts offline after one visit
 *. A new version waits until the customer chooses 'Actualizar' (src/pwa/register.ts
 * sends SKIP_WAITING), so nobody's page changes under them; it too claims the pages once active.
 *
 * The status check is never answered from a copy (the status service has the last word):
 * its last answer is only kept, for the page to read when the browser is offline.
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
  IMAGE_PLACEHOLDER_URL,
  isCachedApiPath,
  isCachedPagePath,
  isStatusPath,
  isStorable,
  NETWORK_TIMEOUT_SECONDS,
  offlineStartOf,
  publicCacheKey,
  RETIRED_CACHES,
  SKIP_WAITING_MESSAGE,
  WORKER_COPY_HEADER,
} from '../offlinePolicy';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Once active, this worker serves the open pages (the first visit's included). The caches of
// older workers held signed-in pages and menus named by a cédula: gone once this one takes over.
self.addEventListener('activate', (event) =>
  event.waitUntil(Promise.all([self.clients.claim(), ...RETIRED_CACHES.map((name) => caches.delete(name))])),
);

const okOnly = new CacheableResponsePlugin({ statuses: [200] });
/** What the server says must not be stored (no-store) is not. */
const storableOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isStorable(response.headers.get('cache-control')) ? response : null),
};
/** A copy answered in place of the network says so (WORKER_COPY_HEADER): the page is offline, whatever the browser says. */
const markedCopies: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(WORKER_COPY_HEADER, '1');
    return new Response(cachedResponse.body, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};
/** Public answers under a key that names no customer. */
const publicKeys: WorkboxPlugin = { cacheKeyWillBeUsed: async ({ request }) => publicCacheKey(request.url) };

const publicPages = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [okOnly, storableOnly, new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 7 * 24 * 60 * 60 })],
});
const publicCalls = new NetworkFirst({
  cacheName: CACHE_NAMES.catalogue,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    okOnly,
    storableOnly,
    publicKeys,
    new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * 24 * 60 * 60 }),
    markedCopies,
  ],
});
const images = new CacheFirst({
  cacheName: CACHE_NAMES.images,
  plugins: [okOnly, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 })],
});

/** The status check always goes to the service; a copy of its answer (public, `no-store` for proxies) is kept for an offline start. */
async function checkStatus(request: Request): Promise<Response> {
  const response = await fetch(request);
  if (response.ok) await (await caches.open(CACHE_NAMES.status)).put(request.url, response.clone());
  return response;
}

registerRoute(({ request, url }) => request.mode === 'navigate' && isCachedPagePath(url.pathname), publicPages);

// Every other screen of the store goes to the network; offline it opens as the app shell (setCatchHandler).
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && !url.pathname.startsWith('/api/'),
  new NetworkOnly(),
);

registerRoute(
  ({ request, url }) => request.method === 'GET' && !request.headers.has('Authorization') && isCachedApiPath(url.pathname),
  publicCalls,
);

registerRoute(
  ({ request, url }) => request.method === 'GET' && isStatusPath(url.pathname),
  ({ request }) => checkStatus(request),
);

registerRoute(({ request, url }) => request.destination === 'image' && url.origin === self.location.origin, images);

// Offline, a page not stored (never seen, or a signed-in customer's) opens as the app shell, not the
// browser's error page; an image never seen shows the neutral placeholder, not a broken image.
setCatchHandler(async ({ request }) => {
  const standIn = request.mode === 'navigate' ? APP_SHELL_URL : request.destination === 'image' ? IMAGE_PLACEHOLDER_URL : null;
  return (standIn ? await matchPrecache(standIn) : undefined) ?? Response.error();
});

/**
 * What the first visit used before this worker ran (the page's own answer, its menu's calls, its
 * images), fetched again through the routes' own strategies, so each is kept exactly as a visit
 * under the worker keeps it (a `no-store` page is not). Only what those routes would keep is asked.
 */
function keepOfflineStart(event: ExtendableMessageEvent): void {
  const start = offlineStartOf(event.data, self.location.origin);
  if (!start) return;
  const keep = (strategy: NetworkFirst | CacheFirst, url: string) =>
    strategy.handle({ event, request: new Request(url, { credentials: 'same-origin' }) }).catch(() => undefined);
  event.waitUntil(
    Promise.all([
      ...start.pages.map((url) => keep(publicPages, url)),
      ...start.calls.map((url) =>
        isStatusPath(new URL(url).pathname) ? checkStatus(new Request(url)).catch(() => undefined) : keep(publicCalls, url),
      ),
      ...start.images.map((url) => keep(images, url)),
    ]),
  );
}

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
  else keepOfflineStart(event);
});
