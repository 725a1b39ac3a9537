import { useActorRef } from '@xstate/react';
import { PICKUP_IN_STORE } from '../../../machines/constants';
import {
  selectCanRate,
  selectCanSubscribe,
  selectFrequencyError,
  selectUnpaidState,
  selectIsCancelling,
  selectIsConfirmingCancel,
  selectIsOrderBusy,
  selectOrder,
  selectOrderError,
  selectSubscribing,
} from '../../../machines/orderDetail';
import {
  selectFirstLoadError,
  selectIsFirstLoad,
  selectIsLoadingMore,
  selectMoreError,
  selectOrders,
  selectShowsMore,
} from '../../../machines/orderHistory';
import {
  orderNumberSchema,
  type OrderStatus,
  type OrderStatusEntry,
  type PaymentState,
  type RatingAnswer,
  type SubscriptionAction,
} from '../../../machines/schemas';
import { selectDocument } from '../../../machines/session';
import { api } from '../../api/endpoints';
import { useSession } from '../../app/hooks';
import { formatInstant, formatTime } from '../../app/format';
import { providedOrderDetail, providedOrderHistory } from '../../app/accountEffects';
import { useAccountFormMachine } from '../account/accountForms';
import { useActorView, type ViewEquality } from '../../app/useActorView';
import { orderPages } from '../../../machines/screenTexts/orderPages';
import { ratingTexts } from '../../../machines/screenTexts/rating';
import { paymentTexts } from '../../../machines/screenTexts/payment';
import { timelineSteps } from '../../../machines/rules/orderStatus';

/**
 * The customer's order pages (mis-pedidos, seguir-pedidos, detalle-pedido, calificar-pedido):
 * what the views show, derived here so the components only lay it out, and the actions
 * (cancel, subscription, rating) as small async handlers that notify their outcome.
 */

const t = orderPages;

export const isPickUp = (recogeentienda: string): boolean => recogeentienda === PICKUP_IN_STORE;

export const statusLabel = (estado: OrderStatus): string => t.statusLabels[estado];

// ─── Dates (Bogotá) ─────────────────────────────────────────────────────────

/** 'viernes 4 de diciembre, 12:30 p. m.' and '12:30 p. m.' (src/app/format.ts). */
export { formatInstant, formatTime };

// ─── Status timeline ────────────────────────────────────────────────────────

export interface TimelineStep {
  estado: OrderStatus;
  label: string;
  /** When the order reached it (formatted), null while pending. */
  time: string | null;
  done: boolean;
  current: boolean;
}

/**
 * recibido → en preparación → en camino → entregado (pick-up orders skip en camino), or
 * recibido → cancelado, or recibido → vencido (not paid in time): each step done, current or
 * still to come, with the time it was reached.
 */
export function orderTimeline(
  estado: OrderStatus,
  historial: readonly OrderStatusEntry[],
  recogeentienda: string,
): TimelineStep[] {
  const path = timelineSteps(estado, isPickUp(recogeentienda));
  const reached = path.indexOf(estado);
  return path.map((step, i) => {
    const entry = historial.find((h) => h.estado === step);
    return {
      estado: step,
      label: statusLabel(step),
      time: entry && i <= reached ? formatTime(entry.fecha) : null,
      done: i <= reached,
      current: i === reached,
    };
  });
}

// ─── Payment ────────────────────────────────────────────────────────────────

export { isEnded, unpaidStateOf } from '../../../machines/rules/orderStatus';

export const paymentLabel = (state: PaymentState): string => t.paymentState(paymentTexts.stateLabels[state]);

export type { TrackedOrderView } from '../../../machines/rules/orderTracking';

import type { TrackedOrderView } from '../../../machines/rules/orderTracking';

/** seguir-pedidos plus the payment state of the orders that may still be unpaid. */
export async function loadTrackedOrders({
  signal,
  token,
}: {
  signal: AbortSignal;
  token: string | null;
}): Promise<TrackedOrderView[]> {
  const orders = await api.trackedOrders({ signal, token });
  const payments = await Promise.all(
    orders.map((order) =>
      order.estado === 'recibido' ? api.paymentStatus(order.pedido, { signal, token }).catch(() => null) : null,
    ),
  );
  return orders.map((order, i) => ({ order, payment: payments[i] ?? null }));
}

/** An order number as the API's own schema reads it, or null when missing or malformed. */
export function orderNumberOf(text: string | null | undefined): number | null {
  if (!text || !/^[0-9]+$/.test(text)) return null;
  const parsed = orderNumberSchema.safeParse(text);
  return parsed.success ? parsed.data : null;
}

/** ?pedido=N of the current address, or null when missing or not an order number. */
export const orderNumberFromSearch = (search: string): number | null => orderNumberOf(new URLSearchParams(search).get('pedido'));

// ─── Actions ────────────────────────────────────────────────────────────────

const historyView = {
  orders: selectOrders,
  firstLoad: selectIsFirstLoad,
  firstLoadError: selectFirstLoadError,
  moreError: selectMoreError,
  loadingMore: selectIsLoadingMore,
  showsMore: selectShowsMore,
};
// A page appended builds a new list: the same orders in the same order are the same list.
const historyEquality: ViewEquality<typeof historyView> = {
  orders: (a, b) => a.length === b.length && a.every((o, i) => o === b[i]),
};
const historyEvents = {
  more: () => ({ type: 'orders.moreRequested' }) as const,
  retry: () => ({ type: 'orders.retryRequested' }) as const,
};

/** /mis-pedidos: the order history machine (machines/orderHistory), page by page. */
export function useOrderHistory() {
  const actor = useActorRef(providedOrderHistory, { input: {} });
  return useActorView(actor, historyView, historyEvents, historyEquality);
}

const detailView = {
  order: selectOrder,
  error: selectOrderError,
  confirmingCancel: selectIsConfirmingCancel,
  cancelling: selectIsCancelling,
  subscribing: selectSubscribing,
  busy: selectIsOrderBusy,
  frequencyError: selectFrequencyError,
  canRate: selectCanRate,
  canSubscribe: selectCanSubscribe,
  unpaid: selectUnpaidState,
};
const detailEvents = {
  retry: () => ({ type: 'orderDetail.retryRequested' }) as const,
  askCancel: () => ({ type: 'orderDetail.cancelRequested' }) as const,
  confirmCancel: () => ({ type: 'orderDetail.cancelConfirmed' }) as const,
  keepOrder: () => ({ type: 'orderDetail.cancelDismissed' }) as const,
  /** N create / M change (frequency in days) / E delete. */
  changeSubscription: (action: SubscriptionAction, frequency: number) =>
    ({ type: 'orderDetail.subscriptionSet', action, frequency }) as const,
  frequencyEdited: () => ({ type: 'orderDetail.frequencyEdited' }) as const,
};

/** /detalle-pedido: the order machine (machines/orderDetail): the order, cancel and subscription. */
export function useOrderDetail(pedido: number) {
  const document = useSession(selectDocument);
  const actor = useActorRef(providedOrderDetail, { input: { pedido, document } });
  return useActorView(actor, detailView, detailEvents);
}

export interface RatingValues {
  rating: number | null;
  reason: string;
  observation: string;
}
export type RatingErrors = Partial<Record<keyof RatingValues, string>>;

/** calificar-pedido: a form machine checked with the contract's schema, then sent; failure is the spec's 'Hubo un error enviando la PQR'. */
export function useRateOrder(pedido: number, pdv: string) {
  const form = useAccountFormMachine<RatingAnswer>('rating');
  const status = form.result ? 'sent' : form.busy ? 'sending' : form.formError ? 'failed' : 'editing';
  return {
    status,
    errors: form.fieldErrors as RatingErrors,
    refusals: form.refusals,
    clearFieldError: form.clearFieldError,
    message: form.result ? form.result.message || ratingTexts.sent : form.formError,
    submit: (values: RatingValues) =>
      form.submit({
        orderNumber: pedido,
        pdv,
        rating: values.rating ?? 0,
        reason: values.reason,
        observation: values.observation,
      }),
  };
}
