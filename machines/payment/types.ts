import type { OrderStreamEvent } from '../tracking/stream';
import type { SnapshotFrom } from 'xstate';
import type { PaymentStatus } from '../schemas/payment';
import type { paymentMachine } from './machine';

export interface PaymentInput {
  /** The order number of the route; null when the route has none. */
  pedido: number | null;
  /** Nobody signed in: the API would answer 401, so nothing is asked. */
  signedIn: boolean;
}

export interface PaymentContext {
  pedido: number | null;
  status: PaymentStatus | null;
  /** Checks made since the last one the customer asked for. */
  polls: number;
  /** Spanish message of the last failed call. */
  error: string | null;
}

export type PaymentEvent =
  | { type: 'payment.checkRequested' }
  | { type: 'payment.retryRequested' }
  | { type: 'payment.continueRequested' }
  | OrderStreamEvent;

export type PaymentSnapshot = SnapshotFrom<typeof paymentMachine>;

/** The outcomes are the payment result rule's (machines/rules/paymentResult.ts). */
export type { PaymentOutcome } from '../rules/paymentResult';
