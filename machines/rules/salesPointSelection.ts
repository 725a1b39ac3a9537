import { DEFAULT_GENERIC_SALES_POINT, DEFAULT_KONDA, SALES_POINT_SELECTION_MAX_AGE_MS } from '../constants';
import type { Address, SalesPoint } from '../schemas/salesPoint';
import { matchCity } from './cities';
import { FALLBACK_GENERIC_SALES_POINT, isGenericSalesPoint } from './cityPrompt';
import { bogotaDayOf } from './deliverySlots';

/**
 * Sales point selection (docs/product.md#estados-y-transiciones): which sales point prices the menu,
 * for which day, whether the selection is still in use, and which store prepares a home delivery.
 * The location machine (machines/location) applies them; the storefront and the server read the query.
 */

/** What these rules read of a location (its shape, not the machine's type: rules import no machine). */
export interface SalesPointLocation {
  salesPoint: SalesPoint | null;
  city: string | null;
  address: Address | null;
  deliveryDate: string | null;
  pickup: boolean | null;
}

/** The day products are listed for: the chosen delivery day, or today (in Bogotá) when none, or it is past. */
export function queryDateOf(deliveryDate: string | null, nowMs: number): string {
  const today = bogotaDayOf(nowMs);
  const day = deliveryDate?.trim().match(/^\d{4}-\d{2}-\d{2}/)?.[0];
  return day === undefined || day < today ? today : day;
}

/** pdv, date and konda for the catalogue and the cart. Without a sales point yet: the default generic one. */
export function locationQueryOf(
  location: Pick<SalesPointLocation, 'salesPoint' | 'deliveryDate'>,
  nowMs: number,
): { pdv: string; date: string; konda: string } {
  const salesPoint = location.salesPoint ?? FALLBACK_GENERIC_SALES_POINT;
  return {
    pdv: salesPoint.Vkbur.trim(),
    date: queryDateOf(location.deliveryDate, nowMs),
    konda: salesPoint.Konda.trim() || DEFAULT_KONDA,
  };
}

/** A generic sales point has a code starting with G; G001 is preferred; Konda defaults to 28. */
export function pickGenericSalesPoint(points: readonly SalesPoint[]): SalesPoint | null {
  const generic = points.filter((p) => isGenericSalesPoint(p));
  const chosen = generic.find((p) => p.Vkbur.trim().toUpperCase() === DEFAULT_GENERIC_SALES_POINT) ?? generic[0];
  if (!chosen) return null;
  return { ...chosen, Vkbur: chosen.Vkbur.trim(), Konda: chosen.Konda.trim() || DEFAULT_KONDA };
}

/** The city a sales point is in (its `city1`), or null when it has none (the default G001). */
export const salesPointCityOf = (salesPoint: SalesPoint): string | null =>
  salesPoint.city1.trim() !== '' ? salesPoint.city1.trim() : null;

/** No sales point yet, or a generic one: it prices the menu; no store prepares orders from it. */
export const isPricingOnly = (salesPoint: SalesPoint | null): boolean => salesPoint === null || isGenericSalesPoint(salesPoint);

/** The city a home delivery goes to, as the order's `ciudad` (rules/orderDraft.ts): the location's, else the address's. */
export function deliveryCityOf(location: Pick<SalesPointLocation, 'city' | 'address'>): string | null {
  const city = location.city?.trim() || location.address?.ciudad.trim() || '';
  return city === '' ? null : city;
}

/** A store of that city, matched as the city dialog and the order call match (case, accents, spaces). */
export const isStoreOfCity = (salesPoint: SalesPoint | null, city: string | null): boolean =>
  salesPoint !== null && city !== null && matchCity(city, [salesPoint.city1]).ok;

/**
 * The store that prepares a home delivery: the sales point itself when it is a real store of the
 * delivery city chosen for delivery; null while the city's store is still to be found (generic,
 * another city's, or a store chosen for pick-up: the city's store delivers, not the one the
 * customer picked up at).
 */
export function deliveringStoreOf(
  location: Pick<SalesPointLocation, 'salesPoint' | 'city' | 'address' | 'pickup'>,
): SalesPoint | null {
  const { salesPoint } = location;
  if (isPricingOnly(salesPoint) || location.pickup === true) return null;
  return isStoreOfCity(salesPoint, deliveryCityOf(location)) ? salesPoint : null;
}

/** Inactividad: the selection is stale when older than 4 hours (the age of its cookies). */
export function isSelectionStale(selectedAt: number | null, nowMs: number): boolean {
  return selectedAt !== null && nowMs - selectedAt > SALES_POINT_SELECTION_MAX_AGE_MS;
}
