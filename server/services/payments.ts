/**
 * Online payment of orders (tipo_pago PAGOONLINE) through the payment-provider port
 * (server/payments/port.ts; the provider is ctx.payments):
 *
 *   startPayment(ctx, tx, order)        on reintentar (the order call writes newPaymentAttempt's row in its
 *                                       one statement, server/services/orderWrite.ts): a payments row
 *                                       PENDIENTE with a fresh unguessable referencia; answers url_pago,
 *                                       the provider's page for it.
 *   receiveNotification(ctx, name, req) the one way an outcome gets in, for a real webhook and for the
 *                                       sandbox gateway alike: unknown provider 404, not genuine 401
 *                                       (the provider's parseNotification checks its signature), then
 *   applyPaymentNotification(ctx, n)    the state machine of one attempt, idempotent:
 *                                         PENDIENTE → APROBADO | RECHAZADO | PENDIENTE (metodo may change);
 *                                         APROBADO and RECHAZADO are final: a replay (or a late
 *                                         contradiction) changes nothing.
 *                                       And of the order (orders.estadopago), under its row lock:
 *                                         approval → APROBADO and orders.pagado_en = now (the kitchen's
 *                                         timeline starts there, server/services/orderStatus.ts);
 *                                         rejection → RECHAZADO, only from the order's latest attempt;
 *                                         an approved order never goes back; a cancelled order is left
 *                                         as it is (the attempt still records what the provider said);
 *                                         so is an expired one ('vencido', server/services/orderExpiry.ts):
 *                                         an order past its 30 minutes unpaid expires right here, under its
 *                                         lock, before the news is applied, so a late approval never pays
 *                                         it (its coupon may be someone else's already): the attempt says
 *                                         APROBADO, the order stays 'vencido', and a log line asks for the refund.
 *                                       Unknown referencia → 404. An APROBADO whose monto (what the
 *                                       provider charged) is not the attempt's monto → 422 amountMismatch,
 *                                       logged, and nothing changes (a tampered checkout never pays an order).
 *                                       The provider's transaction id (n.transaccion, Wompi's), when it
 *                                       has one, is stored on the attempt it settles (payments.transaccion,
 *                                       unique per provider): news of a transaction that settled another
 *                                       referencia, or about an attempt another transaction settled, is
 *                                       refused with 409 transactionConflict and logged, nothing changes
 *                                       (Wompi does not sign the reference: a copied event cannot be
 *                                       re-pointed at another order). The same event again stays a 200.
 *   paymentStatus / retryPayment        GET /api/pagos/estado/{pedido}, POST /api/pagos/reintentar/{pedido}
 *                                       (owner only: another customer's order is a 404, as ownOrder).
 *
 * Money the provider took for an order that is cancelled, expired, or already paid by another attempt,
 * has to go back: with a real provider that is its refund call (Wompi, PayU and Mercado Pago
 * all have one) made from here or by the shop's back office from the payments table, where
 * such attempts stay APROBADO while the order is cancelado or paid twice. The sandbox moves
 * no money, so it refunds nothing.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, ne } from 'drizzle-orm';
import { messages } from '../../machines/messages';
import { orderMessages } from '../../machines/screenTexts/order';
import { PATHS } from '../../machines/paths';
import { paymentStateSchema, type PaymentState, type PaymentStatus } from '../../machines/schemas';
import type { ServerContext } from '../context';
import { orders, payments, users } from '../db/schema';
import { ApiFailure } from '../http';
import { NOTIFICATION_IGNORED, type PaymentCheckout, type PaymentNotification } from '../payments/port';
import { ownOrder, type OrderRow } from './access';
import type { Executor } from './dbTypes';
import { ORDER_STATUS } from './orderStatus';
import { publishOrderNotice, type OrderNotice } from '../events/orderStreams';
import { amountToPay } from './orderViews';
import { paymentTexts } from '../../machines/screenTexts/payment';
import { announceExpired, expireDueOrders, expireUnpaidOrders, expiresAt, isDueToExpire, type ExpiredOrder } from './orderExpiry';

export const PAYMENT_STATE = {
  pending: 'PENDIENTE',
  approved: 'APROBADO',
  rejected: 'RECHAZADO',
} as const satisfies Record<string, PaymentState>;

export type PaymentRow = typeof payments.$inferSelect;

/** 128 random bits in hex: unguessable, and safe in any provider's reference field and in a URL. */
export const newPaymentReference = (): string => randomBytes(16).toString('hex');
export const PAYMENT_REFERENCE_PATTERN = /^[0-9a-f]{32}$/;

/** Where the provider sends the customer back: /resultado-enviar/{pedido}. */
export const paymentReturnPath = (pedido: number): string => `${PATHS.resultadoEnviar}/${pedido}`;

/** What a payment needs of its order. */
export type PayableOrder = Pick<OrderRow, 'pedido' | 'userId' | 'total' | 'cuponesValor' | 'createdAt'>;

async function emailOf(db: Executor, userId: number): Promise<string> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return user?.email ?? '';
}

function checkoutOf(order: PayableOrder, attempt: Pick<PaymentRow, 'referencia' | 'monto'>, email: string): PaymentCheckout {
  return {
    pedido: order.pedido,
    referencia: attempt.referencia,
    monto: attempt.monto,
    descripcion: orderMessages.orderNumber(order.pedido),
    email,
    returnPath: paymentReturnPath(order.pedido),
    expiresAt: expiresAt(order.createdAt),
  };
}

/**
 * A new PENDIENTE attempt's row and its url_pago, computed without the database: the order call
 * writes the row in its single statement (server/services/orderWrite.ts), startPayment inserts it.
 */
export async function newPaymentAttempt(
  ctx: ServerContext,
  order: PayableOrder,
  email: string,
): Promise<{ attempt: typeof payments.$inferInsert; url: string }> {
  const now = ctx.clock();
  const attempt = {
    pedido: order.pedido,
    proveedor: ctx.payments.name,
    referencia: newPaymentReference(),
    estado: PAYMENT_STATE.pending,
    metodo: '',
    monto: amountToPay(order),
    createdAt: now,
    updatedAt: now,
  };
  return { attempt, url: await ctx.payments.checkoutUrl(checkoutOf(order, attempt, email)) };
}

/** A new PENDIENTE attempt for the order (inside the caller's transaction); answers its url_pago. */
export async function startPayment(ctx: ServerContext, tx: Executor, order: PayableOrder): Promise<string> {
  const { attempt, url } = await newPaymentAttempt(ctx, order, await emailOf(tx, order.userId));
  await tx.insert(payments).values(attempt);
  return url;
}

/** The unique index that binds a provider's transaction to one attempt (server/db/schema.ts). */
const TRANSACTION_UNIQUE_INDEX = 'payments_proveedor_transaccion_unique';

/** Whether `error` (under Drizzle's wrapper) is PostgreSQL's unique violation of TRANSACTION_UNIQUE_INDEX. */
function isTransactionTaken(error: unknown): boolean {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === TRANSACTION_UNIQUE_INDEX) return true;
  }
  return false;
}

function transactionConflict(ctx: ServerContext, why: string): ApiFailure {
  ctx.logger.error(`[pagos] notificación rechazada: ${why}; si el proveedor cobró, hay que revisarla y reembolsarla`);
  return new ApiFailure(409, paymentTexts.transactionConflict, {
    transaccion: [paymentTexts.transactionConflict],
  });
}

/** 409 when `transaccion` settled another attempt, or `attempt` was settled by another transaction (see the header). */
async function assertTransactionOf(ctx: ServerContext, tx: Executor, attempt: PaymentRow, transaccion: string): Promise<void> {
  const name = ctx.payments.name;
  if (attempt.transaccion !== null && attempt.transaccion !== transaccion) {
    throw transactionConflict(
      ctx,
      `el proveedor ${name} informó la transacción ${transaccion} para la referencia ${attempt.referencia} (pedido ${attempt.pedido}), que ya liquidó la transacción ${attempt.transaccion}`,
    );
  }
  const [other] = await tx
    .select({ referencia: payments.referencia, pedido: payments.pedido })
    .from(payments)
    .where(and(eq(payments.proveedor, name), eq(payments.transaccion, transaccion), ne(payments.id, attempt.id)))
    .limit(1);
  if (other) {
    throw transactionConflict(
      ctx,
      `el proveedor ${name} informó la transacción ${transaccion} para la referencia ${attempt.referencia} (pedido ${attempt.pedido}), pero ya liquidó la referencia ${other.referencia} (pedido ${other.pedido})`,
    );
  }
}

export type NotificationOutcome =
  /** The attempt changed, and the order with it when it could. */
  | 'applied'
  /** A replay, or news about an attempt that is already final: nothing changed. */
  | 'unchanged'
  /** Recorded on the attempt, but the order was cancelled or already paid: the order is untouched. */
  | 'recorded';

/** Applies a genuine notification (see the header). */
export async function applyPaymentNotification(
  ctx: ServerContext,
  notification: PaymentNotification,
): Promise<NotificationOutcome> {
  // The customer's payment page hears the order's new payment state on its stream, once committed.
  const notices: OrderNotice[] = [];
  const expired: ExpiredOrder[] = [];
  const settle = ctx.db.transaction(async (tx): Promise<NotificationOutcome> => {
    const [found] = await tx
      .select({ pedido: payments.pedido })
      .from(payments)
      .where(and(eq(payments.referencia, notification.referencia), eq(payments.proveedor, ctx.payments.name)))
      .limit(1);
    if (!found) throw new ApiFailure(404, paymentTexts.notFound, { referencia: [paymentTexts.notFound] });
    // Order row first, then the attempt: the same lock order as retryPayment.
    const [order] = await tx.select().from(orders).where(eq(orders.pedido, found.pedido)).for('update');
    const [attempt] = await tx.select().from(payments).where(eq(payments.referencia, notification.referencia)).for('update');
    if (!order || !attempt) throw new ApiFailure(404, paymentTexts.notFound, { referencia: [paymentTexts.notFound] });
    if (notification.transaccion !== undefined) await assertTransactionOf(ctx, tx, attempt, notification.transaccion);
    if (notification.estado === PAYMENT_STATE.approved && notification.monto !== attempt.monto) {
      ctx.logger.error(
        `[pagos] aprobación rechazada: el proveedor ${ctx.payments.name} informó ${notification.monto} pesos para la referencia ${attempt.referencia} (pedido ${attempt.pedido}), el intento es de ${attempt.monto}`,
      );
      throw new ApiFailure(422, paymentTexts.amountMismatch, { monto: [paymentTexts.amountMismatch] });
    }
    if (attempt.estado !== PAYMENT_STATE.pending) return 'unchanged';

    const now = ctx.clock();
    // Past its time unpaid, the order expires now, under its lock, before the news can pay it (orderExpiry.ts).
    if (isDueToExpire(order, now)) expired.push(...(await expireDueOrders(tx, now, { pedidos: [order.pedido] })));
    const orderExpired = order.estado === ORDER_STATUS.expired || expired.length > 0;
    const metodo = notification.metodo.trim() || attempt.metodo;
    if (notification.estado === PAYMENT_STATE.pending) {
      if (metodo === attempt.metodo) return 'unchanged';
      await tx.update(payments).set({ metodo, updatedAt: now }).where(eq(payments.id, attempt.id));
      return 'applied';
    }
    await tx
      .update(payments)
      .set({ estado: notification.estado, metodo, transaccion: notification.transaccion ?? null, updatedAt: now })
      .where(eq(payments.id, attempt.id));

    if (orderExpired && notification.estado === PAYMENT_STATE.approved) {
      // Never revived: its coupon may be someone else's by now. The money goes back (see the header).
      ctx.logger.error(
        `[pagos] aprobación tardía: el proveedor ${ctx.payments.name} aprobó la referencia ${attempt.referencia} (pedido ${order.pedido}, ${attempt.monto} pesos) después de que el pedido venció sin pago; hay que reembolsarla`,
      );
    }
    if (order.estado === ORDER_STATUS.cancelled || orderExpired || order.estadoPago === PAYMENT_STATE.approved) return 'recorded';
    if (notification.estado === PAYMENT_STATE.approved) {
      await tx.update(orders).set({ estadoPago: PAYMENT_STATE.approved, pagadoEn: now }).where(eq(orders.pedido, order.pedido));
      notices.push({ kind: 'pago', userId: order.userId, pedido: order.pedido, estadopago: PAYMENT_STATE.approved });
      return 'applied';
    }
    // A rejection of an older attempt says nothing about the newer one the customer is paying with.
    const [latest] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.pedido, order.pedido))
      .orderBy(desc(payments.id))
      .limit(1);
    if (latest?.id === attempt.id) {
      await tx.update(orders).set({ estadoPago: PAYMENT_STATE.rejected }).where(eq(orders.pedido, order.pedido));
      notices.push({ kind: 'pago', userId: order.userId, pedido: order.pedido, estadopago: PAYMENT_STATE.rejected });
    }
    return 'applied';
  });
  const outcome = await settle.catch((error: unknown) => {
    // Another attempt was settled by this transaction at the same time (on other order locks): the index decides.
    if (isTransactionTaken(error)) {
      throw transactionConflict(
        ctx,
        `el proveedor ${ctx.payments.name} informó la transacción ${notification.transaccion} para la referencia ${notification.referencia} mientras liquidaba otra`,
      );
    }
    throw error;
  });
  await announceExpired(ctx.notifier, expired);
  for (const notice of notices) await publishOrderNotice(ctx.notifier, notice);
  return outcome;
}

/** A notification request from the provider called `providerName`: 404 unknown provider, 401 not genuine, 404 unknown referencia; a genuine event about no payment changes nothing. */
export async function receiveNotification(
  ctx: ServerContext,
  providerName: string,
  request: Request,
): Promise<NotificationOutcome> {
  if (providerName !== ctx.payments.name)
    throw new ApiFailure(404, paymentTexts.providerUnknown, { proveedor: [paymentTexts.providerUnknown] });
  const notification = await ctx.payments.parseNotification(request);
  if (!notification) throw new ApiFailure(401, paymentTexts.notificationInvalid);
  if (notification === NOTIFICATION_IGNORED) return 'unchanged';
  return applyPaymentNotification(ctx, notification);
}

/** An order can still be paid: not approved, not cancelled, not expired. */
export const isPayable = (order: Pick<OrderRow, 'estado' | 'estadoPago'>): boolean =>
  order.estado !== ORDER_STATUS.cancelled && order.estado !== ORDER_STATUS.expired && order.estadoPago !== PAYMENT_STATE.approved;

function orderPaymentState(order: Pick<OrderRow, 'estadoPago'>): PaymentState {
  const parsed = paymentStateSchema.safeParse(order.estadoPago);
  return parsed.success ? parsed.data : PAYMENT_STATE.pending;
}

/** The status answer; `url` is the latest attempt's page (computed by the caller), used only while payable. */
function statusOf(order: OrderRow, attempts: readonly PaymentRow[], url: string | null): PaymentStatus {
  const latest = attempts[0];
  const shown = attempts.find((a) => a.estado === PAYMENT_STATE.approved) ?? latest;
  return {
    pedido: order.pedido,
    estadopago: orderPaymentState(order),
    metodo: shown?.metodo ?? '',
    total_a_pagar: amountToPay(order),
    nrocupon: order.nroCupon,
    cuponesvalor: order.cuponesValor,
    url_pago: isPayable(order) ? url : null,
    fecha_actualizacion: (shown?.updatedAt ?? order.createdAt).toISOString(),
  };
}

const attemptsOf = (db: Executor, pedido: number) =>
  db.select().from(payments).where(eq(payments.pedido, pedido)).orderBy(desc(payments.id));

/** GET /api/pagos/estado/{pedido}: the payment of the customer's own order (else 404). */
export async function paymentStatus(ctx: ServerContext, userId: number, pedido: number): Promise<PaymentStatus> {
  // Past its time unpaid, it is 'vencido' and has no payment page any more.
  await expireUnpaidOrders(ctx.db, ctx.clock(), { pedidos: [pedido] }, ctx.notifier);
  const order = await ownOrder(ctx.db, userId, pedido);
  const attempts = await attemptsOf(ctx.db, pedido);
  const latest = attempts[0];
  // Only the configured provider can give a page; an attempt of another one needs reintentar.
  const url =
    latest && isPayable(order) && latest.estado !== PAYMENT_STATE.approved && latest.proveedor === ctx.payments.name
      ? await ctx.payments.checkoutUrl(checkoutOf(order, latest, await emailOf(ctx.db, userId)))
      : null;
  return statusOf(order, attempts, url);
}

/**
 * POST /api/pagos/reintentar/{pedido}: a new attempt when the last one was rejected or is
 * still pending (or there is none); 422 when the order is already paid, cancelled or expired
 * (a retry does not move the deadline: server/services/orderExpiry.ts).
 * The order's estadopago goes back to PENDIENTE with the new attempt.
 */
export async function retryPayment(ctx: ServerContext, userId: number, pedido: number): Promise<PaymentStatus> {
  const now = ctx.clock();
  const expired: ExpiredOrder[] = [];
  const status = await ctx.db.transaction(async (tx): Promise<PaymentStatus | null> => {
    const [locked] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.pedido, pedido), eq(orders.userId, userId)))
      .for('update');
    if (!locked) throw new ApiFailure(404, messages.http.notFound);
    if (locked.estadoPago === PAYMENT_STATE.approved)
      throw new ApiFailure(422, paymentTexts.alreadyPaid, { pedido: [paymentTexts.alreadyPaid] });
    if (locked.estado === ORDER_STATUS.cancelled)
      throw new ApiFailure(422, paymentTexts.notPayable, { pedido: [paymentTexts.notPayable] });
    // Expired now or before: refused after the transaction, so that the expiry itself is kept.
    if (isDueToExpire(locked, now)) expired.push(...(await expireDueOrders(tx, now, { pedidos: [pedido] })));
    if (locked.estado === ORDER_STATUS.expired || expired.length > 0) return null;
    const url = await startPayment(ctx, tx, locked);
    const [order] = await tx
      .update(orders)
      .set({ estadoPago: PAYMENT_STATE.pending })
      .where(eq(orders.pedido, pedido))
      .returning();
    return statusOf(order!, await attemptsOf(tx, pedido), url);
  });
  await announceExpired(ctx.notifier, expired);
  if (!status) throw new ApiFailure(422, paymentTexts.expired, { pedido: [paymentTexts.expired] });
  return status;
}

/** The attempt with this referencia and its order (the sandbox gateway's pages), or null. */
export async function attemptByReference(
  ctx: ServerContext,
  referencia: string,
): Promise<{ attempt: PaymentRow; order: OrderRow } | null> {
  if (!PAYMENT_REFERENCE_PATTERN.test(referencia)) return null;
  const [row] = await ctx.db
    .select({ attempt: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.pedido, payments.pedido))
    .where(eq(payments.referencia, referencia))
    .limit(1);
  return row ?? null;
}
