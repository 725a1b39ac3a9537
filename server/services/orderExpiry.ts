/**
 * Unpaid orders expire (finding 11): an order whose online payment is not approved
 * within UNPAID_ORDER_EXPIRY_MS (30 minutes) of being placed becomes 'vencido', a final status:
 * it is never prepared, it can no longer be paid or cancelled, and its coupon is free again
 * (releaseCoupons: a single-use coupon for anyone, a once-per-customer one for the same customer).
 * Subscription repeats are orders like any other and follow the same rule from their placing.
 * The deadline counts from the placing, not from the last payment attempt, so retrying the
 * payment cannot hold a coupon for longer.
 *
 * Expiry is a fact of the clock, not of a job. Every place that depends on it first expires, in
 * SQL, the orders it is about (expireDueOrders), so the rule holds on any replica even when no
 * sweep has run: judging a coupon (the orders that hold that code), the customer's order lists
 * and detail, the payment's status and retry, cancelling, a provider's notification (under the
 * order's row lock) and the order streams' tick. The scheduler's tick also sweeps every due order
 * (server/services/subscriptionScheduler.ts), so coupons come back even when nobody looks.
 *
 * One UPDATE … WHERE estado = 'recibido' AND estadopago <> 'APROBADO' AND created_at <= deadline
 * … RETURNING decides which orders expire. Its row locks serialize replicas (a second one finds the
 * rows 'vencido' already and returns nothing), and an approval that committed first keeps its order
 * out (the WHERE is checked again on the locked row). The step 'vencido' is dated at the deadline
 * (created_at + UNPAID_ORDER_EXPIRY_MS), whoever notices it and whenever.
 *
 * A late approval (the provider approves after the deadline) never revives the order, since its
 * coupon may be someone else's by then: the attempt records APROBADO, the order stays 'vencido',
 * and the money has to go back (server/services/payments.ts logs it for the refund).
 */
import { and, eq, inArray, lte, ne, type SQL } from 'drizzle-orm';
import { UNPAID_ORDER_EXPIRY_MS } from '../../machines/constants';
import type { OrderStatus, PaymentState } from '../../machines/schemas';
import type { Db } from '../db/client';
import { orders, orderStatusHistory } from '../db/schema';
import type { Notifier } from '../events/notifier';
import { publishOrderNotice } from '../events/orderStreams';
import { releaseCoupons } from './coupons';
import type { Executor } from './dbTypes';

export const ORDER_EXPIRED = 'vencido' as const satisfies OrderStatus;
const RECEIVED = 'recibido' as const satisfies OrderStatus;
const APPROVED = 'APROBADO' as const satisfies PaymentState;

/** When an order placed at `createdAt` expires if still unpaid. */
export const expiresAt = (createdAt: Date): Date => new Date(createdAt.getTime() + UNPAID_ORDER_EXPIRY_MS);

/** Whether an order, as stored, is past its deadline at `now` and still unpaid (the SQL rule in JS). */
export const isDueToExpire = (order: { estado: string; estadoPago: string; createdAt: Date }, now: Date): boolean =>
  order.estado === RECEIVED && order.estadoPago !== APPROVED && expiresAt(order.createdAt).getTime() <= now.getTime();

/** Which orders a check looks at: every one (the sweep), some orders, some customers', or those that carry a coupon code. */
export type ExpiryScope = { all: true } | { pedidos: readonly number[] } | { userIds: readonly number[] } | { coupon: string };

export interface ExpiredOrder {
  pedido: number;
  userId: number;
  createdAt: Date;
}

function scopeCondition(scope: ExpiryScope): SQL | undefined | null {
  if ('all' in scope) return undefined;
  if ('pedidos' in scope) return scope.pedidos.length > 0 ? inArray(orders.pedido, [...scope.pedidos]) : null;
  if ('userIds' in scope) return scope.userIds.length > 0 ? inArray(orders.userId, [...scope.userIds]) : null;
  // orders.nrocupon holds the coupon's own (normalized) code, as the order stored it.
  return scope.coupon.trim() !== '' ? eq(orders.nroCupon, scope.coupon) : null;
}

/**
 * Expires the due orders of `scope` inside the caller's transaction: status 'vencido', the step
 * recorded at the deadline, their coupons released. Returns the orders it expired (none when
 * another replica or call did it first).
 */
export async function expireDueOrders(tx: Executor, now: Date, scope: ExpiryScope): Promise<ExpiredOrder[]> {
  const condition = scopeCondition(scope);
  if (condition === null) return [];
  const deadline = new Date(now.getTime() - UNPAID_ORDER_EXPIRY_MS);
  const expired = await tx
    .update(orders)
    .set({ estado: ORDER_EXPIRED })
    .where(and(eq(orders.estado, RECEIVED), ne(orders.estadoPago, APPROVED), lte(orders.createdAt, deadline), condition))
    .returning({ pedido: orders.pedido, userId: orders.userId, createdAt: orders.createdAt });
  if (expired.length === 0) return [];
  await tx
    .insert(orderStatusHistory)
    .values(expired.map((o) => ({ pedido: o.pedido, estado: ORDER_EXPIRED, fecha: expiresAt(o.createdAt) })))
    .onConflictDoNothing();
  await releaseCoupons(
    tx,
    expired.map((o) => o.pedido),
  );
  return expired;
}

/** Tells the customers' streams (every replica) that these orders expired. */
export async function announceExpired(notifier: Notifier, expired: readonly ExpiredOrder[]): Promise<void> {
  for (const o of expired) {
    await publishOrderNotice(notifier, {
      kind: 'estado',
      userId: o.userId,
      pedido: o.pedido,
      estado: ORDER_EXPIRED,
      historial: [
        { estado: RECEIVED, fecha: o.createdAt.toISOString() },
        { estado: ORDER_EXPIRED, fecha: expiresAt(o.createdAt).toISOString() },
      ],
    });
  }
}

/** Expires the due orders of `scope` in a transaction of its own, then announces them (when given a notifier). */
export async function expireUnpaidOrders(db: Db, now: Date, scope: ExpiryScope, notifier?: Notifier): Promise<ExpiredOrder[]> {
  const expired = await db.transaction((tx) => expireDueOrders(tx, now, scope));
  if (notifier && expired.length > 0) await announceExpired(notifier, expired);
  return expired;
}
