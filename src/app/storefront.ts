import { createActor, type Actor } from 'xstate';
import type { PageCatalogue, StorefrontInput } from '../../machines/storefront';
import { cookieStorage, type CookieStorage } from '../storage/cookies';
import { bindSystem, providedStorefront } from './effects';
import { refsOf, type StorefrontRefs } from './storefrontRefs';

/** What the cookies remember, plus the menu the page came with, handed to the root machine as its input. */
export function restoredInput(cookies: CookieStorage, path: string, catalogue: PageCatalogue | null = null): StorefrontInput {
  return {
    cookiesAccepted: cookies.cookiesAccepted(),
    path,
    user: cookies.sessionStarted() ? cookies.user() : null,
    canResume: cookies.hasRefreshToken(),
    location: cookies.location(),
    cart: { lines: cookies.cartLines(), coupons: cookies.coupons() },
    catalogue,
  };
}

let running: { actor: Actor<typeof providedStorefront>; refs: StorefrontRefs } | null = null;

/**
 * The one storefront of this page load, created outside any component. It is started by
 * `src/main.tsx` once React has hydrated the server's HTML: until then every view reads the
 * same first snapshot the server rendered, so hydration cannot mismatch.
 */
export function createClientStorefront(catalogue: PageCatalogue | null) {
  if (running) return running;
  const actor = createActor(providedStorefront, { input: restoredInput(cookieStorage, window.location.pathname, catalogue) });
  bindSystem(actor.system);
  running = { actor, refs: refsOf(actor) };
  return running;
}

/** The page's storefront, for effects outside React (the error page, the payment machine). */
export function clientRefs(): StorefrontRefs {
  if (!running) throw new Error('clientRefs: the storefront has not been created');
  return running.refs;
}
