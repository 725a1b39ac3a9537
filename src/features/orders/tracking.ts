import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { selectToken } from '../../../machines/session';
import {
  selectIsLive,
  selectTrackedOrders,
  selectTrackingError,
  selectTrackingUpdatedAt,
  selectTrackingView,
  trackingMachine,
} from '../../../machines/tracking';
import type { ApiResource } from '../../app/apiResource';
import { loadTrackedOrders, type TrackedOrderView } from './orders';
import { subscribeToOrders } from './orderStream';
import { clientRefs } from '../../app/storefront';
import { useActorView } from '../../app/useActorView';

const token = () => selectToken(clientRefs().session.getSnapshot());

/** The tracking machine with the browser's effects; /seguir-pedidos starts one while it is open. */
export const providedTracking = trackingMachine.provide({
  actors: {
    loadTrackedOrders: fromPromise(async ({ signal }) => ({
      orders: await loadTrackedOrders({ signal, token: token() }),
      at: Date.now(),
    })),
    subscribeToOrders,
  },
});

const trackingView = {
  view: selectTrackingView,
  orders: selectTrackedOrders,
  error: selectTrackingError,
  updatedAt: selectTrackingUpdatedAt,
  live: selectIsLive,
};
const trackingEvents = { retry: () => ({ type: 'tracking.retryRequested' }) as const };

/** /seguir-pedidos: the tracked orders as the list pages' resource, when they were last updated, and whether the stream is live. */
export function useTracking() {
  const actor = useActorRef(providedTracking);
  const { view, orders, error, updatedAt, live, retry } = useActorView(actor, trackingView, trackingEvents);
  const resource = useMemo(
    () =>
      (view === 'ready'
        ? { status: 'ready', data: orders ?? [], error: null, reload: retry }
        : view === 'failed'
          ? { status: 'failed', data: orders, error: error ?? '', reload: retry }
          : { status: 'loading', data: orders, error: null, reload: retry }) as ApiResource<TrackedOrderView[]>,
    [view, orders, error, retry],
  );
  return { resource, updatedAt, live };
}
