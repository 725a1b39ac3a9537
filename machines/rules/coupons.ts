import type { Coupon } from '../schemas/order';
import { EXCLUDED_COUPON_TYPE } from '../constants';
import { messages } from '../messages';
import { formatPesos } from './money';

/**
 * Coupons of docs/product.md#entidades and docs/product.md#estados-y-transiciones: only coupons with a value above 0 that are not of
 * type 'P' count ("value coupons"); the first one defines value and minimum amount.
 */
export function valueCoupons(coupons: readonly Coupon[]): Coupon[] {
  return coupons.filter((c) => c.ValorCupon > 0 && c.tipo.trim().toUpperCase() !== EXCLUDED_COUPON_TYPE);
}

export type CouponCheck = { ok: true } | { ok: false; reason: 'moreThanOneValueCoupon' | 'minimumNotMet'; message: string };

/**
 * At most one value coupon per order; the value coupon is satisfied when the
 * subtotal plus the values of the other given coupons reaches its minimum amount.
 */
export function checkCoupons(coupons: readonly Coupon[], subtotal: number): CouponCheck {
  const counted = valueCoupons(coupons);
  if (counted.length > 1) {
    return { ok: false, reason: 'moreThanOneValueCoupon', message: messages.cart.moreThanOneValueCoupon };
  }
  const first = counted[0];
  if (!first) return { ok: true };
  let reached = subtotal;
  for (const coupon of coupons) if (coupon !== first) reached += coupon.ValorCupon;
  if (reached >= first.MontoMinimo) return { ok: true };
  return { ok: false, reason: 'minimumNotMet', message: messages.cart.couponMinimum(formatPesos(first.MontoMinimo)) };
}

/** Product ids of Materialesaplica (comma-separated); an empty list means the coupon applies to any product. */
export function couponProductIds(coupon: Pick<Coupon, 'Materialesaplica'>): string[] {
  return coupon.Materialesaplica.split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
}

/**
 * Coupons still tied to an item of the cart (docs/product.md#estados-y-transiciones cart edits): a coupon listing
 * products is kept while one of them remains; one listing none applies to any
 * item and is kept while the cart has items. An empty cart keeps no coupon.
 */
export function couponsForRemainingItems(coupons: readonly Coupon[], productIds: readonly string[]): Coupon[] {
  if (productIds.length === 0) return [];
  const remaining = new Set(productIds.map((id) => id.trim()));
  return coupons.filter((coupon) => {
    const ids = couponProductIds(coupon);
    return ids.length === 0 || ids.some((id) => remaining.has(id));
  });
}

/**
 * What the value coupon deducts from a total (docs/product.md#entidades: the first value coupon defines the
 * value): its ValorCupon, never more than the total itself and never below 0. The cart's
 * discount line and the server's cuponesvalor both come from here.
 */
export function couponDiscount(coupons: readonly Coupon[], total: number): number {
  const value = valueCoupons(coupons)[0]?.ValorCupon ?? 0;
  return Math.max(0, Math.min(value, total));
}

/** Codes are compared trimmed and upper case (the server stores them so). */
export const normalizeCouponCode = (code: string): string => code.trim().toUpperCase();

/** The coupons in `before` that are not in `after` (by code): the ones a cart edit dropped. */
export function droppedCoupons(before: readonly Coupon[], after: readonly Coupon[]): Coupon[] {
  const kept = new Set(after.map((c) => c.nrocupon));
  return before.filter((c) => !kept.has(c.nrocupon));
}
