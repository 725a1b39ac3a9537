import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  paymentMachine,
  selectCanContinuePayment,
  selectIsPaymentBusy,
  selectPaymentError,
  selectPaymentOutcome,
  selectPaymentStatus,
} from '../../../machines/payment';
import { selectToken } from '../../../machines/session';
import { api } from '../../api/endpoints';
import { openPaymentPage } from './paymentPage';
import { subscribeToOrders } from '../orders/orderStream';
import { clientRefs } from '../../app/storefront';
import { useActorView } from '../../app/useActorView';

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

const paymentView = {
  outcome: selectPaymentOutcome,
  status: selectPaymentStatus,
  error: selectPaymentError,
  busy: selectIsPaymentBusy,
  canContinue: selectCanContinuePayment,
};
const paymentEvents = {
  check: () => ({ type: 'payment.checkRequested' }) as const,
  retry: () => ({ type: 'payment.retryRequested' }) as const,
  continue: () => ({ type: 'payment.continueRequested' }) as const,
};

/** /resultado-enviar/{pedido}: the payment's outcome and what the customer can do about it. */
export function usePayment(pedido: number | null, signedIn: boolean) {
  const actor = useActorRef(providedPayment, { input: { pedido, signedIn } });
  return useActorView(actor, paymentView, paymentEvents);
}
