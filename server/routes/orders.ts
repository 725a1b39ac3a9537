/**
 * Orders (spec §7, §5):
 *   POST /api/pedidos/enviar_pedidos_playerid_canal (bearer token; optional Idempotency-Key header)
 *        → { tipo: 'S', mensaje, pedido, url_pago }
 *   GET  /api/pedidos/{pedido} (bearer token, owner only) → OrderDetail (as detalle_pedido)
 *
 * The server never trusts the client's prices: it keeps only codigo_producto and
 * cantidad of each line, prices them at the order's sales point with that sales
 * point's konda, recomputes lines and totals with the shared pricing rules, takes
 * the cedula from the token, and runs the shared order validation (spec order).
 * The coupon (nrocupon) is judged with the shared coupon rules against the recomputed
 * subtotal and redeemed atomically in the order's transaction (server/services/coupons.ts).
 *
 * Payment: orders are paid online only. tipo_pago must be PAGOONLINE (else 422); the client's
 * estadopago must be present (spec rule 3) but is ignored: the order is stored PENDIENTE, and
 * its first payment attempt is opened in the same transaction (server/services/payments.ts),
 * whose page is the answer's url_pago. Only the provider's notification makes it APROBADO.
 *
 * Idempotency-Key (server/services/idempotency.ts): the same key and body replay the
 * first answer byte for byte with `Idempotent-Replayed: true`; the same key with another
 * body is a 422; while the first request is in flight, a 409. Without the header the
 * order is simply placed (not replayable).
 */
import * as z from 'zod/mini';
import { DEFAULT_PAYMENT_TYPE, ORDER_SUCCESS_TYPE, PICKUP_IN_STORE, USER_WITHOUT_CEDULA_DOCUMENT } from '../../machines/constants';
import { deliveryFeeFor } from '../../machines/rules/orderDraft';
import { messages } from '../../machines/messages';
import { idempotencyKeySchema, orderDetailSchema, orderSchema, type Order, type OrderResult } from '../../machines/schemas';
import { orderTotals, priceLine, toOrderLines, type PricedLine } from '../../machines/rules/pricing';
import { orderFieldProblem } from '../../machines/rules/orderFields';
import { validateOrder } from '../../machines/rules/orderValidation';
import { requireUser } from '../auth/requireUser';
import type { TokenClaims } from '../auth/token';
import type { RouteModule, ServerContext } from '../context';
import { orderLines, orders, orderStatusHistory } from '../db/schema';
import { ApiFailure, JSON_CONTENT_TYPE, readJsonBody, sendJson, sendJsonText, validate } from '../http';
import { listOperations, registerOperations } from '../openapi';
import { bogotaDay } from '../services/access';
import { judgeCoupon, redeemCoupon, type CouponRow } from '../services/coupons';
import { bodyHash, completeKey, purgeExpiredKeys, releaseKey, REPLAY_HEADER, reserveKey } from '../services/idempotency';
import { ORDER_STATUS } from '../services/orderStatus';
import { orderDetail } from '../services/orderViews';
import { PAYMENT_STATE, startPayment } from '../services/payments';
import { moreMessages } from '../../machines/screenTexts/moreMessages';

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
    // Nothing the client claims is deducted or added: bags are not sold online, and the
    // coupon's value is the server's own (applyCoupon, after validation).
    valorbolsa: 0,
    cuponesvalor: 0,
    detalles_pedido: toOrderLines(lines),
    totales: orderTotals(lines, deliveryFee),
  };
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

interface KeyReservation {
  key: string;
  reservedAt: Date;
}

/** Judges the order's coupon: the order with the server's nrocupon and cuponesvalor, and the coupon to redeem. */
async function applyCoupon(ctx: ServerContext, order: Order, userId: number, now: Date): Promise<{ order: Order; coupon: CouponRow | null }> {
  if (order.nrocupon.trim() === '') return { order: { ...order, nrocupon: '', cuponesvalor: 0 }, coupon: null };
  const verdict = await judgeCoupon(ctx.db, order.nrocupon, {
    subtotal: order.totales.subtotal,
    total: order.totales.total,
    productCodes: order.detalles_pedido.map((l) => l.codigo_producto),
    day: bogotaDay(now),
    userId,
  });
  if (!verdict.ok) throw new ApiFailure(422, verdict.message, { nrocupon: [verdict.message] });
  return { order: { ...order, nrocupon: verdict.coupon.nrocupon, cuponesvalor: verdict.value }, coupon: verdict.coupon };
}

/** Stores the order (lines, first status, coupon, idempotency answer) in one transaction; returns the answer's JSON text. */
async function placeOrder(ctx: ServerContext, claims: TokenClaims, submitted: Order, reservation: KeyReservation | null): Promise<string> {
  const recomputed = await recomputeOrder(ctx, submitted, claims.cedula);
  const validation = validateOrder(recomputed);
  if (!validation.valid) {
    const { field, message } = validation.error;
    throw new ApiFailure(422, message, { [field]: [message] });
  }
  const fieldProblem = orderFieldProblem(recomputed, ctx.clock().getTime());
  if (fieldProblem) throw new ApiFailure(422, fieldProblem.message, { [fieldProblem.field]: [fieldProblem.message] });
  if (recomputed.tipo_pago.trim() !== DEFAULT_PAYMENT_TYPE) {
    throw new ApiFailure(422, moreMessages.payment.methodInvalid, { tipo_pago: [moreMessages.payment.methodInvalid] });
  }
  const now = ctx.clock();
  const { order, coupon } = await applyCoupon(ctx, recomputed, claims.userId, now);

  return ctx.db.transaction(async (tx) => {
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
        tipoPago: DEFAULT_PAYMENT_TYPE,
        recogeEnTienda: order.recogeentienda,
        nroCupon: order.nrocupon,
        // The client's estadopago carries no weight: only the provider's notification changes it.
        estadoPago: PAYMENT_STATE.pending,
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
        estado: ORDER_STATUS.received,
        createdAt: now,
      })
      .returning({ pedido: orders.pedido });
    const pedido = row!.pedido;
    await tx.insert(orderLines).values(
      order.detalles_pedido.map((line, i) => ({
        pedido,
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
    await tx.insert(orderStatusHistory).values({ pedido, estado: ORDER_STATUS.received, fecha: now });
    if (coupon && !(await redeemCoupon(tx, coupon, pedido, claims.userId, now))) {
      // Someone else's order got the coupon first: this one rolls back.
      throw new ApiFailure(422, messages.order.couponAlreadyUsed, { nrocupon: [messages.order.couponAlreadyUsed] });
    }
    const url_pago = await startPayment(ctx, tx, { pedido, userId: claims.userId, total: order.totales.total, cuponesValor: order.cuponesvalor });
    // Stored with the idempotency key: a replay answers the same attempt's url_pago.
    const answer: OrderResult = { tipo: ORDER_SUCCESS_TYPE, mensaje: messages.order.sent, pedido, url_pago };
    const text = JSON.stringify(answer);
    if (reservation && !(await completeKey(tx, claims.userId, reservation.key, reservation.reservedAt, 200, text))) {
      throw new ApiFailure(409, messages.order.inFlight);
    }
    return text;
  });
}

export const orderRoutes: RouteModule = (app, ctx) => {
  let nextPurgeAt = 0;
  /** Expired idempotency keys are deleted at most once an hour, on an order submission. */
  async function purgeKeysNow(now: Date): Promise<void> {
    if (now.getTime() < nextPurgeAt) return;
    nextPurgeAt = now.getTime() + PURGE_INTERVAL_MS;
    await purgeExpiredKeys(ctx.db, now);
  }

  app.post(SEND_ORDER_PATH, async (c) => {
    const claims = await requireUser(c, ctx);
    const header = c.req.header(IDEMPOTENCY_HEADER);
    const key = header === undefined ? null : validate(idempotencyKeySchema, header.trim(), IDEMPOTENCY_HEADER);
    const raw = await readJsonBody(c);
    const submitted = validate(orderSchema, raw);
    if (key === null) return sendJsonText(c, await placeOrder(ctx, claims, submitted, null));

    const now = ctx.clock();
    await purgeKeysNow(now);
    const reservation = await reserveKey(ctx.db, claims.userId, key, bodyHash(raw), now);
    switch (reservation.kind) {
      case 'replay':
        return c.body(reservation.body, reservation.status as 200, { 'Content-Type': JSON_CONTENT_TYPE, [REPLAY_HEADER]: 'true' });
      case 'inFlight':
        throw new ApiFailure(409, messages.order.inFlight);
      case 'mismatch':
        throw new ApiFailure(422, messages.order.idempotencyKeyReused, { [IDEMPOTENCY_HEADER]: [messages.order.idempotencyKeyReused] });
    }
    try {
      return sendJsonText(c, await placeOrder(ctx, claims, submitted, { key, reservedAt: reservation.reservedAt }));
    } catch (error) {
      // Nothing was stored: the key is free for a retry.
      await releaseKey(ctx.db, claims.userId, key, reservation.reservedAt).catch((e: unknown) => ctx.logger.error('[api] idempotency key release failed:', e));
      throw error;
    }
  });

  app.get(ORDER_PATH, async (c) => {
    const claims = await requireUser(c, ctx);
    const { pedido } = validate(orderNumberSchema, { pedido: c.req.param('pedido') });
    c.header('Cache-Control', 'private, no-store');
    return sendJson(c, await orderDetail(ctx, claims.userId, pedido));
  });

  return [SEND_ORDER_PATH, ORDER_PATH];
};

// The OpenAPI registry documents both routes already; this module adds what it changed.
const documented = (method: 'get' | 'post', path: string) => listOperations().find((op) => op.method === method && op.path === path);
const sendOrderDoc = documented('post', SEND_ORDER_PATH);
const getOrderDoc = documented('get', ORDER_PATH);
if (sendOrderDoc) {
  registerOperations({
    ...sendOrderDoc,
    description:
      `${sendOrderDoc.description ?? ''} Pago: tipo_pago debe ser PAGOONLINE (si no, 422); el estadopago del cliente se ignora y el pedido queda PENDIENTE; url_pago es la página del proveedor de pagos para este pedido (después, GET /api/pagos/estado/{pedido}). nrocupon: el cupón se juzga con las reglas compartidas sobre el subtotal recalculado y se canjea de forma atómica; cuponesvalor es el que calcula el servidor. Idempotency-Key: la misma clave y el mismo cuerpo repiten la primera respuesta byte a byte con Idempotent-Replayed: true (24 h); la misma clave con otro cuerpo, 422; mientras la primera sigue en curso, 409.`.trim(),
    headers: [
      {
        name: IDEMPOTENCY_HEADER,
        required: false,
        description: 'Clave única por intento de pedido (1 a 255 caracteres ASCII visibles; la tienda envía un UUID). Sin ella el pedido no se puede repetir.',
        schema: idempotencyKeySchema,
        example: '0b7f8a4e-3c1d-4b7a-9a55-0f6f1c2d3e4f',
      },
    ],
    errors: [...new Set([...sendOrderDoc.errors, 409 as const])],
  });
}
if (getOrderDoc) {
  registerOperations({
    ...getOrderDoc,
    summary: 'Un pedido del usuario del token, con los precios del servidor y su historial (como detalle_pedido)',
    response: { ...getOrderDoc.response, name: 'OrderDetail', schema: orderDetailSchema, description: 'El pedido guardado con su historial de estados.' },
  });
}
