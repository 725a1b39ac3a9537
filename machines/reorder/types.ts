import type { SnapshotFrom } from 'xstate';
import type { CartEvent } from '../cart';
import type { ReorderItem } from '../rules/reorder';
import type { reorderMachine } from './machine';

export interface ReorderInput {
  /** Whether the cart has no lines now; `reorder.cartChanged` keeps it current. */
  isCartEmpty: boolean;
}

export interface ReorderContext {
  isCartEmpty: boolean;
  /** The order being repeated (loading, choosing or failed). */
  pedido: number | null;
  items: ReorderItem[];
  error: string | null;
}

export type ReorderEvent =
  | { type: 'reorder.requested'; pedido: number }
  | { type: 'reorder.replaceChosen' }
  | { type: 'reorder.addChosen' }
  | { type: 'reorder.dismissed' }
  | { type: 'reorder.retryRequested' }
  /** src tells whether the cart is empty, as it changes. */
  | { type: 'reorder.cartChanged'; isEmpty: boolean };

/** The cart's event (the one `sendToCart` delivers). */
export type ReorderCartEvent = Extract<CartEvent, { type: 'cart.linesReordered' }>;

export type ReorderSnapshot = SnapshotFrom<typeof reorderMachine>;
