import type { SnapshotFrom } from 'xstate';
import type { PickupStore } from '../schemas/salesPoint';
import type { storeChoiceMachine } from './machine';

/** A pick-up slot (YYYY-MM-DD, HH:mm; America/Bogotá), as the location's slot form holds it. */
export interface PickupSlot {
  day: string | null;
  time: string | null;
}

export interface StoreChoiceInput {
  /** The location's city (ciudadSeleccionada): its stores are listed. */
  city: string | null;
  /** The store of a pick-up confirmed before (its Vkbur; null for a delivery): the list opens with it chosen while open at the slot. */
  store: string | null;
  slot: PickupSlot;
}

export interface StoreChoiceContext {
  city: string | null;
  /** The city's stores (GET /api/puntos_ventas/tiendas_recoger), once loaded. */
  stores: PickupStore[];
  /** The chosen store's Vkbur: always one of `stores`, open at `slot`. */
  chosen: string | null;
  slot: PickupSlot;
  /** Why the list could not be loaded, or why a store or the confirmation was refused. */
  error: string | null;
}

export type StoreChoiceEvent =
  | { type: 'storeChoice.deliveryChosen' }
  | { type: 'storeChoice.pickupChosen' }
  | { type: 'storeChoice.storeChosen'; vkbur: string }
  | { type: 'storeChoice.slotChanged'; slot: PickupSlot }
  | { type: 'storeChoice.cityChanged'; city: string | null }
  | { type: 'storeChoice.retryRequested' }
  | { type: 'storeChoice.confirmed' };

/** What `confirmPickup` hands to src: the location gets the store's address and the slot, pick-up on. */
export interface PickupConfirmation {
  store: PickupStore;
  slot: PickupSlot;
}

export type StoreChoiceSnapshot = SnapshotFrom<typeof storeChoiceMachine>;
