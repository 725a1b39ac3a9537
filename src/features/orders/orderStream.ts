import { fromCallback } from 'xstate';
import {
  ORDER_STREAM_PAYMENT_EVENT,
  ORDER_STREAM_STATUS_EVENT,
  orderPaymentChangeSchema,
  orderStatusChangeSchema,
} from '../../../machines/schemas';
import type { OrderStreamEvent } from '../../../machines/tracking';
import { selectToken } from '../../../machines/session';
import { api } from '../../api/endpoints';
import { apiConfig } from '../../api/config';
import { clientRefs } from '../../app/storefront';

export const ORDER_STREAM_PATH = 'api/pedidos/eventos';

const token = () => selectToken(clientRefs().session.getSnapshot());

function streamUrl(ticket: string): string {
  const base = apiConfig.apiBaseURL.endsWith('/') ? apiConfig.apiBaseURL : `${apiConfig.apiBaseURL}/`;
  return `${base}${ORDER_STREAM_PATH}?ticket=${encodeURIComponent(ticket)}`;
}

function parsed<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  data: string,
): T | null {
  try {
    const result = schema.safeParse(JSON.parse(data));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/**
 * The order stream for the machines (machines/tracking/stream.ts): a ticket for the signed-in
 * customer, then an EventSource. It never reconnects by itself: on the first error it closes and
 * says `orderStream.failed`; the machine decides when to open it again.
 */
export const subscribeToOrders = fromCallback<{ type: never }, void>(({ sendBack }) => {
  const send = (event: OrderStreamEvent) => sendBack(event);
  const controller = new AbortController();
  let source: EventSource | null = null;
  let done = false;
  const fail = () => {
    if (done) return;
    done = true;
    source?.close();
    send({ type: 'orderStream.failed' });
  };
  if (typeof EventSource === 'undefined') {
    queueMicrotask(fail);
    return () => {};
  }
  api
    .orderStreamTicket({ signal: controller.signal, token: token() })
    .then(({ ticket }) => {
      if (done || controller.signal.aborted) return;
      source = new EventSource(streamUrl(ticket));
      source.onopen = () => send({ type: 'orderStream.opened' });
      source.onerror = fail;
      source.addEventListener(ORDER_STREAM_STATUS_EVENT, (message) => {
        const change = parsed(orderStatusChangeSchema, (message as MessageEvent<string>).data);
        if (change) send({ type: 'orderStream.statusChanged', change, at: Date.now() });
      });
      source.addEventListener(ORDER_STREAM_PAYMENT_EVENT, (message) => {
        const change = parsed(orderPaymentChangeSchema, (message as MessageEvent<string>).data);
        if (change) send({ type: 'orderStream.paymentChanged', change, at: Date.now() });
      });
    })
    .catch(() => {
      if (!controller.signal.aborted) fail();
    });
  return () => {
    done = true;
    controller.abort();
    source?.close();
  };
});
