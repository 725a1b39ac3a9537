import { assign, fromPromise, setup } from 'xstate';
import { isOpenAtSlot } from '../rules/openingHours';
import type { PickupStore } from '../schemas/salesPoint';
import { pickupTexts } from '../screenTexts/pickup';
import type { PickupConfirmation, PickupSlot, StoreChoiceContext, StoreChoiceEvent, StoreChoiceInput } from './types';

/**
 * Domicilio or Recoger en tienda on /confirmar-ubicacion (docs/product.md#entidades: recogeentienda 'X' pick-up,
 * '-' delivery). For pick-up it lists the city's stores with their address and hours; a store
 * can be chosen only while it is open at the chosen slot (rules/openingHours.ts), so a store
 * 'Cerrado ahora' is taken for a later hour. Confirming hands the store and slot to src
 * (`confirmPickup`), which tells the location machine by events: the store becomes the sales
 * point (location.storeChosen, so the order goes with its pdv and konda), then its address and
 * the slot are confirmed with pickup on (location.addressConfirmed; fee 0). The slot itself stays
 * the location's: src sends every change of it here (storeChoice.slotChanged), and its city.
 */

const errorMessage = (error: unknown): string =>
  error instanceof Error && error.message.trim() !== '' ? error.message : pickupTexts.storesFailed;

const storeOf = (context: Pick<StoreChoiceContext, 'stores'>, vkbur: string | null): PickupStore | undefined =>
  vkbur === null ? undefined : context.stores.find((s) => s.Vkbur === vkbur);

/** A store that can be chosen: listed, and open at the slot. */
export function isChoosable(context: Pick<StoreChoiceContext, 'stores' | 'slot'>, vkbur: string | null): boolean {
  const store = storeOf(context, vkbur);
  return (
    store !== undefined &&
    context.slot.day !== null &&
    context.slot.time !== null &&
    isOpenAtSlot(store.horario, context.slot.day, context.slot.time)
  );
}

export const storeChoiceMachine = setup({
  types: {
    input: {} as StoreChoiceInput,
    context: {} as StoreChoiceContext,
    events: {} as StoreChoiceEvent,
  },
  actors: {
    /** GET /api/puntos_ventas/tiendas_recoger?ciudad=… */
    loadStores: fromPromise<PickupStore[], { city: string }>(async () => {
      throw new Error('not provided: loadStores');
    }),
  },
  guards: {
    /** The location is a pick-up at a remembered store: the list opens again. */
    hasRememberedStore: ({ context }) => context.chosen !== null,
    isStoreChoosable: ({ context }, params: { vkbur: string }) => isChoosable(context, params.vkbur),
    hasChosenStore: ({ context }) => isChoosable(context, context.chosen),
    isOtherCity: ({ context }, params: { city: string | null }) => params.city !== context.city,
  },
  actions: {
    /** src: location.storeChosen (the store as sales point), then location.addressConfirmed with its address, the slot and pickup on. */
    confirmPickup: (_, _params: PickupConfirmation) => {},
    assignStores: assign((_, params: { stores: PickupStore[] }) => ({ stores: params.stores, error: null })),
    assignError: assign((_, params: { message: string }) => ({ error: params.message })),
    clearError: assign({ error: null }),
    assignChosen: assign((_, params: { vkbur: string }) => ({ chosen: params.vkbur, error: null })),
    assignSlot: assign((_, params: { slot: PickupSlot }) => ({ slot: params.slot })),
    assignCity: assign((_, params: { city: string | null }) => ({ city: params.city, stores: [], chosen: null })),
    /** The chosen store is kept only while it can still be chosen (a new list, a new slot). */
    keepChoosable: assign(({ context }) => ({ chosen: isChoosable(context, context.chosen) ? context.chosen : null })),
  },
}).createMachine({
  id: 'storeChoice',
  context: ({ input }) => ({ city: input.city, stores: [], chosen: input.store, slot: input.slot, error: null }),
  initial: 'starting',
  on: {
    'storeChoice.slotChanged': {
      actions: [{ type: 'assignSlot', params: ({ event }) => ({ slot: event.slot }) }, 'keepChoosable'],
    },
  },
  states: {
    starting: {
      description: '¿Venía eligiendo recoger en tienda?',
      always: [{ guard: 'hasRememberedStore', target: 'pickup' }, { target: 'delivery' }],
    },
    delivery: {
      description: 'Domicilio: se pide la dirección (costo de domicilio)',
      on: {
        'storeChoice.pickupChosen': { target: 'pickup' },
        'storeChoice.cityChanged': {
          guard: { type: 'isOtherCity', params: ({ event }) => ({ city: event.city }) },
          actions: { type: 'assignCity', params: ({ event }) => ({ city: event.city }) },
        },
      },
    },
    pickup: {
      description: 'Recoger en tienda: sin costo de domicilio',
      initial: 'loading',
      on: {
        'storeChoice.deliveryChosen': { target: 'delivery', actions: 'clearError' },
        // Another city: its own stores (the same city, as src repeats it, changes nothing).
        'storeChoice.cityChanged': {
          guard: { type: 'isOtherCity', params: ({ event }) => ({ city: event.city }) },
          target: '.loading',
          reenter: true,
          actions: { type: 'assignCity', params: ({ event }) => ({ city: event.city }) },
        },
      },
      states: {
        loading: {
          description: 'Buscando las tiendas de la ciudad',
          invoke: {
            src: 'loadStores',
            input: ({ context }) => ({ city: context.city ?? '' }),
            onDone: {
              target: 'choosing',
              actions: [{ type: 'assignStores', params: ({ event }) => ({ stores: event.output }) }, 'keepChoosable'],
            },
            onError: {
              target: 'failed',
              actions: { type: 'assignError', params: ({ event }) => ({ message: errorMessage(event.error) }) },
            },
          },
        },
        failed: {
          description: "No se pudieron cargar las tiendas: el mensaje y 'Reintentar'",
          on: { 'storeChoice.retryRequested': { target: 'loading', actions: 'clearError' } },
        },
        choosing: {
          description: "Lista de tiendas con dirección, horario de hoy y 'Abierto' / 'Cerrado ahora'",
          on: {
            'storeChoice.storeChosen': [
              {
                description: 'Abierta a la hora elegida: queda elegida',
                guard: { type: 'isStoreChoosable', params: ({ event }) => ({ vkbur: event.vkbur }) },
                actions: { type: 'assignChosen', params: ({ event }) => ({ vkbur: event.vkbur }) },
              },
              {
                description: 'Cerrada a la hora elegida: no se elige',
                actions: { type: 'assignError', params: { message: pickupTexts.closedAtSlot } },
              },
            ],
            'storeChoice.confirmed': [
              {
                guard: 'hasChosenStore',
                actions: {
                  type: 'confirmPickup',
                  params: ({ context }) => ({ store: storeOf(context, context.chosen)!, slot: context.slot }),
                },
              },
              { actions: { type: 'assignError', params: { message: pickupTexts.chooseStore } } },
            ],
          },
        },
      },
    },
  },
});
