import { MAX_ONLINE_ORDER_TOTAL_PESOS, TERMS_ACCEPTED } from '../constants';
import type { Order } from '../schemas/order';
import { slotProblem } from './deliverySlots';
import { orderFieldTexts } from '../screenTexts/orderFields';

/**
 * What the spec's order rules (orderValidation.ts: presence, lengths, amounts) do not check and the
 * server must, since it never trusts the client: that the fields hold what they name. The server
 * runs these after the spec's rules, so the spec's messages keep their order.
 */
export interface OrderFieldProblem {
  field: keyof Order;
  message: string;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A Colombian mobile number: 10 digits starting with 3. */
const CELL_PHONE = /^3\d{9}$/;
/** A contact number: a landline (60 + area + 7 digits, or the old 7 digits) or a mobile. */
const CONTACT_PHONE = /^(?:\d{7}|60\d{8}|3\d{9})$/;

/** A real calendar day written YYYY-MM-DD ('2026-02-30' and '9999-99-99' are not). */
export function isCalendarDay(text: string): boolean {
  const match = ISO_DAY.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Spaces, dots, dashes and parentheses people type in phone numbers are ignored. */
const digitsOf = (phone: string) => phone.replace(/[\s.()-]/g, '');

export function orderFieldProblem(order: Order, nowMs: number): OrderFieldProblem | null {
  const t = orderFieldTexts;
  if (!isCalendarDay(order.fecha_entrega)) return { field: 'fecha_entrega', message: t.deliveryDateInvalid };
  if (!CLOCK_TIME.test(order.hora_entrega)) return { field: 'hora_entrega', message: t.deliveryTimeInvalid };
  const slot = slotProblem(order.fecha_entrega, order.hora_entrega, nowMs);
  if (slot === 'day') return { field: 'fecha_entrega', message: t.deliveryDayUnavailable };
  if (slot === 'time') return { field: 'hora_entrega', message: t.deliveryTimeUnavailable };
  if (!CONTACT_PHONE.test(digitsOf(order.telefono))) return { field: 'telefono', message: t.phoneInvalid };
  if (!CELL_PHONE.test(digitsOf(order.celularpedido))) return { field: 'celularpedido', message: t.cellPhoneInvalid };
  if (order.aceptaterminos !== TERMS_ACCEPTED) return { field: 'aceptaterminos', message: t.termsNotAccepted };
  if (order.totales.total > MAX_ONLINE_ORDER_TOTAL_PESOS) return { field: 'totales', message: t.totalTooLarge };
  return null;
}
