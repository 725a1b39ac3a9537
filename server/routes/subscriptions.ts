/**
 * Subscriptions (docs/product.md#llamadas, mis-suscripciones): repeat one of the customer's orders every
 * `frequency` days.
 *   POST /api/usuarios/suscripciones/{document}/{orderNumber}/{frequency}/{action}
 *        action N create (frequency 1–90), M modify (1–90), E delete (frequency 0) → { tipo: 'S', mensaje }
 *   GET  /api/usuarios/suscripciones/{document} → Subscription[]
 * The bearer token is required; {document} must be the token's own cedula (else 403) and the
 * order the customer's own (else 404). A failure answers 422 with the spec's message for the
 * action ('Apreciado usuario, no se pudo crear / actualizar / eliminar la suscripcion, intenta
 * nuevamente.') both as message and as mensaje, tipo 'E', and the reason in errors.
 */
import type { Context } from 'hono';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { ORDER_SUCCESS_TYPE } from '../../machines/constants';
import { messages } from '../../machines/messages';
import { nextDelivery, upcomingDelivery } from '../../machines/rules/subscriptions';
import { dayInWords } from '../../machines/rules/dates';
import { seriesOf } from '../services/subscriptionScheduler';
import type { PAYMENT_STATES } from '../../machines/schemas/payment';
import {
  documentParamsSchema,
  subscriptionAnswerSchema,
  subscriptionChangeParamsSchema,
  subscriptionListSchema,
  subscriptionParamsSchema,
  type Subscription,
  type SubscriptionAnswer,
} from '../../machines/schemas';
import { requireUser } from '../auth/requireUser';
import type { RouteModule } from '../context';
import { orderLines, orders, products, subscriptions } from '../db/schema';
import { issuesToErrors, sendJson, validate, type FieldErrors } from '../http';
import { registerOperations } from '../openapi';
import { bogotaDay, ownOrder, requireOwnDocument } from '../services/access';
import { ORDER_STATUS } from '../services/orderStatus';
import { subscriptionTexts } from '../../machines/screenTexts/subscriptions';

export const SUBSCRIPTION_PATH = '/api/usuarios/suscripciones/:document/:orderNumber/:frequency/:action';
export const SUBSCRIPTION_LIST_PATH = '/api/usuarios/suscripciones/:document';
/** The reference API's own: pause, resume, or skip the next delivery (pausar, reanudar, omitir). */
export const SUBSCRIPTION_CHANGE_PATH = '/api/usuarios/suscripciones/:document/:orderNumber/:change{pausar|reanudar|omitir}';

const FAILURE_BY_ACTION: Readonly<Record<string, string>> = {
  N: subscriptionTexts.createFailed,
  M: subscriptionTexts.updateFailed,
  E: subscriptionTexts.deleteFailed,
};

function failure(c: Context, message: string, errors: FieldErrors): Response {
  return sendJson(c, { isError: true, tipo: 'E', message, mensaje: message, errors }, 422);
}

const PAID: (typeof PAYMENT_STATES)[number] = 'APROBADO';

/** Kept here for the tests that import it from the route. */
export { nextDelivery };

export const subscriptionRoutes: RouteModule = (app, ctx) => {
  app.post(SUBSCRIPTION_PATH, async (c) => {
    const claims = await requireUser(c, ctx);
    const raw = c.req.param();
    const failed = FAILURE_BY_ACTION[raw.action.trim().toUpperCase()] ?? messages.http.validation;
    const parsed = subscriptionParamsSchema.safeParse({ ...raw, action: raw.action.trim().toUpperCase() });
    if (!parsed.success) return failure(c, failed, issuesToErrors(parsed.error.issues, 'params'));
    const { document, orderNumber: pedido, frequency, action } = parsed.data;
    requireOwnDocument(claims, document);
    const order = await ownOrder(ctx.db, claims.userId, pedido);
    const now = ctx.clock();

    if (action === 'N') {
      if (order.estado === ORDER_STATUS.cancelled) return failure(c, failed, { orderNumber: [subscriptionTexts.orderCancelled] });
      // A subscription repeats an order the customer paid for; an unpaid one is not an order yet.
      if (order.estadoPago !== PAID) return failure(c, failed, { orderNumber: [subscriptionTexts.orderNotPaid] });
      const created = await ctx.db
        .insert(subscriptions)
        .values({ pedido, userId: claims.userId, frecuencia: frequency, createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning({ pedido: subscriptions.pedido });
      if (created.length === 0) return failure(c, failed, { orderNumber: [subscriptionTexts.alreadyExists] });
      return sendJson(c, { tipo: ORDER_SUCCESS_TYPE, mensaje: subscriptionTexts.created } satisfies SubscriptionAnswer);
    }

    const mine = and(eq(subscriptions.pedido, pedido), eq(subscriptions.userId, claims.userId));
    const changed =
      action === 'M'
        ? await ctx.db
            .update(subscriptions)
            .set({ frecuencia: frequency, updatedAt: now })
            .where(mine)
            .returning({ pedido: subscriptions.pedido })
        : await ctx.db.delete(subscriptions).where(mine).returning({ pedido: subscriptions.pedido });
    if (changed.length === 0) return failure(c, failed, { orderNumber: [subscriptionTexts.notFound] });
    const mensaje = action === 'M' ? subscriptionTexts.updated : subscriptionTexts.deleted;
    return sendJson(c, { tipo: ORDER_SUCCESS_TYPE, mensaje } satisfies SubscriptionAnswer);
  });

  app.post(SUBSCRIPTION_CHANGE_PATH, async (c) => {
    const claims = await requireUser(c, ctx);
    const parsed = subscriptionChangeParamsSchema.safeParse(c.req.param());
    const failed = subscriptionTexts.updateFailed;
    if (!parsed.success) return failure(c, failed, issuesToErrors(parsed.error.issues, 'params'));
    const { document, orderNumber: pedido, change } = parsed.data;
    requireOwnDocument(claims, document);
    const order = await ownOrder(ctx.db, claims.userId, pedido);
    const [sub] = await ctx.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.pedido, pedido), eq(subscriptions.userId, claims.userId)));
    if (!sub) return failure(c, failed, { orderNumber: [subscriptionTexts.notFound] });
    const now = ctx.clock();
    const mine = and(eq(subscriptions.pedido, pedido), eq(subscriptions.userId, claims.userId));
    if (change === 'pausar') {
      await ctx.db.update(subscriptions).set({ pausada: true, updatedAt: now }).where(mine);
      return sendJson(c, { tipo: ORDER_SUCCESS_TYPE, mensaje: subscriptionTexts.paused } satisfies SubscriptionAnswer);
    }
    if (change === 'reanudar') {
      await ctx.db.update(subscriptions).set({ pausada: false, updatedAt: now }).where(mine);
      return sendJson(c, { tipo: ORDER_SUCCESS_TYPE, mensaje: subscriptionTexts.resumed } satisfies SubscriptionAnswer);
    }
    // omitir: the next delivery of the series (not one already skipped) is skipped.
    const series = seriesOf(sub, order.fechaEntrega, order.createdAt, order.horaEntrega);
    const day = nextDelivery(series.firstDay, series.frequency, bogotaDay(now));
    await ctx.db.update(subscriptions).set({ omitirFecha: day, updatedAt: now }).where(mine);
    // The day in words ('martes 10 de marzo'), never 2026-03-10: the app shows this text as it comes.
    return sendJson(c, {
      tipo: ORDER_SUCCESS_TYPE,
      mensaje: subscriptionTexts.skipped(dayInWords(day, bogotaDay(now))),
    } satisfies SubscriptionAnswer);
  });

  app.get(SUBSCRIPTION_LIST_PATH, async (c) => {
    const claims = await requireUser(c, ctx);
    const { document } = validate(documentParamsSchema, c.req.param(), 'params');
    requireOwnDocument(claims, document);
    const rows = await ctx.db
      .select({
        sub: subscriptions,
        fechaEntrega: orders.fechaEntrega,
        horaEntrega: orders.horaEntrega,
        createdAt: orders.createdAt,
        total: orders.total,
        cupon: orders.nroCupon,
        cupones: orders.cuponesValor,
      })
      .from(subscriptions)
      .innerJoin(orders, eq(orders.pedido, subscriptions.pedido))
      .where(eq(subscriptions.userId, claims.userId))
      .orderBy(asc(subscriptions.pedido));
    // What each repeat brings: the subscribed orders' lines, with the product's name while it exists.
    const lines =
      rows.length === 0
        ? []
        : await ctx.db
            .select({
              pedido: orderLines.pedido,
              codigo: orderLines.codigoProducto,
              cantidad: orderLines.cantidad,
              nombre: products.descripcionCorta,
            })
            .from(orderLines)
            .leftJoin(products, eq(products.codigoProducto, orderLines.codigoProducto))
            .where(
              inArray(
                orderLines.pedido,
                rows.map((r) => r.sub.pedido),
              ),
            )
            .orderBy(asc(orderLines.pedido), asc(orderLines.linea));
    const today = bogotaDay(ctx.clock());
    const list: Subscription[] = rows.map((r) => {
      const series = seriesOf(r.sub, r.fechaEntrega, r.createdAt, r.horaEntrega);
      return {
        pedido: r.sub.pedido,
        frecuencia: r.sub.frecuencia,
        fecha_creacion: r.sub.createdAt.toISOString(),
        fecha_actualizacion: r.sub.updatedAt.toISOString(),
        proxima_entrega: upcomingDelivery(series, today),
        // Repeats carry no coupon: what each one costs is the order before its coupon (at the prices
        // of its day, server/services/subscriptionScheduler.ts); nrocupon and cuponesvalor say why it
        // differs from what the subscribed order cost.
        total: r.total,
        pausada: r.sub.pausada,
        // A skip already past says nothing: the customer sees only the one still to come.
        omitir_fecha: r.sub.omitirFecha !== null && r.sub.omitirFecha >= today ? r.sub.omitirFecha : null,
        productos: lines
          .filter((l) => l.pedido === r.sub.pedido)
          .map((l) => ({
            codigo_producto: l.codigo,
            cantidad: l.cantidad,
            ...(l.nombre !== null ? { descripcion_corta: l.nombre } : {}),
          })),
        nrocupon: r.cupon,
        cuponesvalor: r.cupones,
      };
    });
    c.header('Cache-Control', 'private, no-store');
    return sendJson(c, list);
  });

  return [SUBSCRIPTION_PATH, SUBSCRIPTION_LIST_PATH, SUBSCRIPTION_CHANGE_PATH];
};

registerOperations(
  {
    method: 'post',
    path: SUBSCRIPTION_PATH,
    operationId: 'changeSubscription',
    tag: 'suscripciones',
    summary: 'Crear (N), modificar (M) o eliminar (E) la suscripción de un pedido propio',
    description: `frequency en días: 1 a 90 para N y M, 0 para E. document es la cédula del token (si no, 403); el pedido, uno propio (si no, 404). Fallos: 422 { tipo: 'E', mensaje, message, errors } con el mensaje del spec para la acción ('${subscriptionTexts.createFailed}').`,
    auth: 'user',
    params: subscriptionParamsSchema,
    paramsExample: { document: '1020304050', orderNumber: '100001', frequency: '15', action: 'N' },
    response: { name: 'SubscriptionAnswer', schema: subscriptionAnswerSchema, description: "tipo 'S' y mensaje." },
    errors: [401, 403, 404, 422],
  },
  {
    method: 'post',
    path: SUBSCRIPTION_CHANGE_PATH,
    operationId: 'pauseResumeOrSkipSubscription',
    tag: 'suscripciones',
    summary: 'Pausar, reanudar u omitir la próxima entrega de la suscripción de un pedido propio (propio de esta API)',
    description: `pausar: el programador no crea pedidos hasta reanudar. reanudar: vuelve a crearlos. omitir: la próxima entrega de la serie no se crea (queda registrada como omitida). Fallos: 422 { tipo: 'E', mensaje } con '${subscriptionTexts.updateFailed}'.`,
    auth: 'user',
    params: subscriptionChangeParamsSchema,
    paramsExample: { document: '1020304050', orderNumber: '100001', change: 'omitir' },
    response: { name: 'SubscriptionAnswer', schema: subscriptionAnswerSchema, description: "tipo 'S' y mensaje." },
    errors: [401, 403, 404, 422],
  },
  {
    method: 'get',
    path: SUBSCRIPTION_LIST_PATH,
    operationId: 'listSubscriptions',
    tag: 'suscripciones',
    summary: 'Suscripciones del usuario del token (mis-suscripciones)',
    description:
      'proxima_entrega: la primera repetición no omitida (k ≥ 1; hoy o después, en Bogotá) de la serie fecha_entrega + k × frecuencia; total: el pedido suscrito antes de su cupón (cada repetición va sin cupón y con los precios de su día); pausada, omitir_fecha (la entrega omitida que aún no llega, o null), productos (código, nombre si el producto existe, cantidad), nrocupon y cuponesvalor (el cupón del pedido suscrito: por qué total difiere de lo que costó): propios de esta API.',
    auth: 'user',
    params: documentParamsSchema,
    paramsExample: { document: '1020304050' },
    response: {
      name: 'SubscriptionList',
      schema: subscriptionListSchema,
      description: 'Suscripciones por número de pedido.',
      cacheControl: 'private, no-store',
    },
    errors: [401, 403, 422],
  },
);
