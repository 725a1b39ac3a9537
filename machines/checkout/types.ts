import type { SnapshotFrom } from 'xstate';
import type { Order, OrderResult } from '../schemas/order';
import type { OrderError } from '../rules/orderValidation';
import type { checkoutMachine } from './machine';

export interface SendOrderInput {
  order: Order;
  /** Sent with the request (src: an Idempotency-Key header) so a retried order is not placed twice. */
  idempotencyKey: string;
}

export interface CheckoutContext {
  /** The order being (or last) submitted. */
  order: Order | null;
  /** Signed-in username, for clearing the abandoned-cart record after sending. */
  username: string | null;
  idempotencyKey: string | null;
  /** First failing rule of docs/product.md#reglas (state `invalid`). */
  error: OrderError | null;
  /** The API's answer (states `sent` and `rejected`). */
  result: OrderResult | null;
  /** The sendOrder actor's Spanish error message (state `failed`). */
  failure: string | null;
}

export type CheckoutEvent =
  /** `order`: built by rules/orderDraft.ts from cart, location and session; `username`: the signed-in user. */
  { type: 'checkout.submitted'; order: Order; username?: string | null } | { type: 'checkout.reset' };

export interface ClearAbandonedCartParams {
  /** null: nobody signed in, nothing to clear. */
  username: string | null;
}

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;
export type CheckoutStatus = 'editing' | 'invalid' | 'sending' | 'payingOnline' | 'sent' | 'rejected' | 'failed';
