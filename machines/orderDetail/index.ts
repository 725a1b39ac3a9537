/** The order detail machine: machine.ts (the statechart), types.ts, selectors.ts. */
export { orderDetailMachine } from './machine';
export {
  type OrderDetailInput,
  type SubscriptionChange,
  type OrderDetailContext,
  type OrderDetailEvent,
  type OrderDetailSnapshot,
} from './types';
export {
  selectOrder,
  selectOrderError,
  selectIsConfirmingCancel,
  selectIsCancelling,
  selectSubscribing,
  selectIsOrderBusy,
  selectCanRate,
  selectCanSubscribe,
  selectUnpaidState,
  selectFrequencyError,
} from './selectors';
export { glossary } from './glossary';
