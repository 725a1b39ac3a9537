import { errorMessageOf } from '../rules/errorMessage';
import { assign, enqueueActions, fromPromise, not, setup, stopChild } from 'xstate';
import { PAYMENT_STATUS_MAX_POLLS, PAYMENT_STATUS_POLL_MS } from '../constants';
import type { PaymentStatus } from '../schemas/payment';
import { subscribeToOrdersStub } from '../tracking/stream';
import type { PaymentContext, PaymentEvent, PaymentInput } from './types';

/**
 * Payment result (/resultado-enviar/{pedido}): the payment provider sent the customer
 * back; the API says whether it approved, rejected or has not yet confirmed the payment.
 *
 * checking → approved | rejected | pending | failed. While pending it asks again every
 * PAYMENT_STATUS_POLL_MS, at most PAYMENT_STATUS_MAX_POLLS times, then waits for the
 * customer ('Consultar de nuevo'). A rejected (or stalled) payment can be tried again:
 * the API opens a new attempt and the customer goes back to the provider's page.
 *
 * While pending, the customer's order stream (machines/tracking/stream.ts) is open as well:
 * the provider's confirmation of this order, heard on it, is checked at once instead of at the
 * next poll. The stream is spawned once, when the payment is first found pending, and stopped
 * when the page leaves the pending states; the polls stay as the fallback.
 */

/** The spawned order stream's id. */
const ORDER_STREAM_ID = 'orderStream';

export const paymentMachine = setup({
  types: {
    input: {} as PaymentInput,
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    tags: {} as 'loading',
  },
  actors: {
    /** GET /api/pagos/estado/{pedido} (owner). Rejects with the API's Spanish message. */
    loadPaymentStatus: fromPromise<PaymentStatus, { pedido: number }>(async () => {
      throw new Error('not provided: loadPaymentStatus');
    }),
    /** POST /api/pagos/reintentar/{pedido}: a new attempt with its url_pago. */
    retryPayment: fromPromise<PaymentStatus, { pedido: number }>(async () => {
      throw new Error('not provided: retryPayment');
    }),
    /** The customer's order stream (src/features/orders/orderStream.ts), while the payment is pending. */
    subscribeToOrders: subscribeToOrdersStub,
  },
  delays: {
    PAYMENT_STATUS_POLL: PAYMENT_STATUS_POLL_MS,
  },
  guards: {
    canAsk: ({ context }) => context.pedido !== null,
    isApproved: (_, params: { status: PaymentStatus }) => params.status.estadopago === 'APROBADO',
    isRejected: (_, params: { status: PaymentStatus }) => params.status.estadopago === 'RECHAZADO',
    hasPollsLeft: ({ context }) => context.polls < PAYMENT_STATUS_MAX_POLLS,
    hasPaymentPage: ({ context }) => (context.status?.url_pago ?? '') !== '',
    isThisOrder: ({ context }, params: { pedido: number }) => params.pedido === context.pedido,
  },
  actions: {
    /** src: leaves the storefront for the payment provider's page (a full page load). */
    openPaymentPage: (_, _params: { url: string }) => {},
    assignStatus: assign((_, params: { status: PaymentStatus }) => ({ status: params.status, error: null })),
    assignError: assign((_, params: { error: unknown }) => ({ error: errorMessageOf(params.error) })),
    countPoll: assign(({ context }) => ({ polls: context.polls + 1 })),
    resetPolls: assign({ polls: 0 }),
    /** Opens the order stream unless it is open already (pending is entered again after each poll). */
    listenToOrders: enqueueActions(({ enqueue, self }) => {
      if (!self.getSnapshot()?.children?.[ORDER_STREAM_ID]) enqueue.spawnChild('subscribeToOrders', { id: ORDER_STREAM_ID });
    }),
    stopListening: stopChild(ORDER_STREAM_ID),
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({ pedido: input.signedIn ? input.pedido : null, status: null, polls: 0, error: null }),
  initial: 'starting',
  states: {
    /** Passed through: without an order number (or a session) there is nothing to ask. */
    starting: {
      always: [{ guard: 'canAsk', target: 'checking' }, { target: 'unknown' }],
    },
    unknown: {},
    checking: {
      tags: ['loading'],
      invoke: {
        src: 'loadPaymentStatus',
        input: ({ context }) => ({ pedido: context.pedido! }),
        onDone: [
          {
            guard: { type: 'isApproved', params: ({ event }) => ({ status: event.output }) },
            target: 'approved',
            actions: { type: 'assignStatus', params: ({ event }) => ({ status: event.output }) },
          },
          {
            guard: { type: 'isRejected', params: ({ event }) => ({ status: event.output }) },
            target: 'rejected',
            actions: { type: 'assignStatus', params: ({ event }) => ({ status: event.output }) },
          },
          { target: 'pending', actions: { type: 'assignStatus', params: ({ event }) => ({ status: event.output }) } },
        ],
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    approved: { type: 'final', entry: 'stopListening' },
    pending: {
      initial: 'waiting',
      entry: 'listenToOrders',
      on: {
        'payment.checkRequested': { target: 'checking', actions: 'resetPolls' },
        'payment.continueRequested': { guard: 'hasPaymentPage', target: 'leaving' },
        // The provider confirmed (or refused) this order's payment: ask now, not at the next poll.
        'orderStream.paymentChanged': {
          guard: { type: 'isThisOrder', params: ({ event }) => ({ pedido: event.change.pedido }) },
          target: 'checking',
        },
      },
      states: {
        /** Asks again by itself a few times... */
        waiting: {
          always: { guard: not('hasPollsLeft'), target: 'stalled' },
          after: { PAYMENT_STATUS_POLL: { target: '#payment.checking', actions: 'countPoll' } },
        },
        /** ...then leaves it to the customer. */
        stalled: {
          on: { 'payment.retryRequested': { target: '#payment.retrying' } },
        },
      },
    },
    rejected: {
      entry: 'stopListening',
      on: { 'payment.retryRequested': { target: 'retrying' } },
    },
    retrying: {
      tags: ['loading'],
      invoke: {
        src: 'retryPayment',
        input: ({ context }) => ({ pedido: context.pedido! }),
        onDone: [
          {
            guard: { type: 'isApproved', params: ({ event }) => ({ status: event.output }) },
            target: 'approved',
            actions: { type: 'assignStatus', params: ({ event }) => ({ status: event.output }) },
          },
          { target: 'leaving', actions: { type: 'assignStatus', params: ({ event }) => ({ status: event.output }) } },
        ],
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** Off to the provider's page; the page load ends this actor. */
    leaving: {
      tags: ['loading'],
      entry: ['stopListening', { type: 'openPaymentPage', params: ({ context }) => ({ url: context.status?.url_pago ?? '' }) }],
    },
    failed: {
      entry: 'stopListening',
      on: { 'payment.checkRequested': { target: 'checking', actions: 'resetPolls' } },
    },
  },
});
