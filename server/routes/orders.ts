/**
 * Orders (spec §7, §5):
 *   POST /api/pedidos/enviar_pedidos_playerid_canal (bearer token) → { tipo: 'S', mensaje, pedido }
 *   GET  /api/pedidos/{pedido} (bearer token, owner only)          → StoredOrder
 *
 * The server never trusts the client's prices: it keeps only codigo_producto and
 * cantidad of each line, prices them at the order's sales point with that sales
 * point's konda, recomputes lines and totals with the shared pricing rules, takes
 * the cedula from the token, and runs the shared order validation (spec order).
 */
import { and, asc, eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { ORDER_SUCCESS_TYPE, PICKUP_IN_STORE, USER_WITHOUT_CEDULA_DOCUMENT } from '../../machines/constants';
import { deliveryFeeFor } from '../../machines/rules/orderDraft';
import { messages } from '../../machines/messages';
import { orderSchema, type Order, type OrderResult, type StoredOrder } from '../../machines/schemas';
import { orderTotals, priceLine, toOrderLines, type PricedLine } from '../../machines/rules/pricing';
import { validateOrder } from '../../machines/rules/orderValidation';
import { requireUser } from '../auth/requireUser';
import type { RouteModule, ServerContext } from '../context';
import { orderLines, orders, ORDER_STATE_RECEIVED } from '../db/schema';
import { ApiFailure, parseJsonBody, sendJson, validate } from '../http';

export const SEND_ORDER_PATH = '/api/pedidos/enviar_pedidos_playerid_canal';
/** Digits only, so the named routes under /api/pedidos/ are never taken for an order number. */
export const ORDER_PATH = '/api/pedidos/:pedido{[0-9]+}';

const orderNumberSchema = z.object({
  pedido: z.coerce.number().check(z.int(), z.gte(1), z.lte(2_147_483_647)),
});

function undeterminable(field: keyof Order): ApiFailure {
  return new ApiFailure(422, messages.order.pricesUndeterminable, { [field]: [messages.order.pricesUndeterminable] });
}

/** The order as the server will store it: server prices, server konda, cedula from the token. */
export async function recomputeOrder(ctx: ServerContext, submitted: Order, cedula: string): Promise<Order> {
  const salesPoint = await ctx.catalogue.salesPoint(submitted.pdv);
  if (!salesPoint) throw undeterminable('pdv');
  const catalogue = await ctx.catalogue.pricedProducts(salesPoint.Vkbur, salesPoint.Konda);
  const lines: PricedLine[] = [];
  for (const line of submitted.detalles_pedido) {
    const product = catalogue.byCode.get(line.codigo_producto);
    if (!product) throw undeterminable('detalles_pedido');
    lines.push(priceLine(product, line.cantidad, lines.length + 1));
  }
  const deliveryFee = deliveryFeeFor(submitted.recogeentienda === PICKUP_IN_STORE);
  return {
    ...submitted,
    pdv: salesPoint.Vkbur,
    konda: salesPoint.Konda,
    cedula: cedula.trim() === '' ? USER_WITHOUT_CEDULA_DOCUMENT : cedula,
    valor_domicilio: deliveryFee,
    // Neither bags nor coupons are verifiable here: nothing the client claims is deducted or added.
    valorbolsa: 0,
    cuponesvalor: 0,
    detalles_pedido: toOrderLines(lines),
    totales: orderTotals(lines, deliveryFee),
  };
}

export const orderRoutes: RouteModule = (app, ctx) => {
  app.post(SEND_ORDER_PATH, async (c) => {
    const claims = await requireUser(c, ctx);
    const submitted = await parseJsonBody(c, orderSchema);
    const order = await recomputeOrder(ctx, submitted, claims.cedula);
    const validation = validateOrder(order);
    if (!validation.valid) {
      const { field, message } = validation.error;
      throw new ApiFailure(422, message, { [field]: [message] });
    }

    const pedido = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(orders)
        .values({
          userId: claims.userId,
          pdv: order.pdv,
          cedula: order.cedula,
          konda: order.konda,
          nombreRecibe: order.nombre_recibe.trim(),
          fechaEntrega: order.fecha_entrega,
          horaEntrega: order.hora_entrega,
          ciudad: order.ciudad,
          direccion: order.direccion,
          telefono: order.telefono,
          valorDomicilio: order.valor_domicilio,
          barrio: order.barrio,
          textoBarrio: order.textoBarrio,
          observacion: order.observacion.trim(),
          tipoPago: order.tipo_pago,
          recogeEnTienda: order.recogeentienda,
          nroCupon: order.nrocupon,
          estadoPago: order.estadopago,
          celularPedido: order.celularpedido,
          numuid: order.numuid,
          playerid: order.playerid,
          aceptaTerminos: order.aceptaterminos,
          acepta: order.acepta,
          valorBolsa: order.valorbolsa,
          cuponesValor: order.cuponesvalor,
          subtotal: order.totales.subtotal,
          iva: order.totales.iva,
          descuento: order.totales.descuento,
          total: order.totales.total,
          estado: ORDER_STATE_RECEIVED,
          createdAt: ctx.clock(),
        })
        .returning({ pedido: orders.pedido });
      const number = row!.pedido;
      await tx.insert(orderLines).values(
        order.detalles_pedido.map((line, i) => ({
          pedido: number,
          linea: i + 1,
          codigoProducto: line.codigo_producto,
          cantidad: line.cantidad,
          precio: line.precio,
          porcentajeIva: line.porcentaje_iva,
          valorIva: line.valor_iva,
          porcentajeDescuento: line.porcentaje_descuento,
          valorDescuento: line.valor_descuento,
          descuento: line.descuento,
          claseCondicion: line.clase_condicion,
          total: line.total,
        })),
      );
      return number;
    });

    const answer: OrderResult = { tipo: ORDER_SUCCESS_TYPE, mensaje: messages.order.sent, pedido };
    return sendJson(c, answer);
  });

  app.get(ORDER_PATH, async (c) => {
    const claims = await requireUser(c, ctx);
    const { pedido } = validate(orderNumberSchema, { pedido: c.req.param('pedido') });
    const [row] = await ctx.db
      .select()
      .from(orders)
      .where(and(eq(orders.pedido, pedido), eq(orders.userId, claims.userId)))
      .limit(1);
    if (!row) throw new ApiFailure(404, messages.http.notFound);
    const lines = await ctx.db.select().from(orderLines).where(eq(orderLines.pedido, pedido)).orderBy(asc(orderLines.linea));
    const answer: StoredOrder = {
      pedido: row.pedido,
      estado: row.estado,
      fecha_creacion: row.createdAt.toISOString(),
      pdv: row.pdv,
      cedula: row.cedula,
      konda: row.konda,
      nombre_recibe: row.nombreRecibe,
      fecha_entrega: row.fechaEntrega,
      hora_entrega: row.horaEntrega,
      ciudad: row.ciudad,
      direccion: row.direccion,
      telefono: row.telefono,
      valor_domicilio: row.valorDomicilio,
      barrio: row.barrio,
      textoBarrio: row.textoBarrio,
      observacion: row.observacion,
      tipo_pago: row.tipoPago,
      recogeentienda: row.recogeEnTienda,
      nrocupon: row.nroCupon,
      estadopago: row.estadoPago,
      celularpedido: row.celularPedido,
      numuid: row.numuid,
      playerid: row.playerid,
      aceptaterminos: row.aceptaTerminos,
      acepta: row.acepta,
      valorbolsa: row.valorBolsa,
      cuponesvalor: row.cuponesValor,
      detalles_pedido: lines.map((l) => ({
        codigo_producto: l.codigoProducto,
        cantidad: l.cantidad,
        precio: l.precio,
        porcentaje_iva: l.porcentajeIva,
        valor_iva: l.valorIva,
        porcentaje_descuento: l.porcentajeDescuento,
        valor_descuento: l.valorDescuento,
        descuento: l.descuento,
        clase_condicion: l.claseCondicion,
        total: l.total,
      })),
      totales: {
        subtotal: row.subtotal,
        iva: row.iva,
        descuento: row.descuento,
        valor_domicilio: row.valorDomicilio,
        total: row.total,
      },
    };
    c.header('Cache-Control', 'private, no-store');
    return sendJson(c, answer);
  });

  return [SEND_ORDER_PATH, ORDER_PATH];
};
