import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { bootMachine } from '../boot';
import type { cartMachine } from '../cart';
import type { catalogueMachine, CatalogueQuery, PreloadedLists } from '../catalogue';
import type { checkoutMachine } from '../checkout';
import type { locationMachine, StoredLocation } from '../location';
import type { Coupon, StoredCartLine } from '../schemas/order';
import type { SalesPoint } from '../schemas/salesPoint';
import type { User } from '../schemas/session';
import type { sessionMachine } from '../session';
import type { storefrontMachine } from './machine';

/** Everything src restored from cookies, plus the current path. */
export interface StorefrontInput {
  /** cookiesAceptadas */
  cookiesAccepted: boolean;
  /** The path the app opened on. */
  path: string;
  /** Its query ('' or '?…'): a deep link's token, kept through the consent warning (machines/boot). */
  search?: string;
  /** The page a consent warning left in this tab (sessionStorage), to continue to after 'Aceptar' (machines/boot). */
  returnPage?: string | null;
  /** The user cookie; null for a guest. */
  user: User | null;
  /** No user cookie, but a refresh token cookie: the session can be resumed (docs/product.md#llamadas: 2592000 s). */
  canResume?: boolean;
  location: StoredLocation;
  cart: { lines: StoredCartLine[]; coupons: Coupon[] };
  /** Clock for selection dates and the order day; tests inject one. Defaults to Date.now. */
  now?: () => number;
  /** The menu the server rendered the page with, and the query it was for (the page's data block). */
  catalogue?: PageCatalogue | null;
  /** The generic sales points the page came with (its data block): the location assigns one at once. */
  genericSalesPoints?: readonly SalesPoint[] | null;
}

export interface PageCatalogue extends PreloadedLists {
  query: CatalogueQuery;
}

export interface StorefrontContext {
  restored: StorefrontInput;
  now: () => number;
  /** The checkout part, once a checkout screen has loaded it (null before). */
  checkout: CheckoutRef | null;
}

/** The checkout statechart as the checkout screens provide it (src/features/checkout/checkout.ts). */
export type CheckoutLogic = typeof checkoutMachine;

export type StorefrontEvent =
  /** A checkout screen loaded the checkout part: spawned once, later ones change nothing. */
  { type: 'storefront.checkoutLoaded'; logic: CheckoutLogic };

// ─── Selectors: the children, for views that read one concern ─────────────

export type StorefrontSnapshot = SnapshotFrom<typeof storefrontMachine>;
export type BootRef = ActorRefFrom<typeof bootMachine>;
export type SessionRef = ActorRefFrom<typeof sessionMachine>;
export type LocationRef = ActorRefFrom<typeof locationMachine>;
export type CatalogueRef = ActorRefFrom<typeof catalogueMachine>;
export type CartRef = ActorRefFrom<typeof cartMachine>;
export type CheckoutRef = ActorRefFrom<typeof checkoutMachine>;
