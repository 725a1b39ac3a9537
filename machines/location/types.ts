import type { SnapshotFrom } from 'xstate';
import type { SlotOffer } from '../rules/deliverySlots';
import type { Address, SalesPoint, StoredLocation } from '../schemas/salesPoint';
import type { CatalogueQuery } from '../catalogue';
import type { locationMachine } from './machine';

/** The stored location is the pdvSeleccionado cookie's shape, owned by its schema (a leaf module). */
export type { StoredLocation };

export interface LocationInput extends StoredLocation {
  /** Restored session and cart, so the city dialog knows from the start (later: events). */
  isLoggedIn?: boolean;
  isCartEmpty?: boolean;
  /** Clock for the selection date; tests inject one. Defaults to Date.now. */
  now?: () => number;
  /** The generic sales points the page came with: without a saved one, the start assigns one of them at once. */
  genericSalesPoints?: readonly SalesPoint[] | null;
}

export interface LocationContext extends StoredLocation {
  /** Cities offered (traer_ciudades_express), loaded when the dialog asks. */
  cities: string[];
  /** The offered spelling of the city being selected. */
  chosenCity: string | null;
  /** 'Ciudad no encontrada' for a typed city that is not offered. */
  cityError: string | null;
  isLoggedIn: boolean;
  isCartEmpty: boolean;
  now: () => number;
  /** The generic sales points the page came with (empty without them): the start needs no call for them. */
  genericAtHand: readonly SalesPoint[];
  /**
   * The slot form of /confirmar-ubicacion (house rules, rules/deliverySlots.ts):
   * the days and times still possible when it was offered, and the chosen ones.
   */
  slotForm: SlotOffer;
  /** Why the last confirmation was refused: its day or its time is no longer possible. */
  slotError: { field: 'fechaEntrega' | 'horaEntrega'; message: string } | null;
  /** Why the last confirmation was refused: home delivery without a delivery address (hasDeliveryAddress). */
  addressError: string | null;
  /**
   * A home delivery confirmed while the sales point cannot prepare it (generic, another city's, or
   * a store chosen for pick-up), held with its delivery city while that city's store is found
   * (state resolvingStore); null otherwise.
   */
  pendingDelivery: PendingDelivery | null;
  /** Why the last confirmation could not go on: no delivery city, or its store could not be found ('No se pudo seleccionar la ciudad'). */
  storeError: string | null;
}

/** What /confirmar-ubicacion confirms (location.addressConfirmed without its type). */
export type DeliveryConfirmation = Omit<Extract<LocationEvent, { type: 'location.addressConfirmed' }>, 'type'>;

/** A confirmation waiting for the store of its delivery city. */
export interface PendingDelivery extends DeliveryConfirmation {
  city: string;
}

export type LocationEvent =
  | { type: 'location.citiesRequested' }
  | { type: 'location.cityChosen'; city: string }
  | {
      type: 'location.addressConfirmed';
      address: Address;
      deliveryDate: string | null;
      deliveryTime: string | null;
      pickup: boolean | null;
      /** A typed address the customer asked to keep in Mis Direcciones (saved once the confirmation is accepted). */
      saveAddress?: boolean;
      /**
       * 'Continuar': once the confirmation is accepted (at once, or after the city's store is
       * found), with products in the cart, the cart is asked to go on to pay (cart.checkoutRequested).
       */
      continueToPayment?: boolean;
    }
  | { type: 'location.storeChosen'; store: SalesPoint }
  | { type: 'location.slotFormOpened' }
  | { type: 'location.slotDayChosen'; day: string }
  | { type: 'location.slotTimeChosen'; time: string }
  | { type: 'location.reset' }
  | { type: 'location.sessionChanged'; isLoggedIn: boolean }
  | { type: 'location.cartChanged'; isEmpty: boolean };

/** What the location tells whoever listens (src relays it to the layout's shell, another actor system). */
export type LocationEmitted = { type: 'location.cityApplied'; city: string };

/** The part of the catalogue query the location decides. */
export type LocationQuery = Pick<CatalogueQuery, 'pdv' | 'date' | 'konda'>;

export type LocationSnapshot = SnapshotFrom<typeof locationMachine>;

/** What the location dialog offers (docs/product.md#pantallas-y-rutas). */
export type LocationDialogMode = 'anonymous' | 'loggedInEmptyCart' | 'lockedByCart';
