/**
 * An administrator's changes that every replica must see at once (the spec's API section
 * names no back-office calls, so these are the reference API's own):
 *   POST /api/productos/guardar_precio/{codigo_producto}         { konda, precio }      → { codigo_producto, konda, precio }
 *   POST /api/productos/guardar_disponibilidad/{codigo_producto} { vkbur, disponible }  → { codigo_producto, vkbur, disponible }
 *   POST /api/pedidos/guardar_estado/{pedido}                    { estado }             → { pedido, estado, historial }
 * Administrators only (requireAdmin: the token's claim and EAdministrador 'X' now; else 403).
 * A menu change drops this replica's catalogue cache and tells the others to drop theirs
 * (catalogue channel); a status change is recorded in order_status_history (the sandbox's
 * schedule then continues from it, server/services/orderStatus.ts recordedTimeline) and
 * announced to the customer's order streams on every replica. An order already entregado or
 * cancelado keeps its status (422); 'cancelado' does what the customer's cancel does (coupon
 * released, subscription dropped).
 */
import { eq } from 'drizzle-orm';
import { messages } from '../../machines/messages';
import { adminTexts } from '../../machines/screenTexts/admin';
import {
  availabilityUpdateBodySchema,
  orderStatusChangeSchema,
  orderStatusUpdateBodySchema,
  orderStatusUpdateParamsSchema,
  priceUpdateBodySchema,
  productParamsSchema,
  type OrderStatusChange,
} from '../../machines/schemas';
import * as z from 'zod/mini';
import type { RouteModule, ServerContext } from '../context';
import { orders, priceLists, products, salesPointProducts, salesPoints } from '../db/schema';
import { CHANNELS } from '../events/notifier';
import { publishOrderNotice } from '../events/orderStreams';
import { ApiFailure, parseJsonBody, sendJson, validate } from '../http';
import { registerOperations } from '../openapi';
import { requireAdmin } from '../services/access';
import {
  cancelOrder,
  currentStatus,
  isBackwards,
  isFinalStatus,
  ORDER_STATUS,
  recordedSteps,
  recordedTimeline,
  toEntries,
} from '../services/orderStatus';
import { orderStatusHistory } from '../db/schema';

export const SAVE_PRICE_PATH = '/api/productos/guardar_precio/:codigo_producto';
export const SAVE_AVAILABILITY_PATH = '/api/productos/guardar_disponibilidad/:codigo_producto';
export const SAVE_ORDER_STATUS_PATH = '/api/pedidos/guardar_estado/:pedido';

/** Drops the catalogue cache here and on every other replica (they hear the catalogue channel). */
export async function catalogueChanged(ctx: Pick<ServerContext, 'catalogue' | 'notifier'>): Promise<void> {
  ctx.catalogue.invalidate();
  await ctx.notifier.publish(CHANNELS.catalogue, { cambio: 'catalogo' });
}

const priceAnswerSchema = z.object({ codigo_producto: z.string(), konda: z.string(), precio: z.number() });
const availabilityAnswerSchema = z.object({ codigo_producto: z.string(), vkbur: z.string(), disponible: z.boolean() });

export const adminChangeRoutes: RouteModule = (app, ctx) => {
  const knownProduct = async (codigo: string) => {
    const [row] = await ctx.db
      .select({ codigo: products.codigoProducto })
      .from(products)
      .where(eq(products.codigoProducto, codigo))
      .limit(1);
    if (!row) throw new ApiFailure(404, adminTexts.productUnknown, { codigo_producto: [adminTexts.productUnknown] });
  };

  app.post(SAVE_PRICE_PATH, async (c) => {
    await requireAdmin(c, ctx);
    const { codigo_producto } = validate(productParamsSchema, c.req.param(), 'params');
    const { konda, precio } = await parseJsonBody(c, priceUpdateBodySchema);
    await knownProduct(codigo_producto);
    await ctx.db
      .insert(priceLists)
      .values({ konda, codigoProducto: codigo_producto, precio })
      .onConflictDoUpdate({ target: [priceLists.konda, priceLists.codigoProducto], set: { precio } });
    await catalogueChanged(ctx);
    c.header('Cache-Control', 'no-store');
    return sendJson(c, { codigo_producto, konda, precio });
  });

  app.post(SAVE_AVAILABILITY_PATH, async (c) => {
    await requireAdmin(c, ctx);
    const { codigo_producto } = validate(productParamsSchema, c.req.param(), 'params');
    const body = await parseJsonBody(c, availabilityUpdateBodySchema);
    await knownProduct(codigo_producto);
    const [point] = await ctx.db
      .select({ vkbur: salesPoints.vkbur })
      .from(salesPoints)
      .where(eq(salesPoints.vkbur, body.vkbur.toUpperCase()))
      .limit(1);
    if (!point) throw new ApiFailure(404, adminTexts.salesPointUnknown, { vkbur: [adminTexts.salesPointUnknown] });
    await ctx.db
      .insert(salesPointProducts)
      .values({ vkbur: point.vkbur, codigoProducto: codigo_producto, disponible: body.disponible })
      .onConflictDoUpdate({
        target: [salesPointProducts.vkbur, salesPointProducts.codigoProducto],
        set: { disponible: body.disponible },
      });
    await catalogueChanged(ctx);
    c.header('Cache-Control', 'no-store');
    return sendJson(c, { codigo_producto, vkbur: point.vkbur, disponible: body.disponible });
  });

  app.post(SAVE_ORDER_STATUS_PATH, async (c) => {
    await requireAdmin(c, ctx);
    const { pedido } = validate(orderStatusUpdateParamsSchema, c.req.param(), 'params');
    const { estado } = await parseJsonBody(c, orderStatusUpdateBodySchema);
    const now = ctx.clock();
    const result = await ctx.db.transaction(async (tx) => {
      const [row] = await tx.select().from(orders).where(eq(orders.pedido, pedido)).for('update');
      if (!row) throw new ApiFailure(404, messages.http.notFound);
      const before = recordedTimeline(row, await recordedSteps(tx, pedido), now);
      const current = currentStatus(before);
      if (current === estado) return { userId: row.userId, steps: before, changed: false };
      if (isFinalStatus(current)) throw new ApiFailure(422, adminTexts.orderFinished, { estado: [adminTexts.orderFinished] });
      if (isBackwards(current, estado))
        throw new ApiFailure(422, adminTexts.statusBackwards, { estado: [adminTexts.statusBackwards] });
      // The steps the sandbox reached but nobody read yet are recorded first, with their own dates.
      await tx
        .insert(orderStatusHistory)
        .values(before.map((s) => ({ pedido, estado: s.estado, fecha: s.fecha })))
        .onConflictDoNothing();
      if (estado === ORDER_STATUS.cancelled) await cancelOrder(tx, pedido, now);
      else {
        await tx.insert(orderStatusHistory).values({ pedido, estado, fecha: now }).onConflictDoNothing();
        await tx.update(orders).set({ estado }).where(eq(orders.pedido, pedido));
      }
      return { userId: row.userId, steps: recordedTimeline(row, await recordedSteps(tx, pedido), now), changed: true };
    });
    const answer: OrderStatusChange = { pedido, estado: currentStatus(result.steps), historial: toEntries(result.steps) };
    if (result.changed) await publishOrderNotice(ctx.notifier, { kind: 'estado', userId: result.userId, ...answer });
    c.header('Cache-Control', 'no-store');
    return sendJson(c, answer);
  });

  return [SAVE_PRICE_PATH, SAVE_AVAILABILITY_PATH, SAVE_ORDER_STATUS_PATH];
};

registerOperations(
  {
    method: 'post',
    path: SAVE_PRICE_PATH,
    operationId: 'saveProductPrice',
    tag: 'administración',
    summary: 'Guardar el precio de un producto en una lista de precios (administradores)',
    description:
      'Crea o reemplaza el precio (pesos, entero) del producto en la lista konda. Todas las réplicas dejan de servir el precio anterior (aviso por PostgreSQL LISTEN/NOTIFY). Requiere un administrador (si no, 403).',
    auth: 'admin',
    params: productParamsSchema,
    paramsExample: { codigo_producto: 'P001' },
    body: { name: 'PriceUpdateBody', schema: priceUpdateBodySchema, example: { konda: '28', precio: 25_900 } },
    response: { name: 'PriceUpdate', schema: priceAnswerSchema, description: 'El precio guardado.', cacheControl: 'no-store' },
    errors: [400, 401, 403, 404, 413, 422],
  },
  {
    method: 'post',
    path: SAVE_AVAILABILITY_PATH,
    operationId: 'saveProductAvailability',
    tag: 'administración',
    summary: 'Guardar si un producto se vende en un punto de venta (administradores)',
    description:
      'disponible false lo quita del menú de ese punto de venta en todas las réplicas; true lo devuelve. Requiere un administrador (si no, 403).',
    auth: 'admin',
    params: productParamsSchema,
    paramsExample: { codigo_producto: 'P001' },
    body: { name: 'AvailabilityUpdateBody', schema: availabilityUpdateBodySchema, example: { vkbur: 'B001', disponible: false } },
    response: {
      name: 'AvailabilityUpdate',
      schema: availabilityAnswerSchema,
      description: 'La disponibilidad guardada.',
      cacheControl: 'no-store',
    },
    errors: [400, 401, 403, 404, 413, 422],
  },
  {
    method: 'post',
    path: SAVE_ORDER_STATUS_PATH,
    operationId: 'saveOrderStatus',
    tag: 'administración',
    summary: 'Cambiar el estado de un pedido (administradores)',
    description:
      'recibido → en preparación → en camino → entregado, o cancelado. Queda en el historial y llega al instante al cliente que sigue sus pedidos (GET /api/pedidos/eventos), esté conectado a la réplica que esté. Un pedido entregado o cancelado ya no cambia (422). Requiere un administrador (si no, 403).',
    auth: 'admin',
    params: orderStatusUpdateParamsSchema,
    paramsExample: { pedido: '100001' },
    body: { name: 'OrderStatusUpdateBody', schema: orderStatusUpdateBodySchema, example: { estado: 'en preparación' } },
    response: {
      name: 'OrderStatusChange',
      schema: orderStatusChangeSchema,
      description: 'El estado y el historial del pedido.',
      cacheControl: 'no-store',
    },
    errors: [400, 401, 403, 404, 413, 422],
  },
);
