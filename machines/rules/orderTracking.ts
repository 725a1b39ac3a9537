import { ORDER_STREAM_RECONNECT_MAX_MS, ORDER_STREAM_RECONNECT_MIN_MS } from '../constants';
import type { OrderPaymentChange, OrderStatusChange, PaymentStatus, TrackedOrder } from '../schemas';

/** An order of seguir-pedidos with the state of its payment (asked only while it may still be unpaid). */
export interface TrackedOrderView {
  order: TrackedOrder;
  /** null when unknown (not asked: an order past 'recibido' was paid). */
  payment: PaymentStatus | null;
}

export const isListedOrder = (views: readonly TrackedOrderView[], pedido: number): boolean =>
  views.some((v) => v.order.pedido === pedido);

/** A status change heard on the stream: the order takes the new status and the server's whole timeline. */
export function applyStatusChange(views: readonly TrackedOrderView[], change: OrderStatusChange): TrackedOrderView[] {
  return views.map((view) =>
    view.order.pedido === change.pedido
      ? { ...view, order: { ...view.order, estado: change.estado, historial: change.historial } }
      : view,
  );
}

/** A payment change heard on the stream: the payment notice of that order follows it. */
export function applyPaymentChange(views: readonly TrackedOrderView[], change: OrderPaymentChange): TrackedOrderView[] {
  return views.map((view) =>
    view.order.pedido === change.pedido && view.payment
      ? { ...view, payment: { ...view.payment, estadopago: change.estadopago } }
      : view,
  );
}

/**
 * How long to wait before opening the stream again after `failures` cuts in a row: the minimum,
 * doubled each time, never more than the maximum.
 */
export function reconnectDelayMs(failures: number): number {
  const doublings = Math.max(0, failures - 1);
  return Math.min(ORDER_STREAM_RECONNECT_MAX_MS, ORDER_STREAM_RECONNECT_MIN_MS * 2 ** Math.min(doublings, 20));
}
