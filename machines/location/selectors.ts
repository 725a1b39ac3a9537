import { DEFAULT_KONDA } from '../constants';
import type { SlotOffer } from '../rules/deliverySlots';
import type { Address, SalesPoint } from '../schemas/salesPoint';
import type { LocationContext, LocationDialogMode, LocationQuery, LocationSnapshot } from './types';
import { isCityChangeLocked, isSelectionStale, locationQueryOf } from './machine';

export const selectSalesPoint = (s: LocationSnapshot): SalesPoint | null => s.context.salesPoint;
export const selectSalesPointCode = (s: LocationSnapshot): string | null => s.context.salesPoint?.Vkbur ?? null;
export const selectKonda = (s: LocationSnapshot): string => s.context.salesPoint?.Konda || DEFAULT_KONDA;
export const selectSelectedAt = (s: LocationSnapshot): number | null => s.context.selectedAt;
export const selectCity = (s: LocationSnapshot): string | null => s.context.city;
export const selectAddress = (s: LocationSnapshot): Address | null => s.context.address;
export const selectDeliveryDate = (s: LocationSnapshot): string | null => s.context.deliveryDate;
export const selectDeliveryTime = (s: LocationSnapshot): string | null => s.context.deliveryTime;
export const selectPickup = (s: LocationSnapshot): boolean | null => s.context.pickup;
/** The address a delivery goes to: after a pick-up the location's address is the store's, not the customer's. */
export const selectDeliveryAddress = (s: LocationSnapshot): Address | null => (s.context.pickup ? null : s.context.address);
/** Side-menu items and the login guard need a delivery time chosen. */
export const selectHasDeliveryTime = (s: LocationSnapshot): boolean => (s.context.deliveryTime ?? '').trim() !== '';
/** The slot form: days and times still possible, the chosen ones, and why a confirmation was refused. */
export const selectSlotForm = (s: LocationSnapshot): SlotOffer => s.context.slotForm;
export const selectSlotError = (s: LocationSnapshot): LocationContext['slotError'] => s.context.slotError;
/** 'Escribe la dirección de entrega.' after a home delivery was confirmed without an address (the guard hasDeliveryAddress). */
export const selectAddressError = (s: LocationSnapshot): string | null => s.context.addressError;
/**
 * The last confirmation was accepted (or none was refused): no address, slot or store problem to
 * show, and none waiting for its city's store (resolvingStore: accepted or not once it is found).
 */
export const selectIsDeliveryAccepted = (s: LocationSnapshot): boolean =>
  s.context.addressError === null &&
  s.context.slotError === null &&
  s.context.storeError === null &&
  !s.matches('resolvingStore');
/** Why the last confirmation could not go on for want of a store: no delivery city, or 'No se pudo seleccionar la ciudad'. */
export const selectStoreError = (s: LocationSnapshot): string | null => s.context.storeError;
export const selectCities = (s: LocationSnapshot): readonly string[] => s.context.cities;
export const selectCityError = (s: LocationSnapshot): string | null => s.context.cityError;
export const selectIsAssigningGeneric = (s: LocationSnapshot): boolean => s.matches('assigningGeneric');
export const selectIsLoadingCities = (s: LocationSnapshot): boolean => s.matches({ ready: 'loadingCities' });
export const selectIsSelectingCity = (s: LocationSnapshot): boolean => s.matches({ ready: 'selectingCity' });
/** A home delivery confirmed at the generic (or another city's) sales point waits for its city's store. */
export const selectIsResolvingStore = (s: LocationSnapshot): boolean => s.matches('resolvingStore');
export const selectIsBusy = (s: LocationSnapshot): boolean => s.hasTag('loading');
export const selectIsCityChangeLocked = (s: LocationSnapshot): boolean => isCityChangeLocked(s.context);
export const selectLocationDialogMode = (s: LocationSnapshot): LocationDialogMode =>
  !s.context.isLoggedIn ? 'anonymous' : s.context.isCartEmpty ? 'loggedInEmptyCart' : 'lockedByCart';
/** inactividad: the selection date is more than SALES_POINT_SELECTION_MAX_AGE_MS old (false while none). */
export const selectIsInactive = (s: LocationSnapshot, now: number): boolean => isSelectionStale(s.context.selectedAt, now);
/** pdv, date and konda the catalogue and the cart use now. */
export const selectLocationQuery = (s: LocationSnapshot, now: number): LocationQuery => locationQueryOf(s.context, now);
