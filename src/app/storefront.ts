import { createActor, type Actor } from 'xstate';
import type { PageCatalogue, StorefrontInput } from '../../machines/storefront';
import type { PageStart, RestoredCookies } from '../../machines/schemas/pageData';
import { visitStorage } from '../storage/visit';
import { bindSystem, providedStorefront, setPageStart } from './effects';
import { refsOf, type StorefrontRefs } from './storefrontRefs';

/** What the cookies remember (src/storage/cookies.ts restoredCookies), plus the path and the page's menu: the root machine's input. */
export function restoredInput(cookies: RestoredCookies, path: string, catalogue: PageCatalogue | null = null): StorefrontInput {
  return { ...cookies, path, catalogue };
}

let running: { actor: Actor<typeof providedStorefront>; refs: StorefrontRefs } | null = null;

/**
 * The one storefront of this page load, created outside any component from the cookies'
 * state (the page's data block, or the cookies read by the browser). It is started by
 * `src/main.tsx` once React has hydrated the server's HTML: until then every view reads the
 * same first snapshot the server rendered, so hydration cannot mismatch.
 */
export function createClientStorefront(
  cookies: RestoredCookies,
  catalogue: PageCatalogue | null,
  start: PageStart | null = null,
) {
  if (running) return running;
  setPageStart(start);
  // The query and this tab's remembered page: the consent warning keeps a deep link (machines/boot).
  const input = {
    ...restoredInput(cookies, window.location.pathname, catalogue),
    genericSalesPoints: start?.genericSalesPoints,
    search: window.location.search,
    returnPage: visitStorage.returnPage(),
  };
  const actor = createActor(providedStorefront, { input });
  bindSystem(actor.system);
  running = { actor, refs: refsOf(actor) };
  return running;
}

/** The page's storefront, for effects outside React (the error page, the payment machine). */
export function clientRefs(): StorefrontRefs {
  if (!running) throw new Error('clientRefs: the storefront has not been created');
  return running.refs;
}
