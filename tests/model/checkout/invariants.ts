import assert from 'node:assert/strict';
import {
  selectCheckoutMessage,
  selectCheckoutStatus,
  selectIsSending,
  selectOrderError,
  selectOrderNumber,
  selectOrderResult,
  type CheckoutSnapshot,
} from '../../../machines/checkout';
import { orderMessages } from '../../../machines/screenTexts/order';
import { validateOrder } from '../../../machines/rules/orderValidation';
import { ORDER_SUCCESS_TYPE } from '../../../machines/constants';
import { defineInvariants } from '../invariantTypes';

export default defineInvariants<CheckoutSnapshot>({
  // What the confirm page shows (docs/product.md#reglas): the first broken rule, the API's mensaje, or why nothing was sent.
  '*': (s, { event, previous }) => {
    assert.equal(selectCheckoutStatus(s), s.value);
    assert.equal(selectIsSending(s), s.matches('sending') || s.matches('payingOnline'), "'Pagar' spinner");
    assert.equal(selectOrderError(s), s.context.error);
    assert.equal(selectOrderResult(s), s.context.result);
    assert.equal(selectOrderNumber(s), s.context.result?.pedido ?? null);
    const order = s.context.order;
    if (s.matches('invalid') && order) {
      const verdict = validateOrder(order);
      assert.ok(!verdict.valid, 'a valid order refused');
      assert.deepEqual(selectOrderError(s), verdict.error, 'the first rule of §5 it breaks');
      assert.equal(selectCheckoutMessage(s), verdict.error.message);
    } else if (s.matches('rejected')) {
      assert.equal(
        selectCheckoutMessage(s),
        s.context.result?.mensaje || orderMessages.unexpected,
        "the API's mensaje, else the generic one",
      );
    } else if (s.matches('failed') && previous?.matches('sending')) {
      const error = (event as unknown as { error: unknown }).error;
      const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
      assert.equal(selectCheckoutMessage(s), text.trim() !== '' ? text : orderMessages.unexpected, 'why nothing was sent');
    } else if (!s.matches('failed')) {
      assert.equal(selectCheckoutMessage(s), null);
    }
    if (s.matches('sending')) assert.ok(validateOrder(s.context.order!).valid, 'only a valid order is sent');
    // Idempotency (docs/product.md#reglas): after no answer, the very same order keeps its key; any other order gets a new one.
    if (event?.type === 'checkout.submitted' && previous?.matches('failed')) {
      const same = JSON.stringify((event as unknown as { order: unknown }).order) === JSON.stringify(previous.context.order);
      assert.equal(
        s.context.idempotencyKey === previous.context.idempotencyKey,
        same,
        same ? 'a retry keeps its key' : 'another order reuses the key',
      );
    }
  },
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
      assert.ok(
        effects.some((e) => e.type === 'navigate'),
        'goes to the result page',
      );
      assert.ok(
        effects.some((e) => e.type === 'clearAbandonedCart'),
        'clears the abandoned cart',
      );
    }
  },
  payingOnline: (s, { effects, event }) => {
    assert.equal(s.context.result?.tipo, ORDER_SUCCESS_TYPE);
    assert.ok(s.context.result?.url_pago, 'the provider page to pay on');
    if (event?.type.startsWith('xstate.done.actor.')) {
      assert.ok(
        effects.some((e) => e.type === 'openPaymentPage'),
        'the browser goes to the payment page',
      );
      assert.ok(
        effects.some((e) => e.type === 'clearAbandonedCart'),
        'clears the abandoned cart',
      );
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
