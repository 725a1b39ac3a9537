import assert from 'node:assert/strict';
import type { PaymentSnapshot } from '../../../machines/payment';
import { defineInvariants } from '../invariantTypes';

export default defineInvariants<PaymentSnapshot>({
  unknown: (s) => assert.equal(s.context.pedido, null, 'nothing to ask without an order number or a session'),
  approved: (s) => assert.equal(s.context.status?.estadopago, 'APROBADO'),
  rejected: (s) => assert.equal(s.context.status?.estadopago, 'RECHAZADO'),
  pending: (s) => assert.equal(s.context.status?.estadopago, 'PENDIENTE'),
  leaving: (s, { effects }) => {
    assert.ok(s.context.status?.url_pago, 'there is a payment page to go to');
    assert.ok(effects.some((e) => e.type === 'openPaymentPage'), 'the browser is sent to it');
  },
  failed: (s) => assert.ok(s.context.error, "the API's message is kept"),
});
