import { orderMessages } from '../screenTexts/order';
import type { OrderResult } from '../schemas/order';
import type { OrderError } from '../rules/orderValidation';
import type { CheckoutSnapshot, CheckoutStatus } from './types';

export const selectCheckoutStatus = (s: CheckoutSnapshot): CheckoutStatus => s.value as CheckoutStatus;
/** 'Pagar' shows a spinner and is disabled (also while leaving for the payment page). */
export const selectIsSending = (s: CheckoutSnapshot): boolean => s.hasTag('loading');
export const selectOrderError = (s: CheckoutSnapshot): OrderError | null => s.context.error;
export const selectOrderResult = (s: CheckoutSnapshot): OrderResult | null => s.context.result;
export const selectOrderNumber = (s: CheckoutSnapshot): number | null => s.context.result?.pedido ?? null;
/** The one message the confirm page shows: the failed rule, the API's mensaje, or the send failure. */
export const selectCheckoutMessage = (s: CheckoutSnapshot): string | null => {
  if (s.matches('invalid')) return s.context.error?.message ?? null;
  if (s.matches('rejected')) return s.context.result?.mensaje || orderMessages.unexpected;
  if (s.matches('failed')) return s.context.failure;
  return null;
};
