import type { SnapshotFrom } from 'xstate';
import type { errorPageMachine } from './machine';

export interface HttpFailure {
  status: number;
  method: string;
  /** Retry-After in seconds; null when the answer had none. */
  retryAfterSeconds: number | null;
  /** The site is in maintenance (boot). */
  inMaintenance: boolean;
}

export interface ErrorPageContext {
  /** The status the page shows; null while none is raised. */
  status: number | null;
  /** 429: seconds left before the reload. */
  secondsLeft: number;
}

export type ErrorPageEvent =
  | ({ type: 'errorPage.httpFailed' } & HttpFailure)
  /** src: the route's content threw while rendering. */
  | { type: 'errorPage.crashed' }
  | { type: 'errorPage.backRequested' }
  | { type: 'errorPage.navigated' };

export type ErrorPageSnapshot = SnapshotFrom<typeof errorPageMachine>;
