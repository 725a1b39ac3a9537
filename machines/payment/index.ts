/** The payment machine: machine.ts (the statechart), types.ts, selectors.ts. */
export { paymentMachine } from './machine';
export { type PaymentInput, type PaymentContext, type PaymentEvent, type PaymentSnapshot, type PaymentOutcome } from './types';
export {
  selectPaymentOutcome,
  selectPaymentStatus,
  selectPaymentError,
  selectIsPaymentBusy,
  selectCanContinuePayment,
} from './selectors';
export { glossary } from './glossary';
