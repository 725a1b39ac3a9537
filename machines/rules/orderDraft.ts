import type { Address, SalesPoint } from '../schemas/salesPoint';
import type { Coupon, Order } from '../schemas/order';
import { DEFAULT_PAYMENT_TYPE, DELIVERY_FEE_PESOS, HOME_DELIVERY, PICKUP_IN_STORE, TERMS_ACCEPTED } from '../constants';
import { couponDiscount, valueCoupons } from './coupons';
import { orderTotals, toOrderLines, type PricedCart, type PricedLine } from './pricing';
import { FALLBACK_GENERIC_SALES_POINT } from './cityPrompt';

/** estadopago of an order not yet paid online. */
export const PAYMENT_PENDING = 'PENDIENTE';

export interface RecipientDetails {
  nombre_recibe: string;
  telefono: string;
  celularpedido: string;
  observacion: string;
}

export interface OrderDraftInput {
  lines: readonly PricedLine[];
  salesPoint: SalesPoint;
  /** The customer's cedula. */
  document: string;
  address: Address | null;
  city: string;
  deliveryDate: string;
  deliveryTime: string;
  pickup: boolean;
  recipient: RecipientDetails;
  coupons: readonly Coupon[];
  playerId?: string;
}

/** The delivery fee: DELIVERY_FEE_PESOS for home delivery, nothing for pick-up in store. */
export function deliveryFeeFor(pickup: boolean): number {
  return pickup ? 0 : DELIVERY_FEE_PESOS;
}

/**
 * The order (orden, docs/product.md#entidades) the checkout machine submits. It is not validated
 * here: rules/orderValidation.ts checks it in spec order.
 */
export function buildOrder(input: OrderDraftInput): Order {
  const { recipient } = input;
  const deliveryFee = deliveryFeeFor(input.pickup);
  const coupon = valueCoupons(input.coupons)[0];
  const totales = orderTotals(input.lines, deliveryFee);
  return {
    pdv: input.salesPoint.Vkbur,
    cedula: input.document,
    konda: input.salesPoint.Konda,
    nombre_recibe: recipient.nombre_recibe.trim(),
    fecha_entrega: input.deliveryDate,
    hora_entrega: input.deliveryTime,
    ciudad: input.city,
    direccion: input.address?.segmentoCompleto.trim() ?? '',
    telefono: recipient.telefono.trim(),
    valor_domicilio: deliveryFee,
    // The neighbourhood is the delivery address's own field (none for pick-up).
    barrio: input.pickup ? '' : (input.address?.barrio?.trim() ?? ''),
    textoBarrio: input.pickup ? '' : (input.address?.barrio?.trim() ?? ''),
    observacion: recipient.observacion.trim(),
    tipo_pago: DEFAULT_PAYMENT_TYPE,
    recogeentienda: input.pickup ? PICKUP_IN_STORE : HOME_DELIVERY,
    nrocupon: coupon?.nrocupon ?? '',
    estadopago: PAYMENT_PENDING,
    celularpedido: recipient.celularpedido.trim(),
    numuid: '',
    playerid: input.playerId ?? '',
    aceptaterminos: TERMS_ACCEPTED,
    acepta: TERMS_ACCEPTED,
    valorbolsa: 0,
    // What the customer saw on the discount line; the server judges and recomputes it anyway.
    cuponesvalor: couponDiscount(input.coupons, totales.total),
    detalles_pedido: toOrderLines(input.lines),
    totales,
  };
}

/**
 * The order of what the storefront holds: the cart's priced lines and coupons, the location's
 * sales point, address and slot, the customer's cedula. One place for the confirm page
 * (src/features/checkout/checkoutEvents.ts) and the browser model test, so both send the same order.
 */
export function orderFromStorefront(
  cart: { priced: PricedCart; coupons: readonly Coupon[] },
  location: {
    salesPoint: SalesPoint | null;
    address: Address | null;
    city: string | null;
    deliveryDate: string | null;
    deliveryTime: string | null;
    pickup: boolean | null;
  },
  document: string,
  recipient: RecipientDetails,
): Order {
  return buildOrder({
    lines: cart.priced.lines,
    salesPoint: location.salesPoint ?? FALLBACK_GENERIC_SALES_POINT,
    document,
    address: location.address,
    city: location.city ?? location.address?.ciudad ?? '',
    deliveryDate: location.deliveryDate ?? '',
    deliveryTime: location.deliveryTime ?? '',
    pickup: location.pickup ?? false,
    recipient,
    coupons: cart.coupons,
  });
}
