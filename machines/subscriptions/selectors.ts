import type { ScheduleChange, Subscription } from '../schemas';
import { scheduleChangesOf } from '../rules/subscriptions';
import type { SubscriptionOutcome, SubscriptionsSnapshot } from './types';

export const selectSubscriptions = (s: SubscriptionsSnapshot): Subscription[] | null => s.context.subscriptions;
export const selectSubscriptionsError = (s: SubscriptionsSnapshot): string | null =>
  s.matches('failed') ? s.context.error : null;
export const selectSubscriptionResult = (s: SubscriptionsSnapshot, pedido: number): SubscriptionOutcome | null =>
  s.context.results[pedido] ?? null;
/** Every order's last outcome, by order number (the list shows each beside its row). */
export const selectSubscriptionResults = (s: SubscriptionsSnapshot): Readonly<Record<number, SubscriptionOutcome>> =>
  s.context.results;
/** Nothing asked or in flight: the only state in which the schedule buttons are offered. */
export const selectIsSubscriptionsIdle = (s: SubscriptionsSnapshot): boolean => s.matches({ ready: 'idle' });
/** The order whose new frequency is being sent, or null. */
export const selectSavingOrder = (s: SubscriptionsSnapshot): number | null =>
  s.matches({ ready: 'saving' }) ? s.context.pedido : null;
/** The order the cancel dialog asks about (open while asking and while cancelling), or null. */
export const selectCancelOrder = (s: SubscriptionsSnapshot): number | null =>
  s.matches({ ready: 'confirmingCancel' }) || s.matches({ ready: 'cancelling' }) ? s.context.pedido : null;
export const selectIsCancellingSubscription = (s: SubscriptionsSnapshot): boolean => s.matches({ ready: 'cancelling' });

/** The schedule change the dialog asks about, sends or failed: the order and the change; null when none. */
export const selectScheduleChange = (s: SubscriptionsSnapshot): { pedido: number; change: ScheduleChange } | null =>
  // These states are entered only with both set (assignScheduleChange).
  s.matches({ ready: 'confirmingSchedule' }) || s.matches({ ready: 'changingSchedule' }) || s.matches({ ready: 'scheduleFailed' })
    ? { pedido: s.context.pedido!, change: s.context.change! }
    : null;
export const selectIsChangingSchedule = (s: SubscriptionsSnapshot): boolean => s.matches({ ready: 'changingSchedule' });
/** Why the schedule change failed (with 'Reintentar'), or null. */
export const selectScheduleChangeError = (s: SubscriptionsSnapshot): string | null =>
  s.matches({ ready: 'scheduleFailed' }) ? s.context.changeError : null;
/** The buttons a subscription's card offers: what the machine would take now (its guard's rule), none while busy. */
export const selectScheduleChangesOffered = (s: SubscriptionsSnapshot, subscription: Subscription): ScheduleChange[] =>
  s.matches({ ready: 'idle' }) ? scheduleChangesOf(subscription) : [];
