import { fromPromise } from 'xstate';
import { paymentMachine } from '../../machines/payment';
import { selectToken } from '../../machines/session';
import { api } from '../api/endpoints';
import { openPaymentPage } from './paymentPage';
import { subscribeToOrders } from './orderStream';
import { clientRefs } from './storefront';

const token = () => selectToken(clientRefs().session.getSnapshot());

/** The payment result machine with the browser's effects; each result page starts its own. */
export const providedPayment = paymentMachine.provide({
  actors: {
    loadPaymentStatus: fromPromise(({ input, signal }) => api.paymentStatus(input.pedido, { signal, token: token() })),
    retryPayment: fromPromise(({ input, signal }) => api.retryPayment(input.pedido, { signal, token: token() })),
    subscribeToOrders,
  },
  actions: {
    openPaymentPage: (_, params) => openPaymentPage(params.url),
  },
});
