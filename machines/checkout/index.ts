/** The checkout machine: machine.ts (the statechart), types.ts, selectors.ts. */
export { failureMessage, checkoutMachine } from './machine';
export {
  type SendOrderInput,
  type CheckoutContext,
  type CheckoutEvent,
  type ClearAbandonedCartParams,
  type CheckoutSnapshot,
  type CheckoutStatus,
} from './types';
export {
  selectCheckoutStatus,
  selectIsSending,
  selectOrderError,
  selectOrderResult,
  selectOrderNumber,
  selectCheckoutMessage,
} from './selectors';
export { glossary } from './glossary';
