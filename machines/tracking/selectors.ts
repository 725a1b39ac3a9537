import type { SnapshotFrom } from 'xstate';
import type { trackingMachine } from './machine';
import type { TrackedOrderView } from './types';

export type TrackingSnapshot = SnapshotFrom<typeof trackingMachine>;

/** What /seguir-pedidos shows: the spinner, the error with Reintentar, or the list. */
export type TrackingView = 'loading' | 'failed' | 'ready';
export const selectTrackingView = (s: TrackingSnapshot): TrackingView =>
  s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready';
export const selectTrackedOrders = (s: TrackingSnapshot): TrackedOrderView[] | null => s.context.orders;
export const selectTrackingError = (s: TrackingSnapshot): string | null => s.context.error;
export const selectTrackingUpdatedAt = (s: TrackingSnapshot): number | null => s.context.updatedAt;
/** Changes arrive as they happen (the stream is open and current). */
export const selectIsLive = (s: TrackingSnapshot): boolean => s.matches({ live: { stream: 'streaming' } });
/** Without the stream the page asks every 30 s (shown as such). */
export const selectIsPolling = (s: TrackingSnapshot): boolean => s.matches({ live: 'polling' });
