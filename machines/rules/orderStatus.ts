import type { OrderStatus } from '../schemas/account';
import type { PaymentState } from '../schemas/payment';

/**
 * An order's status lifecycle, one rule for the server (server/services/orderStatus.ts writes it)
 * and the screens (the timeline, rating, paying): recibido → en preparación → en camino →
 * entregado, a pick-up skipping en camino; or recibido → cancelado, or recibido → vencido (not
 * paid in time).
 */

export const ORDER_STATUS = {
  received: 'recibido',
  preparing: 'en preparación',
  onTheWay: 'en camino',
  delivered: 'entregado',
  cancelled: 'cancelado',
  /** Not paid in time (server/services/orderExpiry.ts): final, like cancelado. */
  expired: 'vencido',
} as const satisfies Record<string, OrderStatus>;

/** The kitchen's steps in order (cancelado and vencido stand apart). */
export const KITCHEN_STEPS: readonly OrderStatus[] = [
  ORDER_STATUS.received,
  ORDER_STATUS.preparing,
  ORDER_STATUS.onTheWay,
  ORDER_STATUS.delivered,
];

/** The steps an order goes through in the kitchen: a pick-up is never on its way. */
export const kitchenStepsOf = (pickup: boolean): readonly OrderStatus[] =>
  pickup ? KITCHEN_STEPS.filter((step) => step !== ORDER_STATUS.onTheWay) : KITCHEN_STEPS;

/** Cancelled, or expired unpaid: the order ended before the kitchen started. */
export const isEnded = (estado: OrderStatus): estado is 'cancelado' | 'vencido' =>
  estado === ORDER_STATUS.cancelled || estado === ORDER_STATUS.expired;

/** The steps the order's timeline shows: received then how it ended, or the kitchen's steps. */
export const timelineSteps = (estado: OrderStatus, pickup: boolean): readonly OrderStatus[] =>
  isEnded(estado) ? [ORDER_STATUS.received, estado] : kitchenStepsOf(pickup);

/** Only a delivered order is rated (docs/product.md#reglas calificar-pedido). */
export const canRate = (order: { estado: OrderStatus }): boolean => order.estado === ORDER_STATUS.delivered;

/** The payment that still needs the customer (pending or rejected), unless the order ended; else null. */
export function unpaidStateOf(order: {
  estado: OrderStatus;
  estadopago: string | null | undefined;
}): Extract<PaymentState, 'PENDIENTE' | 'RECHAZADO'> | null {
  if (isEnded(order.estado)) return null;
  return order.estadopago === 'PENDIENTE' || order.estadopago === 'RECHAZADO' ? order.estadopago : null;
}

/** The payment still needs the customer: not approved and the order neither cancelled nor expired. */
export const awaitsPayment = (order: { estado: OrderStatus; estadopago: string | null | undefined }): boolean =>
  unpaidStateOf(order) !== null;
