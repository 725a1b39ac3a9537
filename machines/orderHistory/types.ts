import type { SnapshotFrom } from 'xstate';
import type { OrderSummary } from '../schemas';
import type { orderHistoryMachine } from './machine';

export interface OrderHistoryContext {
  /** Loaded pages, in order. */
  pages: OrderSummary[][];
  pageSize: number;
  error: string | null;
}

export type OrderHistoryEvent = { type: 'orders.moreRequested' } | { type: 'orders.retryRequested' };

export type OrderHistorySnapshot = SnapshotFrom<typeof orderHistoryMachine>;
