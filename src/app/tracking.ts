import { fromPromise } from 'xstate';
import { selectToken } from '../../machines/session';
import { trackingMachine } from '../../machines/tracking';
import { loadTrackedOrders } from './orders';
import { subscribeToOrders } from './orderStream';
import { clientRefs } from './storefront';

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
