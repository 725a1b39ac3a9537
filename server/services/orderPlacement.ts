/**
 * Placing an order, shared by the order call (server/routes/orders.ts) and the subscription
 * scheduler (server/services/subscriptionScheduler.ts): the server prices the lines at the
 * order's sales point, takes the cedula from the account, runs the shared order validation
 * and slot rule, checks the store serves the order (pick-up: a pick-up store open at the slot;
 * delivery: server/services/deliveryStore.ts), judges the coupon, and stores the order, its
 * lines, its first status, its first payment attempt and the idempotency key's answer in one statement
 * (server/services/orderWrite.ts); with a coupon, that statement and the coupon's redemption in one transaction.
 */
import {
  DEFAULT_PAYMENT_TYPE,
  ORDER_SUCCESS_TYPE,
  PICKUP_IN_STORE,
  USER_WITHOUT_CEDULA_DOCUMENT,
} from '../../machines/constants';
import { deliveryFeeFor } from '../../machines/rules/orderDraft';
import { orderMessages } from '../../machines/screenTexts/order';
import type { Order, OrderResult } from '../../machines/schemas';
import { orderTotals, priceLine, toOrderLines, type PricedLine } from '../../machines/rules/pricing';
import { orderFieldProblem } from '../../machines/rules/orderFields';
import { validateOrder } from '../../machines/rules/orderValidation';
import { paymentTexts } from '../../machines/screenTexts/payment';
import { pickupTexts } from '../../machines/screenTexts/pickup';
import { isOpenAtSlot } from '../../machines/rules/openingHours';
import { isPickupStore, type StoredSalesPoint } from './catalogue';
import type { TokenClaims } from '../auth/token';
import type { ServerContext } from '../context';
import { ApiFailure } from '../http';
import { bogotaDay } from './access';
import { judgeCoupon, normalizeCouponCode, redeemCoupon, type CouponRow } from './coupons';
import { deliveryStoreProblem } from './deliveryStore';
import { expireUnpaidOrders } from './orderExpiry';
import { ORDER_STATUS } from './orderStatus';
import { newPaymentAttempt, PAYMENT_STATE } from './payments';
import { allocateOrder, writeOrder, type OrderRecord } from './orderWrite';

/** Who the order is placed for: the token's account (the order call) or the subscriber (the scheduler). */
export type OrderOwner = Pick<TokenClaims, 'userId' | 'cedula'>;

function undeterminable(field: keyof Order): ApiFailure {
  return new ApiFailure(422, orderMessages.pricesUndeterminable, { [field]: [orderMessages.pricesUndeterminable] });
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
  const pickup = submitted.recogeentienda === PICKUP_IN_STORE;
  const deliveryFee = deliveryFeeFor(pickup);
  return {
    ...submitted,
    ...(pickup ? pickupPlace(salesPoint) : {}),
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

/**
 * Pick-up in store (recogeentienda 'X', not in the spec beyond the marker): the order's pdv must be a
 * store that takes pick-up orders, and the place is the store's own address and city, whatever the
 * client sent. The fee is the server's too: 0 for a pick-up (deliveryFeeFor), whatever the client claims.
 */
function pickupPlace(store: StoredSalesPoint): Pick<Order, 'direccion' | 'ciudad' | 'barrio' | 'textoBarrio'> {
  if (!isPickupStore(store)) throw new ApiFailure(422, pickupTexts.storeNotPickup, { pdv: [pickupTexts.storeNotPickup] });
  return { direccion: store.direccion, ciudad: store.city1, barrio: '', textoBarrio: '' };
}

/** A pick-up order's slot must fall within its store's opening hours (rules/openingHours.ts). */
async function pickupSlotProblem(ctx: ServerContext, order: Order): Promise<ApiFailure | null> {
  if (order.recogeentienda !== PICKUP_IN_STORE) return null;
  const store = await ctx.catalogue.salesPoint(order.pdv);
  if (store && isOpenAtSlot(store.horario, order.fecha_entrega.trim(), order.hora_entrega.trim())) return null;
  return new ApiFailure(422, pickupTexts.storeClosedAtSlot, { hora_entrega: [pickupTexts.storeClosedAtSlot] });
}

export interface KeyReservation {
  key: string;
  reservedAt: Date;
}

/**
 * What the order call does around placing: `beforeCouponJudged` runs right before a non-blank
 * nrocupon is judged (the coupon-guess budget, server/middleware/couponGuesses.ts); an order
 * without a coupon never calls it. The scheduler's repeats carry no coupon and pass nothing.
 */
export interface PlacementHooks {
  beforeCouponJudged?: () => Promise<void>;
}

/** Judges the order's coupon: the order with the server's nrocupon and cuponesvalor, and the coupon to redeem. */
async function applyCoupon(
  ctx: ServerContext,
  order: Order,
  userId: number,
  now: Date,
  hooks: PlacementHooks,
): Promise<{ order: Order; coupon: CouponRow | null }> {
  if (order.nrocupon.trim() === '') return { order: { ...order, nrocupon: '', cuponesvalor: 0 }, coupon: null };
  await hooks.beforeCouponJudged?.();
  // An unpaid order past its time no longer holds the code (server/services/orderExpiry.ts).
  await expireUnpaidOrders(ctx.db, now, { coupon: normalizeCouponCode(order.nrocupon) }, ctx.notifier);
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

/**
 * The order's checks that need no database: server prices, the shared validation, the fields, the store
 * and its hours, the payment type. Throws the first 422; answers the order as the server will store it.
 */
export async function checkOrder(ctx: ServerContext, claims: OrderOwner, submitted: Order): Promise<Order> {
  const recomputed = await recomputeOrder(ctx, submitted, claims.cedula);
  const validation = validateOrder(recomputed);
  if (!validation.valid) {
    const { field, message } = validation.error;
    throw new ApiFailure(422, message, { [field]: [message] });
  }
  const fieldProblem = orderFieldProblem(recomputed, ctx.clock().getTime());
  if (fieldProblem) throw new ApiFailure(422, fieldProblem.message, { [fieldProblem.field]: [fieldProblem.message] });
  const closed = await pickupSlotProblem(ctx, recomputed);
  if (closed) throw closed;
  // A delivery is priced and prepared by its pdv: a real store of the delivery city, open at the slot.
  const store = await ctx.catalogue.salesPoint(recomputed.pdv);
  const wrongStore = store ? deliveryStoreProblem(recomputed, store) : undeterminable('pdv');
  if (wrongStore) throw wrongStore;
  if (recomputed.tipo_pago.trim() !== DEFAULT_PAYMENT_TYPE) {
    throw new ApiFailure(422, paymentTexts.methodInvalid, { tipo_pago: [paymentTexts.methodInvalid] });
  }
  return recomputed;
}

/** Stores the order (lines, first status, payment attempt, idempotency answer, coupon) atomically; returns the answer's JSON text. */
export async function placeOrder(
  ctx: ServerContext,
  claims: OrderOwner,
  submitted: Order,
  reservation: KeyReservation | null,
  hooks: PlacementHooks = {},
): Promise<string> {
  const checked = await checkOrder(ctx, claims, submitted);
  return completeOrder(ctx, claims, checked, null, reservation, hooks);
}

/**
 * The rest of placing a checked order: the coupon's judgement, then the one write (with a coupon, the write
 * and the redemption in one transaction). `allocated`: the number and email the order call's first statement
 * already took (orderWrite.openOrder); null to take them here.
 */
export async function completeOrder(
  ctx: ServerContext,
  claims: OrderOwner,
  checked: Order,
  allocated: { pedido: number; email: string } | null,
  reservation: KeyReservation | null,
  hooks: PlacementHooks = {},
): Promise<string> {
  const now = ctx.clock();
  const { order, coupon } = await applyCoupon(ctx, checked, claims.userId, now, hooks);

  // The number and the email first, so the answer (pedido, url_pago) is known before the one write.
  const { pedido, email } = allocated ?? (await allocateOrder(ctx.db, claims.userId));
  const { attempt, url: url_pago } = await newPaymentAttempt(
    ctx,
    { pedido, userId: claims.userId, total: order.totales.total, cuponesValor: order.cuponesvalor, createdAt: now },
    email,
  );
  // Stored with the idempotency key: a replay answers the same attempt's url_pago.
  const answer: OrderResult = { tipo: ORDER_SUCCESS_TYPE, mensaje: orderMessages.sent, pedido, url_pago };
  const text = JSON.stringify(answer);
  const record: OrderRecord = {
    pedido,
    userId: claims.userId,
    order,
    estado: ORDER_STATUS.received,
    // The client's estadopago carries no weight: only the provider's notification changes it.
    estadoPago: PAYMENT_STATE.pending,
    tipoPago: DEFAULT_PAYMENT_TYPE,
    createdAt: now,
    attempt,
    key: reservation && { key: reservation.key, reservedAt: reservation.reservedAt, status: 200, body: text },
  };
  const lost = () => new ApiFailure(409, orderMessages.inFlight);
  if (!coupon) {
    // One statement, atomic on its own: no transaction to open (server/services/orderWrite.ts).
    if (!(await writeOrder(ctx.db, record))) throw lost();
    return text;
  }
  return ctx.db.transaction(async (tx) => {
    if (!(await writeOrder(tx, record))) throw lost();
    if (!(await redeemCoupon(tx, coupon, pedido, claims.userId, now))) {
      // Someone else's order got the coupon first: this one rolls back.
      throw new ApiFailure(422, orderMessages.couponAlreadyUsed, { nrocupon: [orderMessages.couponAlreadyUsed] });
    }
    return text;
  });
}
