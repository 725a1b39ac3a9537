import assert from 'node:assert/strict';
import { PAYMENT_STATUS_MAX_POLLS } from '../../../machines/constants';
import { defineEffects } from '../world';

const asked = (api: ReadonlyArray<{ call: string }>) => api.filter((r) => r.call === 'loadPaymentStatus').length;
const customerAsks = (events: ReadonlyArray<{ type: string }>) =>
  events.filter((e) => e.type === 'payment.checkRequested' || e.type === 'payment.retryRequested').length;

/** Back from the payment provider: the status is asked, a pending one every 5 s, at most 12 more times. */
export default defineEffects({
  rules: {
    'un pago pendiente se consulta de nuevo como máximo 12 veces por cada consulta del cliente': ({ world }) => {
      const limit = (customerAsks(world.events) + 1) * (PAYMENT_STATUS_MAX_POLLS + 1);
      assert.ok(asked(world.api) <= limit, `${asked(world.api)} status requests for ${customerAsks(world.events)} asks of the customer`);
    },
    'sin número de pedido o sin sesión no se consulta el pago': ({ world, snapshot }) => {
      if ((snapshot.context as { pedido: number | null }).pedido === null) assert.equal(asked(world.api), 0, 'asked the status of no order');
    },
  },
});
