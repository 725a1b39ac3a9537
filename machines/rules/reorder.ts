import type { Product } from '../schemas/catalogue';
import type { OrderLine } from '../schemas/order';
import { formatPesos, roundPesos } from './money';
import { changedPrices, type PriceChange } from './priceChanges';
import { messages } from '../messages';

/**
 * Reorder ("Reorder in one tap"): a past order's products go back into the cart and
 * are verified against the current sales point like any cart line; what the customer paid then
 * is compared with what the sales point asks now, so the notice can name what is gone and what
 * changed price.
 */

/** One product of the past order, as the cart receives it. */
export interface ReorderItem {
  producto_id: string;
  cantidad: number;
  /** The product's name (descripcion_corta), for the notice; the code when the order did not carry it. */
  nombre: string;
  /** What one unit cost then, VAT and discount included (whole pesos). */
  precio: number;
}

/** The order's lines as cart lines: one per product (repeated codes add up), in the order's order. */
export function reorderItemsOf(
  lines: ReadonlyArray<Pick<OrderLine, 'codigo_producto' | 'cantidad' | 'total'> & { descripcion_corta?: string }>,
): ReorderItem[] {
  const items = new Map<string, ReorderItem>();
  for (const line of lines) {
    if (line.cantidad <= 0) continue;
    const known = items.get(line.codigo_producto);
    const precio = roundPesos(line.total / line.cantidad);
    if (known) known.cantidad += line.cantidad;
    else
      items.set(line.codigo_producto, {
        producto_id: line.codigo_producto,
        cantidad: line.cantidad,
        nombre: line.descripcion_corta?.trim() || line.codigo_producto,
        precio,
      });
  }
  return [...items.values()];
}

export type { PriceChange } from './priceChanges';

export interface ReorderReport {
  /** Names of the products the sales point no longer offers. */
  unavailable: string[];
  priceChanges: PriceChange[];
  /** How many of the order's products went into the cart. */
  added: number;
}

/**
 * What changed between the order and the sales point's answer (the available products, current
 * prices): the price paid is the price seen, compared by the cart's own rule (rules/priceChanges.ts).
 */
export function reorderReport(items: readonly ReorderItem[], available: readonly Product[]): ReorderReport {
  const offered = new Set(available.map((p) => p.codigo_producto));
  const unavailable = items.filter((item) => !offered.has(item.producto_id)).map((item) => item.nombre);
  return { unavailable, priceChanges: changedPrices(items, available), added: items.length - unavailable.length };
}

/**
 * The notice after a reorder: a success toast when everything came back as it was, else a warning
 * that names the differences, as a dialog (a list of products and prices is not read in a toast's
 * 2.5 s).
 */
export function reorderNotice(
  pedido: number,
  report: ReorderReport,
): { level: 'success' | 'warning'; message: string; modal?: true } {
  const t = messages.reorder;
  if (report.added === 0)
    return { level: 'warning', message: t.noneAvailable(pedido, report.unavailable.join(', ')), modal: true };
  if (report.unavailable.length === 0 && report.priceChanges.length === 0) return { level: 'success', message: t.added(pedido) };
  const parts = [t.addedWithChanges(pedido)];
  if (report.unavailable.length > 0) parts.push(t.unavailable(report.unavailable.join(', ')));
  if (report.priceChanges.length > 0) {
    parts.push(
      t.priceChanged(
        report.priceChanges.map((c) => t.priceChange(c.nombre, formatPesos(c.before), formatPesos(c.now))).join(', '),
      ),
    );
  }
  return { level: 'warning', message: parts.join(' '), modal: true };
}
