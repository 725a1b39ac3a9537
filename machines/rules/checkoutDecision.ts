import type { Coupon } from '../schemas/order';
import { checkCoupons, valueCoupons } from './coupons';
import { isSlotPossible } from './deliverySlots';

/**
 * 'Continuar al Pago' (docs/product.md#estados-y-transiciones), one rule per guard of the cart's checkout
 * chain, in the spec's order: anonymous → login; total 0 or less → warning;
 * more than one value coupon → warning; unmet coupon minimum → warning; no
 * delivery slot still possible → confirmar-ubicacion; otherwise confirma-pedido.
 */

/** Total 0 or less: 'No puedes enviar el pedido en $0 pesos.' */
export const hasNoTotal = (total: number): boolean => !(total > 0);

/** More than one value coupon (docs/product.md#entidades: value above 0, not of type 'P'). */
export const hasTooManyValueCoupons = (coupons: readonly Coupon[]): boolean => valueCoupons(coupons).length > 1;

/** The value coupon's minimum amount is not reached; the coupon message names it. */
export function couponMinimumNotMet(coupons: readonly Coupon[], subtotal: number): string | null {
  const check = checkCoupons(coupons, subtotal);
  return !check.ok && check.reason === 'minimumNotMet' ? check.message : null;
}

/**
 * No delivery slot the kitchen can still meet (a day today or later, within
 * the days offered, and a time still possible now): the slot is asked again.
 * `now`: epoch milliseconds when 'Continuar al Pago' was pressed.
 */
export const hasNoFutureSlot = (deliveryDate: string | null, deliveryTime: string | null, now: number): boolean =>
  !isSlotPossible(deliveryDate?.trim().match(/^\d{4}-\d{2}-\d{2}/)?.[0] ?? null, deliveryTime?.trim() || null, now);
