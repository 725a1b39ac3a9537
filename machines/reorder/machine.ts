import { assign, fromPromise, setup } from 'xstate';
import { PATHS } from '../paths';
import { errorMessageOf } from '../rules/errorMessage';
import { reorderItemsOf } from '../rules/reorder';
import type { OrderDetail } from '../schemas';
import { messages } from '../messages';
import type { NavigateParams, NotifyParams } from '../system';
import type { ReorderCartEvent, ReorderContext, ReorderEvent, ReorderInput } from './types';

/**
 * Reorder in one tap, from /mis-pedidos and /detalle-pedido: the order is read, its
 * products become cart lines (rules/reorder.ts), and the cart gets them by event
 * (`cart.linesReordered`): the cart verifies them against the current sales point and says what is
 * gone or changed price. With products already in the cart the customer chooses first: replace
 * them or add to them (a real storefront asks; silently mixing two orders surprises). Then to
 * /carrito. A failed read is a state with 'Reintentar'.
 */

const toCart = (context: ReorderContext, replace: boolean): ReorderCartEvent => ({
  type: 'cart.linesReordered',
  pedido: context.pedido!,
  items: context.items,
  replace,
});

export const reorderMachine = setup({
  types: {
    context: {} as ReorderContext,
    events: {} as ReorderEvent,
    input: {} as ReorderInput,
    tags: {} as 'loading',
  },
  actors: {
    /** src: GET detalle_pedido/{pedido}. */
    loadOrder: fromPromise<OrderDetail, { pedido: number }>(async () => {
      throw new Error('not provided: loadOrder');
    }),
  },
  guards: {
    isCartEmpty: ({ context }) => context.isCartEmpty,
    hasNothingToReorder: (_, params: { order: OrderDetail }) => reorderItemsOf(params.order.detalles_pedido).length === 0,
  },
  actions: {
    /** src: wouter navigation. */
    navigate: (_, _params: NavigateParams) => {},
    /** src: a toast. */
    notify: (_, _params: NotifyParams) => {},
    /** src: delivers the event to the storefront's cart (the cart lives in the storefront's actor system). */
    sendToCart: (_, _params: ReorderCartEvent) => {},
    assignOrder: assign((_, params: { pedido: number }) => ({ pedido: params.pedido, items: [], error: null })),
    assignItems: assign((_, params: { order: OrderDetail }) => ({ items: reorderItemsOf(params.order.detalles_pedido) })),
    assignError: assign((_, params: { error: unknown }) => ({ error: errorMessageOf(params.error) })),
    assignCartEmpty: assign((_, params: { isEmpty: boolean }) => ({ isCartEmpty: params.isEmpty })),
    forget: assign({ pedido: null, items: [], error: null }),
  },
}).createMachine({
  id: 'reorder',
  context: ({ input }) => ({ isCartEmpty: input.isCartEmpty, pedido: null, items: [], error: null }),
  initial: 'idle',
  on: { 'reorder.cartChanged': { actions: { type: 'assignCartEmpty', params: ({ event }) => ({ isEmpty: event.isEmpty }) } } },
  states: {
    idle: {
      description: "Esperando 'Pedir de nuevo'",
      on: {
        'reorder.requested': {
          target: 'loading',
          actions: { type: 'assignOrder', params: ({ event }) => ({ pedido: event.pedido }) },
        },
      },
    },
    loading: {
      description: 'Lee el pedido: sus productos y cantidades',
      tags: ['loading'],
      invoke: {
        src: 'loadOrder',
        input: ({ context }) => ({ pedido: context.pedido! }),
        onDone: [
          {
            guard: { type: 'hasNothingToReorder', params: ({ event }) => ({ order: event.output }) },
            target: 'idle',
            actions: [{ type: 'notify', params: { level: 'warning', message: messages.reorderNothing } }, 'forget'],
          },
          { target: 'deciding', actions: { type: 'assignItems', params: ({ event }) => ({ order: event.output }) } },
        ],
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** Passed through: an empty cart takes the order as it is; otherwise the customer chooses. */
    deciding: {
      description: '¿El carrito está vacío?',
      always: [
        {
          guard: 'isCartEmpty',
          target: 'idle',
          actions: [
            { type: 'sendToCart', params: ({ context }) => toCart(context, true) },
            { type: 'navigate', params: { to: PATHS.carrito } },
            'forget',
          ],
        },
        { target: 'choosing' },
      ],
    },
    choosing: {
      description: 'Ya hay productos en el carrito: reemplazarlos, agregar el pedido o cancelar',
      on: {
        'reorder.replaceChosen': {
          target: 'idle',
          actions: [
            { type: 'sendToCart', params: ({ context }) => toCart(context, true) },
            { type: 'navigate', params: { to: PATHS.carrito } },
            'forget',
          ],
        },
        'reorder.addChosen': {
          target: 'idle',
          actions: [
            { type: 'sendToCart', params: ({ context }) => toCart(context, false) },
            { type: 'navigate', params: { to: PATHS.carrito } },
            'forget',
          ],
        },
        'reorder.dismissed': { target: 'idle', actions: 'forget' },
      },
    },
    failed: {
      description: "No se pudo leer el pedido: el mensaje, 'Reintentar' y cerrar",
      on: { 'reorder.retryRequested': 'loading', 'reorder.dismissed': { target: 'idle', actions: 'forget' } },
    },
  },
});
