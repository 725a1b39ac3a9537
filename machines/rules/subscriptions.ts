import { ORDER_SUCCESS_TYPE } from '../constants';
import { messages } from '../messages';
import type { OrderDetail, SubscriptionAction, SubscriptionAnswer } from '../schemas';

/** Spec §5: a subscription call succeeded when tipo is 'S' or the answer is one of the fixed success texts. */
const SUCCESS_TEXTS: readonly string[] = [messages.subscriptions.created, messages.subscriptions.updated, messages.subscriptions.deleted];

export function isSubscriptionSuccess(answer: SubscriptionAnswer): boolean {
  return answer.tipo === ORDER_SUCCESS_TYPE || SUCCESS_TEXTS.includes(answer.mensaje);
}

/** Spec §8: 'Apreciado usuario, no se pudo crear / actualizar / eliminar la suscripcion, intenta nuevamente.' */
export function subscriptionFailureText(action: SubscriptionAction): string {
  if (action === 'N') return messages.subscriptions.createFailed;
  if (action === 'M') return messages.subscriptions.updateFailed;
  return messages.subscriptions.deleteFailed;
}

/** Spec §5: what the customer is told after a successful call. */
export function subscriptionSuccessText(action: SubscriptionAction): string {
  if (action === 'N') return messages.subscriptions.created;
  if (action === 'M') return messages.subscriptions.updated;
  return messages.subscriptions.deleted;
}

/** Repeating an order makes sense once it was paid and while it stands (not cancelled). */
export function canSubscribeTo(order: Pick<OrderDetail, 'estado' | 'estadopago'>): boolean {
  return order.estado !== 'cancelado' && order.estadopago === 'APROBADO';
}
