import type { SnapshotFrom } from 'xstate';
import type { Subscription } from '../schemas';
import type { subscriptionsMachine, SubscriptionOutcome } from './machine';

export type SubscriptionsSnapshot = SnapshotFrom<typeof subscriptionsMachine>;

export const selectSubscriptions = (s: SubscriptionsSnapshot): Subscription[] | null => s.context.subscriptions;
export const selectSubscriptionsError = (s: SubscriptionsSnapshot): string | null => (s.matches('failed') ? s.context.error : null);
export const selectSubscriptionResult = (s: SubscriptionsSnapshot, pedido: number): SubscriptionOutcome | null => s.context.results[pedido] ?? null;
/** The order whose new frequency is being sent, or null. */
export const selectSavingOrder = (s: SubscriptionsSnapshot): number | null => (s.matches({ ready: 'saving' }) ? s.context.pedido : null);
/** The order the cancel dialog asks about (open while asking and while cancelling), or null. */
export const selectCancelOrder = (s: SubscriptionsSnapshot): number | null =>
  s.matches({ ready: 'confirmingCancel' }) || s.matches({ ready: 'cancelling' }) ? s.context.pedido : null;
export const selectIsCancellingSubscription = (s: SubscriptionsSnapshot): boolean => s.matches({ ready: 'cancelling' });
