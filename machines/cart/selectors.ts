import type { Coupon, StoredCartLine } from '../schemas/order';
import { couponDiscount } from '../rules/coupons';
import { cartTotals, priceLine, type CartTotals, type PricedCart, type PricedLine } from '../rules/pricing';
import type { PriceChange } from '../rules/priceChanges';
import { canDecreaseQuantity, clampQuantity } from '../rules/quantity';
import type { CartContext, CartSnapshot, DisplayedLine } from './types';
import { hasPending } from './content';

/** Lines as stored (for the order draft and the cookie). */
export const selectStoredLines = (s: CartSnapshot): readonly StoredCartLine[] => s.context.lines;
/** Priced lines (consecutivo, sub_total, total, ahorro, iva, extras…) in cart order. */
export const selectPricedLines = (s: CartSnapshot): readonly PricedLine[] => s.context.priced.lines;
/** The stored lines' priced cart (what the order is built from: pending plus/minus not counted). */
export const selectPricedCart = (s: CartSnapshot): PricedCart => s.context.priced;
/**
 * The totals the customer sees: of the displayed lines, pending plus/minus counted by the same
 * rule at once (the total never lags the line totals during the 1 s pause).
 */
export const selectCartTotals = (s: CartSnapshot): CartTotals => displayedTotals(s);
export const selectCartTotal = (s: CartSnapshot): number => displayedTotals(s).total;
export const selectCoupons = (s: CartSnapshot): readonly Coupon[] => s.context.coupons;
/** What the value coupon deducts from the cart's total (the discount line; docs/product.md#entidades). */
export const selectCouponDiscount = (s: CartSnapshot): number => couponDiscount(s.context.coupons, displayedTotals(s).total);
/** The cart's total less the coupon's discount (the new total the cart page shows). */
export const selectTotalAfterCoupon = (s: CartSnapshot): number => displayedTotals(s).total - selectCouponDiscount(s);
export const selectLineCount = (s: CartSnapshot): number => s.context.lines.length;
/** productosOfertaCantidad: lines with oferta 'X' whose extras are above 0 (at the quantities shown). */
export const selectOfferCount = (s: CartSnapshot): number => displayedTotals(s).offerLineCount;
/** Header badge: cart line count plus offer-extra count (at the quantities shown). */
export const selectBadgeCount = (s: CartSnapshot): number => s.context.lines.length + displayedTotals(s).offerLineCount;
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
    return { line: shown, canDecrease: canDecreaseQuantity(quantity, line.cantidadminima) };
  });
  displayedLinesCache.set(s.context, displayed);
  return displayed;
};

const displayedTotalsCache = new WeakMap<CartContext, CartTotals>();
/** The totals of the displayed lines (the stored totals themselves when nothing is pending); memoized per context. */
function displayedTotals(s: CartSnapshot): CartTotals {
  if (!hasPending(s.context.pending)) return s.context.priced.totals;
  const cached = displayedTotalsCache.get(s.context);
  if (cached) return cached;
  const totals = cartTotals(selectDisplayedLines(s).map((d) => d.line));
  displayedTotalsCache.set(s.context, totals);
  return totals;
}

/** Lines whose price changed since the customer saw it: name, price seen, price now. */
export const selectPriceChanges = (s: CartSnapshot): readonly PriceChange[] => s.context.priceChanges;
/** The cart and /confirma-pedido name the changed prices (state `prices.changed`) until acknowledged. */
export const selectHasPriceChanges = (s: CartSnapshot): boolean => s.matches({ prices: 'changed' });

/**
 * What the cart page shows: `empty` only when the cart has no lines (the badge says 0 too);
 * `failed` when the last verification got no answer (with its docs/product.md#errores message and 'Reintentar');
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
/** The docs/product.md#errores message of the failed verification (state `failed`); null otherwise. */
export const selectVerificationError = (s: CartSnapshot): string | null =>
  s.matches({ verification: 'failed' }) ? s.context.verificationError : null;
