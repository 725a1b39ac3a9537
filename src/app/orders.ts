import { useCallback, useMemo, useState } from 'react';
import { ORDER_SUCCESS_TYPE, PICKUP_IN_STORE } from '../../machines/constants';
import { messages } from '../../machines/messages';
import { isSubscriptionSuccess, subscriptionFailureText, subscriptionSuccessText } from '../../machines/rules/subscriptions';
import {
  orderNumberSchema,
  ratingParamsSchema,
  subscriptionParamsSchema,
  type OrderStatus,
  type OrderStatusEntry,
  type PaymentState,
  type SubscriptionAction,
} from '../../machines/schemas';
import { selectDocument, selectToken } from '../../machines/session';
import { api } from '../api/endpoints';
import { useSession } from './hooks';
import { notify } from './notifications';
import { orderPages } from '../../machines/screenTexts/orderPages';
import { moreMessages } from '../../machines/screenTexts/moreMessages';

/**
 * The customer's order pages (mis-pedidos, seguir-pedidos, detalle-pedido, calificar-pedido):
 * what the views show, derived here so the components only lay it out, and the actions
 * (cancel, subscription, rating) as small async handlers that notify their outcome.
 */

const t = orderPages;

export const isPickUp = (recogeentienda: string): boolean => recogeentienda === PICKUP_IN_STORE;

export const statusLabel = (estado: OrderStatus): string => t.statusLabels[estado];

// ─── Dates (Bogotá) ─────────────────────────────────────────────────────────

const dateTimeFormat = new Intl.DateTimeFormat('es-CO', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/Bogota',
});
const timeFormat = new Intl.DateTimeFormat('es-CO', { hour: 'numeric', minute: '2-digit', timeZone: 'America/Bogota' });

/** '3 mar 2026, 12:30 p. m.' for an ISO instant. */
export function formatInstant(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}

/** '12:30 p. m.' for an ISO instant or a Date. */
export function formatTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? String(value) : timeFormat.format(date);
}

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
 * recibido → cancelado: each step done, current or still to come, with the time it was reached.
 */
export function orderTimeline(estado: OrderStatus, historial: readonly OrderStatusEntry[], recogeentienda: string): TimelineStep[] {
  const path: OrderStatus[] =
    estado === 'cancelado'
      ? ['recibido', 'cancelado']
      : isPickUp(recogeentienda)
        ? ['recibido', 'en preparación', 'entregado']
        : ['recibido', 'en preparación', 'en camino', 'entregado'];
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

/** The payment still needs the customer: not approved and the order not cancelled. */
export function awaitsPayment(estado: OrderStatus, estadopago: string | null | undefined): estadopago is PaymentState {
  return estado !== 'cancelado' && (estadopago === 'PENDIENTE' || estadopago === 'RECHAZADO');
}

export const paymentLabel = (state: PaymentState): string => t.paymentState(moreMessages.payment.stateLabels[state]);

export type { TrackedOrderView } from '../../machines/rules/orderTracking';

import type { TrackedOrderView } from '../../machines/rules/orderTracking';

/** seguir-pedidos plus the payment state of the orders that may still be unpaid. */
export async function loadTrackedOrders({ signal, token }: { signal: AbortSignal; token: string | null }): Promise<TrackedOrderView[]> {
  const orders = await api.trackedOrders({ signal, token });
  const payments = await Promise.all(
    orders.map((order) => (order.estado === 'recibido' ? api.paymentStatus(order.pedido, { signal, token }).catch(() => null) : null)),
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

const errorText = (error: unknown, fallback: string) => (error instanceof Error && error.message !== '' ? error.message : fallback);

/** Cancel and subscription of one order (detalle-pedido); `done` reloads the order after each. */
export function useOrderActions(pedido: number, done: () => void) {
  const token = useSession(selectToken);
  const document = useSession(selectDocument);
  const [busy, setBusy] = useState<'cancel' | SubscriptionAction | null>(null);

  const cancel = useCallback(async () => {
    setBusy('cancel');
    try {
      const answer = await api.cancelOrder(pedido, { token });
      notify({ level: 'success', message: answer.mensaje || messages.order.cancelled });
      done();
      return true;
    } catch (error) {
      notify({ level: 'error', message: errorText(error, messages.order.cannotCancel) });
      return false;
    } finally {
      setBusy(null);
    }
  }, [pedido, token, done]);

  /** Returns the field error when the frequency is not 1–90 days, else null (the outcome is notified). */
  const changeSubscription = useCallback(
    async (action: SubscriptionAction, frequency: number): Promise<string | null> => {
      const parsed = subscriptionParamsSchema.safeParse({ document, orderNumber: pedido, frequency: action === 'E' ? 0 : frequency, action });
      if (!parsed.success) return parsed.error.issues[0]?.message ?? moreMessages.subscriptions.frequencyRange;
      setBusy(action);
      try {
        const answer = await api.changeSubscription({ document, pedido, frequency: parsed.data.frequency, action }, { token });
        if (isSubscriptionSuccess(answer)) {
          notify({ level: 'success', message: subscriptionSuccessText(action) });
          done();
        } else {
          notify({ level: 'error', message: subscriptionFailureText(action) });
        }
      } catch {
        notify({ level: 'error', message: subscriptionFailureText(action) });
      } finally {
        setBusy(null);
      }
      return null;
    },
    [document, pedido, token, done],
  );

  return useMemo(() => ({ busy, cancel, changeSubscription }), [busy, cancel, changeSubscription]);
}

export interface RatingValues {
  rating: number | null;
  reason: string;
  observation: string;
}
export type RatingErrors = Partial<Record<keyof RatingValues, string>>;

/** calificar-pedido: checked with the contract's schema, then sent; failure is the spec's 'Hubo un error enviando la PQR'. */
export function useRateOrder(pedido: number, pdv: string) {
  const token = useSession(selectToken);
  const [state, setState] = useState<{ status: 'editing' | 'sending' | 'sent' | 'failed'; errors: RatingErrors; message: string | null }>({
    status: 'editing',
    errors: {},
    message: null,
  });

  const submit = useCallback(
    async (values: RatingValues) => {
      const parsed = ratingParamsSchema.safeParse({
        orderNumber: pedido,
        pdv,
        rating: values.rating ?? 0,
        reason: values.reason,
        observation: values.observation,
      });
      if (!parsed.success) {
        const errors: RatingErrors = {};
        for (const issue of parsed.error.issues) {
          const field = issue.path[0];
          if (field === 'rating') errors.rating = t.ratingRequired;
          else if (field === 'reason') errors.reason = t.reasonRequired;
          else if (field === 'observation') errors.observation = moreMessages.rating.failed;
        }
        setState({ status: 'editing', errors, message: null });
        return;
      }
      setState({ status: 'sending', errors: {}, message: null });
      try {
        const answer = await api.rateOrder(parsed.data, { token });
        if (answer.tipo === ORDER_SUCCESS_TYPE) setState({ status: 'sent', errors: {}, message: answer.message || moreMessages.rating.sent });
        else setState({ status: 'failed', errors: {}, message: moreMessages.rating.failed });
      } catch {
        setState({ status: 'failed', errors: {}, message: moreMessages.rating.failed });
      }
    },
    [pedido, pdv, token],
  );

  return { ...state, submit };
}
