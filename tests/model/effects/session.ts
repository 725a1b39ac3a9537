import assert from 'node:assert/strict';
import { selectIsEmpty, cartMachine, type CartSnapshot } from '../../../machines/cart';
import { checkoutMachine, type CheckoutSnapshot } from '../../../machines/checkout';
import { COOKIES } from '../../../machines/constants';
import { EMPTY_LOCATION, locationMachine, type LocationSnapshot } from '../../../machines/location';
import { PATHS } from '../../../machines/paths';
import { SYSTEM_IDS } from '../../../machines/system';
import { ADDRESS, B001, NOW, now, QUERY, TOMORROW, validOrder } from '../samples/fixtures';
import { added, defineEffects } from '../world';

const SAVED_LOCATION = { ...EMPTY_LOCATION, salesPoint: B001, selectedAt: NOW - 60_000, city: 'Bogotá', address: ADDRESS, deliveryDate: TOMORROW, deliveryTime: '12:00', pickup: false };
const CART_LINES = [{ producto_id: 'A1', cantidad: 1 }];

/**
 * Spec §4 session: the session runs beside the real cart, location and order
 * machines (with a product in the cart, a saved address and an order being sent),
 * so logging out is checked on what the customer would see, not on the session.
 */
export default defineEffects({
  systemId: SYSTEM_IDS.session,
  cookies: (input) => ({
    [COOKIES.cookiesAccepted]: true,
    [COOKIES.cart]: CART_LINES,
    [COOKIES.salesPoint]: SAVED_LOCATION,
    ...((input as { user: unknown }).user ? { [COOKIES.user]: (input as { user: unknown }).user } : {}),
  }),
  siblings: {
    [SYSTEM_IDS.cart]: { machine: cartMachine, input: { lines: CART_LINES, coupons: [], query: QUERY } },
    [SYSTEM_IDS.location]: { machine: locationMachine, input: { ...SAVED_LOCATION, isLoggedIn: true, isCartEmpty: false, now } },
    [SYSTEM_IDS.checkout]: { machine: checkoutMachine, prepare: [{ type: 'checkout.submitted', order: validOrder(2), username: 'cliente@pollosbrasa.co' }] },
  },
  rules: {
    'al cerrar sesión se revoca el acceso y se vacían carrito, pedido y ubicación (spec §4)': ({ world, snapshot, previous, before }) => {
      const loggedOut = previous !== null && previous.matches('loggedIn') && !snapshot.matches('loggedIn');
      if (!loggedOut) return;
      const cart = world.parts[SYSTEM_IDS.cart]!.getSnapshot() as CartSnapshot;
      const checkout = world.parts[SYSTEM_IDS.checkout]!.getSnapshot() as CheckoutSnapshot;
      const location = world.parts[SYSTEM_IDS.location]!.getSnapshot() as LocationSnapshot;
      assert.ok(selectIsEmpty(cart), `the cart still shows ${JSON.stringify(cart.context.lines)}`);
      assert.deepEqual(world.cookies.get(COOKIES.cart) ?? [], [], 'the cart cookie (carrito_alacarta) is empty');
      assert.equal(checkout.context.order, null, 'the order being sent is forgotten');
      assert.ok(checkout.matches('editing'), `the order machine is back to editing, not ${JSON.stringify(checkout.value)}`);
      assert.equal(location.context.address, null, 'the delivery address is forgotten');
      assert.equal(location.context.deliveryTime, null, 'the delivery slot is forgotten');
      assert.ok(location.matches('assigningGeneric'), 'the generic sales point is assigned again');
      assert.ok(added(world.api, before.api).some((r) => r.call === 'auth_resources/cerrar_sesion'), 'the refresh token is revoked (cerrar_sesion)');
      assert.equal(world.cookies.has(COOKIES.user), false, 'the user cookie is removed');
      assert.equal(world.navigation.at(-1), PATHS.index, 'and the customer is taken to the home page');
    },
    'un cliente con sesión tiene su usuario guardado en la cookie usuario': ({ world, snapshot }) => {
      if (snapshot.matches('loggedIn')) assert.ok(world.cookies.has(COOKIES.user), 'signed in without the user cookie');
    },
  },
});
