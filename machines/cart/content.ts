import { PATHS } from '../paths';
import { messages } from '../messages';
import type { Product } from '../schemas/catalogue';
import type { Coupon, StoredCartLine } from '../schemas/order';
import { decideCheckout, type CheckoutFacts, type CheckoutOutcome, type CheckoutRule } from '../rules/checkoutDecision';
import { priceCart } from '../rules/pricing';
import { changedPrices, pendingPriceChanges } from '../rules/priceChanges';
import { clampQuantity } from '../rules/quantity';
import type { ReorderItem } from '../rules/reorder';
import type { NotifyParams } from '../system';
import type { AbandonedCartParams, CartContext, CartInput, CartQuery } from './types';

/**
 * What the cart's events do to its content, as pure functions of the context: machine.ts's guards
 * and assign actions call them, so the statechart reads as its flow.
 */

const byCode = (products: Record<string, Product>): ReadonlyMap<string, Product> => new Map(Object.entries(products));

/** Lines plus the priced cart derived from them. */
function withLines(
  lines: StoredCartLine[],
  products: Record<string, Product>,
): Pick<CartContext, 'lines' | 'products' | 'priced'> {
  return { lines, products, priced: priceCart(lines, byCode(products)) };
}

const minimumOf = (context: CartContext, productId: string): number => context.products[productId]?.cantidadminima ?? 1;

export const findLine = (context: CartContext, productId: string) => context.lines.find((l) => l.producto_id === productId);

/** Changes still told only for products still in the cart. */
const priceChangesOf = (context: CartContext, lines: readonly StoredCartLine[]) =>
  context.priceChanges.filter((c) => lines.some((l) => l.producto_id === c.producto_id));

export const removesLastLine = (context: CartContext, productId: string): boolean =>
  context.lines.length === 1 && context.lines[0]!.producto_id === productId;

export const hasPending = (pending: Record<string, number>): boolean => Object.values(pending).some((delta) => delta !== 0);

export const isCompleteQuery = (query: Partial<CartQuery>): query is CartQuery =>
  [query.pdv, query.date, query.document, query.konda].every((v) => typeof v === 'string' && v.trim() !== '');

/** A query announcement that changes one of its fields (the location repeats the same sales point, e.g. once its generic one is assigned). */
export const changesQuery = (query: Partial<CartQuery>, change: Partial<CartQuery>): boolean =>
  (Object.keys(change) as (keyof CartQuery)[]).some((key) => change[key] !== undefined && change[key] !== query[key]);

/** What a verification answer does to the cart. */
export function verificationOutcome(context: CartContext, available: readonly Product[]) {
  const found = new Map(available.map((p) => [p.codigo_producto, p]));
  const kept = context.lines.filter((l) => found.has(l.producto_id));
  return {
    found,
    droppedCount: context.lines.length - kept.length,
    keptCount: kept.length,
    raisesQuantity: kept.some((l) => l.cantidad < found.get(l.producto_id)!.cantidadminima),
  };
}

/** Abandoned cart (docs/product.md#estados-y-transiciones): recorded when non-empty, logged in and delivery time set; cleared when empty. */
export function abandonedCartSync(context: CartContext, whenEmpty: 'clear' | 'skip'): AbandonedCartParams | null {
  if (!context.isLoggedIn || !context.username) return null;
  if (context.lines.length === 0) {
    return whenEmpty === 'clear' ? { mode: 'clear', username: context.username, lines: [] } : null;
  }
  if (!context.deliveryTime || context.deliveryTime.trim() === '') return null;
  return { mode: 'record', username: context.username, lines: context.lines };
}

export function initialContext(input: CartInput): CartContext {
  return {
    ...withLines(input.lines ?? [], {}),
    coupons: input.coupons ?? [],
    pending: {},
    isLoggedIn: false,
    username: null,
    deliveryDate: null,
    deliveryTime: null,
    query: input.query ?? {},
    verificationError: null,
    checkoutAt: null,
    checkoutOutcome: null,
    reorder: null,
    priceChanges: [],
  };
}

export const errorMessage = (error: unknown): string =>
  error instanceof Error && error.message.trim() !== '' ? error.message : messages.http.other;

/** The toast after 'Agregar': the product and how many the cart now holds, with a link to the cart. */
export function addedNotice(context: CartContext, product: Product): NotifyParams {
  const inCart = findLine(context, product.codigo_producto)?.cantidad ?? 0;
  return {
    level: 'success',
    message: messages.cart.added(product.descripcion_corta, inCart),
    action: { label: messages.cart.viewCart, to: PATHS.carrito },
  };
}

/** What rules/checkoutDecision.ts decides 'Continuar al Pago' with. */
export const checkoutFacts = (context: CartContext): CheckoutFacts => ({
  isLoggedIn: context.isLoggedIn,
  total: context.priced.totals.total,
  subtotal: context.priced.totals.subtotal,
  coupons: context.coupons,
  deliveryDate: context.deliveryDate,
  deliveryTime: context.deliveryTime,
  now: context.checkoutAt ?? 0,
});

// ─── Context updates (the assign actions) ───────────────────────────────────

export function addItem(context: CartContext, product: Product, quantity = 1) {
  const products = { ...context.products, [product.codigo_producto]: product };
  const existing = findLine(context, product.codigo_producto);
  const lines = existing
    ? context.lines.map((l) =>
        l === existing ? { ...l, cantidad: clampQuantity(l.cantidad + quantity, product.cantidadminima) } : l,
      )
    : [...context.lines, { producto_id: product.codigo_producto, cantidad: clampQuantity(quantity, product.cantidadminima) }];
  return withLines(lines, products);
}

export function removeLine(context: CartContext, productId: string) {
  const { [productId]: _dropped, ...pending } = context.pending;
  const lines = context.lines.filter((l) => l.producto_id !== productId);
  return { ...withLines(lines, context.products), pending, priceChanges: priceChangesOf(context, lines) };
}

/** Adds a plus (+1) or minus (−1) to the batch; the shown quantity stays within [cantidadminima, MAX]. */
export function addPending(context: CartContext, productId: string, step: 1 | -1) {
  const line = findLine(context, productId);
  if (!line) return {};
  const shown = line.cantidad + (context.pending[productId] ?? 0);
  const next = clampQuantity(shown + step, minimumOf(context, productId));
  return { pending: { ...context.pending, [productId]: next - line.cantidad } };
}

export function applyPending(context: CartContext) {
  const lines = context.lines.map((l) => {
    const delta = context.pending[l.producto_id] ?? 0;
    return delta === 0 ? l : { ...l, cantidad: clampQuantity(l.cantidad + delta, minimumOf(context, l.producto_id)) };
  });
  return { ...withLines(lines, context.products), pending: {} };
}

/**
 * Drops lines the sales point does not offer, refreshes prices and raises quantities to the new
 * minimums; a line now priced differently from what the cart showed is recorded with both prices
 * (`toldElsewhere`: products whose change another notice names, the reorder's).
 */
export function applyVerification(context: CartContext, products: readonly Product[], toldElsewhere?: readonly string[]) {
  const { found } = verificationOutcome(context, products);
  const lines = context.lines
    .filter((l) => found.has(l.producto_id))
    .map((l) => {
      const cantidad = clampQuantity(l.cantidad, found.get(l.producto_id)!.cantidadminima);
      return cantidad === l.cantidad ? l : { ...l, cantidad };
    });
  const pending = Object.fromEntries(Object.entries(context.pending).filter(([id]) => found.has(id)));
  const toldHere = (productId: string) => !toldElsewhere?.includes(productId);
  const seen = context.priced.lines
    .filter((l) => toldHere(l.producto_id))
    .map((l) => ({ producto_id: l.producto_id, nombre: l.descripcion_corta, precio: l.unit.finalPrice }));
  const told = context.priceChanges.filter((c) => toldHere(c.producto_id));
  const priceChanges = pendingPriceChanges(
    told,
    changedPrices(seen, products),
    lines.map((l) => l.producto_id),
  );
  return { ...withLines(lines, { ...context.products, ...Object.fromEntries(found) }), pending, priceChanges };
}

/** A past order's products in place of the cart's, or added to them (quantities add up, within the limits). */
export function applyReorder(context: CartContext, pedido: number, items: ReorderItem[], replace: boolean) {
  const lines = [...(replace ? [] : context.lines)];
  for (const item of items) {
    const i = lines.findIndex((l) => l.producto_id === item.producto_id);
    const minimum = minimumOf(context, item.producto_id);
    if (i === -1) lines.push({ producto_id: item.producto_id, cantidad: clampQuantity(item.cantidad, minimum) });
    else lines[i] = { ...lines[i]!, cantidad: clampQuantity(lines[i]!.cantidad + item.cantidad, minimum) };
  }
  return {
    ...withLines(lines, context.products),
    pending: replace ? {} : context.pending,
    coupons: replace ? [] : context.coupons,
    reorder: { pedido, items },
    priceChanges: priceChangesOf(context, lines),
  };
}

/** One entry per code: the accepted coupon replaces an earlier one with its code. */
export const withCoupon = (coupons: readonly Coupon[], coupon: Coupon): Coupon[] => [
  ...coupons.filter((c) => c.nrocupon !== coupon.nrocupon),
  coupon,
];

export const withoutCoupon = (coupons: readonly Coupon[], code: string): Coupon[] => coupons.filter((c) => c.nrocupon !== code);

/** Lines, pending edits, coupons and (derived) offer count. */
export const clearCart = (context: CartContext) => ({
  ...withLines([], context.products),
  pending: {},
  coupons: [],
  reorder: null,
  priceChanges: [],
});

/** 'Continuar al Pago' stops at this rule (the first of rules/checkoutDecision.ts, in the spec's order, that holds). */
export const checkoutStopsAt = (context: CartContext, rule: CheckoutRule) => decideCheckout(checkoutFacts(context)).rule === rule;

/** The machine's guard for each rule: one per rule, so the diagram and the explorer name each in Spanish. */
export const CHECKOUT_GUARDS = {
  guest: 'isGuest',
  noTotal: 'hasNoTotal',
  tooManyValueCoupons: 'hasTooManyValueCoupons',
  couponMinimumNotMet: 'isBelowCouponMinimum',
  noFutureSlot: 'hasNoFutureSlot',
} as const satisfies Record<CheckoutRule, string>;

/** Where each outcome of 'Continuar al Pago' leads (warnings stay on the cart). */
export const CHECKOUT_PATHS: Record<Exclude<CheckoutOutcome, 'warning'>, string> = {
  login: PATHS.login,
  confirmLocation: PATHS.confirmarUbicacion,
  confirmOrder: PATHS.confirmaPedido,
};
