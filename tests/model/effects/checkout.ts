import assert from 'node:assert/strict';
import { cartMachine, selectIsEmpty, type CartSnapshot } from '../../../machines/cart';
import { COOKIES, ORDER_SUCCESS_TYPE } from '../../../machines/constants';
import { validateOrder } from '../../../machines/rules/orderValidation';
import type { Order } from '../../../machines/schemas/order';
import { SYSTEM_IDS } from '../../../machines/system';
import { QUERY } from '../samples/fixtures';
import { added, defineEffects } from '../world';

const CART_LINES = [{ producto_id: 'A1', cantidad: 1 }];
const sendOrders = (api: ReadonlyArray<{ call: string; input: unknown }>) =>
  api.filter((r) => r.call === 'sendOrder').map((r) => r.input as { order: Order; idempotencyKey: string });

/** Spec §5 "Order submission", §4 "After sending an order": what reaches the API, and the cart after it. */
export default defineEffects({
  systemId: SYSTEM_IDS.checkout,
  cookies: () => ({ [COOKIES.cookiesAccepted]: true, [COOKIES.cart]: CART_LINES }),
  siblings: { [SYSTEM_IDS.cart]: { machine: cartMachine, input: { lines: CART_LINES, coupons: [], query: QUERY } } },
  rules: {
    'un pedido se envía como máximo una vez por clave de idempotencia (la misma clave, el mismo pedido)': ({ world }) => {
      const byKey = new Map<string, string>();
      for (const { order, idempotencyKey } of sendOrders(world.api)) {
        const body = JSON.stringify(order);
        assert.ok(idempotencyKey, 'an order sent without an idempotency key');
        const earlier = byKey.get(idempotencyKey);
        assert.ok(earlier === undefined || earlier === body, `the key ${idempotencyKey} was sent with two different orders`);
        byKey.set(idempotencyKey, body);
      }
    },
    'un doble clic en Pagar no duplica: nunca hay dos envíos en curso': ({ world }) => {
      const answers = world.events.filter((e) => /^xstate\.(done|error)\.actor\./.test(e.type)).length;
      assert.ok(sendOrders(world.api).length <= answers + 1, `${sendOrders(world.api).length} orders sent for ${answers} answers`);
    },
    'un pedido que incumple una regla de §5 no se envía': ({ world, event, before }) => {
      if (event?.type !== 'checkout.submitted') return;
      const order = (event as unknown as { order: Order }).order;
      if (validateOrder(order).valid) return;
      assert.equal(sendOrders(added(world.api, before.api)).length, 0, 'an invalid order reached the API');
    },
    'un pedido aceptado vacía el carrito (spec §4)': ({ world, event }) => {
      const output = (event as { output?: { tipo?: string } } | null)?.output;
      if (!event?.type.startsWith('xstate.done.actor.') || output?.tipo !== ORDER_SUCCESS_TYPE) return;
      const cart = world.parts[SYSTEM_IDS.cart]!.getSnapshot() as CartSnapshot;
      assert.ok(selectIsEmpty(cart), 'the cart still has products after an accepted order');
      assert.deepEqual(world.cookies.get(COOKIES.cart) ?? [], [], 'the carrito_alacarta cookie is empty');
    },
  },
});
