import type { Product } from '../schemas/catalogue';
import { unitPrice } from './pricing';

/**
 * Prices are told, never silent: when the sales point's answer prices a product
 * differently from what the customer saw, the difference is named. One rule for the reorder's
 * notice (the price paid then, rules/reorder.ts) and for the cart (the price its lines showed
 * before a new sales point, price list or document answered).
 */

/** A price the customer saw for a product: one unit, VAT and discount included (whole pesos). */
export interface SeenPrice {
  producto_id: string;
  /** The product's name as the customer saw it (descripcion_corta). */
  nombre: string;
  precio: number;
}

export interface PriceChange {
  producto_id: string;
  nombre: string;
  before: number;
  now: number;
}

/** What one unit costs the customer: the price the cart, the menu and the order show. */
export const shownPrice = (product: Product): number => unitPrice(product).finalPrice;

/** The products whose price now differs from the one seen, in the order seen; unavailable ones are not price changes. */
export function changedPrices(seen: readonly SeenPrice[], available: readonly Product[]): PriceChange[] {
  const found = new Map(available.map((p) => [p.codigo_producto, p]));
  return seen.flatMap(({ producto_id, nombre, precio }) => {
    const product = found.get(producto_id);
    const now = product ? shownPrice(product) : precio;
    return now === precio ? [] : [{ producto_id, nombre: product!.descripcion_corta || nombre, before: precio, now }];
  });
}

/**
 * The changes still to tell after a new answer: a product that changed again keeps the price the
 * customer saw first, one back at that price is no change any more, and only products still in
 * the cart count (in the cart's order).
 */
export function pendingPriceChanges(
  told: readonly PriceChange[],
  found: readonly PriceChange[],
  inCart: readonly string[],
): PriceChange[] {
  return inCart.flatMap((id) => {
    const first = told.find((c) => c.producto_id === id);
    const change = found.find((c) => c.producto_id === id) ?? first;
    return change && first?.before !== change.now ? [first ? { ...change, before: first.before } : change] : [];
  });
}
