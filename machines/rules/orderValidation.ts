import type { Order } from '../schemas/order';
import {
  DISCOUNT_LINE_APPLIES,
  HOME_DELIVERY,
  OBSERVATION_MAX_LENGTH,
  PICKUP_IN_STORE,
  RECIPIENT_NAME_MAX_LENGTH,
} from '../constants';
import { orderMessages } from '../screenTexts/order';

/**
 * Order submission rules of docs/product.md#reglas, in the spec's order. Each failure adds one
 * error and stops, so the reported error is always the first failing rule.
 */
export type OrderRule =
  | 'kondaPresent'
  | 'recipientRequired'
  | 'recipientMaxLength'
  | 'deliveryDateRequired'
  | 'deliveryTimeRequired'
  | 'cityRequired'
  | 'addressRequired'
  | 'phoneRequired'
  | 'paymentTypeRequired'
  | 'paymentStateRequired'
  | 'cellPhoneRequired'
  | 'hasLines'
  | 'lineTaxConsistent'
  | 'lineDiscountConsistent'
  | 'totalAboveZero'
  | 'deliveryIdentified'
  | 'observationMaxLength';

export interface OrderError {
  rule: OrderRule;
  field: keyof Order;
  message: string;
}

export type OrderValidation = { valid: true } | { valid: false; error: OrderError };

const blank = (value: string | undefined) => !value || value.trim() === '';

/** Exactly one of percentage and value is above zero: the calculation is broken. */
const inconsistent = (percent: number, value: number) => (percent > 0 && value === 0) || (percent === 0 && value > 0);

/** Length in characters as people count them: code points of the NFC form (an accent or emoji is one). */
const charCount = (value: string) => [...value.trim().normalize('NFC')].length;

/**
 * Rule 4 is checked line by line, tax before discount, and stops at the first
 * failure: which of the two messages applies is decided by the first broken line.
 */
function firstLineFailure(order: Order): 'tax' | 'discount' | null {
  for (const l of order.detalles_pedido) {
    if (inconsistent(l.porcentaje_iva, l.valor_iva)) return 'tax';
    if (
      inconsistent(l.porcentaje_descuento, l.valor_descuento) ||
      (l.descuento === DISCOUNT_LINE_APPLIES && blank(l.clase_condicion))
    ) {
      return 'discount';
    }
  }
  return null;
}

type Check = readonly [OrderRule, keyof Order, string, (order: Order) => boolean];

/** Each check returns true when the rule FAILS. Order matters: it is the spec's. */
const checks: readonly Check[] = [
  ['kondaPresent', 'konda', orderMessages.kondaMissing, (o) => blank(o.konda)],
  ['recipientRequired', 'nombre_recibe', orderMessages.recipientRequired, (o) => blank(o.nombre_recibe)],
  [
    'recipientMaxLength',
    'nombre_recibe',
    orderMessages.recipientTooLong,
    (o) => charCount(o.nombre_recibe) > RECIPIENT_NAME_MAX_LENGTH,
  ],
  ['deliveryDateRequired', 'fecha_entrega', orderMessages.deliveryDateMissing, (o) => blank(o.fecha_entrega)],
  ['deliveryTimeRequired', 'hora_entrega', orderMessages.deliveryTimeMissing, (o) => blank(o.hora_entrega)],
  ['cityRequired', 'ciudad', orderMessages.cityMissing, (o) => blank(o.ciudad)],
  ['addressRequired', 'direccion', orderMessages.addressMissing, (o) => blank(o.direccion)],
  ['phoneRequired', 'telefono', orderMessages.phoneMissing, (o) => blank(o.telefono)],
  ['paymentTypeRequired', 'tipo_pago', orderMessages.paymentTypeMissing, (o) => blank(o.tipo_pago)],
  ['paymentStateRequired', 'estadopago', orderMessages.paymentStateInvalid, (o) => blank(o.estadopago)],
  ['cellPhoneRequired', 'celularpedido', orderMessages.cellPhoneMissing, (o) => blank(o.celularpedido)],
  ['hasLines', 'detalles_pedido', orderMessages.noProducts, (o) => o.detalles_pedido.length === 0],
  ['lineTaxConsistent', 'detalles_pedido', orderMessages.taxCalculation, (o) => firstLineFailure(o) === 'tax'],
  ['lineDiscountConsistent', 'detalles_pedido', orderMessages.discountCalculation, (o) => firstLineFailure(o) === 'discount'],
  ['totalAboveZero', 'totales', orderMessages.zeroTotal, (o) => !(o.totales.total > 0)],
  [
    'deliveryIdentified',
    'recogeentienda',
    orderMessages.deliveryNotIdentified,
    (o) =>
      (o.recogeentienda !== PICKUP_IN_STORE && o.recogeentienda !== HOME_DELIVERY) ||
      (o.recogeentienda === HOME_DELIVERY && o.valor_domicilio === 0),
  ],
  [
    'observationMaxLength',
    'observacion',
    orderMessages.observationTooLong,
    (o) => charCount(o.observacion) > OBSERVATION_MAX_LENGTH,
  ],
];

export const ORDER_RULES_IN_SPEC_ORDER: readonly OrderRule[] = checks.map(([rule]) => rule);

/** True when the order breaks this one rule (the order machine's guards call it one rule at a time). */
export function breaksOrderRule(order: Order, rule: OrderRule): boolean {
  const check = checks.find(([name]) => name === rule);
  return check ? check[3](order) : false;
}

export function orderErrorFor(rule: OrderRule): OrderError {
  const [, field, message] = checks.find(([name]) => name === rule)!;
  return { rule, field, message };
}

export function validateOrder(order: Order): OrderValidation {
  for (const [rule, field, message, fails] of checks) {
    if (fails(order)) return { valid: false, error: { rule, field, message } };
  }
  return { valid: true };
}
