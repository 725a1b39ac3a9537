import type { SnapshotFrom } from 'xstate';
import type { ScheduleChange, Subscription } from '../schemas';
import type { subscriptionsMachine } from './machine';

export interface SubscriptionOutcome {
  ok: boolean;
  message: string;
}

export interface SubscriptionsContext {
  document: string;
  subscriptions: Subscription[] | null;
  error: string | null;
  /** The last outcome shown on each order's card. */
  results: Record<number, SubscriptionOutcome>;
  /** The order whose subscription is being changed or cancelled (or asked about). */
  pedido: number | null;
  /** The frequency being sent. */
  frequency: number;
  /** The schedule change asked about, being sent or failed (with `pedido`). */
  change: ScheduleChange | null;
  /** Why the schedule change failed (state `scheduleFailed`). */
  changeError: string | null;
}

export type SubscriptionsEvent =
  | { type: 'subscriptions.retryRequested' }
  | { type: 'subscriptions.frequencySaved'; pedido: number; frequency: string }
  | { type: 'subscriptions.cancelRequested'; pedido: number }
  | { type: 'subscriptions.cancelConfirmed' }
  | { type: 'subscriptions.cancelDismissed' }
  | { type: 'subscriptions.changeAsked'; pedido: number; change: ScheduleChange }
  | { type: 'subscriptions.changeConfirmed' }
  | { type: 'subscriptions.changeDismissed' };

export type SubscriptionsSnapshot = SnapshotFrom<typeof subscriptionsMachine>;
