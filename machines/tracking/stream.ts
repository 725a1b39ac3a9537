import { fromCallback } from 'xstate';
import type { OrderPaymentChange, OrderStatusChange } from '../schemas';

/**
 * The customer's order stream as the machines see it: an invoked callback actor (src opens
 * GET /api/pedidos/eventos with an EventSource) that reports to its parent. It never
 * reconnects by itself: after `orderStream.failed` it has closed, and the parent decides when
 * to open it again.
 */
export type OrderStreamEvent =
  /** The stream is open: changes from now on will arrive. */
  | { type: 'orderStream.opened' }
  /** An order of the customer changed status (`at`: when it was heard, epoch ms). */
  | { type: 'orderStream.statusChanged'; change: OrderStatusChange; at: number }
  /** The payment of an order of the customer changed. */
  | { type: 'orderStream.paymentChanged'; change: OrderPaymentChange; at: number }
  /** The stream could not open or was cut (network, 401, server shutdown). */
  | { type: 'orderStream.failed' };

/** Declared in setup() by the machines that listen; src provides it (src/features/orders/orderStream.ts). */
export const subscribeToOrdersStub = fromCallback<{ type: never }, void>(() => {
  throw new Error('not provided: subscribeToOrders');
});
