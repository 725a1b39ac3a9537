/**
 * Installs the service worker (src/pwa/worker/sw.ts). Loaded on idle after the page has loaded
 * (src/main.tsx) and kept to the browser's own API, so the first route carries almost nothing of
 * it; the update notice and its statechart (src/pwa/updateOffer.ts) load only when a new version
 * is waiting for a page it would take over, and what a page started without the worker hands it
 * (src/pwa/offlineStart.ts) only then.
 */
export const SERVICE_WORKER_URL = '/sw.js';

export function registerServiceWorker(): void {
  // No worker served this page (the first visit): once one is active it takes the page and is told what the start used.
  if (!navigator.serviceWorker.controller) {
    void navigator.serviceWorker.ready.then(
      ({ active }) => active && import('./offlineStart').then((m) => m.prepareOfflineStart(active)),
    );
  }
  navigator.serviceWorker
    .register(SERVICE_WORKER_URL)
    .then((registration) => {
      const offer = () => {
        // Without a controller this is the first install: nothing to replace, nothing to offer.
        if (registration.waiting && navigator.serviceWorker.controller) {
          void import('./updateOffer').then(({ offerUpdate }) => offerUpdate(registration));
        }
      };
      offer();
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed') offer();
        });
      });
    })
    .catch(() => {
      // No worker (private mode, blocked): the store works online as before.
    });
}
