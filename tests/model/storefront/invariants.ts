import assert from 'node:assert/strict';
import {
  selectBootRef,
  selectCartRef,
  selectCatalogueRef,
  selectCheckoutRef,
  selectLocationRef,
  selectSessionRef,
  type StorefrontSnapshot,
} from '../../../machines/storefront';
import { SYSTEM_IDS } from '../../../machines/system';
import { defineInvariants } from '../invariantTypes';

/** The views reach each part the first route needs through these selectors: each is the running child with that systemId. */
const SELECTORS = {
  [SYSTEM_IDS.boot]: selectBootRef,
  [SYSTEM_IDS.session]: selectSessionRef,
  [SYSTEM_IDS.location]: selectLocationRef,
  [SYSTEM_IDS.catalogue]: selectCatalogueRef,
  [SYSTEM_IDS.cart]: selectCartRef,
} as const;

const childWithSystemId = (s: StorefrontSnapshot, systemId: string) =>
  Object.values(s.children as Record<string, { options?: { systemId?: string } } | undefined>).filter(
    (c) => c?.options?.systemId === systemId,
  );

export default defineInvariants<StorefrontSnapshot>({
  '*': (s, { event, previous }) => {
    for (const [id, select] of Object.entries(SELECTORS)) {
      const child = (s.children as Record<string, unknown>)[id];
      assert.ok(child, `child '${id}' is running`);
      assert.equal(select(s), child, `the view's selector for '${id}'`);
    }
    // The checkout: none until a checkout screen loads it, then exactly one, the one the selector gives, kept for good.
    const checkouts = childWithSystemId(s, SYSTEM_IDS.checkout);
    const loaded =
      event?.type === 'storefront.checkoutLoaded' ||
      (previous !== null && (previous as StorefrontSnapshot).context.checkout !== null);
    assert.equal(
      checkouts.length,
      loaded ? 1 : 0,
      loaded ? 'one checkout once a checkout screen loaded it' : 'no checkout before a checkout screen loads it',
    );
    assert.equal(selectCheckoutRef(s), checkouts[0] ?? null, "the view's selector for 'checkout'");
    if (previous !== null && (previous as StorefrontSnapshot).context.checkout !== null) {
      assert.equal(
        selectCheckoutRef(s),
        (previous as StorefrontSnapshot).context.checkout,
        'a second load keeps the running checkout',
      );
    }
  },
});
