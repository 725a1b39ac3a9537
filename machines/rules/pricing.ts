import type { Product } from '../schemas/catalogue';
import type { OrderLine, OrderTotals, StoredCartLine } from '../schemas/order';
import { DISCOUNT_LINE_APPLIES, FLAG_YES } from '../constants';
import { roundPesos } from './money';

/** Condition class sent with every discounted order line (validation rule 4 requires one). */
export const DISCOUNT_CONDITION_CLASS = 'ZDES';

export const UNIT_KG = 'KG';
export const UNIT_EACH = 'UN';
/** KG products are sold by the pound: shown as 'Libra' with the price halved. */
export const POUND_LABEL = 'Libra';

export interface UnitPrice {
  /** Sale unit as shown: 'Libra' for KG, otherwise the API's unit. */
  unitLabel: string;
  /** List price per shown unit (halved for KG), before discount and VAT. */
  listPrice: number;
  discountPercent: number;
  /** Pesos taken off the list price per unit. */
  discountAmount: number;
  /** listPrice − discountAmount. */
  netPrice: number;
  /** VAT on the net price, rounded. */
  vat: number;
  /** netPrice + vat: what one unit costs the customer. */
  finalPrice: number;
  /** listPrice + its VAT: what one unit would cost without the discount. */
  regularPrice: number;
}

export function hasDiscount(product: Pick<Product, 'descuento' | 'idescuentos'>): boolean {
  return product.descuento === FLAG_YES && (product.idescuentos?.valor_porcentaje_descuento ?? 0) > 0;
}

export function hasOffer(product: Pick<Product, 'oferta' | 'iofertas'>): boolean {
  return product.oferta === FLAG_YES && product.iofertas !== null;
}

/** VAT is porcentaje_iva percent of the price, rounded. */
export function vatOf(price: number, vatPercent: number): number {
  return roundPesos((price * vatPercent) / 100);
}

export function unitPrice(product: Product): UnitPrice {
  const isKg = product.unidad_medida_venta.toUpperCase() === UNIT_KG;
  const listPrice = isKg ? roundPesos(product.precio / 2) : roundPesos(product.precio);
  const discountPercent = hasDiscount(product) ? product.idescuentos!.valor_porcentaje_descuento : 0;
  const netPrice = roundPesos(listPrice - (listPrice * discountPercent) / 100);
  const vat = vatOf(netPrice, product.porcentaje_iva);
  return {
    unitLabel: isKg ? POUND_LABEL : product.unidad_medida_venta,
    listPrice,
    discountPercent,
    discountAmount: listPrice - netPrice,
    netPrice,
    vat,
    finalPrice: netPrice + vat,
    regularPrice: listPrice + vatOf(listPrice, product.porcentaje_iva),
  };
}

/** A line's quantity is a whole number, at least 1 and at least cantidadminima (raised to it). */
export function normalizeQuantity(quantity: number, minimumQuantity: number): number {
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : 1;
  return Math.max(1, minimumQuantity, whole);
}

/** Offer extras = floor(quantity / minimum offer quantity) × additional product quantity. */
export function offerExtras(product: Pick<Product, 'oferta' | 'iofertas'>, quantity: number): number {
  if (!hasOffer(product)) return 0;
  const { cantidad_minima, cantidad_producto_adicional } = product.iofertas!;
  if (cantidad_minima <= 0) return 0;
  return Math.floor(quantity / cantidad_minima) * cantidad_producto_adicional;
}

/** Cart line enriched with its product's prices (docs/product.md#entidades). */
export interface PricedLine {
  consecutivo: number;
  producto_id: string;
  codigo_producto: string;
  descripcion_corta: string;
  imagen_producto: string;
  cantidad: number;
  cantidadminima: number;
  oferta: string;
  iofertas: Product['iofertas'];
  unit: UnitPrice;
  porcentaje_iva: number;
  /** quantity × net price. */
  sub_total: number;
  /** quantity × unit VAT. */
  iva: number;
  /** quantity × unit discount. */
  descuento: number;
  /** quantity × (net price + VAT). */
  total: number;
  /** Saving against the regular price; only for unit UN. */
  ahorro: number;
  /** Free units the offer adds. */
  extras: number;
}

export function priceLine(product: Product, quantity: number, consecutivo: number): PricedLine {
  const cantidad = normalizeQuantity(quantity, product.cantidadminima);
  const unit = unitPrice(product);
  const isEach = product.unidad_medida_venta.toUpperCase() === UNIT_EACH;
  return {
    consecutivo,
    producto_id: product.codigo_producto,
    codigo_producto: product.codigo_producto,
    descripcion_corta: product.descripcion_corta,
    imagen_producto: product.imagen_producto,
    cantidad,
    cantidadminima: product.cantidadminima,
    oferta: product.oferta,
    iofertas: product.iofertas,
    unit,
    porcentaje_iva: product.porcentaje_iva,
    sub_total: cantidad * unit.netPrice,
    iva: cantidad * unit.vat,
    descuento: cantidad * unit.discountAmount,
    total: cantidad * unit.finalPrice,
    ahorro: isEach ? cantidad * (unit.regularPrice - unit.finalPrice) : 0,
    extras: offerExtras(product, cantidad),
  };
}

export interface CartTotals {
  subtotal: number;
  iva: number;
  descuento: number;
  ahorro: number;
  total: number;
  lineCount: number;
  /** Lines with oferta 'X' whose extras are above 0. */
  offerLineCount: number;
  /** Header badge: cart line count plus offer-extra count. */
  badgeCount: number;
}

export function cartTotals(lines: readonly PricedLine[]): CartTotals {
  let subtotal = 0,
    iva = 0,
    descuento = 0,
    ahorro = 0,
    total = 0,
    offerLineCount = 0;
  for (const line of lines) {
    subtotal += line.sub_total;
    iva += line.iva;
    descuento += line.descuento;
    ahorro += line.ahorro;
    total += line.total;
    if (line.oferta === FLAG_YES && line.extras > 0) offerLineCount += 1;
  }
  return {
    subtotal,
    iva,
    descuento,
    ahorro,
    total,
    lineCount: lines.length,
    offerLineCount,
    badgeCount: lines.length + offerLineCount,
  };
}

export interface PricedCart {
  lines: PricedLine[];
  totals: CartTotals;
  /** Stored lines whose product the catalogue does not offer (dropped). */
  missing: string[];
}

/** Prices stored cart lines against a catalogue; lines without a product are dropped and reported. */
export function priceCart(stored: readonly StoredCartLine[], catalogue: ReadonlyMap<string, Product>): PricedCart {
  const lines: PricedLine[] = [];
  const missing: string[] = [];
  for (const line of stored) {
    const product = catalogue.get(line.producto_id);
    if (!product) {
      missing.push(line.producto_id);
      continue;
    }
    lines.push(priceLine(product, line.cantidad, lines.length + 1));
  }
  return { lines, totals: cartTotals(lines), missing };
}

/**
 * Order lines (docs/product.md#entidades) for a priced cart. Percentages are the ones actually
 * applied: a VAT or discount that rounds to 0 pesos on this line (a free or
 * 100 %-discounted product, a tiny price) is sent as 0 %, so that validation
 * rule 4 (percentage above 0 with value 0 is a calculation failure) accepts it.
 */
export function toOrderLines(lines: readonly PricedLine[]): OrderLine[] {
  return lines.map((line) => {
    const discounted = line.descuento > 0;
    return {
      codigo_producto: line.codigo_producto,
      cantidad: line.cantidad,
      precio: line.unit.listPrice,
      porcentaje_iva: line.iva > 0 ? line.porcentaje_iva : 0,
      valor_iva: line.iva,
      porcentaje_descuento: discounted ? line.unit.discountPercent : 0,
      valor_descuento: line.descuento,
      descuento: discounted ? DISCOUNT_LINE_APPLIES : '',
      clase_condicion: discounted ? DISCOUNT_CONDITION_CLASS : '',
      total: line.total,
    };
  });
}

export function orderTotals(lines: readonly PricedLine[], deliveryFee: number): OrderTotals {
  const totals = cartTotals(lines);
  return {
    subtotal: totals.subtotal,
    iva: totals.iva,
    descuento: totals.descuento,
    valor_domicilio: deliveryFee,
    total: totals.total + deliveryFee,
  };
}

/**
 * The inverse of the VAT rule, for authoring price lists: the net price whose
 * final price (net + rounded VAT) is exactly `finalPrice`, so a menu can show
 * '$ 52.800' rather than whatever a round net price happens to become. Rounding
 * skips some final prices (52.900 at 8 %): then null.
 */
export function netPriceForFinalPrice(finalPrice: number, vatPercent: number): number | null {
  const estimate = Math.round(finalPrice / (1 + vatPercent / 100));
  for (let net = estimate - 2; net <= estimate + 2; net++) {
    if (net >= 0 && net + vatOf(net, vatPercent) === finalPrice) return net;
  }
  return null;
}
