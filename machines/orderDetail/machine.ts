import { assign, fromPromise, setup } from 'xstate';
import { orderMessages } from '../screenTexts/order';
import { errorMessageOf } from '../rules/errorMessage';
import {
  checkSubscriptionChange,
  isSubscriptionSuccess,
  subscriptionFailureText,
  subscriptionSuccessText,
} from '../rules/subscriptions';
import type { OrderDetail, SubscriptionAnswer } from '../schemas';
import type { NotifyParams } from '../system';
import type { OrderDetailContext, OrderDetailEvent, OrderDetailInput, SubscriptionChange } from './types';

/**
 * /detalle-pedido?pedido=N: the stored order, and what the customer can do with it (docs/product.md#reglas):
 * cancel it while it can be cancelled (asked first: 'Sí, cancelar pedido' / 'No, conservarlo'), and
 * subscribe to it, change how often it repeats (1 to 90 days, checked before sending) or stop
 * the subscription. Each outcome is a notice; after a success the order is loaded again and
 * stays on screen meanwhile.
 */

type Answer = { mensaje: string };

export const orderDetailMachine = setup({
  types: {
    context: {} as OrderDetailContext,
    events: {} as OrderDetailEvent,
    input: {} as OrderDetailInput,
  },
  actors: {
    /** src: GET detalle_pedido/{pedido}. */
    loadOrder: fromPromise<OrderDetail, { pedido: number }>(async () => {
      throw new Error('not provided: loadOrder');
    }),
    /** src: POST cancelar_pedido/{pedido}. */
    cancelOrder: fromPromise<Answer, { pedido: number }>(async () => {
      throw new Error('not provided: cancelOrder');
    }),
    /** src: POST suscripciones/{document}/{pedido}/{frequency}/{action}. */
    changeSubscription: fromPromise<SubscriptionAnswer, { document: string; pedido: number } & SubscriptionChange>(async () => {
      throw new Error('not provided: changeSubscription');
    }),
  },
  guards: {
    isFrequencyInRange: ({ context }, params: SubscriptionChange) =>
      checkSubscriptionChange({ document: context.document, pedido: context.pedido, ...params }).ok,
    isSubscriptionSuccess: (_, params: { answer: SubscriptionAnswer }) => isSubscriptionSuccess(params.answer),
  },
  actions: {
    /** src: a toast. */
    notify: (_, _params: NotifyParams) => {},
    assignOrder: assign((_, params: { order: OrderDetail }) => ({ order: params.order, error: null })),
    assignError: assign((_, params: { error: unknown }) => ({ error: errorMessageOf(params.error) })),
    assignChange: assign(({ context }, params: SubscriptionChange) => {
      const check = checkSubscriptionChange({ document: context.document, pedido: context.pedido, ...params });
      return { change: check.ok ? { action: params.action, frequency: check.frequency } : null, frequencyError: null };
    }),
    refuseFrequency: assign(({ context }, params: SubscriptionChange) => {
      const check = checkSubscriptionChange({ document: context.document, pedido: context.pedido, ...params });
      return { change: null, frequencyError: check.ok ? null : check.error };
    }),
    clearFrequencyError: assign({ frequencyError: null }),
  },
}).createMachine({
  id: 'orderDetail',
  context: ({ input }) => ({
    pedido: input.pedido,
    document: input.document,
    order: null,
    error: null,
    change: null,
    frequencyError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Pide el pedido a la API',
      invoke: {
        src: 'loadOrder',
        input: ({ context }) => ({ pedido: context.pedido }),
        onDone: { target: 'ready', actions: { type: 'assignOrder', params: ({ event }) => ({ order: event.output }) } },
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      description: "No se encontró o no se pudo cargar el pedido: el mensaje, 'Reintentar' y volver a mis pedidos",
      on: { 'orderDetail.retryRequested': 'loading' },
    },
    ready: {
      description: 'Muestra el pedido, su historial y lo que se puede hacer con él',
      initial: 'idle',
      on: { 'orderDetail.frequencyEdited': { actions: 'clearFrequencyError' } },
      states: {
        idle: {
          description: 'Esperando al cliente',
          on: {
            'orderDetail.cancelRequested': 'confirmingCancel',
            'orderDetail.subscriptionSet': [
              {
                guard: { type: 'isFrequencyInRange', params: ({ event }) => event },
                target: 'subscribing',
                actions: { type: 'assignChange', params: ({ event }) => event },
              },
              { actions: { type: 'refuseFrequency', params: ({ event }) => event } },
            ],
          },
        },
        confirmingCancel: {
          description: '¿Cancelar el pedido? Sí, cancelar pedido / No, conservarlo',
          on: { 'orderDetail.cancelConfirmed': 'cancelling', 'orderDetail.cancelDismissed': 'idle' },
        },
        cancelling: {
          description: 'Pide cancelar el pedido',
          invoke: {
            src: 'cancelOrder',
            input: ({ context }) => ({ pedido: context.pedido }),
            onDone: {
              target: 'reloading',
              actions: {
                type: 'notify',
                params: ({ event }) => ({ level: 'success', message: event.output.mensaje || orderMessages.cancelled }),
              },
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'notify',
                params: ({ event }) => ({ level: 'error', message: errorMessageOf(event.error, orderMessages.cannotCancel) }),
              },
            },
          },
        },
        subscribing: {
          description: 'Envía la suscripción (crear, cambiar la frecuencia o eliminar)',
          invoke: {
            src: 'changeSubscription',
            input: ({ context }) => ({ document: context.document, pedido: context.pedido, ...context.change! }),
            onDone: [
              {
                guard: { type: 'isSubscriptionSuccess', params: ({ event }) => ({ answer: event.output }) },
                target: 'reloading',
                actions: {
                  type: 'notify',
                  params: ({ context }) => ({ level: 'success', message: subscriptionSuccessText(context.change!.action) }),
                },
              },
              {
                target: 'idle',
                actions: {
                  type: 'notify',
                  params: ({ context }) => ({ level: 'error', message: subscriptionFailureText(context.change!.action) }),
                },
              },
            ],
            onError: {
              target: 'idle',
              actions: {
                type: 'notify',
                params: ({ context }) => ({ level: 'error', message: subscriptionFailureText(context.change!.action) }),
              },
            },
          },
        },
        reloading: {
          description: 'Vuelve a pedir el pedido; el de antes sigue en pantalla',
          invoke: {
            src: 'loadOrder',
            input: ({ context }) => ({ pedido: context.pedido }),
            onDone: { target: 'idle', actions: { type: 'assignOrder', params: ({ event }) => ({ order: event.output }) } },
            // The order shown is still the last one read; the next action tries again.
            onError: 'idle',
          },
        },
      },
    },
  },
});
