import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { PATHS } from '../paths';
import { ORDER_SUCCESS_TYPE } from '../constants';
import { orderMessages } from '../screenTexts/order';
import type { Order, OrderResult } from '../schemas/order';
import { breaksOrderRule, orderErrorFor, ORDER_RULES_IN_SPEC_ORDER, type OrderRule } from '../rules/orderValidation';
import { SYSTEM_IDS, type NavigateParams, type NotifyParams } from '../system';
import type { CheckoutContext, CheckoutEvent, ClearAbandonedCartParams, SendOrderInput } from './types';

/**
 * Checkout (docs/product.md#reglas "Order submission" and docs/product.md#estados-y-transiciones "After sending an order").
 *
 * editing → validating (passed through: one transition per rule, in the spec's
 * order; the first failing rule wins) → invalid | sending → payingOnline | sent |
 * rejected | failed. An accepted order that names a payment page (url_pago: tipo_pago
 * PAGOONLINE) is paid there; the provider brings the customer back to
 * /resultado-enviar/{pedido}, where the payment machine takes over.
 * `invalid`, `rejected`, `failed` and `sent` accept a new `checkout.submitted`;
 * `sending` ignores it (a double click on 'Pagar' sends one order).
 *
 * Idempotency: each submission gets a new key (named action `assignIdempotencyKey`),
 * except a resubmission of the very same order after `failed` (the request may
 * have reached the server), which reuses the key so the server can deduplicate.
 */

/** The actor's Spanish message; the generic order error otherwise. */
export function failureMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return orderMessages.unexpected;
}

const sameOrder = (a: Order | null, b: Order): boolean => a !== null && JSON.stringify(a) === JSON.stringify(b);

const emptyContext = (): CheckoutContext => ({
  order: null,
  username: null,
  idempotencyKey: null,
  error: null,
  result: null,
  failure: null,
});

const checkoutSetup = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    tags: {} as 'loading',
  },
  actors: {
    /** POST /api/pedidos/enviar_pedidos_playerid_canal → { tipo, mensaje, pedido? }; rejects with a Spanish message. */
    sendOrder: fromPromise<OrderResult, SendOrderInput>(async ({ signal: _signal }) => {
      throw new Error('not provided: sendOrder');
    }),
  },
  guards: {
    breaksRule: ({ context }, params: { rule: OrderRule }) =>
      context.order !== null && breaksOrderRule(context.order, params.rule),
    isAccepted: (_, params: { result: OrderResult }) => params.result.tipo === ORDER_SUCCESS_TYPE,
    hasPaymentPage: (_, params: { result: OrderResult }) =>
      params.result.tipo === ORDER_SUCCESS_TYPE && (params.result.url_pago ?? '').trim() !== '',
    isSameOrderAsFailed: ({ context }, params: { order: Order }) => sameOrder(context.order, params.order),
  },
  actions: {
    // Effects, implemented by src with .provide().
    navigate: (_, _params: NavigateParams) => {},
    notify: (_, _params: NotifyParams) => {},
    /** src: leaves the storefront for the payment provider's page (a full page load). */
    openPaymentPage: (_, _params: { url: string }) => {},
    /** src: POST /api/carritoAbandonado/limpiar { username, tipo: 'G' } (nothing when username is null). */
    clearAbandonedCart: (_, _params: ClearAbandonedCartParams) => {},

    // Context.
    assignSubmission: assign((_, params: { order: Order; username: string | null }) => ({
      order: params.order,
      username: params.username,
      error: null,
      result: null,
      failure: null,
    })),
    /** A fresh key per submission. Tests (and src, if it wants) provide a deterministic one. */
    assignIdempotencyKey: assign({ idempotencyKey: () => globalThis.crypto.randomUUID() }),
    assignError: assign((_, params: { rule: OrderRule }) => ({ error: orderErrorFor(params.rule) })),
    assignResult: assign((_, params: { result: OrderResult }) => ({ result: params.result })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: failureMessage(params.error) })),
    reset: assign(() => emptyContext()),
    /** The cart (when present) empties lines, coupons and offer count and removes its cookies. */
    clearCart: enqueueActions(({ system, enqueue }) => {
      const cart = system.get(SYSTEM_IDS.cart);
      const event = { type: 'cart.cleared' } as const;
      if (cart) enqueue.sendTo(cart, event);
    }),
  },
});

const submission = ({ event }: { event: Extract<CheckoutEvent, { type: 'checkout.submitted' }> }) => ({
  order: event.order,
  username: event.username ?? null,
});

/** A new order: new key. */
const submit = {
  target: 'validating',
  actions: [{ type: 'assignSubmission', params: submission }, 'assignIdempotencyKey'],
} as const;

export const checkoutMachine = checkoutSetup.createMachine({
  id: 'checkout',
  initial: 'editing',
  context: emptyContext,
  on: {
    'checkout.reset': { target: '.editing', actions: 'reset' },
  },
  states: {
    editing: {
      description: 'Armando el pedido',
      on: { 'checkout.submitted': submit },
    },
    /** Passed through: docs/product.md#reglas rules in the spec's order; the first failure stops. */
    validating: {
      description: 'Revisa las reglas del pedido en orden',
      always: [
        ...ORDER_RULES_IN_SPEC_ORDER.map((rule) => ({
          guard: { type: 'breaksRule' as const, params: { rule } },
          target: 'invalid' as const,
          actions: { type: 'assignError' as const, params: { rule } },
        })),
        { target: 'sending' },
      ],
    },
    invalid: {
      description: 'Falla una regla: se muestra el error',
      on: { 'checkout.submitted': submit },
    },
    sending: {
      description: 'Enviando (un solo envío)',
      tags: ['loading'],
      // No 'checkout.submitted' here: a second click on 'Pagar' is ignored.
      invoke: {
        src: 'sendOrder',
        input: ({ context }) => ({ order: context.order!, idempotencyKey: context.idempotencyKey! }),
        onDone: [
          {
            guard: { type: 'hasPaymentPage', params: ({ event }) => ({ result: event.output }) },
            target: 'payingOnline',
            actions: { type: 'assignResult', params: ({ event }) => ({ result: event.output }) },
          },
          {
            guard: { type: 'isAccepted', params: ({ event }) => ({ result: event.output }) },
            target: 'sent',
            actions: { type: 'assignResult', params: ({ event }) => ({ result: event.output }) },
          },
          {
            target: 'rejected',
            actions: { type: 'assignResult', params: ({ event }) => ({ result: event.output }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /**
     * Placed and to be paid online: docs/product.md#estados-y-transiciones "After sending an order" (cart and abandoned
     * cart cleared: the order is stored), then off to the payment page.
     */
    payingOnline: {
      description: 'A la pasarela de pagos',
      tags: ['loading'],
      entry: [
        'clearCart',
        { type: 'clearAbandonedCart', params: ({ context }) => ({ username: context.username }) },
        { type: 'openPaymentPage', params: ({ context }) => ({ url: context.result?.url_pago ?? '' }) },
      ],
    },
    /** docs/product.md#estados-y-transiciones "After sending an order": cart, coupons, offer count and cart cookies cleared; abandoned cart cleared. */
    sent: {
      description: 'Pedido enviado: se muestra su número',
      entry: [
        'clearCart',
        { type: 'clearAbandonedCart', params: ({ context }) => ({ username: context.username }) },
        {
          type: 'navigate',
          params: ({ context }) => ({
            to:
              context.result?.pedido !== undefined
                ? `${PATHS.resultadoEnviarPedido}/${context.result.pedido}`
                : PATHS.resultadoEnviarPedido,
          }),
        },
      ],
      on: { 'checkout.submitted': submit },
    },
    /** The API answered with tipo other than 'S': its mensaje is shown. */
    rejected: {
      description: 'La API rechazó el pedido',
      on: { 'checkout.submitted': submit },
    },
    failed: {
      description: 'Sin respuesta: se puede reintentar',
      on: {
        'checkout.submitted': [
          // Same order again: same key, so the server can tell it is a retry.
          {
            guard: { type: 'isSameOrderAsFailed', params: ({ event }) => ({ order: event.order }) },
            target: 'validating',
            actions: { type: 'assignSubmission', params: submission },
          },
          submit,
        ],
      },
    },
  },
});
