import { createActor } from 'xstate';
import {
  selectBootRef,
  selectCartRef,
  selectCatalogueRef,
  selectCheckoutRef,
  selectLocationRef,
  selectSessionRef,
  type StorefrontInput,
} from '../../machines/storefront';
import { cookieStorage } from '../storage/cookies';
import { bindSystem, providedStorefront } from './effects';

/** What the cookies remember, handed to the root machine as its input. */
export function restoredInput(path: string): StorefrontInput {
  return {
    cookiesAccepted: cookieStorage.cookiesAccepted(),
    path,
    user: cookieStorage.sessionStarted() ? cookieStorage.user() : null,
    canResume: cookieStorage.hasRefreshToken(),
    location: cookieStorage.location(),
    cart: { lines: cookieStorage.cartLines(), coupons: cookieStorage.coupons() },
  };
}

/** The one running storefront: created once per page load, outside any component. */
export const storefront = createActor(providedStorefront, { input: restoredInput(window.location.pathname) });
bindSystem(storefront.system);
storefront.start();

const root = storefront.getSnapshot();
/** The children are spawned on start and live as long as the page. */
export const refs = {
  boot: selectBootRef(root),
  session: selectSessionRef(root),
  location: selectLocationRef(root),
  catalogue: selectCatalogueRef(root),
  cart: selectCartRef(root),
  checkout: selectCheckoutRef(root),
};
