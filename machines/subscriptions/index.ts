/** The subscriptions machine: machine.ts (the statechart), types.ts, selectors.ts. */
export { subscriptionsMachine } from './machine';
export {
  type SubscriptionOutcome,
  type SubscriptionsContext,
  type SubscriptionsEvent,
  type SubscriptionsSnapshot,
} from './types';
export {
  selectSubscriptions,
  selectSubscriptionsError,
  selectSubscriptionResult,
  selectSubscriptionResults,
  selectIsSubscriptionsIdle,
  selectSavingOrder,
  selectCancelOrder,
  selectIsCancellingSubscription,
  selectScheduleChange,
  selectIsChangingSchedule,
  selectScheduleChangeError,
  selectScheduleChangesOffered,
} from './selectors';
export { glossary } from './glossary';
