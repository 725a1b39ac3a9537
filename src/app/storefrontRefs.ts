import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { Actor } from 'xstate';
import {
  selectBootRef,
  selectCartRef,
  selectCatalogueRef,
  selectLocationRef,
  selectSessionRef,
  type storefrontMachine,
} from '../../machines/storefront';

/**
 * The running storefront and its children, handed to the views through React context: one actor
 * per page load in the browser, one per request when the server renders a page. The checkout part
 * is not here: it is loaded on demand (src/features/checkout/checkout.ts).
 */
export function refsOf(actor: Actor<typeof storefrontMachine>) {
  // The children are spawned by the root's first entry, so they exist before the actor starts.
  const root = actor.getSnapshot();
  return {
    storefront: actor,
    boot: selectBootRef(root),
    session: selectSessionRef(root),
    location: selectLocationRef(root),
    catalogue: selectCatalogueRef(root),
    cart: selectCartRef(root),
  };
}

export type StorefrontRefs = ReturnType<typeof refsOf>;

const StorefrontContext = createContext<StorefrontRefs | null>(null);

export function StorefrontProvider({ refs, children }: { refs: StorefrontRefs; children: ReactNode }) {
  return createElement(StorefrontContext.Provider, { value: refs }, children);
}

export function useRefs(): StorefrontRefs {
  const refs = useContext(StorefrontContext);
  if (!refs) throw new Error('useRefs: no StorefrontProvider above this component');
  return refs;
}
