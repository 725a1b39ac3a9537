/**
 * The customer's views of stored orders: detail (detalle-pedido) and summaries (mis-pedidos,
 * seguir-pedidos). Statuses come from recordStatuses (server/services/orderStatus.ts): the
 * kitchen's steps count from the payment's approval (orders.pagado_en), so an order whose
 * online payment is pending or rejected shows 'recibido' and can still be cancelled;
 * estadopago is the payment's state (server/services/payments.ts), never the client's. An order
 * not paid in time shows 'vencido' (server/services/orderExpiry.ts): the detail expires it first,
 * the list routes do it for the customer's orders.
 */
import { asc, eq, inArray, sum } from 'drizzle-orm';
import type { OrderDetail, OrderSummary, TrackedOrder } from '../../machines/schemas';
import type { ServerContext } from '../context';
import { orderLines, orderRatings, products, subscriptions } from '../db/schema';
import { ownOrder, type OrderRow } from './access';
import { canCancel, currentStatus, recordStatuses, toEntries, type TimelineStep } from './orderStatus';
import { expireUnpaidOrders } from './orderExpiry';

/** What the customer pays: the total less the coupon's value. */
export const amountToPay = (row: Pick<OrderRow, 'total' | 'cuponesValor'>): number => Math.max(0, row.total - row.cuponesValor);

export async function orderDetail(ctx: ServerContext, userId: number, pedido: number): Promise<OrderDetail> {
  // Unpaid past its time: shown 'vencido' (server/services/orderExpiry.ts).
  await expireUnpaidOrders(ctx.db, ctx.clock(), { pedidos: [pedido] }, ctx.notifier);
  const row = await ownOrder(ctx.db, userId, pedido);
  const [lines, timelines, [subscription], [rating]] = await Promise.all([
    ctx.db
      .select({ line: orderLines, nombre: products.descripcionCorta })
      .from(orderLines)
      .leftJoin(products, eq(products.codigoProducto, orderLines.codigoProducto))
      .where(eq(orderLines.pedido, pedido))
      .orderBy(asc(orderLines.linea)),
    recordStatuses(ctx.db, [row], ctx.clock(), ctx.notifier),
    ctx.db.select({ frecuencia: subscriptions.frecuencia }).from(subscriptions).where(eq(subscriptions.pedido, pedido)).limit(1),
    ctx.db.select({ pedido: orderRatings.pedido }).from(orderRatings).where(eq(orderRatings.pedido, pedido)).limit(1),
  ]);
  const steps = timelines.get(pedido)!;
  return {
    pedido: row.pedido,
    estado: currentStatus(steps),
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
    detalles_pedido: lines.map(({ line: l, nombre }) => ({
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
      ...(nombre !== null ? { descripcion_corta: nombre } : {}),
    })),
    totales: {
      subtotal: row.subtotal,
      iva: row.iva,
      descuento: row.descuento,
      valor_domicilio: row.valorDomicilio,
      total: row.total,
    },
    historial: toEntries(steps),
    total_a_pagar: amountToPay(row),
    puede_cancelar: canCancel(steps),
    calificado: rating !== undefined,
    frecuencia_suscripcion: subscription?.frecuencia ?? null,
  };
}

/** Summaries of these orders (in the given order) with their status history at the clock's now. */
export async function trackedOrders(ctx: ServerContext, rows: readonly OrderRow[]): Promise<TrackedOrder[]> {
  if (rows.length === 0) return [];
  const numbers = rows.map((r) => r.pedido);
  const [timelines, counts] = await Promise.all([
    recordStatuses(ctx.db, rows, ctx.clock(), ctx.notifier),
    ctx.db
      // Units, not lines: two roast chickens are two products to the customer.
      .select({ pedido: orderLines.pedido, n: sum(orderLines.cantidad).mapWith(Number) })
      .from(orderLines)
      .where(inArray(orderLines.pedido, numbers))
      .groupBy(orderLines.pedido),
  ]);
  const units = new Map(counts.map((c) => [c.pedido, c.n]));
  return rows.map((row) => summaryOf(row, timelines.get(row.pedido)!, units.get(row.pedido) ?? 0));
}

function summaryOf(row: OrderRow, steps: TimelineStep[], units: number): TrackedOrder {
  return {
    pedido: row.pedido,
    estado: currentStatus(steps),
    fecha_creacion: row.createdAt.toISOString(),
    pdv: row.pdv,
    ciudad: row.ciudad,
    direccion: row.direccion,
    fecha_entrega: row.fechaEntrega,
    hora_entrega: row.horaEntrega,
    recogeentienda: row.recogeEnTienda,
    nrocupon: row.nroCupon,
    cuponesvalor: row.cuponesValor,
    total: row.total,
    total_a_pagar: amountToPay(row),
    cantidad_productos: units,
    estadopago: row.estadoPago,
    historial: toEntries(steps),
  };
}

/** A summary without the history (mis-pedidos). */
export function withoutHistory({ historial: _historial, ...summary }: TrackedOrder): OrderSummary {
  return summary;
}
