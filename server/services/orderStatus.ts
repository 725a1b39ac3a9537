/**
 * Order status lifecycle: recibido → en preparación → en camino → entregado, or
 * recibido → cancelado (the customer cancels while the order is still 'recibido'), or
 * recibido → vencido (not paid within UNPAID_ORDER_EXPIRY_MS: server/services/orderExpiry.ts).
 *
 * Orders are paid online (server/services/payments.ts): the kitchen starts when the
 * payment is approved (orders.pagado_en), not at reception. An unpaid order (pending or
 * rejected payment) stays 'recibido' however long it waits, and can still be cancelled.
 *
 * The sandbox has no kitchen: a paid order advances by itself on a fixed schedule counted
 * from the payment's approval, computed purely from the injected clock (sandboxTimeline),
 * so tests pay through the sandbox gateway, move the fake clock and read. Pick-up orders
 * skip 'en camino'. The table order_status_history is the durable log: 'recibido' is
 * written with the order, 'cancelado' when cancelled, and the computed steps the first
 * time an order is read after reaching them (recordStatuses); orders.estado follows the
 * latest step.
 *
 * Cancelling stays allowed only while 'recibido', so a paid order can be cancelled during
 * the minutes before the kitchen starts. The sandbox moved no money and refunds nothing;
 * with a real provider that cancellation must refund the approved attempt through the
 * provider's refund call (see server/services/payments.ts).
 */
import { and, eq, gte, inArray, notInArray } from 'drizzle-orm';
import { PICKUP_IN_STORE } from '../../machines/constants';
import { ORDER_STATUSES, type OrderStatus, type OrderStatusEntry } from '../../machines/schemas';
import type { Db } from '../db/client';
import { orders, orderStatusHistory, subscriptions } from '../db/schema';
import { releaseCoupon } from './coupons';
import { expireUnpaidOrders } from './orderExpiry';
import { KITCHEN_STEPS, ORDER_STATUS } from '../../machines/rules/orderStatus';
import type { Notifier } from '../events/notifier';
import { publishOrderNotice } from '../events/orderStreams';
import type { Executor } from './dbTypes';

/** The statuses and the kitchen's steps are the screens' too (machines/rules/orderStatus.ts). */
export { ORDER_STATUS };

const MINUTE_MS = 60_000;

/** Minutes after the payment's approval at which the sandbox reaches each status. */
export const SANDBOX_SCHEDULE_MINUTES: Readonly<Record<'delivery' | 'pickup', readonly (readonly [OrderStatus, number])[]>> = {
  delivery: [
    [ORDER_STATUS.preparing, 5],
    [ORDER_STATUS.onTheWay, 20],
    [ORDER_STATUS.delivered, 45],
  ],
  pickup: [
    [ORDER_STATUS.preparing, 5],
    [ORDER_STATUS.delivered, 30],
  ],
};

export interface TimelineInput {
  /** Reception: the 'recibido' step. */
  createdAt: Date;
  /**
   * When the payment was approved (orders.pagado_en): the schedule counts from here; null
   * while unpaid (the order stays 'recibido'). Omitted: counted from createdAt, as before
   * payments existed; callers with an order row should pass it.
   */
  paidAt?: Date | null;
  /** recogeentienda 'X'. */
  pickup: boolean;
  /** When the order was cancelled, if it was. */
  cancelledAt: Date | null;
  now: Date;
}

export interface TimelineStep {
  estado: OrderStatus;
  fecha: Date;
}

/** The statuses an order has reached at `now`, oldest first (pure). */
export function sandboxTimeline({ createdAt, paidAt, pickup, cancelledAt, now }: TimelineInput): TimelineStep[] {
  const steps: TimelineStep[] = [{ estado: ORDER_STATUS.received, fecha: createdAt }];
  const nowMs = now.getTime();
  // The kitchen starts with the payment; unpaid (null), it has not started.
  const start = paidAt === undefined ? createdAt : paidAt;
  if (start) {
    for (const [estado, minutes] of SANDBOX_SCHEDULE_MINUTES[pickup ? 'pickup' : 'delivery']) {
      const at = start.getTime() + minutes * MINUTE_MS;
      // A step due at the very instant of the cancellation did not happen: cancelling won.
      if (at > nowMs || (cancelledAt && at >= cancelledAt.getTime())) break;
      steps.push({ estado, fecha: new Date(at) });
    }
  }
  if (cancelledAt && cancelledAt.getTime() <= nowMs) steps.push({ estado: ORDER_STATUS.cancelled, fecha: cancelledAt });
  return steps;
}

/** The timeline of a stored order (what recordStatuses and the cancel call should use). */
export const orderTimeline = (
  order: Pick<OrderForStatus, 'createdAt' | 'pagadoEn' | 'recogeEnTienda'>,
  cancelledAt: Date | null,
  now: Date,
): TimelineStep[] =>
  sandboxTimeline({
    createdAt: order.createdAt,
    paidAt: order.pagadoEn,
    pickup: order.recogeEnTienda === PICKUP_IN_STORE,
    cancelledAt,
    now,
  });

/** The kitchen's steps in order (cancelado stands apart). */
const STEP_ORDER = KITCHEN_STEPS;

/**
 * The timeline of a stored order given what order_status_history already holds: recorded steps
 * keep their dates (an administrator's change, POST /api/pedidos/guardar_estado, is recorded
 * there), and the sandbox schedule adds only the steps beyond the furthest one recorded (a step
 * the kitchen jumped over is not filled in afterwards).
 */
export function recordedTimeline(
  order: Pick<OrderForStatus, 'createdAt' | 'pagadoEn' | 'recogeEnTienda'>,
  recorded: ReadonlyMap<string, Date>,
  now: Date,
): TimelineStep[] {
  const cancelledAt = recorded.get(ORDER_STATUS.cancelled) ?? null;
  const computed = orderTimeline(order, cancelledAt, now);
  const furthest = Math.max(-1, ...STEP_ORDER.map((estado, i) => (recorded.has(estado) ? i : -1)));
  const steps: TimelineStep[] = [];
  STEP_ORDER.forEach((estado, i) => {
    const at = recorded.get(estado);
    if (at) steps.push({ estado, fecha: at });
    else if (i > furthest) {
      const step = computed.find((c) => c.estado === estado);
      if (step) steps.push(step);
    }
  });
  if (cancelledAt && cancelledAt.getTime() <= now.getTime()) steps.push({ estado: ORDER_STATUS.cancelled, fecha: cancelledAt });
  // Expiry is recorded by orderExpiry.ts (dated at the deadline); only an unpaid order expires, so no kitchen step precedes it.
  const expiredAt = recorded.get(ORDER_STATUS.expired);
  if (expiredAt && !cancelledAt) steps.push({ estado: ORDER_STATUS.expired, fecha: expiredAt });
  return steps;
}

/**
 * A kitchen step before the current one (cancelado is never backwards: it is handled as final).
 * vencido is no kitchen step: nobody sets it by hand, only the clock (orderExpiry.ts).
 */
export const isBackwards = (current: OrderStatus, next: OrderStatus): boolean =>
  next !== ORDER_STATUS.cancelled && STEP_ORDER.indexOf(next) < STEP_ORDER.indexOf(current);

/** What order_status_history holds for one order (status → when). */
export async function recordedSteps(db: Executor, pedido: number): Promise<Map<string, Date>> {
  const rows = await db
    .select({ estado: orderStatusHistory.estado, fecha: orderStatusHistory.fecha })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.pedido, pedido));
  return new Map(rows.map((r) => [r.estado, r.fecha]));
}

export const currentStatus = (steps: readonly TimelineStep[]): OrderStatus => steps[steps.length - 1]!.estado;

/** Entregado, cancelado and vencido are final. */
export const isFinalStatus = (estado: OrderStatus): boolean =>
  estado === ORDER_STATUS.delivered || estado === ORDER_STATUS.cancelled || estado === ORDER_STATUS.expired;

/** The customer may cancel while nothing but reception has happened. */
export const canCancel = (steps: readonly TimelineStep[]): boolean => currentStatus(steps) === ORDER_STATUS.received;

export const toEntries = (steps: readonly TimelineStep[]): OrderStatusEntry[] =>
  steps.map((s) => ({ estado: s.estado, fecha: s.fecha.toISOString() }));

export const isOrderStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

export interface OrderForStatus {
  pedido: number;
  /** The customer (who hears the change on their order stream). */
  userId: number;
  createdAt: Date;
  /** When the payment was approved; null while unpaid. */
  pagadoEn: Date | null;
  recogeEnTienda: string;
  estado: string;
}

/**
 * The timeline of each order at `now`, writing to order_status_history the steps not
 * yet recorded and to orders.estado the current status when it changed. Idempotent.
 * With a notifier, each change is announced to the customer's streams on every replica,
 * once: only the statement that actually moved orders.estado announces it.
 */
export async function recordStatuses(
  db: Db,
  list: readonly OrderForStatus[],
  now: Date,
  notifier?: Notifier,
): Promise<Map<number, TimelineStep[]>> {
  const result = new Map<number, TimelineStep[]>();
  if (list.length === 0) return result;
  const numbers = list.map((o) => o.pedido);
  const rows = await db
    .select({ pedido: orderStatusHistory.pedido, estado: orderStatusHistory.estado, fecha: orderStatusHistory.fecha })
    .from(orderStatusHistory)
    .where(inArray(orderStatusHistory.pedido, numbers));
  const recorded = new Map<number, Map<string, Date>>();
  for (const row of rows) {
    const byStatus = recorded.get(row.pedido) ?? new Map<string, Date>();
    byStatus.set(row.estado, row.fecha);
    recorded.set(row.pedido, byStatus);
  }

  const missing: { pedido: number; estado: string; fecha: Date }[] = [];
  const changed: { pedido: number; estado: OrderStatus }[] = [];
  for (const order of list) {
    const known = recorded.get(order.pedido) ?? new Map<string, Date>();
    const steps = recordedTimeline(order, known, now);
    result.set(order.pedido, steps);
    for (const step of steps) if (!known.has(step.estado)) missing.push({ pedido: order.pedido, ...step });
    const estado = currentStatus(steps);
    if (order.estado !== estado) changed.push({ pedido: order.pedido, estado });
  }
  if (missing.length > 0) await db.insert(orderStatusHistory).values(missing).onConflictDoNothing();
  for (const { pedido, estado } of changed) {
    // Never overwrite a cancellation or an expiry recorded meanwhile; another replica may have moved it already.
    const moved = await db
      .update(orders)
      .set({ estado })
      .where(and(eq(orders.pedido, pedido), notInArray(orders.estado, [ORDER_STATUS.cancelled, ORDER_STATUS.expired, estado])))
      .returning({ userId: orders.userId });
    if (notifier && moved[0]) {
      await publishOrderNotice(notifier, {
        kind: 'estado',
        userId: moved[0].userId,
        pedido,
        estado,
        historial: toEntries(result.get(pedido)!),
      });
    }
  }
  return result;
}

/**
 * The sandbox kitchen for the customers watching: their recent orders still under way are
 * brought up to `now` (and each change announced), and their unpaid orders past their time
 * expire. Called by the order streams' timer, so a connected customer sees the sandbox's steps
 * (and an expiry) as they happen without asking.
 */
export async function advanceOrders(
  db: Db,
  userIds: readonly number[],
  now: Date,
  windowMs: number,
  notifier: Notifier,
): Promise<void> {
  if (userIds.length === 0) return;
  await expireUnpaidOrders(db, now, { userIds }, notifier);
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.userId, [...userIds]),
        gte(orders.createdAt, new Date(now.getTime() - windowMs)),
        notInArray(orders.estado, [ORDER_STATUS.delivered, ORDER_STATUS.cancelled, ORDER_STATUS.expired]),
      ),
    );
  await recordStatuses(db, rows, now, notifier);
}

/** Cancels an order inside the caller's transaction: the step recorded, the coupon released, the subscription dropped. */
export async function cancelOrder(tx: Executor, pedido: number, now: Date): Promise<void> {
  await tx.insert(orderStatusHistory).values({ pedido, estado: ORDER_STATUS.cancelled, fecha: now }).onConflictDoNothing();
  await tx.update(orders).set({ estado: ORDER_STATUS.cancelled }).where(eq(orders.pedido, pedido));
  await releaseCoupon(tx, pedido);
  await tx.delete(subscriptions).where(eq(subscriptions.pedido, pedido));
}
