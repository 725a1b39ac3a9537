import type { Coupon, StoredCartLine } from '../schemas/order';
import { couponDiscount } from '../rules/coupons';
import { priceLine, type CartTotals, type PricedCart, type PricedLine } from '../rules/pricing';
import type { CartContext, CartSnapshot, DisplayedLine } from './types';
import { clampQuantity, hasPending } from './machine';

/** Lines as stored (for the order draft and the cookie). */
export const selectStoredLines = (s: CartSnapshot): readonly StoredCartLine[] => s.context.lines;
/** Priced lines (consecutivo, sub_total, total, ahorro, iva, extras…) in cart order. */
export const selectPricedLines = (s: CartSnapshot): readonly PricedLine[] => s.context.priced.lines;
export const selectPricedCart = (s: CartSnapshot): PricedCart => s.context.priced;
export const selectCartTotals = (s: CartSnapshot): CartTotals => s.context.priced.totals;
export const selectCartTotal = (s: CartSnapshot): number => s.context.priced.totals.total;
export const selectCoupons = (s: CartSnapshot): readonly Coupon[] => s.context.coupons;
/** What the value coupon deducts from the cart's total (the discount line; spec §3). */
export const selectCouponDiscount = (s: CartSnapshot): number => couponDiscount(s.context.coupons, s.context.priced.totals.total);
/** The cart's total less the coupon's discount (the new total the cart page shows). */
export const selectTotalAfterCoupon = (s: CartSnapshot): number => s.context.priced.totals.total - selectCouponDiscount(s);
export const selectLineCount = (s: CartSnapshot): number => s.context.lines.length;
/** productosOfertaCantidad: lines with oferta 'X' whose extras are above 0. */
export const selectOfferCount = (s: CartSnapshot): number => s.context.priced.totals.offerLineCount;
/** Header badge: cart line count plus offer-extra count. */
export const selectBadgeCount = (s: CartSnapshot): number => s.context.lines.length + s.context.priced.totals.offerLineCount;
export const selectIsEmpty = (s: CartSnapshot): boolean => s.context.lines.length === 0;
/** The quantity to show during the 1 s pause: the line plus its pending plus/minus (null: no such line). */
export const selectDisplayedQuantity = (s: CartSnapshot, productId: string): number | null => {
  const line = s.context.lines.find((l) => l.producto_id === productId);
  return line ? line.cantidad + (s.context.pending[productId] ?? 0) : null;
};
export const selectHasPendingEdits = (s: CartSnapshot): boolean => hasPending(s.context.pending);
/** Spinner in the cart dropdown. */
export const selectIsLoading = (s: CartSnapshot): boolean => s.hasTag('loading');

const displayedLinesCache = new WeakMap<CartContext, DisplayedLine[]>();
/**
 * Lines during the 1 s batching pause show the quantity the customer asked for,
 * repriced with the same rule, never below cantidadminima; memoized per context.
 */
export const selectDisplayedLines = (s: CartSnapshot): DisplayedLine[] => {
  const cached = displayedLinesCache.get(s.context);
  if (cached) return cached;
  const displayed = s.context.priced.lines.map((line): DisplayedLine => {
    const pending = s.context.pending[line.producto_id] ?? 0;
    const quantity = clampQuantity(line.cantidad + pending, line.cantidadminima);
    const product = s.context.products[line.producto_id];
    const shown = quantity !== line.cantidad && product ? priceLine(product, quantity, line.consecutivo) : line;
    return { line: shown, canDecrease: quantity > Math.max(1, line.cantidadminima) };
  });
  displayedLinesCache.set(s.context, displayed);
  return displayed;
};

/**
 * What the cart page shows: `empty` only when the cart has no lines (the badge says 0 too);
 * `failed` when the last verification got no answer (with its §8 message and 'Reintentar');
 * `verifying` while some line's product is not known yet (verification scheduled, running or
 * waiting for the sales point); `ready` when every line can be shown.
 */
export type CartPageStatus = 'empty' | 'verifying' | 'failed' | 'ready';
export const selectCartPageStatus = (s: CartSnapshot): CartPageStatus => {
  if (s.context.lines.length === 0) return 'empty';
  if (s.matches({ verification: 'failed' })) return 'failed';
  if (s.context.priced.lines.length < s.context.lines.length) return 'verifying';
  return 'ready';
};
/** The §8 message of the failed verification (state `failed`); null otherwise. */
export const selectVerificationError = (s: CartSnapshot): string | null =>
  s.matches({ verification: 'failed' }) ? s.context.verificationError : null;
