import assert from 'node:assert/strict';
import { PAYMENT_STATUS_MAX_POLLS, PAYMENT_STATUS_POLL_MS } from '../../../machines/constants';
import type { PaymentInput } from '../../../machines/payment';
import type { PaymentStatus } from '../../../machines/schemas/payment';
import { added, defineEffects, type World } from '../world';

const asked = (api: ReadonlyArray<{ call: string }>) => api.filter((r) => r.call === 'loadPaymentStatus').length;
const customerAsks = (events: ReadonlyArray<{ type: string }>) =>
  events.filter((e) => e.type === 'payment.checkRequested' || e.type === 'payment.retryRequested').length;
/** The provider's answer heard on the order stream: each may ask once more, at once. */
const heardOnStream = (events: ReadonlyArray<{ type: string }>) =>
  events.filter((e) => e.type === 'orderStream.paymentChanged').length;

/** Per replayed path: when the previous step happened, and the status requests since the customer last asked. */
const timeline = new WeakMap<World, { at: number; automatic: number }>();

/** Back from the payment provider: the status is asked, a pending one every 5 s, at most 12 more times. */
export default defineEffects({
  rules: {
    'un pago pendiente se consulta de nuevo como máximo 12 veces por cada consulta del cliente': ({ world }) => {
      const limit = (customerAsks(world.events) + 1) * (PAYMENT_STATUS_MAX_POLLS + 1) + heardOnStream(world.events);
      assert.ok(
        asked(world.api) <= limit,
        `${asked(world.api)} status requests for ${customerAsks(world.events)} asks of the customer`,
      );
    },
    'un pago pendiente se consulta solo cada 5 s, 12 veces, y luego espera al cliente': ({ world, before, event, snapshot }) => {
      const last = timeline.get(world) ?? { at: 0, automatic: 0 };
      const requests = added(world.api, before.api).filter((r) => r.call === 'loadPaymentStatus').length;
      const byCustomer = event?.type === 'payment.checkRequested';
      const byStream = event?.type === 'orderStream.paymentChanged';
      if (requests > 0 && event !== null && !byCustomer && !byStream) {
        assert.equal(world.now() - last.at, PAYMENT_STATUS_POLL_MS, 'asked again sooner or later than 5 s after the answer');
      }
      const automatic = byCustomer || event === null ? 0 : last.automatic + (requests > 0 && event !== null && !byStream ? 1 : 0);
      if (snapshot.matches({ pending: 'stalled' }))
        assert.equal(automatic, PAYMENT_STATUS_MAX_POLLS, 'stalled before (or after) 12 automatic checks');
      timeline.set(world, { at: world.now(), automatic });
    },
    'sin número de pedido o sin sesión no se consulta el pago; con ellos se consulta ese pedido': ({ world, input }) => {
      const { pedido, signedIn } = input as PaymentInput;
      if (pedido === null || !signedIn) assert.equal(world.api.length, 0, 'asked the status of no order');
      for (const r of world.api.filter((r) => r.call !== 'subscribeToOrders'))
        assert.deepEqual(r.input, { pedido }, `${r.call} for the order of the page`);
    },
    'mientras el pago está pendiente el flujo de pedidos está abierto, una sola vez; una confirmación de otro pedido no consulta nada':
      ({ world, before, event, snapshot }) => {
        const streams = world.api.filter((r) => r.call === 'subscribeToOrders').length;
        const everPending = world.api.some((r) => r.call === 'loadPaymentStatus' || r.call === 'retryPayment') && streams > 0;
        assert.ok(streams <= 1 + customerAsks(world.events), 'the stream was opened again on every poll');
        if (snapshot.matches('pending')) assert.ok(streams >= 1, 'pending without listening to the stream');
        if (!everPending) assert.ok(!snapshot.matches('pending'));
        if (event?.type === 'orderStream.paymentChanged') {
          const asked = added(world.api, before.api).filter((r) => r.call === 'loadPaymentStatus').length;
          const pedido = (event as unknown as { change: { pedido: number } }).change.pedido;
          if (pedido !== (world.api.find((r) => r.call === 'loadPaymentStatus')?.input as { pedido: number } | undefined)?.pedido)
            assert.equal(asked, 0, 'asked for news of another order');
        }
      },
    'continuar el pago lleva a la página de pago de la última respuesta': ({ world, before }) => {
      const moves = added(world.navigation, before.navigation);
      if (moves.length === 0) return;
      const lastAnswer = [...world.events].reverse().find((e) => e.type.startsWith('xstate.done.actor.')) as unknown as {
        output: PaymentStatus;
      };
      assert.deepEqual(moves, [lastAnswer.output.url_pago]);
    },
  },
});
