import { sendTo, setup, spawnChild, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { bootMachine } from './boot';
import { cartMachine, type CartEvent } from './cart';
import { catalogueMachine, changesQuery, type CatalogueQuery, type PreloadedLists } from './catalogue';
import { checkoutMachine } from './checkout';
import { locationMachine, locationQueryOf, type StoredLocation } from './location';
import type { Coupon, StoredCartLine } from './schemas/order';
import type { User } from './schemas/session';
import { documentOf, sessionMachine, usernameOf } from './session';
import { SYSTEM_IDS } from './system';

/**
 * The root of the actor system (docs/architecture.md, "The actor system").
 * On start it spawns one child per concern under its systemId; the children
 * then talk to each other by events through the system. src provides the
 * children's effects with
 * `storefrontMachine.provide({ actors: { session: sessionMachine.provide({...}), ... } })`.
 */

/** Everything src restored from cookies, plus the current path. */
export interface StorefrontInput {
  /** cookiesAceptadas */
  cookiesAccepted: boolean;
  /** The path the app opened on. */
  path: string;
  /** The user cookie; null for a guest. */
  user: User | null;
  /** No user cookie, but a refresh token cookie: the session can be resumed (spec §7: 2592000 s). */
  canResume?: boolean;
  location: StoredLocation;
  cart: { lines: StoredCartLine[]; coupons: Coupon[] };
  /** Clock for selection dates and the order day; tests inject one. Defaults to Date.now. */
  now?: () => number;
  /** The menu the server rendered the page with, and the query it was for (the page's data block). */
  catalogue?: PageCatalogue | null;
}

export interface PageCatalogue extends PreloadedLists {
  query: CatalogueQuery;
}

/** The page's menu, when it was made for the query this visitor's cookies give (else it is not used). */
export function preloadFor(page: PageCatalogue | null | undefined, query: CatalogueQuery): PreloadedLists | null {
  if (!page || changesQuery(query, page.query)) return null;
  return { products: page.products, categories: page.categories, complete: page.complete };
}

export interface StorefrontContext {
  restored: StorefrontInput;
  now: () => number;
}

/** The catalogue query (pdv, date YYYY-MM-DD, document, konda) of a restored location and user. */
export function catalogueQueryOf(restored: Pick<StorefrontInput, 'location' | 'user'>, nowMs: number): CatalogueQuery {
  return { ...locationQueryOf(restored.location, nowMs), document: documentOf(restored.user) };
}

export const storefrontMachine = setup({
  types: {
    input: {} as StorefrontInput,
    context: {} as StorefrontContext,
    children: {} as {
      boot: 'boot';
      session: 'session';
      location: 'location';
      catalogue: 'catalogue';
      cart: 'cart';
      checkout: 'checkout';
    },
  },
  actors: {
    boot: bootMachine,
    session: sessionMachine,
    location: locationMachine,
    catalogue: catalogueMachine,
    cart: cartMachine,
    checkout: checkoutMachine,
  },
  actions: {
    /**
     * The cart's input carries only lines, coupons and the query: the session
     * and the delivery slot reach it as they later will, by event.
     */
    introduceSessionToCart: sendTo(
      ({ system }) => system.get(SYSTEM_IDS.cart),
      ({ context }) => {
        const { user } = context.restored;
        return { type: 'cart.sessionChanged', isLoggedIn: user !== null, username: user ? usernameOf(user) : null } satisfies CartEvent;
      },
    ),
    introduceDeliveryToCart: sendTo(
      ({ system }) => system.get(SYSTEM_IDS.cart),
      ({ context }) => {
        const { deliveryDate, deliveryTime } = context.restored.location;
        return { type: 'cart.deliveryChanged', deliveryDate, deliveryTime } satisfies CartEvent;
      },
    ),
  },
}).createMachine({
  id: 'storefront',
  context: ({ input }) => ({ restored: input, now: input.now ?? (() => Date.now()) }),
  entry: [
    spawnChild('boot', {
      systemId: SYSTEM_IDS.boot,
      id: SYSTEM_IDS.boot,
      input: ({ context }) => ({ cookiesAccepted: context.restored.cookiesAccepted, path: context.restored.path }),
    }),
    spawnChild('session', {
      systemId: SYSTEM_IDS.session,
      id: SYSTEM_IDS.session,
      input: ({ context }) => ({ user: context.restored.user, canResume: context.restored.canResume ?? false, now: context.now }),
    }),
    spawnChild('location', {
      systemId: SYSTEM_IDS.location,
      id: SYSTEM_IDS.location,
      input: ({ context }) => ({
        ...context.restored.location,
        isLoggedIn: context.restored.user !== null,
        isCartEmpty: context.restored.cart.lines.length === 0,
        now: context.now,
      }),
    }),
    spawnChild('catalogue', {
      systemId: SYSTEM_IDS.catalogue,
      id: SYSTEM_IDS.catalogue,
      input: ({ context }) => {
        const query = catalogueQueryOf(context.restored, context.now());
        return { enabled: context.restored.cookiesAccepted, query, preloaded: preloadFor(context.restored.catalogue, query) };
      },
    }),
    spawnChild('cart', {
      systemId: SYSTEM_IDS.cart,
      id: SYSTEM_IDS.cart,
      input: ({ context }) => ({
        lines: context.restored.cart.lines,
        coupons: context.restored.cart.coupons,
        query: catalogueQueryOf(context.restored, context.now()),
      }),
    }),
    spawnChild('checkout', { systemId: SYSTEM_IDS.checkout, id: SYSTEM_IDS.checkout }),
    'introduceSessionToCart',
    'introduceDeliveryToCart',
  ],
});

// ─── Selectors: the children, for views that read one concern ─────────────

export type StorefrontSnapshot = SnapshotFrom<typeof storefrontMachine>;
export type BootRef = ActorRefFrom<typeof bootMachine>;
export type SessionRef = ActorRefFrom<typeof sessionMachine>;
export type LocationRef = ActorRefFrom<typeof locationMachine>;
export type CatalogueRef = ActorRefFrom<typeof catalogueMachine>;
export type CartRef = ActorRefFrom<typeof cartMachine>;
export type CheckoutRef = ActorRefFrom<typeof checkoutMachine>;

/** Spawned in the root's first entry, so present from the first snapshot on. */
const child = <T>(ref: T | undefined, id: string): T => {
  if (ref === undefined) throw new Error(`storefront: child '${id}' is not running`);
  return ref;
};

export const selectBootRef = (s: StorefrontSnapshot): BootRef => child(s.children.boot, SYSTEM_IDS.boot);
export const selectSessionRef = (s: StorefrontSnapshot): SessionRef => child(s.children.session, SYSTEM_IDS.session);
export const selectLocationRef = (s: StorefrontSnapshot): LocationRef => child(s.children.location, SYSTEM_IDS.location);
export const selectCatalogueRef = (s: StorefrontSnapshot): CatalogueRef => child(s.children.catalogue, SYSTEM_IDS.catalogue);
export const selectCartRef = (s: StorefrontSnapshot): CartRef => child(s.children.cart, SYSTEM_IDS.cart);
export const selectCheckoutRef = (s: StorefrontSnapshot): CheckoutRef => child(s.children.checkout, SYSTEM_IDS.checkout);
