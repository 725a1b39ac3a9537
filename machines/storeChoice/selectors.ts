import { hoursText, storeStatus } from '../rules/openingHours';
import type { PickupStore } from '../schemas/salesPoint';
import { isChoosable } from './machine';
import type { PickupSlot, StoreChoiceSnapshot } from './types';

export type DeliveryMode = 'delivery' | 'pickup';

/** One row of the store list at an instant: 'Abierto' / 'Cerrado ahora', today's hours, next opening. */
export interface StoreRow {
  store: PickupStore;
  /** Open at this instant ('Abierto'); false: 'Cerrado ahora'. */
  openNow: boolean;
  /** Today's hours, '10:00 – 22:00'; '' when it does not open today. */
  todayHours: string;
  /** Epoch ms of its next opening when closed now (null while open, or never). */
  nextOpening: number | null;
  /** Open at the chosen slot: it can be chosen. */
  choosable: boolean;
  chosen: boolean;
}

export const selectDeliveryMode = (s: StoreChoiceSnapshot): DeliveryMode => (s.matches('pickup') ? 'pickup' : 'delivery');
export const selectIsLoadingStores = (s: StoreChoiceSnapshot): boolean => s.matches({ pickup: 'loading' });
export const selectStoresFailed = (s: StoreChoiceSnapshot): boolean => s.matches({ pickup: 'failed' });
export const selectStoreChoiceError = (s: StoreChoiceSnapshot): string | null => s.context.error;
export const selectStores = (s: StoreChoiceSnapshot): readonly PickupStore[] => s.context.stores;
export const selectChosenStore = (s: StoreChoiceSnapshot): PickupStore | null =>
  s.context.stores.find((x) => x.Vkbur === s.context.chosen) ?? null;
export const selectPickupSlot = (s: StoreChoiceSnapshot): PickupSlot => s.context.slot;
export const selectStoreCity = (s: StoreChoiceSnapshot): string | null => s.context.city;

/** The list as shown at `nowMs` (statuses change with the clock; the choice with the slot). */
export function selectStoreRows(s: StoreChoiceSnapshot, nowMs: number): StoreRow[] {
  return s.context.stores.map((store) => {
    const status = storeStatus(store.horario, nowMs);
    return {
      store,
      openNow: status.open,
      todayHours: hoursText(status.today),
      nextOpening: status.open ? null : status.nextOpening,
      choosable: isChoosable(s.context, store.Vkbur),
      chosen: s.context.chosen === store.Vkbur,
    };
  });
}
