import { ORDER_SUCCESS_TYPE } from '../constants';
import { subscriptionParamsSchema, type OrderDetail, type SubscriptionAction, type SubscriptionAnswer } from '../schemas';
import { moreMessages } from '../screenTexts/moreMessages';

/** Spec §5: a subscription call succeeded when tipo is 'S' or the answer is one of the fixed success texts. */
const SUCCESS_TEXTS: readonly string[] = [moreMessages.subscriptions.created, moreMessages.subscriptions.updated, moreMessages.subscriptions.deleted];

export function isSubscriptionSuccess(answer: SubscriptionAnswer): boolean {
  return answer.tipo === ORDER_SUCCESS_TYPE || SUCCESS_TEXTS.includes(answer.mensaje);
}

/** Spec §8: 'Apreciado usuario, no se pudo crear / actualizar / eliminar la suscripcion, intenta nuevamente.' */
export function subscriptionFailureText(action: SubscriptionAction): string {
  if (action === 'N') return moreMessages.subscriptions.createFailed;
  if (action === 'M') return moreMessages.subscriptions.updateFailed;
  return moreMessages.subscriptions.deleteFailed;
}

/** Spec §5: what the customer is told after a successful call. */
export function subscriptionSuccessText(action: SubscriptionAction): string {
  if (action === 'N') return moreMessages.subscriptions.created;
  if (action === 'M') return moreMessages.subscriptions.updated;
  return moreMessages.subscriptions.deleted;
}

/** Repeating an order makes sense once it was paid and while it stands (not cancelled). */
export function canSubscribeTo(order: Pick<OrderDetail, 'estado' | 'estadopago'>): boolean {
  return order.estado !== 'cancelado' && order.estadopago === 'APROBADO';
}

/**
 * Spec §5: a subscription repeats every 1 to 90 days (0 to delete it); a frequency out of range is
 * refused before anything is sent. The frequency to send, or the message under the field.
 */
export function checkSubscriptionChange(p: {
  document: string;
  pedido: number;
  frequency: string | number;
  action: SubscriptionAction;
}): { ok: true; frequency: number } | { ok: false; error: string } {
  const parsed = subscriptionParamsSchema.safeParse({ document: p.document, orderNumber: p.pedido, frequency: p.action === 'E' ? 0 : p.frequency, action: p.action });
  if (parsed.success) return { ok: true, frequency: parsed.data.frequency };
  const issue = parsed.error.issues[0];
  return { ok: false, error: !issue || issue.path[0] === 'frequency' ? moreMessages.subscriptions.frequencyRange : issue.message };
}
