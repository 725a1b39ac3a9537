import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { PAYMENT_STATUS_MAX_POLLS, PAYMENT_STATUS_POLL_MS } from '../../machines/constants';
import {
  paymentMachine,
  selectCanContinuePayment,
  selectIsPaymentBusy,
  selectPaymentError,
  selectPaymentOutcome,
  type PaymentInput,
} from '../../machines/payment';
import type { PaymentState, PaymentStatus } from '../../machines/schemas';

const status = (estadopago: PaymentState, url_pago: string | null = '/sandbox/pagos/ref-1'): PaymentStatus => ({
  pedido: 100001,
  estadopago,
  metodo: estadopago === 'PENDIENTE' ? '' : 'PSE',
  total_a_pagar: 45_900,
  nrocupon: '',
  cuponesvalor: 0,
  url_pago: estadopago === 'APROBADO' ? null : url_pago,
  fecha_actualizacion: '2026-03-02T15:00:00.000Z',
});

/** The payment machine on a simulated clock; the API answers from `answers` in turn (the last one repeats). */
function startPayment(
  answers: (PaymentStatus | Error)[],
  input: PaymentInput = { pedido: 100001, signedIn: true },
  retryAnswer?: PaymentStatus | Error,
) {
  const clock = new SimulatedClock();
  const asked: number[] = [];
  const retried: number[] = [];
  const opened: string[] = [];
  /** Order streams opened (the page listens to the customer's stream while the payment is pending). */
  const streams: number[] = [];
  const answer = (a: PaymentStatus | Error | undefined) => (a instanceof Error ? Promise.reject(a) : Promise.resolve(a!));
  const machine = paymentMachine.provide({
    actors: {
      loadPaymentStatus: fromPromise(async ({ input }: { input: { pedido: number } }) => {
        asked.push(input.pedido);
        return answer(answers[Math.min(asked.length - 1, answers.length - 1)]);
      }),
      retryPayment: fromPromise(async ({ input }: { input: { pedido: number } }) => {
        retried.push(input.pedido);
        return answer(retryAnswer ?? status('PENDIENTE', '/sandbox/pagos/ref-2'));
      }),
      subscribeToOrders: fromCallback(() => void streams.push(1)),
    },
    actions: { openPaymentPage: (_, params: { url: string }) => void opened.push(params.url) },
  });
  const actor = createActor(machine, { input, clock }).start();
  const settled = () => waitFor(actor, (s) => !s.hasTag('loading') || s.matches('leaving'));
  return { actor, clock, asked, retried, opened, streams, settled };
}

describe('payment result (/resultado-enviar/{pedido})', () => {
  it('an approved payment is shown as approved after one check', async () => {
    const p = startPayment([status('APROBADO')]);
    expect(selectPaymentOutcome(p.actor.getSnapshot())).toBe('checking');
    expect(selectIsPaymentBusy(p.actor.getSnapshot())).toBe(true);
    await p.settled();
    expect(selectPaymentOutcome(p.actor.getSnapshot())).toBe('approved');
    expect(p.asked).toEqual([100001]);
  });

  it('a pending payment is asked again every 5 s until the provider confirms it', async () => {
    const p = startPayment([status('PENDIENTE'), status('PENDIENTE'), status('APROBADO')]);
    await p.settled();
    expect(selectPaymentOutcome(p.actor.getSnapshot())).toBe('pending');
    p.clock.increment(PAYMENT_STATUS_POLL_MS - 1);
    expect(p.asked).toHaveLength(1);
    p.clock.increment(1);
    await p.settled();
    expect(p.asked).toHaveLength(2);
    p.clock.increment(PAYMENT_STATUS_POLL_MS);
    await p.settled();
    expect(selectPaymentOutcome(p.actor.getSnapshot())).toBe('approved');
    expect(p.asked).toHaveLength(3);
    // While pending it also listened to the order stream: opened once for the whole wait, not per check.
    expect(p.streams).toHaveLength(1);
  });

  it("the order stream's news of this order's payment asks at once; another order's news asks nothing", async () => {
    const p = startPayment([status('PENDIENTE'), status('APROBADO')]);
    await p.settled();
    p.actor.send({ type: 'orderStream.paymentChanged', change: { pedido: 100002, estadopago: 'APROBADO' }, at: 0 });
    expect(p.asked).toHaveLength(1);
    expect(selectPaymentOutcome(p.actor.getSnapshot())).toBe('pending');
    p.actor.send({ type: 'orderStream.paymentChanged', change: { pedido: 100001, estadopago: 'APROBADO' }, at: 0 });
    await p.settled();
    expect(p.asked).toHaveLength(2);
    expect(selectPaymentOutcome(p.actor.getSnapshot())).toBe('approved');
  });

  it(`stops asking by itself after ${PAYMENT_STATUS_MAX_POLLS} checks and lets the customer check again or continue paying`, async () => {
    const p = startPayment([status('PENDIENTE')]);
    await p.settled();
    for (let i = 0; i < PAYMENT_STATUS_MAX_POLLS; i++) {
      p.clock.increment(PAYMENT_STATUS_POLL_MS);
      await p.settled();
    }
    expect(p.asked).toHaveLength(PAYMENT_STATUS_MAX_POLLS + 1);
    expect(selectPaymentOutcome(p.actor.getSnapshot())).toBe('stalled');
    p.clock.increment(10 * PAYMENT_STATUS_POLL_MS);
    expect(p.asked).toHaveLength(PAYMENT_STATUS_MAX_POLLS + 1);
    expect(selectCanContinuePayment(p.actor.getSnapshot())).toBe(true);

    p.actor.send({ type: 'payment.checkRequested' });
    await p.settled();
    expect(p.asked).toHaveLength(PAYMENT_STATUS_MAX_POLLS + 2);
    // A check asked for by the customer starts the automatic checks again.
    expect(selectPaymentOutcome(p.actor.getSnapshot())).toBe('pending');
  });

  it("'Continuar con el pago' goes back to the provider's page of the pending attempt", async () => {
    const p = startPayment([status('PENDIENTE')]);
    await p.settled();
    p.actor.send({ type: 'payment.continueRequested' });
    expect(p.opened).toEqual(['/sandbox/pagos/ref-1']);
    expect(selectPaymentOutcome(p.actor.getSnapshot())).toBe('leaving');
  });

  it('a rejected payment can be tried again: a new attempt, and off to its payment page', async () => {
    const p = startPayment([status('RECHAZADO')]);
    await p.settled();
    expect(selectPaymentOutcome(p.actor.getSnapshot())).toBe('rejected');
    p.actor.send({ type: 'payment.retryRequested' });
    await p.settled();
    expect(p.retried).toEqual([100001]);
    expect(p.opened).toEqual(['/sandbox/pagos/ref-2']);
  });

  it('an order that turns out to be paid already is shown approved instead of opening a new payment', async () => {
    const p = startPayment([status('RECHAZADO')], undefined, status('APROBADO'));
    await p.settled();
    p.actor.send({ type: 'payment.retryRequested' });
    await p.settled();
    expect(selectPaymentOutcome(p.actor.getSnapshot())).toBe('approved');
    expect(p.opened).toEqual([]);
  });

  it("a failed check shows the API's Spanish message and can be asked again", async () => {
    const p = startPayment([new Error('Lo sentimos, no se le permite esta acción'), status('APROBADO')]);
    await p.settled();
    expect(selectPaymentOutcome(p.actor.getSnapshot())).toBe('failed');
    expect(selectPaymentError(p.actor.getSnapshot())).toBe('Lo sentimos, no se le permite esta acción');
    p.actor.send({ type: 'payment.checkRequested' });
    await p.settled();
    expect(selectPaymentOutcome(p.actor.getSnapshot())).toBe('approved');
  });

  it('without an order number, or without a session, nothing is asked', () => {
    for (const input of [
      { pedido: null, signedIn: true },
      { pedido: 100001, signedIn: false },
    ]) {
      const p = startPayment([status('APROBADO')], input);
      expect(selectPaymentOutcome(p.actor.getSnapshot())).toBe('unknown');
      expect(p.asked).toEqual([]);
    }
  });
});
