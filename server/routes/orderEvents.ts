/**
 * Live order tracking:
 *   POST /api/pedidos/eventos/ticket            (bearer) → { ticket, expira_en }: a ticket for the stream,
 *                                               good for ORDER_STREAM_TICKET_TTL_MS (server/events/streamTicket.ts)
 *   GET  /api/pedidos/eventos?ticket=…          → text/event-stream of the ticket holder's own orders:
 *                                               `event: estado` { pedido, estado, historial } and
 *                                               `event: pago` { pedido, estadopago }, a `: latido` comment
 *                                               every ORDER_STREAM_HEARTBEAT_MS; it ends when the access
 *                                               token the ticket came from expires, or at shutdown.
 * The stream checks the ticket and then the login session exactly as requireUser does
 * (liveAccount: the account exists, no password change since, the session not logged out).
 * A ticket opens one stream, once, on any replica (spendStreamTicket); a second use is a 401.
 * At most ORDER_STREAMS_PER_SESSION streams per login session and ORDER_STREAMS_PER_CUSTOMER per
 * customer stay open on a replica: a new one closes the oldest (server/events/orderStreams.ts).
 * Changes come from the notifier, so a change made on any replica reaches the stream on this one.
 */
import { decodeJwt } from 'jose';
import { messages } from '../../machines/messages';
import {
  ORDER_STREAM_PAYMENT_EVENT,
  ORDER_STREAM_STATUS_EVENT,
  orderPaymentChangeSchema,
  orderStatusChangeSchema,
  orderStreamQuerySchema,
  orderStreamTicketSchema,
  type OrderStreamTicket,
} from '../../machines/schemas';
import { ORDER_STREAM_HEARTBEAT_MS, ORDER_STREAM_TICKET_TTL_MS } from '../../machines/constants';
import { liveAccount } from '../auth/liveSession';
import { requireUser } from '../auth/requireUser';
import type { RouteModule } from '../context';
import { ORDER_STREAMS_PER_CUSTOMER, ORDER_STREAMS_PER_SESSION } from '../events/orderStreams';
import { signStreamTicket, spendStreamTicket, ticketKey, verifyStreamTicket } from '../events/streamTicket';
import { ApiFailure, sendJson, validate } from '../http';
import { registerOperations } from '../openapi';

export const ORDER_STREAM_PATH = '/api/pedidos/eventos';
export const ORDER_STREAM_TICKET_PATH = '/api/pedidos/eventos/ticket';

/** When the request's bearer token expires (requireUser has verified it already). */
function bearerExpiry(header: string | undefined): number {
  const token = /^Bearer\s+(\S+)/i.exec(header ?? '')?.[1] ?? '';
  const exp = decodeJwt(token).exp;
  if (typeof exp !== 'number') throw new ApiFailure(401, messages.http.unauthorized);
  return exp * 1000;
}

export const orderEventRoutes: RouteModule = (app, ctx) => {
  const key = ticketKey(ctx.jwtKey);

  app.post(ORDER_STREAM_TICKET_PATH, async (c) => {
    const claims = await requireUser(c, ctx);
    const now = ctx.clock();
    const { ticket, expiresAt } = await signStreamTicket(
      { ...claims, until: bearerExpiry(c.req.header('authorization')) },
      key,
      now,
    );
    c.header('Cache-Control', 'no-store');
    return sendJson(c, {
      ticket,
      expira_en: Math.max(0, Math.round((expiresAt - now.getTime()) / 1000)),
    } satisfies OrderStreamTicket);
  });

  app.get(ORDER_STREAM_PATH, async (c) => {
    const { ticket } = validate(orderStreamQuerySchema, c.req.query(), 'query');
    const now = ctx.clock();
    const claims = await verifyStreamTicket(ticket, key, now);
    if (!claims || !(await liveAccount(ctx.db, claims, now))) throw new ApiFailure(401, messages.http.unauthorized);
    // One stream per ticket, whichever replica saw it first.
    if (!(await spendStreamTicket(ctx.db, claims, now))) throw new ApiFailure(401, messages.http.unauthorized);
    return ctx.orderStreams.open(claims, claims.until, c.req.raw.signal);
  });

  return [ORDER_STREAM_TICKET_PATH, ORDER_STREAM_PATH];
};

registerOperations(
  {
    method: 'post',
    path: ORDER_STREAM_TICKET_PATH,
    operationId: 'orderStreamTicket',
    tag: 'mis pedidos',
    summary: 'Ticket para el flujo de eventos de los pedidos',
    description: `Cambia el token (Authorization: Bearer) por un ticket válido ${ORDER_STREAM_TICKET_TTL_MS / 1000} s para abrir GET ${ORDER_STREAM_PATH}?ticket=… una sola vez (un EventSource del navegador no puede enviar la cabecera Authorization, y un token en una URL queda en los registros). El ticket no sirve como token.`,
    auth: 'user',
    response: {
      name: 'OrderStreamTicket',
      schema: orderStreamTicketSchema,
      description: 'El ticket y en cuántos segundos vence.',
      cacheControl: 'no-store',
    },
    errors: [401],
  },
  {
    method: 'get',
    path: ORDER_STREAM_PATH,
    operationId: 'orderStream',
    tag: 'mis pedidos',
    summary: 'Cambios de los pedidos del cliente, en vivo (Server-Sent Events)',
    description: `text/event-stream con los cambios de los pedidos del dueño del ticket, hechos en cualquier réplica: «event: estado» con { pedido, estado, historial } (recibido → en preparación → en camino → entregado, o cancelado) y «event: pago» con { pedido, estadopago }. Un comentario «: latido» cada ${ORDER_STREAM_HEARTBEAT_MS / 1000} s. El flujo termina cuando vence el token con que se pidió el ticket (o al apagar la réplica): el cliente pide otro ticket, se vuelve a conectar y recarga sus pedidos. Un ticket abre un solo flujo, una vez, en cualquier réplica. Quedan abiertos a lo sumo ${ORDER_STREAMS_PER_SESSION} flujos por sesión y ${ORDER_STREAMS_PER_CUSTOMER} por cliente en cada réplica: uno nuevo cierra el más antiguo. Ticket inválido, vencido, ya usado o de una sesión cerrada: 401.`,
    query: orderStreamQuerySchema,
    response: {
      name: 'OrderStatusChange',
      schema: orderStatusChangeSchema,
      description: 'Flujo de eventos (no JSON): cada evento lleva en data el JSON de su esquema (x-events).',
      cacheControl: 'no-cache, no-transform',
      stream: {
        events: {
          [ORDER_STREAM_STATUS_EVENT]: { name: 'OrderStatusChange', schema: orderStatusChangeSchema },
          [ORDER_STREAM_PAYMENT_EVENT]: { name: 'OrderPaymentChange', schema: orderPaymentChangeSchema },
        },
      },
    },
    errors: [401, 422],
  },
);
