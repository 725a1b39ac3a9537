/**
 * How an order reads to the customer: the total's name follows the
 * payment ('Total pagado' once paid), and a pick-up order reads as one (someone collects it at the
 * store: no delivery line, no doorman hint).
 */
import type { OrderStatus } from '../schemas';
import { orderMessages } from '../screenTexts/order';
import { orderPages } from '../screenTexts/orderPages';
import { formTexts } from '../screenTexts/forms';
import { DELIVERY_FEE_PESOS } from '../constants';

const APPROVED = 'APROBADO';
/** The kitchen starts an order only once its payment is approved (server/services/orderStatus.ts). */
const PAID_STEPS: readonly OrderStatus[] = ['en preparación', 'en camino', 'entregado'];
const ENDED: readonly OrderStatus[] = ['cancelado', 'vencido'];

export interface PaymentFacts {
  estado?: OrderStatus;
  /** The payment's state; absent where the API does not say (the chain's order lists). */
  estadopago?: string | null;
}

/** Paid: the payment says so or, when it is not told, the order reached a step only a paid order reaches. */
export function isPaidOrder({ estado, estadopago }: PaymentFacts): boolean {
  if (estadopago !== undefined && estadopago !== null) return estadopago === APPROVED;
  return estado !== undefined && PAID_STEPS.includes(estado);
}

/** 'Total pagado' once paid, 'Total' for an order that ended unpaid (cancelled, expired), else 'Total a pagar'. */
export function orderTotalLabel(order: PaymentFacts): string {
  if (isPaidOrder(order)) return orderPages.totalPaid;
  if (order.estado !== undefined && ENDED.includes(order.estado)) return orderPages.totalOfEnded;
  return orderPages.totalToPay;
}

/** The confirm screen's words for who gets the order and what to note, by how it is received. */
export function receivingWords(pickup: boolean): { recipientLabel: string; observationHint: string } {
  return pickup
    ? { recipientLabel: orderMessages.pickUpRecipientName, observationHint: orderMessages.pickUpObservationHint }
    : { recipientLabel: formTexts.recipientName, observationHint: formTexts.observationHint };
}

/** The summary's delivery line: the fee of a home delivery (as orderDraft's deliveryFeeFor); none at all for a pick-up order. */
export function deliveryFeeLine(pickup: boolean): number | undefined {
  return pickup ? undefined : DELIVERY_FEE_PESOS;
}
