/**
 * Coupon entry (the spec names no call for it, docs/product.md#llamadas "server behaviour beyond those
 * named: not shown"):
 *   POST /api/pedidos/validar_cupon { nrocupon, pdv, detalles_pedido: [{ codigo_producto, cantidad }] }
 *     → 200 Coupon + cuponesvalor | 422 { message } (unknown, expired, not yet valid, used,
 *       not for these products, minimum not met: the order's own messages)
 * The cart asks before showing the discount; nothing is reserved. The server prices the lines
 * at the sales point itself and judges the code with judgeCoupon, the same function the order
 * call uses, so the cart and the order cannot disagree; the order is judged again (and the
 * coupon redeemed atomically) when it is sent. A guest may ask: the once-per-customer rule then
 * waits for the order, which needs a session. Each judgement draws from the coupon-guess budget
 * per address and per account that the order call shares (server/middleware/couponGuesses.ts):
 * codes are worth guessing, and asking here after a 429 from the order call (or the reverse)
 * gets nothing more.
 */
import { orderMessages } from '../../machines/screenTexts/order';
import { normalizeCouponCode } from '../../machines/rules/coupons';
import { orderTotals, priceLine, type PricedLine } from '../../machines/rules/pricing';
import { couponCheckAnswerSchema, couponCheckBodySchema, type CouponCheckAnswer } from '../../machines/schemas';
import type { RouteModule } from '../context';
import { ApiFailure, parseJsonBody, sendJson } from '../http';
import { registerOperations } from '../openapi';
import { bogotaDay, optionalUser } from '../services/access';
import { judgeCoupon, toCoupon } from '../services/coupons';
import { drawCouponGuess } from '../middleware/couponGuesses';
import { expireUnpaidOrders } from '../services/orderExpiry';

export const COUPON_CHECK_PATH = '/api/pedidos/validar_cupon';

export const couponCheckRoutes: RouteModule = (app, ctx) => {
  app.post(COUPON_CHECK_PATH, async (c) => {
    const claims = await optionalUser(c, ctx);
    const body = await parseJsonBody(c, couponCheckBodySchema);
    c.header('Cache-Control', 'no-store');
    const undeterminable = new ApiFailure(422, orderMessages.pricesUndeterminable, {
      detalles_pedido: [orderMessages.pricesUndeterminable],
    });
    const salesPoint = await ctx.catalogue.salesPoint(body.pdv);
    if (!salesPoint) throw undeterminable;
    const catalogue = await ctx.catalogue.pricedProducts(salesPoint.Vkbur, salesPoint.Konda);
    const lines: PricedLine[] = [];
    for (const line of body.detalles_pedido) {
      const product = catalogue.byCode.get(line.codigo_producto);
      if (!product) throw undeterminable;
      lines.push(priceLine(product, line.cantidad, lines.length + 1));
    }
    const totals = orderTotals(lines, 0);
    const code = normalizeCouponCode(body.nrocupon);
    // One guess from the budget the order call shares (server/middleware/couponGuesses.ts), before any answer about the code.
    await drawCouponGuess(c, ctx.couponGuesses, claims?.userId ?? null);
    // An unpaid order past its time no longer holds the code (server/services/orderExpiry.ts).
    await expireUnpaidOrders(ctx.db, ctx.clock(), { coupon: code }, ctx.notifier);
    const verdict = await judgeCoupon(ctx.db, code, {
      subtotal: totals.subtotal,
      total: totals.total,
      productCodes: lines.map((l) => l.codigo_producto),
      day: bogotaDay(ctx.clock()),
      userId: claims?.userId ?? null,
    });
    if (!verdict.ok) throw new ApiFailure(422, verdict.message, { nrocupon: [verdict.message] });
    const answer: CouponCheckAnswer = { ...toCoupon(verdict.coupon), cuponesvalor: verdict.value };
    return sendJson(c, answer);
  });
  return [COUPON_CHECK_PATH];
};

registerOperations({
  method: 'post',
  path: COUPON_CHECK_PATH,
  operationId: 'couponCheck',
  tag: 'cupones',
  summary: 'Revisar un cupón antes de pedir',
  description:
    'El carrito pregunta si el cupón aplica a lo que lleva: el servidor pone los precios del punto de venta y juzga el cupón con las mismas reglas del pedido (vigencia, uso, productos, monto mínimo). No reserva nada: el pedido lo vuelve a juzgar y lo canjea. Sin token no se revisa el uso por cliente (lo hace el pedido). Cada revisión gasta un intento del mismo límite por dirección y por cuenta que el pedido con cupón (429 con Retry-After al pasarlo).',
  body: {
    name: 'CouponCheckBody',
    schema: couponCheckBodySchema,
    example: { nrocupon: 'BIENVENIDA', pdv: 'B001', detalles_pedido: [{ codigo_producto: 'P1001', cantidad: 2 }] },
  },
  response: {
    name: 'CouponCheckAnswer',
    schema: couponCheckAnswerSchema,
    description: 'El cupón y lo que descuenta de este carrito.',
    cacheControl: 'no-store',
  },
  errors: [400, 401, 413, 422, 429],
});
