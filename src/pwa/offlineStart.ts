import { GUEST_DOCUMENT } from '../../machines/constants';
import { apiConfig } from '../api/config';
import { CATEGORIES_PATH, GENERIC_SALES_POINTS_PATH, menuPath, PREFERENCES_PATH } from '../api/publicCalls';
import { joinBase, STATUS_PATH } from '../api/statusPath';
import { clientRefs } from '../app/storefront';
import { OFFLINE_START_MESSAGE, type OfflineStart } from './offlinePolicy';

/**
 * Offline from the first visit. The page that installed the service worker started
 * before the worker ran: its page, its start's calls and its images went past it. Once the worker
 * is active, the page names them (OFFLINE_START) and the worker keeps them by its own rules
 * (src/pwa/offlinePolicy.ts: a `no-store` page is not kept, the menu under the guest's document):
 * - pages: / and /productos, whichever was opened, and the page itself when it is a menu page;
 * - calls: the status (read only offline), the preferences, the generic sales points, and the menu
 *   and categories of this visitor's sales point, public data asked with the guest's document,
 *   never a cédula, so a signed-in customer's app shell also opens offline with its menu;
 * - images: the ones this screen has loaded (the first screen's); the payment badges and the
 *   placeholder for an image never seen are precached.
 */
export function offlineStartList(doc: Document, query: { pdv: string; date: string; konda: string } | null): OfflineStart {
  const api = (path: string) => joinBase(apiConfig.apiBaseURL, path);
  const here = doc.location.pathname;
  return {
    pages: [...new Set(['/', '/productos', here])],
    calls: [
      joinBase(apiConfig.statusBaseURL, STATUS_PATH),
      api(PREFERENCES_PATH),
      api(GENERIC_SALES_POINTS_PATH),
      api(CATEGORIES_PATH),
      ...(query && query.pdv !== '' ? [api(menuPath({ ...query, document: GUEST_DOCUMENT }))] : []),
    ],
    images: [...doc.images]
      .filter((image) => image.complete && image.naturalWidth > 0)
      .map((image) => image.currentSrc || image.src),
  };
}

/** Hands the active worker what this page's start needs offline. */
export function prepareOfflineStart(worker: ServiceWorker): void {
  const query = clientRefs().catalogue.getSnapshot().context.query;
  worker.postMessage({ type: OFFLINE_START_MESSAGE, ...offlineStartList(document, query) });
}
