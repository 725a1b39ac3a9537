import { assign, fromPromise, setup } from 'xstate';
import { MY_ORDERS_PAGE_SIZE } from '../constants';
import { errorMessageOf } from '../rules/errorMessage';
import type { OrderSummary } from '../schemas';
import type { OrderHistoryContext, OrderHistoryEvent } from './types';

/**
 * /mis-pedidos: every order of the customer, newest first, MY_ORDERS_PAGE_SIZE a page.
 * The first page loads (a failure shows 'Reintentar' instead of the list); 'Ver más' asks
 * for the next page while the last one came full; a failed next page keeps the list and
 * says why beside 'Reintentar', which asks for that page again.
 */

export const orderHistoryMachine = setup({
  types: {
    context: {} as OrderHistoryContext,
    events: {} as OrderHistoryEvent,
    input: {} as { pageSize?: number } | undefined,
  },
  actors: {
    /** src: GET mis_pedidos?pagina&limite. */
    loadPage: fromPromise<OrderSummary[], { page: number; pageSize: number }>(async () => {
      throw new Error('not provided: loadPage');
    }),
  },
  guards: {
    /** The last page came full: there may be more. */
    isLastPageFull: ({ context }) => (context.pages.at(-1)?.length ?? 0) === context.pageSize,
  },
  actions: {
    appendPage: assign(({ context }, params: { orders: OrderSummary[] }) => ({
      pages: [...context.pages, params.orders],
      error: null,
    })),
    assignError: assign((_, params: { error: unknown }) => ({ error: errorMessageOf(params.error) })),
  },
}).createMachine({
  id: 'orderHistory',
  context: ({ input }) => ({ pages: [], pageSize: input?.pageSize ?? MY_ORDERS_PAGE_SIZE, error: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Pide la primera página de pedidos',
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ page: 1, pageSize: context.pageSize }),
        onDone: { target: 'shown', actions: { type: 'appendPage', params: ({ event }) => ({ orders: event.output }) } },
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      description: "No se pudieron cargar los pedidos: el mensaje y 'Reintentar'",
      on: { 'orders.retryRequested': 'loading' },
    },
    shown: {
      description: 'Muestra los pedidos cargados (o que aún no hay pedidos)',
      initial: 'idle',
      states: {
        idle: {
          description: "'Ver más' mientras la última página llegó completa",
          on: { 'orders.moreRequested': { guard: 'isLastPageFull', target: 'loadingMore' } },
        },
        loadingMore: {
          description: 'Pide la página siguiente; la lista sigue visible',
          invoke: {
            src: 'loadPage',
            input: ({ context }) => ({ page: context.pages.length + 1, pageSize: context.pageSize }),
            onDone: { target: 'idle', actions: { type: 'appendPage', params: ({ event }) => ({ orders: event.output }) } },
            onError: { target: 'moreFailed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        moreFailed: {
          description: "La página siguiente falló: el mensaje bajo la lista y 'Reintentar'",
          on: { 'orders.retryRequested': 'loadingMore' },
        },
      },
    },
  },
});
