import assert from 'node:assert/strict';
import type { CheckoutSnapshot } from '../../../machines/checkout';
import { ORDER_SUCCESS_TYPE } from '../../../machines/constants';
import { defineInvariants } from '../invariantTypes';

export default defineInvariants<CheckoutSnapshot>({
  editing: (s) => {
    assert.equal(s.context.order, null, 'nothing submitted yet');
    assert.equal(s.context.idempotencyKey, null);
  },
  invalid: (s) => {
    assert.ok(s.context.error, 'the first broken rule is kept');
    assert.equal(s.context.result, null);
  },
  sending: (s) => {
    assert.ok(s.context.order, 'an order is being sent');
    assert.equal(s.context.error, null, 'a valid order');
    assert.ok(s.context.idempotencyKey, 'with its idempotency key');
  },
  sent: (s, { effects, event }) => {
    assert.equal(s.context.result?.tipo, ORDER_SUCCESS_TYPE);
    if (event?.type.startsWith('xstate.done.actor.')) {
      assert.ok(effects.some((e) => e.type === 'navigate'), 'goes to the result page');
      assert.ok(effects.some((e) => e.type === 'clearAbandonedCart'), 'clears the abandoned cart');
    }
  },
  payingOnline: (s, { effects, event }) => {
    assert.equal(s.context.result?.tipo, ORDER_SUCCESS_TYPE);
    assert.ok(s.context.result?.url_pago, 'the provider page to pay on');
    if (event?.type.startsWith('xstate.done.actor.')) {
      assert.ok(effects.some((e) => e.type === 'openPaymentPage'), 'the browser goes to the payment page');
      assert.ok(effects.some((e) => e.type === 'clearAbandonedCart'), 'clears the abandoned cart');
      assert.ok(!effects.some((e) => e.type === 'navigate'), 'not to the result page: the provider brings the customer back');
    }
  },
  rejected: (s) => {
    assert.ok(s.context.result, 'the API answered');
    assert.notEqual(s.context.result.tipo, ORDER_SUCCESS_TYPE);
  },
  failed: (s) => {
    assert.equal(typeof s.context.failure, 'string');
    assert.notEqual(s.context.failure, '');
  },
});
