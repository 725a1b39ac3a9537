import type { TrackedOrderView } from '../rules/orderTracking';
import type { OrderStreamEvent } from './stream';

export type { TrackedOrderView } from '../rules/orderTracking';

/** What the load answers: the orders and when they were read (epoch ms, the browser's clock). */
export interface TrackedOrdersAnswer {
  orders: TrackedOrderView[];
  at: number;
}

export interface TrackingContext {
  /** null until the first load answered. */
  orders: TrackedOrderView[] | null;
  /** When what is shown was last known to be current (a load or a change heard), epoch ms. */
  updatedAt: number | null;
  /** Spanish message of the failed first load. */
  error: string | null;
  /** Stream failures in a row (reset when it opens). */
  failures: number;
}

export type TrackingEvent = { type: 'tracking.retryRequested' } | OrderStreamEvent;
