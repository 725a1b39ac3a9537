/**
 * Prices only from the store that serves the order (finding 4). A delivery order
 * (recogeentienda '-') is prepared by its pdv and priced with that store's price list
 * (recomputeOrder), so the pdv must be a store that can deliver it:
 *   - a real store, never a generic sales point (G001 only prices the menu before a city is
 *     chosen; its list is cheaper than Bogotá's);
 *   - of the delivery city (ciudad, matched as the city dialog matches: case, accents, spaces);
 *   - open at the delivery slot (fecha_entrega + hora_entrega, America/Bogotá), by the same
 *     opening-hours rule as pick-up orders (machines/rules/openingHours.ts isOpenAtSlot).
 * Anything else is a 422 in Spanish on the field to fix (orderMessages.deliveryStore*). Pick-up
 * orders have their own rule (orderPlacement.ts: a pick-up store, open at the slot).
 */
import { PICKUP_IN_STORE } from '../../machines/constants';
import { matchCity } from '../../machines/rules/cities';
import { isOpenAtSlot } from '../../machines/rules/openingHours';
import type { Order } from '../../machines/schemas';
import { orderMessages } from '../../machines/screenTexts/order';
import { ApiFailure } from '../http';
import type { StoredSalesPoint } from './catalogue';

const refusal = (field: keyof Order, message: string) => new ApiFailure(422, message, { [field]: [message] });

/** Why `store` cannot serve this delivery order, or null when it can (pick-up orders: always null here). */
export function deliveryStoreProblem(
  order: Pick<Order, 'recogeentienda' | 'ciudad' | 'fecha_entrega' | 'hora_entrega'>,
  store: StoredSalesPoint,
): ApiFailure | null {
  if (order.recogeentienda === PICKUP_IN_STORE) return null;
  if (store.isGeneric) return refusal('pdv', orderMessages.deliveryStoreGeneric);
  if (!matchCity(order.ciudad, [store.city1]).ok) return refusal('pdv', orderMessages.deliveryStoreOtherCity);
  if (!isOpenAtSlot(store.horario, order.fecha_entrega.trim(), order.hora_entrega.trim()))
    return refusal('hora_entrega', orderMessages.deliveryStoreClosed);
  return null;
}
