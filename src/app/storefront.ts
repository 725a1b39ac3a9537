import { createActor, type Actor } from 'xstate';
import type { PageCatalogue, StorefrontInput } from '../../machines/storefront';
import { cookieStorage, type CookieStorage } from '../storage/cookies';
import type { PageStart } from '../../machines/schemas/pageData';
import { bindSystem, providedStorefront, setPageStart } from './effects';
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

/** FNV-1a digest of the input read from cookies (the menu and path aside): see pageDataSchema.cookieState. */
export function cookieStateOf(input: StorefrontInput): string {
  const text = JSON.stringify([input.cookiesAccepted, input.user, input.canResume, input.location, input.cart]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}

let running: { actor: Actor<typeof providedStorefront>; refs: StorefrontRefs; cookieState: string } | null = null;

/**
 * The one storefront of this page load, created outside any component. It is started by
 * `src/main.tsx` once React has hydrated the server's HTML: until then every view reads the
 * same first snapshot the server rendered, so hydration cannot mismatch.
 */
export function createClientStorefront(catalogue: PageCatalogue | null, start: PageStart | null = null) {
  if (running) return running;
  setPageStart(start);
  const input = restoredInput(cookieStorage, window.location.pathname, catalogue);
  const actor = createActor(providedStorefront, { input });
  bindSystem(actor.system);
  running = { actor, refs: refsOf(actor), cookieState: cookieStateOf(input) };
  return running;
}

/** The page's storefront, for effects outside React (the error page, the payment machine). */
export function clientRefs(): StorefrontRefs {
  if (!running) throw new Error('clientRefs: the storefront has not been created');
  return running.refs;
}
