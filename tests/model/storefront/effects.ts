import assert from 'node:assert/strict';
import { GUEST_DOCUMENT, USER_WITHOUT_CEDULA_DOCUMENT } from '../../../machines/constants';
import { orderDayOf } from '../../../machines/location';
import type { StorefrontInput } from '../../../machines/storefront';
import { defineEffects, type World } from '../world';

/**
 * The storefront starts each part the first route needs (boot, session, location, catalogue, cart) once,
 * with what the cookies remember (docs/product.md#llamadas), and introduces the session and the delivery slot to the cart;
 * the checkout only when a checkout screen loads it. The parts are doubles here: the rules read what each
 * was started with and what it was told, against the restored input.
 */
const startOf = (world: World, part: string) =>
  world.api.find((r) => r.call === part)?.input as Record<string, unknown> | undefined;

/** docs/product.md#estados-y-transiciones, docs/product.md#llamadas: the menu of the chosen sales point (else the generic G001), for the delivery day (not before today), priced for the customer's cedula. */
function expectedQuery(restored: StorefrontInput) {
  const today = orderDayOf((restored.now ?? Date.now)());
  const day = restored.location.deliveryDate?.slice(0, 10) ?? null;
  const cedula = restored.user?.cedula.trim() ?? null;
  return {
    pdv: restored.location.salesPoint?.Vkbur.trim() ?? 'G001',
    date: day !== null && day >= today ? day : today,
    document: restored.user === null ? GUEST_DOCUMENT : cedula === '' ? USER_WITHOUT_CEDULA_DOCUMENT : cedula,
    konda: restored.location.salesPoint?.Konda.trim() || '28',
  };
}

export default defineEffects({
  rules: {
    'cada parte de la tienda se arranca una sola vez': ({ world }) => {
      const calls = world.api.map((r) => r.call);
      assert.deepEqual(calls, [...new Set(calls)], 'a part started twice');
      assert.deepEqual(
        [...calls].sort(),
        ['boot', 'cart', 'catalogue', 'location', 'session'],
        'every part of the first route started',
      );
    },
    'cada parte arranca con lo que recuerdan las cookies: consentimiento, usuario, punto de venta y carrito (spec §7)': ({
      world,
      input,
    }) => {
      const restored = input as StorefrontInput;
      // …and the page opened with its query, and the page this tab remembered for after consent.
      assert.deepEqual(
        startOf(world, 'boot'),
        {
          cookiesAccepted: restored.cookiesAccepted,
          path: restored.path,
          search: restored.search,
          returnPage: restored.returnPage,
        },
        'boot',
      );
      const session = startOf(world, 'session')!;
      assert.deepEqual(
        [session.user, session.canResume],
        [restored.user, restored.canResume === true],
        'session: the user cookie, and whether a refresh token can resume it',
      );
      assert.equal((session.now as () => number)(), (restored.now ?? Date.now)(), 'session: the same clock');
      const location = startOf(world, 'location')!;
      for (const [key, value] of Object.entries(restored.location)) assert.deepEqual(location[key], value, `location: ${key}`);
      assert.equal(
        location.isLoggedIn,
        restored.user !== null,
        'location: whether a customer is signed in (a customer with products cannot change city)',
      );
      assert.equal(location.isCartEmpty, restored.cart.lines.length === 0, 'location: whether the cart is empty');
      assert.equal((location.now as () => number)(), (restored.now ?? Date.now)(), 'location: the same clock');
      const cart = startOf(world, 'cart')!;
      assert.deepEqual(
        [cart.lines, cart.coupons],
        [restored.cart.lines, restored.cart.coupons],
        'cart: the lines and coupons of its cookies',
      );
      assert.equal(
        startOf(world, 'catalogue')!.enabled,
        restored.cookiesAccepted,
        'the menu loads only with cookie consent (spec §4)',
      );
    },
    'el catálogo y el carrito piden la carta del punto de venta, del día de entrega y del documento del cliente (spec §4)': ({
      world,
      input,
    }) => {
      const query = expectedQuery(input as StorefrontInput);
      assert.deepEqual(startOf(world, 'catalogue')!.query, query, 'catalogue query');
      assert.deepEqual(startOf(world, 'cart')!.query, query, 'cart query');
    },
    'la carta que trae la página se usa solo si es la de esta consulta': ({ world, input }) => {
      const restored = input as StorefrontInput;
      const page = restored.catalogue ?? null;
      const same = page !== null && JSON.stringify(page.query) === JSON.stringify(expectedQuery(restored));
      const preloaded = startOf(world, 'catalogue')!.preloaded;
      assert.deepEqual(
        preloaded,
        same ? { products: page.products, categories: page.categories, complete: page.complete } : null,
      );
    },
    'el carrito sabe desde el inicio quién tiene sesión y el horario de entrega recordado': ({ world, input }) => {
      const restored = input as StorefrontInput;
      const told = world.received.filter((r) => r.to === 'cart').map((r) => r.event);
      const username = restored.user === null ? null : restored.user.email.trim() || expectedQuery(restored).document;
      assert.deepEqual(told, [
        { type: 'cart.sessionChanged', isLoggedIn: restored.user !== null, username },
        {
          type: 'cart.deliveryChanged',
          deliveryDate: restored.location.deliveryDate,
          deliveryTime: restored.location.deliveryTime,
        },
      ]);
      assert.deepEqual(
        world.received.filter((r) => r.to !== 'cart'),
        [],
        'the other parts are told nothing',
      );
    },
  },
});
