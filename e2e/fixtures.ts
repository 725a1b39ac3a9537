import { test as base, type BrowserContext, type Page } from '@playwright/test';

/**
 * The browser tests' `test`: the registration popup (a modal for guests) and the city
 * tooltip stay out of the way, as for a visitor who has already seen them. Both are
 * covered on their own by e2e/promotions.spec.ts, which uses Playwright's plain `test`.
 */
export const test = base.extend<{ quietPromotions: void }>({
  quietPromotions: [
    async ({ context, baseURL }, use) => {
      await context.addCookies([{ name: 'habilitarCupon', value: 'false', url: baseURL! }]);
      await context.addInitScript(() => window.sessionStorage.setItem('ciudadConfirmada', '1'));
      await use();
    },
    { auto: true },
  ],
});

export { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

/** Marks the window when the app announces 'storefront:ready' (src/main.tsx); before the page loads. */
export const watchReady = (target: Page | BrowserContext) =>
  target.addInitScript(() =>
    document.addEventListener('storefront:ready', () => ((window as { storefrontReady?: boolean }).storefrontReady = true), {
      once: true,
    }),
  );

/** The app is up, not only the server's HTML: taps reach it (public/start-app.js replays earlier ones only now). */
export const appReady = (page: Page) =>
  page.waitForFunction(() => (window as { storefrontReady?: boolean }).storefrontReady === true, null, { timeout: 15_000 });
