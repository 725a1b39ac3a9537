import { SYSTEM_IDS } from '../system';
import type { BootRef, CartRef, CatalogueRef, CheckoutRef, LocationRef, SessionRef, StorefrontSnapshot } from './types';

/** Spawned in the root's first entry, so present from the first snapshot on (all but the checkout). */
const child = <T>(ref: T | undefined, id: string): T => {
  if (ref === undefined) throw new Error(`storefront: child '${id}' is not running`);
  return ref;
};

export const selectBootRef = (s: StorefrontSnapshot): BootRef => child(s.children.boot, SYSTEM_IDS.boot);
export const selectSessionRef = (s: StorefrontSnapshot): SessionRef => child(s.children.session, SYSTEM_IDS.session);
export const selectLocationRef = (s: StorefrontSnapshot): LocationRef => child(s.children.location, SYSTEM_IDS.location);
export const selectCatalogueRef = (s: StorefrontSnapshot): CatalogueRef => child(s.children.catalogue, SYSTEM_IDS.catalogue);
export const selectCartRef = (s: StorefrontSnapshot): CartRef => child(s.children.cart, SYSTEM_IDS.cart);
/** The checkout part once a checkout screen loaded it (`storefront.checkoutLoaded`), else null. */
export const selectCheckoutRef = (s: StorefrontSnapshot): CheckoutRef | null => s.context.checkout;
