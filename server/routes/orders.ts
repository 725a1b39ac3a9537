/**
 * Orders (docs/product.md#llamadas, docs/product.md#reglas):
 *   POST /api/pedidos/enviar_pedidos_playerid_canal (bearer token; optional Idempotency-Key header)
 *        → { tipo: 'S', mensaje, pedido, url_pago }
 *   GET  /api/pedidos/{pedido} (bearer token, owner only) → OrderDetail (as detalle_pedido)
 *
 * The server never trusts the client's prices: it keeps only codigo_producto and
 * cantidad of each line, prices them at the order's sales point with that sales
 * point's konda, recomputes lines and totals with the shared pricing rules, takes
 * the cedula from the token, and runs the shared order validation (spec order).
 * The coupon (nrocupon) is judged with the shared coupon rules against the recomputed
 * subtotal and redeemed atomically in the order's transaction (server/services/coupons.ts);
 * each judgement first draws from the coupon-guess budget validar_cupon shares
 * (server/middleware/couponGuesses.ts: 429 beyond it). A delivery order's pdv must be a real
 * store of the delivery city, open at the slot (server/services/deliveryStore.ts).
 *
 * Payment: orders are paid online only. tipo_pago must be PAGOONLINE (else 422); the client's
 * estadopago must be present (spec rule 3) but is ignored: the order is stored PENDIENTE, and
 * its first payment attempt is written in the same statement (server/services/orderWrite.ts),
 * whose page is the answer's url_pago. Only the provider's notification makes it APROBADO.
 *
 * Idempotency-Key (server/services/idempotency.ts): the same key and body replay the
 * first answer byte for byte with `Idempotent-Replayed: true`; the same key with another
 * body is a 422; while the first request is in flight, a 409. Without the header the
 * order is simply placed (not replayable).
 */
import type { Context } from 'hono';
import * as z from 'zod/mini';
import { messages } from '../../machines/messages';
import { orderMessages } from '../../machines/screenTexts/order';
import { idempotencyKeySchema, orderDetailSchema, orderSchema, type Order } from '../../machines/schemas';
import { liveAccount } from '../auth/liveSession';
import { bearerClaims, requireUser } from '../auth/requireUser';
import type { TokenClaims } from '../auth/token';
import type { RouteModule } from '../context';
import { ApiFailure, JSON_CONTENT_TYPE, readJsonBody, sendJson, validate } from '../http';
import { listOperations, registerOperations } from '../openapi';
import { bodyHash, purgeExpiredKeys, releaseKey, REPLAY_HEADER, reserveKey } from '../services/idempotency';
import { checkOrder, completeOrder, type KeyReservation } from '../services/orderPlacement';
import { openOrder } from '../services/orderWrite';
import { drawCouponGuess } from '../middleware/couponGuesses';
import { orderDetail } from '../services/orderViews';

/** Kept here for the tests that price an order as the order call does. */
export { recomputeOrder } from '../services/orderPlacement';

export const SEND_ORDER_PATH = '/api/pedidos/enviar_pedidos_playerid_canal';
/** Digits only, so the named routes under /api/pedidos/ are never taken for an order number. */
export const ORDER_PATH = '/api/pedidos/:pedido{[0-9]+}';

const orderNumberSchema = z.object({
  pedido: z.coerce.number().check(z.int(), z.gte(1), z.lte(2_147_483_647)),
});

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The answer with its length: compression() then passes over it without copying it out of the response
 * (a POST answer under COMPRESSION_THRESHOLD_BYTES gets neither an ETag nor compression).
 */
function sendAnswer(c: Context, json: string): Response {
  return c.body(json, 200, { 'Content-Type': JSON_CONTENT_TYPE, 'Content-Length': String(Buffer.byteLength(json)) });
}

export const orderRoutes: RouteModule = (app, ctx) => {
  let nextPurgeAt = 0;
  /** Expired idempotency keys are deleted at most once an hour, on an order submission. */
  async function purgeKeysNow(now: Date): Promise<void> {
    if (now.getTime() < nextPurgeAt) return;
    nextPurgeAt = now.getTime() + PURGE_INTERVAL_MS;
    await purgeExpiredKeys(ctx.db, now);
  }

  const unauthorized = () => new ApiFailure(401, messages.http.unauthorized);
  /** The session check of requireUser, for the paths that do not run openOrder. */
  async function requireLive(claims: TokenClaims): Promise<void> {
    if (!(await liveAccount(ctx.db, claims, ctx.clock()))) throw unauthorized();
  }
  /** What a key already taken answers (replay, 409, 422), or the reservation when this request owns it. */
  async function reserveOrAnswer(c: Context, claims: TokenClaims, key: string, hash: string): Promise<Response | KeyReservation> {
    const reservation = await reserveKey(ctx.db, claims.userId, key, hash, ctx.clock());
    switch (reservation.kind) {
      case 'owner':
        return { key, reservedAt: reservation.reservedAt };
      case 'replay':
        return c.body(reservation.body, reservation.status as 200, {
          'Content-Type': JSON_CONTENT_TYPE,
          [REPLAY_HEADER]: 'true',
        });
      case 'inFlight':
        throw new ApiFailure(409, orderMessages.inFlight);
      case 'mismatch':
        throw new ApiFailure(422, orderMessages.idempotencyKeyReused, {
          [IDEMPOTENCY_HEADER]: [orderMessages.idempotencyKeyReused],
        });
    }
  }

  /**
   * The checks that need no database run first, then one statement checks the session, reserves the key and
   * takes the number (orderWrite.openOrder), then the write: two round trips. A request that fails a check in
   * memory goes the long way (session, then the key) so that the answers keep their precedence: 401 before
   * anything, a replay, 409 or key mismatch before the order's own 422.
   */
  app.post(SEND_ORDER_PATH, async (c) => {
    const claims = await bearerClaims(c, ctx);
    if (!claims) throw unauthorized();
    let key: string | null = null;
    let hash: string | null = null;
    let checked: Order;
    try {
      const header = c.req.header(IDEMPOTENCY_HEADER);
      key = header === undefined ? null : validate(idempotencyKeySchema, header.trim(), IDEMPOTENCY_HEADER);
      const raw = await readJsonBody(c);
      const submitted = validate(orderSchema, raw);
      if (key !== null) hash = bodyHash(raw);
      checked = await checkOrder(ctx, claims, submitted);
    } catch (error) {
      await requireLive(claims);
      if (key === null || hash === null) throw error;
      await purgeKeysNow(ctx.clock());
      const answer = await reserveOrAnswer(c, claims, key, hash);
      if (answer instanceof Response) return answer;
      await release(claims, answer);
      throw error;
    }
    // A coupon judged here draws from the budget validar_cupon shares (server/middleware/couponGuesses.ts).
    const hooks = { beforeCouponJudged: () => drawCouponGuess(c, ctx.couponGuesses, claims.userId) };
    const now = ctx.clock();
    if (key !== null) await purgeKeysNow(now);
    const opened = await openOrder(ctx.db, claims, now, key === null || hash === null ? null : { key, hash });
    if (opened.kind === 'notLive') throw unauthorized();
    let reservation: KeyReservation | null = null;
    if (opened.kind === 'keyTaken') {
      // The key exists: replay, 422 or 409 as reserveKey decides, or ours after an expired or abandoned one.
      const answer = await reserveOrAnswer(c, claims, key!, hash!);
      if (answer instanceof Response) return answer;
      reservation = answer;
    } else if (key !== null) {
      reservation = { key, reservedAt: opened.reservedAt! };
    }
    try {
      const allocated = opened.kind === 'open' ? opened : null;
      return sendAnswer(c, await completeOrder(ctx, claims, checked, allocated, reservation, hooks));
    } catch (error) {
      if (reservation) await release(claims, reservation);
      throw error;
    }
  });

  /** Nothing was stored: the key is free for a retry. */
  async function release(claims: TokenClaims, reservation: KeyReservation): Promise<void> {
    await releaseKey(ctx.db, claims.userId, reservation.key, reservation.reservedAt).catch((e: unknown) =>
      ctx.logger.error('[api] idempotency key release failed:', e),
    );
  }

  app.get(ORDER_PATH, async (c) => {
    const claims = await requireUser(c, ctx);
    const { pedido } = validate(orderNumberSchema, { pedido: c.req.param('pedido') });
    c.header('Cache-Control', 'private, no-store');
    return sendJson(c, await orderDetail(ctx, claims.userId, pedido));
  });

  return [SEND_ORDER_PATH, ORDER_PATH];
};

// The OpenAPI registry documents both routes already; this module adds what it changed.
const documented = (method: 'get' | 'post', path: string) =>
  listOperations().find((op) => op.method === method && op.path === path);
const sendOrderDoc = documented('post', SEND_ORDER_PATH);
const getOrderDoc = documented('get', ORDER_PATH);
if (sendOrderDoc) {
  registerOperations({
    ...sendOrderDoc,
    description:
      `${sendOrderDoc.description ?? ''} Pago: tipo_pago debe ser PAGOONLINE (si no, 422); el estadopago del cliente se ignora y el pedido queda PENDIENTE; url_pago es la página del proveedor de pagos para este pedido (después, GET /api/pagos/estado/{pedido}). nrocupon: el cupón se juzga con las reglas compartidas sobre el subtotal recalculado y se canjea de forma atómica; cuponesvalor es el que calcula el servidor; cada pedido con cupón gasta un intento del mismo límite por dirección y por cuenta que POST /api/pedidos/validar_cupon (429 con Retry-After al pasarlo, antes de juzgar el código). Domicilio: el pdv debe ser una tienda real (no un punto genérico como G001) de la ciudad de entrega, abierta a la hora de entrega; si no, 422 en pdv u hora_entrega. Un pedido sin pago aprobado 30 minutos después queda vencido y su cupón vuelve a estar libre. Idempotency-Key: la misma clave y el mismo cuerpo repiten la primera respuesta byte a byte con Idempotent-Replayed: true (24 h); la misma clave con otro cuerpo, 422; mientras la primera sigue en curso, 409.`.trim(),
    headers: [
      {
        name: IDEMPOTENCY_HEADER,
        required: false,
        description:
          'Clave única por intento de pedido (1 a 255 caracteres ASCII visibles; la tienda envía un UUID). Sin ella el pedido no se puede repetir.',
        schema: idempotencyKeySchema,
        example: '0b7f8a4e-3c1d-4b7a-9a55-0f6f1c2d3e4f',
      },
    ],
    errors: [...new Set([...sendOrderDoc.errors, 409 as const, 429 as const])],
  });
}
if (getOrderDoc) {
  registerOperations({
    ...getOrderDoc,
    summary: 'Un pedido del usuario del token, con los precios del servidor y su historial (como detalle_pedido)',
    response: {
      ...getOrderDoc.response,
      name: 'OrderDetail',
      schema: orderDetailSchema,
      description: 'El pedido guardado con su historial de estados.',
    },
  });
}
