import type { PaymentStatus } from '../schemas/payment';
import type { PaymentOutcome, PaymentSnapshot } from './types';

export function selectPaymentOutcome(s: PaymentSnapshot): PaymentOutcome {
  // Asking again is still checking; every other state is its own outcome ('starting' is passed through, never seen).
  if (s.matches('retrying')) return 'checking';
  if (s.matches({ pending: 'stalled' })) return 'stalled';
  if (s.matches('pending')) return 'pending';
  return s.value as PaymentOutcome;
}
export const selectPaymentStatus = (s: PaymentSnapshot): PaymentStatus | null => s.context.status;
export const selectPaymentError = (s: PaymentSnapshot): string | null => s.context.error;
export const selectIsPaymentBusy = (s: PaymentSnapshot): boolean => s.hasTag('loading');
/** 'Continuar con el pago' is offered while the provider's page can still take the payment. */
export const selectCanContinuePayment = (s: PaymentSnapshot): boolean => s.can({ type: 'payment.continueRequested' });
