import { ORDER_SUCCESS_TYPE, SUBSCRIPTION_LEAD_DAYS } from '../constants';
import { addDays, bogotaDayOf, bogotaMinutesOfDay, deliveryTimes } from './deliverySlots';
import {
  subscriptionParamsSchema,
  type OrderDetail,
  type Subscription,
  type SubscriptionAction,
  type SubscriptionAnswer,
  type ScheduleChange,
} from '../schemas';
import { subscriptionTexts } from '../screenTexts/subscriptions';

/** docs/product.md#reglas: a subscription call succeeded when tipo is 'S' or the answer is one of the fixed success texts. */
const SUCCESS_TEXTS: readonly string[] = [subscriptionTexts.created, subscriptionTexts.updated, subscriptionTexts.deleted];

export function isSubscriptionSuccess(answer: SubscriptionAnswer): boolean {
  return answer.tipo === ORDER_SUCCESS_TYPE || SUCCESS_TEXTS.includes(answer.mensaje);
}

/** docs/product.md#errores: 'Apreciado usuario, no se pudo crear / actualizar / eliminar la suscripcion, intenta nuevamente.' */
export function subscriptionFailureText(action: SubscriptionAction): string {
  if (action === 'N') return subscriptionTexts.createFailed;
  if (action === 'M') return subscriptionTexts.updateFailed;
  return subscriptionTexts.deleteFailed;
}

/** docs/product.md#reglas: what the customer is told after a successful call. */
export function subscriptionSuccessText(action: SubscriptionAction): string {
  if (action === 'N') return subscriptionTexts.created;
  if (action === 'M') return subscriptionTexts.updated;
  return subscriptionTexts.deleted;
}

/** Repeating an order makes sense once it was paid and while it stands (not cancelled). */
export function canSubscribeTo(order: Pick<OrderDetail, 'estado' | 'estadopago'>): boolean {
  return order.estado !== 'cancelado' && order.estadopago === 'APROBADO';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first day, today or later, of the series first delivery day + k × frequency (k ≥ 1). */
export function nextDelivery(firstDay: string, frequency: number, today: string): string {
  const daysSince = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${firstDay}T00:00:00Z`)) / DAY_MS);
  const k = Math.max(1, Math.ceil(daysSince / frequency));
  return addDays(firstDay, k * frequency);
}

/** The delivery the customer will get next: the next one of the series, or the one after it when that one is skipped. */
export function upcomingDelivery(series: SubscriptionSeries, today: string): string {
  const next = nextDelivery(series.firstDay, series.frequency, today);
  return series.skipDay === next ? addDays(next, series.frequency) : next;
}

export interface SubscriptionSeries {
  /** The subscribed order's delivery day (YYYY-MM-DD): the series counts from it. */
  firstDay: string;
  frequency: number;
  /** The subscribed order's delivery time (HH:mm): repeats keep it while the day still offers it. */
  time: string;
  paused: boolean;
  /** A delivery day the customer chose to skip. */
  skipDay: string | null;
}

/**
 * What the scheduler does for a subscription at an instant: nothing while paused or while the
 * next delivery is more than SUBSCRIPTION_LEAD_DAYS away; 'skip' for the day the customer chose
 * to skip; otherwise 'place' that day at the subscribed time while still possible (else the day's
 * first possible time), or 'noSlot' when the day has no possible time left (the server was down
 * the whole lead time).
 */
export type RepeatDecision =
  | { kind: 'wait' }
  | { kind: 'skip'; day: string }
  | { kind: 'place'; day: string; time: string }
  | { kind: 'noSlot'; day: string };

export function repeatDecision(series: SubscriptionSeries, nowMs: number): RepeatDecision {
  if (series.paused) return { kind: 'wait' };
  const today = bogotaDayOf(nowMs);
  const day = nextDelivery(series.firstDay, series.frequency, today);
  if (day > addDays(today, SUBSCRIPTION_LEAD_DAYS)) return { kind: 'wait' };
  if (series.skipDay === day) return { kind: 'skip', day };
  const times = deliveryTimes(day, today, bogotaMinutesOfDay(nowMs));
  const time = times.includes(series.time) ? series.time : times[0];
  return time === undefined ? { kind: 'noSlot', day } : { kind: 'place', day, time };
}

/**
 * docs/product.md#reglas: a subscription repeats every 1 to 90 days (0 to delete it); a frequency out of range is
 * refused before anything is sent. The frequency to send, or the message under the field.
 */
export function checkSubscriptionChange(p: {
  document: string;
  pedido: number;
  frequency: string | number;
  action: SubscriptionAction;
}): { ok: true; frequency: number } | { ok: false; error: string } {
  const parsed = subscriptionParamsSchema.safeParse({
    document: p.document,
    orderNumber: p.pedido,
    frequency: p.action === 'E' ? 0 : p.frequency,
    action: p.action,
  });
  if (parsed.success) return { ok: true, frequency: parsed.data.frequency };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    error: !issue || issue.path[0] === 'frequency' ? subscriptionTexts.frequencyRange : issue.message,
  };
}

/**
 * What the customer can do with a subscription's schedule: while active, pause it or
 * skip the next order (one skip at a time: the list shows the skip still to come); while paused,
 * resume it. Nothing when the API does not say whether it is paused (the chain's API may not).
 */
export function scheduleChangesOf(sub: Pick<Subscription, 'pausada' | 'omitir_fecha'>): ScheduleChange[] {
  if (sub.pausada === undefined) return [];
  if (sub.pausada) return ['reanudar'];
  return sub.omitir_fecha ? ['pausar'] : ['pausar', 'omitir'];
}

/** The notice after a schedule change: the API's own text, or ours when it sent none. */
export function scheduleChangeSuccessText(change: ScheduleChange, answer: SubscriptionAnswer): string {
  if (answer.mensaje.trim() !== '') return answer.mensaje;
  if (change === 'pausar') return subscriptionTexts.paused;
  if (change === 'reanudar') return subscriptionTexts.resumed;
  return subscriptionTexts.skippedNext;
}
