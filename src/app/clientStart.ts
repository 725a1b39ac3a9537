/** The browser's first step (src/main.tsx): the page's data block and the storefront, without any view. */
export { createClientStorefront } from './storefront';
export { pageCatalogue, readPageData, restoredFromPage } from './pageData';
export { settlePendingLogout } from './effects';

/** The cookies read through the schemas, when the page's data block does not hold them (its own chunk). */
export const readCookies = () => import('../storage/cookies').then((m) => m.restoredCookies(m.cookieStorage));
