import assert from 'node:assert/strict';
import { messages } from '../../../machines/messages';
import {
  selectCanContinuePayment,
  selectIsPaymentBusy,
  selectPaymentError,
  selectPaymentOutcome,
  selectPaymentStatus,
  type PaymentSnapshot,
} from '../../../machines/payment';
import type { PaymentStatus } from '../../../machines/schemas/payment';
import { defineInvariants } from '../invariantTypes';

const OUTCOMES: Array<[string | object, string]> = [
  ['checking', 'checking'],
  ['retrying', 'checking'],
  [{ pending: 'stalled' }, 'stalled'],
  [{ pending: 'waiting' }, 'pending'],
  ['approved', 'approved'],
  ['rejected', 'rejected'],
  ['failed', 'failed'],
  ['unknown', 'unknown'],
  ['leaving', 'leaving'],
];

export default defineInvariants<PaymentSnapshot>({
  '*': (s, { event, previous }) => {
    // What /resultado-enviar shows.
    const outcome = OUTCOMES.find(([state]) => s.matches(state as never))?.[1];
    assert.equal(selectPaymentOutcome(s), outcome);
    assert.equal(selectIsPaymentBusy(s), s.matches('checking') || s.matches('retrying') || s.matches('leaving'), 'spinner');
    assert.equal(selectPaymentStatus(s), s.context.status);
    const answer = [...[event]].find((e) => e?.type.startsWith('xstate.done.actor.')) as unknown as
      { output: PaymentStatus } | undefined;
    if (answer) assert.deepEqual(selectPaymentStatus(s), answer.output, 'the last answer is shown');
    assert.equal(
      selectCanContinuePayment(s),
      s.matches('pending') && !!s.context.status?.url_pago,
      "'Continuar con el pago' while pending with a payment page",
    );
    if (event?.type.startsWith('xstate.error.actor.')) {
      const error = (event as unknown as { error: unknown }).error;
      assert.equal(selectPaymentError(s), error instanceof Error && error.message.trim() ? error.message : messages.http.other);
    }
    if (event?.type === 'payment.continueRequested' && previous?.matches('pending')) {
      assert.equal(
        s.matches('leaving'),
        !!(previous.context.status as PaymentStatus | null)?.url_pago,
        'continues only with a payment page',
      );
    }
  },
  unknown: (s) => assert.equal(s.context.pedido, null, 'nothing to ask without an order number or a session'),
  approved: (s) => assert.equal(s.context.status?.estadopago, 'APROBADO'),
  rejected: (s) => assert.equal(s.context.status?.estadopago, 'RECHAZADO'),
  pending: (s) => assert.equal(s.context.status?.estadopago, 'PENDIENTE'),
  leaving: (s, { effects }) => {
    assert.ok(s.context.status?.url_pago, 'there is a payment page to go to');
    assert.ok(
      effects.some((e) => e.type === 'openPaymentPage'),
      'the browser is sent to it',
    );
  },
  failed: (s) => assert.ok(s.context.error, "the API's message is kept"),
});
