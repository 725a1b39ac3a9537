import type { SnapshotFrom } from 'xstate';
import type { OrderDetail, SubscriptionAction } from '../schemas';
import type { orderDetailMachine } from './machine';

export interface OrderDetailInput {
  pedido: number;
  /** The customer's document (cedula), for the subscription call. */
  document: string;
}

export interface SubscriptionChange {
  action: SubscriptionAction;
  frequency: number;
}

export interface OrderDetailContext {
  pedido: number;
  document: string;
  order: OrderDetail | null;
  /** Why the order could not be loaded (state `failed`). */
  error: string | null;
  /** The subscription being sent (state `subscribing`). */
  change: SubscriptionChange | null;
  /** Under the frequency field: 1 to 90 days. */
  frequencyError: string | null;
}

export type OrderDetailEvent =
  | { type: 'orderDetail.retryRequested' }
  | { type: 'orderDetail.cancelRequested' }
  | { type: 'orderDetail.cancelConfirmed' }
  | { type: 'orderDetail.cancelDismissed' }
  | ({ type: 'orderDetail.subscriptionSet' } & SubscriptionChange)
  | { type: 'orderDetail.frequencyEdited' };

export type OrderDetailSnapshot = SnapshotFrom<typeof orderDetailMachine>;
