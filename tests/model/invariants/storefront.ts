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

/** The views reach each part through these selectors: each is the running child with that systemId. */
const SELECTORS = {
  [SYSTEM_IDS.boot]: selectBootRef,
  [SYSTEM_IDS.session]: selectSessionRef,
  [SYSTEM_IDS.location]: selectLocationRef,
  [SYSTEM_IDS.catalogue]: selectCatalogueRef,
  [SYSTEM_IDS.cart]: selectCartRef,
  [SYSTEM_IDS.checkout]: selectCheckoutRef,
} as const;

export default defineInvariants<StorefrontSnapshot>({
  '*': (s) => {
    for (const id of Object.values(SYSTEM_IDS)) {
      const child = (s.children as Record<string, unknown>)[id];
      assert.ok(child, `child '${id}' is running`);
      assert.equal(SELECTORS[id](s), child, `the view's selector for '${id}'`);
    }
  },
});
