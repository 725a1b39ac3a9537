/**
 * What a subscription card says about each repeat: the products it brings
 * and why its price is not what the subscribed order cost. The list's total is that order before
 * its coupon; a repeat carries no coupon and is charged at the prices of its day
 * (server/services/subscriptionScheduler.ts), so an order paid $ 122.600 with a $ 5.000 coupon
 * repeats at $ 127.600 (or whatever the menu says that day).
 */
import type { Subscription } from '../schemas';
import { listPages } from '../screenTexts/listPages';
import { formatDeduction } from './money';

export interface SubscriptionSummary {
  /** '2 × Pollo asado entero', in the order's line order. */
  products: string[];
  /** Why the amount is what it is. */
  priceNote: string;
}

/** `nameOf`: a product's name from the menu at hand, for a line the API sent without one. */
export function subscriptionSummary(
  sub: Pick<Subscription, 'productos' | 'nrocupon' | 'cuponesvalor'>,
  nameOf: (code: string) => string | undefined = () => undefined,
): SubscriptionSummary {
  const products = (sub.productos ?? []).map((line) =>
    listPages.productLine(
      line.cantidad,
      line.descripcion_corta ?? nameOf(line.codigo_producto) ?? listPages.unavailableProduct(line.codigo_producto),
    ),
  );
  const coupon = (sub.nrocupon ?? '').trim();
  const discount = sub.cuponesvalor ?? 0;
  const priceNote =
    coupon !== '' && discount > 0 ? listPages.priceNoteWithoutCoupon(coupon, formatDeduction(discount)) : listPages.priceNote;
  return { products, priceNote };
}
