/**
 * The signed-in customer's orders (mis-pedidos, seguir-pedidos, detalle-pedido, calificar-pedido):
 *   GET  /api/pedidos/mis_pedidos?pagina=&limite=          → OrderSummary[] (newest first; 20 a page, at most 100)
 *   GET  /api/pedidos/seguir_pedidos                       → TrackedOrder[] (created in the last 24 h, with status history)
 *   GET  /api/pedidos/detalle_pedido/{pedido}               → OrderDetail (lines, totals, status history)
 *   POST /api/pedidos/cancelar_pedido/{pedido}              → { tipo: 'S', mensaje, pedido } (only while 'recibido';
 *                                                             an order that expired unpaid: 422 cannotCancelExpired)
 *   GET  /api/pedidos/calificar_pedido/{orderNumber}/{pdv}/{rating}/{reason}/{observation} → { tipo: 'S', message }
 * Every call needs the bearer token; another customer's order is a 404. Each read first expires the
 * customer's unpaid orders past their time (server/services/orderExpiry.ts), so they show 'vencido'.
 */
import type { Context } from 'hono';
import { and, desc, eq, gte } from 'drizzle-orm';
import { ORDER_SUCCESS_TYPE, UNPAID_ORDER_EXPIRY_MS } from '../../machines/constants';
import { orderMessages } from '../../machines/screenTexts/order';
import {
  orderDetailSchema,
  orderListQuerySchema,
  orderNumberParamsSchema,
  orderResultSchema,
  orderSummaryListSchema,
  ratingAnswerSchema,
  ratingParamsSchema,
  trackedOrderListSchema,
  type OrderResult,
  type RatingAnswer,
} from '../../machines/schemas';
import { requireUser } from '../auth/requireUser';
import type { RouteModule } from '../context';
import { orderRatings, orders } from '../db/schema';
import { ApiFailure, issuesToErrors, sendJson, validate, type FieldErrors } from '../http';
import { registerOperations } from '../openapi';
import { ownOrder } from '../services/access';
import {
  cancelOrder,
  canCancel,
  currentStatus,
  ORDER_STATUS,
  recordedSteps,
  recordedTimeline,
  toEntries,
} from '../services/orderStatus';
import { publishOrderNotice } from '../events/orderStreams';
import { announceExpired, expireDueOrders, expireUnpaidOrders, isDueToExpire, type ExpiredOrder } from '../services/orderExpiry';
import { orderDetail, trackedOrders, withoutHistory } from '../services/orderViews';
import { ratingTexts } from '../../machines/screenTexts/rating';

export const MY_ORDERS_PATH = '/api/pedidos/mis_pedidos';
export const TRACK_ORDERS_PATH = '/api/pedidos/seguir_pedidos';
export const ORDER_DETAIL_PATH = '/api/pedidos/detalle_pedido/:pedido';
export const CANCEL_ORDER_PATH = '/api/pedidos/cancelar_pedido/:pedido';
export const RATE_ORDER_PATH = '/api/pedidos/calificar_pedido/:orderNumber/:pdv/:rating/:reason/:observation';

export const DEFAULT_PAGE_SIZE = 20;
/** seguir-pedidos lists the orders created this long ago at most (the sandbox finishes every order well within it). */
export const TRACKING_WINDOW_MS = 24 * 60 * 60 * 1000;
const TRACKING_MAX = 20;
const NO_STORE = 'private, no-store';

/** A failed rating: the spec's message, tipo 'E', and the field errors. */
function ratingFailure(c: Context, errors: FieldErrors): Response {
  c.header('Cache-Control', 'no-store');
  return sendJson(c, { isError: true, tipo: 'E', message: ratingTexts.failed, errors }, 422);
}

export const orderTrackingRoutes: RouteModule = (app, ctx) => {
  app.get(MY_ORDERS_PATH, async (c) => {
    const claims = await requireUser(c, ctx);
    const query = validate(orderListQuerySchema, c.req.query(), 'query');
    // Unpaid orders past their time are shown 'vencido' (server/services/orderExpiry.ts).
    await expireUnpaidOrders(ctx.db, ctx.clock(), { userIds: [claims.userId] }, ctx.notifier);
    const limit = query.limite ?? DEFAULT_PAGE_SIZE;
    const page = query.pagina ?? 1;
    const rows = await ctx.db
      .select()
      .from(orders)
      .where(eq(orders.userId, claims.userId))
      .orderBy(desc(orders.pedido))
      .limit(limit)
      .offset((page - 1) * limit);
    c.header('Cache-Control', NO_STORE);
    return sendJson(c, (await trackedOrders(ctx, rows)).map(withoutHistory));
  });

  app.get(TRACK_ORDERS_PATH, async (c) => {
    const claims = await requireUser(c, ctx);
    await expireUnpaidOrders(ctx.db, ctx.clock(), { userIds: [claims.userId] }, ctx.notifier);
    const since = new Date(ctx.clock().getTime() - TRACKING_WINDOW_MS);
    const rows = await ctx.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, claims.userId), gte(orders.createdAt, since)))
      .orderBy(desc(orders.pedido))
      .limit(TRACKING_MAX);
    c.header('Cache-Control', NO_STORE);
    return sendJson(c, await trackedOrders(ctx, rows));
  });

  app.get(ORDER_DETAIL_PATH, async (c) => {
    const claims = await requireUser(c, ctx);
    const { pedido } = validate(orderNumberParamsSchema, c.req.param(), 'params');
    c.header('Cache-Control', NO_STORE);
    return sendJson(c, await orderDetail(ctx, claims.userId, pedido));
  });

  app.post(CANCEL_ORDER_PATH, async (c) => {
    const claims = await requireUser(c, ctx);
    const { pedido } = validate(orderNumberParamsSchema, c.req.param(), 'params');
    const now = ctx.clock();
    const expiredNow: ExpiredOrder[] = [];
    const cancelled = await ctx.db.transaction(async (tx) => {
      await ownOrder(tx, claims.userId, pedido);
      // Under the row lock, so that an expiry on another replica cannot cross the cancellation.
      const [row] = await tx.select().from(orders).where(eq(orders.pedido, pedido)).for('update');
      if (!row || row.estado === ORDER_STATUS.cancelled) return null; // already cancelled: same answer
      // An unpaid order past its time expires here if nothing expired it yet (server/services/orderExpiry.ts).
      if (isDueToExpire(row, now)) expiredNow.push(...(await expireDueOrders(tx, now, { pedidos: [pedido] })));
      if (row.estado === ORDER_STATUS.expired || expiredNow.length > 0) return 'expired' as const;
      // The recorded steps count too: an order the kitchen (or an administrator) moved on cannot be cancelled.
      const steps = recordedTimeline(row, await recordedSteps(tx, pedido), now);
      if (!canCancel(steps)) throw new ApiFailure(422, orderMessages.cannotCancel, { pedido: [orderMessages.cannotCancel] });
      await cancelOrder(tx, pedido, now);
      return [...steps, { estado: ORDER_STATUS.cancelled, fecha: now }];
    });
    await announceExpired(ctx.notifier, expiredNow);
    if (cancelled === 'expired')
      throw new ApiFailure(422, orderMessages.cannotCancelExpired, { pedido: [orderMessages.cannotCancelExpired] });
    if (cancelled) {
      await publishOrderNotice(ctx.notifier, {
        kind: 'estado',
        userId: claims.userId,
        pedido,
        estado: ORDER_STATUS.cancelled,
        historial: toEntries(cancelled),
      });
    }
    const answer: OrderResult = { tipo: ORDER_SUCCESS_TYPE, mensaje: orderMessages.cancelled, pedido };
    return sendJson(c, answer);
  });

  app.get(RATE_ORDER_PATH, async (c) => {
    const claims = await requireUser(c, ctx);
    const parsed = ratingParamsSchema.safeParse(c.req.param());
    if (!parsed.success) return ratingFailure(c, issuesToErrors(parsed.error.issues, 'params'));
    const params = parsed.data;
    const row = await ownOrder(ctx.db, claims.userId, params.orderNumber);
    if (row.pdv.toUpperCase() !== params.pdv.toUpperCase()) return ratingFailure(c, { pdv: [ratingTexts.salesPointMismatch] });
    // A rating judges the delivered order (the kitchen's or an administrator's recorded steps count): before that there is nothing to rate yet.
    if (currentStatus(recordedTimeline(row, await recordedSteps(ctx.db, row.pedido), ctx.clock())) !== ORDER_STATUS.delivered) {
      return ratingFailure(c, { orderNumber: [ratingTexts.notDelivered] });
    }
    const stored = await ctx.db
      .insert(orderRatings)
      .values({
        pedido: row.pedido,
        userId: claims.userId,
        pdv: row.pdv,
        calificacion: params.rating,
        motivo: params.reason,
        observacion: params.observation,
        createdAt: ctx.clock(),
      })
      .onConflictDoNothing()
      .returning({ pedido: orderRatings.pedido });
    if (stored.length === 0) return ratingFailure(c, { orderNumber: [ratingTexts.alreadyRated] });
    const answer: RatingAnswer = { tipo: ORDER_SUCCESS_TYPE, message: ratingTexts.sent };
    c.header('Cache-Control', 'no-store');
    return sendJson(c, answer);
  });

  return [MY_ORDERS_PATH, TRACK_ORDERS_PATH, ORDER_DETAIL_PATH, CANCEL_ORDER_PATH, RATE_ORDER_PATH];
};

const orderNumberExample = { pedido: '100001' };

registerOperations(
  {
    method: 'get',
    path: MY_ORDERS_PATH,
    operationId: 'listMyOrders',
    tag: 'mis pedidos',
    summary: 'Pedidos del usuario del token (mis-pedidos)',
    description: `Del más reciente al más antiguo, ${DEFAULT_PAGE_SIZE} por página (limite hasta 100). total_a_pagar = total − cuponesvalor; estado según el ciclo de vida.`,
    auth: 'user',
    query: orderListQuerySchema,
    response: {
      name: 'OrderSummaryList',
      schema: orderSummaryListSchema,
      description: 'Resumen de cada pedido.',
      cacheControl: NO_STORE,
    },
    errors: [401, 422],
  },
  {
    method: 'get',
    path: TRACK_ORDERS_PATH,
    operationId: 'trackMyOrders',
    tag: 'mis pedidos',
    summary: 'Pedidos recientes con su historial de estados (seguir-pedidos)',
    description: `Pedidos creados en las últimas 24 h (a lo sumo 20). Estados, contados desde el pago aprobado: recibido → en preparación (5 min) → en camino (20 min; no en recoger en tienda) → entregado (45 min; 30 en tienda), o cancelado. Un pedido sin pago aprobado sigue recibido hasta ${UNPAID_ORDER_EXPIRY_MS / 60_000} min después de hecho; entonces queda vencido (no se prepara y su cupón queda libre).`,
    auth: 'user',
    response: {
      name: 'TrackedOrderList',
      schema: trackedOrderListSchema,
      description: 'Pedidos con historial.',
      cacheControl: NO_STORE,
    },
    errors: [401],
  },
  {
    method: 'get',
    path: ORDER_DETAIL_PATH,
    operationId: 'orderDetail',
    tag: 'mis pedidos',
    summary: 'Detalle de un pedido propio con su historial de estados (detalle-pedido)',
    auth: 'user',
    params: orderNumberParamsSchema,
    paramsExample: orderNumberExample,
    response: {
      name: 'OrderDetail',
      schema: orderDetailSchema,
      description: 'El pedido, su historial y lo que aún se puede hacer.',
      cacheControl: NO_STORE,
    },
    errors: [401, 404, 422],
  },
  {
    method: 'post',
    path: CANCEL_ORDER_PATH,
    operationId: 'cancelOrder',
    tag: 'mis pedidos',
    summary: 'Cancelar un pedido propio mientras está recibido',
    description: `Devuelve el cupón canjeado y quita la suscripción del pedido. Ya en preparación: 422 '${orderMessages.cannotCancel}'; vencido sin pago: 422 '${orderMessages.cannotCancelExpired}'. Cancelar dos veces responde lo mismo.`,
    auth: 'user',
    params: orderNumberParamsSchema,
    paramsExample: orderNumberExample,
    response: { name: 'OrderResult', schema: orderResultSchema, description: "tipo 'S', mensaje y número de pedido." },
    errors: [401, 404, 422],
  },
  {
    method: 'get',
    path: RATE_ORDER_PATH,
    operationId: 'rateOrder',
    tag: 'mis pedidos',
    summary: 'Calificar un pedido propio (PQR)',
    description: `rating de 1 a 5; reason un texto corto; observation hasta 500 caracteres ('%20' = ninguna). Una calificación por pedido. Fallos: 422 { tipo: 'E', message: '${ratingTexts.failed}', errors }.`,
    auth: 'user',
    params: ratingParamsSchema,
    paramsExample: { orderNumber: '100001', pdv: 'B001', rating: '5', reason: 'servicio', observation: 'Llegó caliente' },
    response: { name: 'RatingAnswer', schema: ratingAnswerSchema, description: "tipo 'S' y message.", cacheControl: 'no-store' },
    errors: [401, 404, 422],
  },
);
