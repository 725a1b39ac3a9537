import assert from 'node:assert/strict';
import { cartMachine, selectIsEmpty, type CartSnapshot } from '../../../machines/cart';
import { COOKIES, ORDER_SUCCESS_TYPE } from '../../../machines/constants';
import { validateOrder } from '../../../machines/rules/orderValidation';
import type { Order } from '../../../machines/schemas/order';
import { PATHS } from '../../../machines/paths';
import { SYSTEM_IDS } from '../../../machines/system';
import { QUERY } from '../../fixtures/store';
import { added, defineEffects } from '../world';

const CART_LINES = [{ producto_id: 'A1', cantidad: 1 }];
const sendOrders = (api: ReadonlyArray<{ call: string; input: unknown }>) =>
  api.filter((r) => r.call === 'sendOrder').map((r) => r.input as { order: Order; idempotencyKey: string });

/** docs/product.md#reglas "Order submission", docs/product.md#estados-y-transiciones "After sending an order": what reaches the API, and the cart after it. */
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
      assert.ok(
        sendOrders(world.api).length <= answers + 1,
        `${sendOrders(world.api).length} orders sent for ${answers} answers`,
      );
    },
    'un pedido que incumple una regla de §5 no se envía': ({ world, event, before }) => {
      if (event?.type !== 'checkout.submitted') return;
      const order = (event as unknown as { order: Order }).order;
      if (validateOrder(order).valid) return;
      assert.equal(sendOrders(added(world.api, before.api)).length, 0, 'an invalid order reached the API');
    },
    'se envía el pedido que el cliente confirmó; reintentar el mismo pedido sin respuesta reusa su clave, cualquier otro envío lleva una nueva':
      ({ world, before }) => {
        const sent = sendOrders(added(world.api, before.api));
        if (sent.length === 0) return;
        const submitted = [...world.events].reverse().find((e) => e.type === 'checkout.submitted') as unknown as { order: Order };
        assert.deepEqual(sent[0]!.order, submitted.order, 'the order sent');
        const earlier = sendOrders(world.api.slice(0, before.api));
        const last = earlier.at(-1);
        const lastAnswer = [...world.events].reverse().find((e) => /^xstate\.(done|error)\.actor\./.test(e.type));
        const retry =
          last !== undefined &&
          lastAnswer?.type.startsWith('xstate.error.actor.') &&
          JSON.stringify(last.order) === JSON.stringify(submitted.order);
        if (retry) assert.equal(sent[0]!.idempotencyKey, last.idempotencyKey, 'a retry of the same order keeps its key');
        else assert.ok(!earlier.some((r) => r.idempotencyKey === sent[0]!.idempotencyKey), 'a new submission reuses an old key');
      },
    'un pedido aceptado muestra su número (o va a la pasarela si hay que pagar en línea) y borra el carrito abandonado del cliente':
      ({ world, event, before, previous }) => {
        if (!previous?.matches('sending') || !event?.type.startsWith('xstate.done.actor.')) {
          assert.deepEqual(added(world.navigation, before.navigation), [], 'only an answer navigates');
          return;
        }
        const output = (event as unknown as { output: { tipo: string; pedido?: number; url_pago?: string } }).output;
        const moves = added(world.navigation, before.navigation);
        const cleared = added(world.api, before.api).filter((r) => r.call === 'carritoAbandonado/limpiar');
        if (output.tipo !== ORDER_SUCCESS_TYPE) {
          assert.deepEqual([moves, cleared], [[], []], 'a rejected order stays on the page');
          return;
        }
        const submitted = [...world.events].reverse().find((e) => e.type === 'checkout.submitted') as unknown as {
          username?: string | null;
        };
        const username = submitted.username ?? null;
        assert.deepEqual(
          cleared.map((r) => r.input),
          username === null ? [] : [{ username }],
          'the abandoned cart of the signed-in customer',
        );
        const page = (output.url_pago ?? '').trim();
        assert.deepEqual(moves, [
          page !== ''
            ? output.url_pago
            : output.pedido !== undefined
              ? `${PATHS.resultadoEnviarPedido}/${output.pedido}`
              : PATHS.resultadoEnviarPedido,
        ]);
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
