import type { OrderDetail, SubscriptionAction } from '../schemas';
import { canRate, unpaidStateOf } from '../rules/orderStatus';
import { canSubscribeTo } from '../rules/subscriptions';
import type { OrderDetailSnapshot } from './types';

export const selectOrder = (s: OrderDetailSnapshot): OrderDetail | null => s.context.order;
export const selectOrderError = (s: OrderDetailSnapshot): string | null => (s.matches('failed') ? s.context.error : null);
export const selectIsConfirmingCancel = (s: OrderDetailSnapshot): boolean =>
  s.matches({ ready: 'confirmingCancel' }) || s.matches({ ready: 'cancelling' });
export const selectIsCancelling = (s: OrderDetailSnapshot): boolean => s.matches({ ready: 'cancelling' });
/** The subscription action being sent, or null. */
export const selectSubscribing = (s: OrderDetailSnapshot): SubscriptionAction | null =>
  s.matches({ ready: 'subscribing' }) ? (s.context.change?.action ?? null) : null;
/** Something is being sent: the other buttons wait. */
export const selectIsOrderBusy = (s: OrderDetailSnapshot): boolean =>
  s.matches({ ready: 'cancelling' }) || s.matches({ ready: 'subscribing' });
/** The order is delivered: it may be rated. */
export const selectCanRate = (s: OrderDetailSnapshot): boolean => s.context.order !== null && canRate(s.context.order);
/** The order may be repeated by subscription (paid and not ended). */
export const selectCanSubscribe = (s: OrderDetailSnapshot): boolean =>
  s.context.order !== null && canSubscribeTo(s.context.order);
/** The payment that still needs the customer ('PENDIENTE' or 'RECHAZADO'), or null. */
export const selectUnpaidState = (s: OrderDetailSnapshot) => (s.context.order ? unpaidStateOf(s.context.order) : null);
export const selectFrequencyError = (s: OrderDetailSnapshot): string | null => s.context.frequencyError;
