/**
 * Adapters from the machines' priced data to the components' view props. They copy and rename
 * fields only: every price was computed by machines/rules/pricing.ts before it gets here.
 */
import { hasOffer, UNIT_EACH, type PricedLine, type UnitPrice } from '../../machines/rules/pricing';
import type { Product } from '../../machines/schemas/catalogue';
import type { CartLineView } from '../features/cart/CartLineRow';
import type { ProductCardView } from './ProductCard';

/** The unit label worth showing: 'Libra' (KG) or another unit, nothing for units sold each. */
function shownUnit(unitLabel: string): string | undefined {
  return unitLabel.toUpperCase() === UNIT_EACH ? undefined : unitLabel;
}

/** `unit` is unitPrice(product); `href` the product page built from the slugs. */
export function toProductCardView(product: Product, unit: UnitPrice, href: string): ProductCardView {
  return {
    id: product.codigo_producto,
    name: product.descripcion_corta,
    description: product.descripcion_producto,
    image: product.imagen_producto,
    href,
    price: unit.finalPrice,
    regularPrice: unit.discountPercent > 0 ? unit.regularPrice : undefined,
    discountPercent: unit.discountPercent,
    unitLabel: shownUnit(unit.unitLabel),
    offer:
      hasOffer(product) && product.iofertas
        ? { minimum: product.iofertas.cantidad_minima, extra: product.iofertas.cantidad_producto_adicional }
        : null,
  };
}

/** `canDecrease` from the cart machine (e.g. state.can(quantityDecreased)). */
export function toCartLineView(line: PricedLine, canDecrease = true): CartLineView {
  return {
    id: line.producto_id,
    name: line.descripcion_corta,
    image: line.imagen_producto,
    unitLabel: shownUnit(line.unit.unitLabel),
    unitPrice: line.unit.finalPrice,
    quantity: line.cantidad,
    lineTotal: line.total,
    saving: line.ahorro,
    offerExtras: line.extras,
    canDecrease,
  };
}
