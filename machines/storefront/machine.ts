import { assign, sendTo, setup, spawnChild } from 'xstate';
import { bootMachine } from '../boot';
import { cartMachine, type CartEvent } from '../cart';
import { catalogueMachine, changesQuery, type CatalogueQuery, type PreloadedLists } from '../catalogue';
import { locationMachine, locationQueryOf } from '../location';
import { documentOf, sessionMachine, usernameOf } from '../session';
import { SYSTEM_IDS } from '../system';
import type { PageCatalogue, StorefrontContext, StorefrontEvent, StorefrontInput } from './types';

/**
 * The root of the actor system (docs/architecture.md, "The actor system").
 * On start it spawns one child per concern the first route needs under its
 * systemId; the children then talk to each other by events through the system.
 * src provides the children's effects with
 * `storefrontMachine.provide({ actors: { session: sessionMachine.provide({...}), ... } })`.
 *
 * The checkout is the one part loaded on demand: its statechart, the order rules of
 * docs/product.md#reglas and their texts are no business of the menu pages, so the root does not import
 * it. The checkout screens bring it, provided, in `storefront.checkoutLoaded`; the
 * root spawns it once under its systemId, and from then on it is a part like the
 * others (the session's logout resets it). Before that nothing can reach it: every
 * checkout event comes from those screens.
 */

/** The page's menu, when it was made for the query this visitor's cookies give (else it is not used). */
export function preloadFor(page: PageCatalogue | null | undefined, query: CatalogueQuery): PreloadedLists | null {
  if (!page || changesQuery(query, page.query)) return null;
  return { products: page.products, categories: page.categories, complete: page.complete };
}

/** The catalogue query (pdv, date YYYY-MM-DD, document, konda) of a restored location and user. */
export function catalogueQueryOf(restored: Pick<StorefrontInput, 'location' | 'user'>, nowMs: number): CatalogueQuery {
  return { ...locationQueryOf(restored.location, nowMs), document: documentOf(restored.user) };
}

export const storefrontMachine = setup({
  types: {
    input: {} as StorefrontInput,
    context: {} as StorefrontContext,
    events: {} as StorefrontEvent,
    children: {} as {
      boot: 'boot';
      session: 'session';
      location: 'location';
      catalogue: 'catalogue';
      cart: 'cart';
    },
  },
  actors: {
    boot: bootMachine,
    session: sessionMachine,
    location: locationMachine,
    catalogue: catalogueMachine,
    cart: cartMachine,
  },
  guards: {
    isCheckoutMissing: ({ context }) => context.checkout === null,
  },
  actions: {
    spawnCheckout: assign({
      checkout: ({ spawn, event }) => spawn(event.logic, { systemId: SYSTEM_IDS.checkout }),
    }),
    /**
     * The cart's input carries only lines, coupons and the query: the session
     * and the delivery slot reach it as they later will, by event.
     */
    introduceSessionToCart: sendTo(
      ({ system }) => system.get(SYSTEM_IDS.cart),
      ({ context }) => {
        const { user } = context.restored;
        return {
          type: 'cart.sessionChanged',
          isLoggedIn: user !== null,
          username: user ? usernameOf(user) : null,
        } satisfies CartEvent;
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
  context: ({ input }) => ({ restored: input, now: input.now ?? (() => Date.now()), checkout: null }),
  entry: [
    spawnChild('boot', {
      systemId: SYSTEM_IDS.boot,
      id: SYSTEM_IDS.boot,
      input: ({ context }) => ({
        cookiesAccepted: context.restored.cookiesAccepted,
        path: context.restored.path,
        search: context.restored.search,
        returnPage: context.restored.returnPage,
      }),
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
        genericSalesPoints: context.restored.genericSalesPoints,
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
    'introduceSessionToCart',
    'introduceDeliveryToCart',
  ],
  on: {
    'storefront.checkoutLoaded': { guard: 'isCheckoutMissing', actions: 'spawnCheckout' },
  },
});
