/** The storefront machine: machine.ts (the statechart), types.ts, selectors.ts. */
export { preloadFor, catalogueQueryOf, storefrontMachine } from './machine';
export {
  type StorefrontInput,
  type PageCatalogue,
  type StorefrontContext,
  type StorefrontEvent,
  type CheckoutLogic,
  type StorefrontSnapshot,
  type BootRef,
  type SessionRef,
  type LocationRef,
  type CatalogueRef,
  type CartRef,
  type CheckoutRef,
} from './types';
export {
  selectBootRef,
  selectSessionRef,
  selectLocationRef,
  selectCatalogueRef,
  selectCartRef,
  selectCheckoutRef,
} from './selectors';
export { glossary } from './glossary';
