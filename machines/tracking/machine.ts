import { assign, fromPromise, setup } from 'xstate';
import { ORDER_STREAM_MAX_RECONNECTS, ORDER_STREAM_RETRY_MS, TRACKING_REFRESH_MS } from '../constants';
import { messages } from '../messages';
import { applyPaymentChange, applyStatusChange, isListedOrder, reconnectDelayMs } from '../rules/orderTracking';
import type { OrderPaymentChange, OrderStatusChange } from '../schemas';
import { subscribeToOrdersStub } from './stream';
import type { TrackedOrdersAnswer, TrackingContext, TrackingEvent } from './types';

/**
 * /seguir-pedidos: the signed-in customer's recent orders, kept current as the kitchen moves them.
 *
 * loading → live | failed. Live, the order stream is open (`stream`): each status or payment
 * change heard is applied to the list at once; a change of an order not on the list (placed
 * meanwhile) reloads it. When the stream fails it is opened again after a growing delay
 * (`reconnecting`, named delay STREAM_RECONNECT: 1 s, 2 s, 4 s… up to 30 s); after
 * ORDER_STREAM_MAX_RECONNECTS failures in a row it falls back to `polling`: the list is reloaded
 * every TRACKING_REFRESH_MS and the stream tried again every ORDER_STREAM_RETRY_MS. A stream that
 * opens after a failure first reloads the list (`syncing`): changes made while it was cut were
 * not heard.
 */
export const trackingMachine = setup({
  types: {
    context: {} as TrackingContext,
    events: {} as TrackingEvent,
    tags: {} as 'loading',
  },
  actors: {
    /** GET /api/pedidos/seguir_pedidos (+ the payment state of the orders still 'recibido'). */
    loadTrackedOrders: fromPromise<TrackedOrdersAnswer, void>(async () => {
      throw new Error('not provided: loadTrackedOrders');
    }),
    /** POST /api/pedidos/eventos/ticket, then an EventSource on GET /api/pedidos/eventos (machines/tracking/stream.ts). */
    subscribeToOrders: subscribeToOrdersStub,
  },
  delays: {
    STREAM_RECONNECT: ({ context }) => reconnectDelayMs(context.failures),
    TRACKING_REFRESH: TRACKING_REFRESH_MS,
    ORDER_STREAM_RETRY: ORDER_STREAM_RETRY_MS,
  },
  guards: {
    isListedOrder: ({ context }, params: { pedido: number }) => isListedOrder(context.orders ?? [], params.pedido),
    hasReconnectsLeft: ({ context }) => context.failures < ORDER_STREAM_MAX_RECONNECTS,
    hasMissedChanges: ({ context }) => context.failures > 0,
  },
  actions: {
    assignOrders: assign((_, params: { answer: TrackedOrdersAnswer }) => ({
      orders: params.answer.orders,
      updatedAt: params.answer.at,
      error: null,
    })),
    assignError: assign((_, params: { error: unknown }) => ({
      error: params.error instanceof Error && params.error.message.trim() !== '' ? params.error.message : messages.http.other,
    })),
    applyStatusChange: assign(({ context }, params: { change: OrderStatusChange; at: number }) => ({
      orders: applyStatusChange(context.orders ?? [], params.change),
      updatedAt: params.at,
    })),
    applyPaymentChange: assign(({ context }, params: { change: OrderPaymentChange; at: number }) => ({
      orders: applyPaymentChange(context.orders ?? [], params.change),
      updatedAt: params.at,
    })),
    /** Counted up to one past the reconnections allowed: from there on it only says 'polling'. */
    countFailure: assign(({ context }) => ({ failures: Math.min(context.failures + 1, ORDER_STREAM_MAX_RECONNECTS + 1) })),
    resetFailures: assign({ failures: 0 }),
  },
}).createMachine({
  id: 'tracking',
  context: { orders: null, updatedAt: null, error: null, failures: 0 },
  initial: 'loading',
  states: {
    /** Cargando los pedidos de las últimas 24 horas. */
    loading: {
      description: 'Cargando los pedidos de las últimas 24 horas.',
      tags: ['loading'],
      invoke: {
        src: 'loadTrackedOrders',
        onDone: { target: 'live', actions: { type: 'assignOrders', params: ({ event }) => ({ answer: event.output }) } },
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      description: 'No se pudieron cargar los pedidos: se muestra el error y se puede reintentar.',
      on: { 'tracking.retryRequested': { target: 'loading' } },
    },
    live: {
      description: 'Pedidos en pantalla, al día por el flujo de eventos o, si no hay flujo, consultando cada 30 s.',
      initial: 'stream',
      states: {
        stream: {
          description: 'El flujo de eventos de los pedidos está abierto o abriéndose.',
          invoke: {
            id: 'orderStream',
            src: 'subscribeToOrders',
            onError: [
              { guard: 'hasReconnectsLeft', target: 'reconnecting', actions: 'countFailure' },
              { target: 'polling', actions: 'countFailure' },
            ],
          },
          on: {
            'orderStream.failed': [
              { guard: 'hasReconnectsLeft', target: 'reconnecting', actions: 'countFailure' },
              { target: 'polling', actions: 'countFailure' },
            ],
            'orderStream.statusChanged': [
              {
                guard: { type: 'isListedOrder', params: ({ event }) => ({ pedido: event.change.pedido }) },
                actions: { type: 'applyStatusChange', params: ({ event }) => ({ change: event.change, at: event.at }) },
              },
              // An order placed meanwhile (another tab): the list is read again.
              { target: '.syncing' },
            ],
            'orderStream.paymentChanged': {
              actions: { type: 'applyPaymentChange', params: ({ event }) => ({ change: event.change, at: event.at }) },
            },
          },
          initial: 'connecting',
          states: {
            connecting: {
              description: 'Abriendo el flujo de eventos.',
              on: {
                'orderStream.opened': [
                  { guard: 'hasMissedChanges', target: 'syncing', actions: 'resetFailures' },
                  { target: 'streaming' },
                ],
              },
            },
            syncing: {
              description: 'El flujo se abrió tras un corte: se recargan los pedidos por los cambios no oídos.',
              invoke: {
                src: 'loadTrackedOrders',
                onDone: {
                  target: 'streaming',
                  actions: { type: 'assignOrders', params: ({ event }) => ({ answer: event.output }) },
                },
                // The list shown stays; the stream keeps it current from now on.
                onError: { target: 'streaming' },
              },
            },
            streaming: {
              description: 'En vivo: cada cambio de estado llega por el flujo y se muestra al instante.',
            },
          },
        },
        reconnecting: {
          description: 'El flujo se cortó: se espera (1 s, 2 s, 4 s… hasta 30 s) antes de abrirlo de nuevo.',
          after: { STREAM_RECONNECT: { target: 'stream' } },
        },
        polling: {
          description: 'Sin flujo tras varios cortes: se consultan los pedidos cada 30 s y se prueba el flujo cada 2 min.',
          after: { ORDER_STREAM_RETRY: { target: 'stream' } },
          initial: 'waiting',
          states: {
            waiting: {
              description: 'Esperando la próxima consulta.',
              after: { TRACKING_REFRESH: { target: 'refreshing' } },
            },
            refreshing: {
              description: 'Consultando los pedidos.',
              invoke: {
                src: 'loadTrackedOrders',
                onDone: {
                  target: 'waiting',
                  actions: { type: 'assignOrders', params: ({ event }) => ({ answer: event.output }) },
                },
                // A failed refresh keeps the list shown; the next one may answer.
                onError: { target: 'waiting' },
              },
            },
          },
        },
      },
    },
  },
});
