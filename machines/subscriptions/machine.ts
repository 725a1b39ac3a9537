import { assign, fromPromise, setup } from 'xstate';
import { errorMessageOf } from '../rules/errorMessage';
import {
  checkSubscriptionChange,
  isSubscriptionSuccess,
  scheduleChangesOf,
  scheduleChangeSuccessText,
  subscriptionFailureText,
  subscriptionSuccessText,
} from '../rules/subscriptions';
import { subscriptionTexts } from '../screenTexts/subscriptions';
import type { ScheduleChange, Subscription, SubscriptionAction, SubscriptionAnswer } from '../schemas';
import type { NotifyParams } from '../system';
import type { SubscriptionOutcome, SubscriptionsContext, SubscriptionsEvent } from './types';

/**
 * /mis-suscripciones: each subscribed order and how often it repeats (docs/product.md#reglas). Changing the
 * frequency checks it first (1 to 90 days; nothing is sent out of range) and the outcome is shown
 * on that order's card; cancelling asks first in a dialog, and a success is a notice. After a
 * success the list is read again and stays on screen meanwhile.
 * Pause, resume and skip the next order (the reference API's pausar / reanudar / omitir):
 * offered as rules/subscriptions.scheduleChangesOf says, asked first in a dialog; a failure stays
 * in the dialog with 'Reintentar'; a success is a notice and the list (with the new next date) is
 * read again.
 */

type Change = { document: string; pedido: number; frequency: number; action: SubscriptionAction };

export const subscriptionsMachine = setup({
  types: {
    context: {} as SubscriptionsContext,
    events: {} as SubscriptionsEvent,
    input: {} as { document: string },
  },
  actors: {
    /** src: GET suscripciones/{document}. */
    loadSubscriptions: fromPromise<Subscription[], { document: string }>(async () => {
      throw new Error('not provided: loadSubscriptions');
    }),
    /** src: POST suscripciones/{document}/{pedido}/{frequency}/{action}. */
    changeSubscription: fromPromise<SubscriptionAnswer, Change>(async () => {
      throw new Error('not provided: changeSubscription');
    }),
    /** src: POST suscripciones/{document}/{pedido}/{pausar|reanudar|omitir}. */
    changeSchedule: fromPromise<SubscriptionAnswer, { document: string; pedido: number; change: ScheduleChange }>(async () => {
      throw new Error('not provided: changeSchedule');
    }),
  },
  guards: {
    isFrequencyInRange: ({ context }, params: { pedido: number; frequency: string }) =>
      checkSubscriptionChange({ document: context.document, pedido: params.pedido, frequency: params.frequency, action: 'M' }).ok,
    isSubscriptionSuccess: (_, params: { answer: SubscriptionAnswer }) => isSubscriptionSuccess(params.answer),
    /** The change is one the subscription offers now (paused: resume; active: pause, and skip unless one is pending). */
    isScheduleChangeOffered: ({ context }, params: { pedido: number; change: ScheduleChange }) => {
      const sub = context.subscriptions?.find((x) => x.pedido === params.pedido);
      return sub !== undefined && scheduleChangesOf(sub).includes(params.change);
    },
  },
  actions: {
    /** src: a toast. */
    notify: (_, _params: NotifyParams) => {},
    assignSubscriptions: assign((_, params: { subscriptions: Subscription[] }) => ({
      subscriptions: params.subscriptions,
      error: null,
    })),
    assignError: assign((_, params: { error: unknown }) => ({ error: errorMessageOf(params.error) })),
    assignChange: assign(({ context }, params: { pedido: number; frequency: string }) => {
      const check = checkSubscriptionChange({
        document: context.document,
        pedido: params.pedido,
        frequency: params.frequency,
        action: 'M',
      });
      return { pedido: params.pedido, frequency: check.ok ? check.frequency : 0 };
    }),
    refuseFrequency: assign(({ context }, params: { pedido: number; frequency: string }) => {
      const check = checkSubscriptionChange({
        document: context.document,
        pedido: params.pedido,
        frequency: params.frequency,
        action: 'M',
      });
      return { results: { ...context.results, [params.pedido]: { ok: false, message: check.ok ? '' : check.error } } };
    }),
    assignCancel: assign((_, params: { pedido: number }) => ({ pedido: params.pedido, frequency: 0 })),
    /** The outcome on the card of the order being changed. */
    remember: assign(({ context }, params: SubscriptionOutcome) =>
      context.pedido === null ? {} : { results: { ...context.results, [context.pedido]: params } },
    ),
    forgetOrder: assign({ pedido: null, change: null, changeError: null }),
    assignScheduleChange: assign((_, params: { pedido: number; change: ScheduleChange }) => ({
      pedido: params.pedido,
      change: params.change,
      changeError: null,
    })),
    /** An answer that is not a success: the spec's update failure. */
    assignChangeRefused: assign({ changeError: subscriptionTexts.updateFailed }),
    assignChangeError: assign((_, params: { error: unknown }) => ({
      changeError: errorMessageOf(params.error, subscriptionTexts.updateFailed),
    })),
  },
}).createMachine({
  id: 'subscriptions',
  context: ({ input }) => ({
    document: input.document,
    subscriptions: null,
    error: null,
    results: {},
    pedido: null,
    frequency: 0,
    change: null,
    changeError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Pide las suscripciones del cliente',
      invoke: {
        src: 'loadSubscriptions',
        input: ({ context }) => ({ document: context.document }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignSubscriptions', params: ({ event }) => ({ subscriptions: event.output }) },
        },
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      description: "No se pudieron cargar: el mensaje y 'Reintentar'",
      on: { 'subscriptions.retryRequested': 'loading' },
    },
    ready: {
      description: 'Muestra cada pedido suscrito con su frecuencia y su próxima entrega',
      initial: 'idle',
      states: {
        idle: {
          description: 'Esperando al cliente',
          on: {
            'subscriptions.frequencySaved': [
              {
                guard: { type: 'isFrequencyInRange', params: ({ event }) => event },
                target: 'saving',
                actions: { type: 'assignChange', params: ({ event }) => event },
              },
              { actions: { type: 'refuseFrequency', params: ({ event }) => event } },
            ],
            'subscriptions.cancelRequested': {
              target: 'confirmingCancel',
              actions: { type: 'assignCancel', params: ({ event }) => event },
            },
            'subscriptions.changeAsked': {
              guard: { type: 'isScheduleChangeOffered', params: ({ event }) => event },
              target: 'confirmingSchedule',
              actions: { type: 'assignScheduleChange', params: ({ event }) => event },
            },
          },
        },
        confirmingSchedule: {
          description: '¿Pausar, reanudar u omitir el próximo pedido? Sí / Volver',
          on: {
            'subscriptions.changeConfirmed': 'changingSchedule',
            'subscriptions.changeDismissed': { target: 'idle', actions: 'forgetOrder' },
          },
        },
        changingSchedule: {
          description: 'Envía la pausa, la reanudación o la omisión',
          invoke: {
            src: 'changeSchedule',
            input: ({ context }) => ({ document: context.document, pedido: context.pedido!, change: context.change! }),
            onDone: [
              {
                guard: { type: 'isSubscriptionSuccess', params: ({ event }) => ({ answer: event.output }) },
                target: 'reloading',
                actions: {
                  type: 'notify',
                  params: ({ context, event }) => ({
                    level: 'success',
                    message: scheduleChangeSuccessText(context.change!, event.output),
                  }),
                },
              },
              {
                target: 'scheduleFailed',
                actions: 'assignChangeRefused',
              },
            ],
            onError: {
              target: 'scheduleFailed',
              actions: { type: 'assignChangeError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        scheduleFailed: {
          description: "No se pudo: el mensaje en el diálogo, 'Reintentar' o cerrar",
          on: {
            'subscriptions.retryRequested': 'changingSchedule',
            'subscriptions.changeDismissed': { target: 'idle', actions: 'forgetOrder' },
          },
        },
        saving: {
          description: 'Envía la nueva frecuencia',
          invoke: {
            src: 'changeSubscription',
            input: ({ context }) => ({
              document: context.document,
              pedido: context.pedido!,
              frequency: context.frequency,
              action: 'M' as const,
            }),
            onDone: [
              {
                guard: { type: 'isSubscriptionSuccess', params: ({ event }) => ({ answer: event.output }) },
                target: 'reloading',
                actions: { type: 'remember', params: { ok: true, message: subscriptionSuccessText('M') } },
              },
              {
                target: 'idle',
                actions: [{ type: 'remember', params: { ok: false, message: subscriptionFailureText('M') } }, 'forgetOrder'],
              },
            ],
            onError: {
              target: 'idle',
              actions: [{ type: 'remember', params: { ok: false, message: subscriptionFailureText('M') } }, 'forgetOrder'],
            },
          },
        },
        confirmingCancel: {
          description: '¿Cancelar la suscripción? Sí, cancelar / Mantener',
          on: {
            'subscriptions.cancelConfirmed': 'cancelling',
            'subscriptions.cancelDismissed': { target: 'idle', actions: 'forgetOrder' },
          },
        },
        cancelling: {
          description: 'Pide eliminar la suscripción',
          invoke: {
            src: 'changeSubscription',
            input: ({ context }) => ({ document: context.document, pedido: context.pedido!, frequency: 0, action: 'E' as const }),
            onDone: [
              {
                guard: { type: 'isSubscriptionSuccess', params: ({ event }) => ({ answer: event.output }) },
                target: 'reloading',
                actions: { type: 'notify', params: { level: 'success', message: subscriptionSuccessText('E') } },
              },
              {
                target: 'idle',
                actions: [{ type: 'remember', params: { ok: false, message: subscriptionFailureText('E') } }, 'forgetOrder'],
              },
            ],
            onError: {
              target: 'idle',
              actions: [{ type: 'remember', params: { ok: false, message: subscriptionFailureText('E') } }, 'forgetOrder'],
            },
          },
        },
        reloading: {
          description: 'Vuelve a leer las suscripciones; la lista sigue en pantalla',
          exit: 'forgetOrder',
          invoke: {
            src: 'loadSubscriptions',
            input: ({ context }) => ({ document: context.document }),
            onDone: {
              target: 'idle',
              actions: { type: 'assignSubscriptions', params: ({ event }) => ({ subscriptions: event.output }) },
            },
            onError: 'idle',
          },
        },
      },
    },
  },
});
