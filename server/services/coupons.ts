/**
 * Coupons on the server. The order's nrocupon is looked up, then judged with the same
 * shared rules the cart uses (machines/rules/coupons.ts: valueCoupons, checkCoupons,
 * couponsForRemainingItems) against the server's recomputed subtotal. Redemption is
 * atomic inside the order's transaction:
 *   single_use         UPDATE coupons SET redeemed_by_order … WHERE redeemed_by_order IS NULL RETURNING
 *   once_per_customer  INSERT INTO coupon_redemptions … ON CONFLICT DO NOTHING RETURNING
 * so of any number of parallel orders exactly one gets the coupon; the others roll back.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { EXCLUDED_COUPON_TYPE } from '../../machines/constants';
import { orderMessages } from '../../machines/screenTexts/order';
import { checkCoupons, couponDiscount, couponsForRemainingItems, normalizeCouponCode } from '../../machines/rules/coupons';
import type { Coupon } from '../../machines/schemas';
import type { Db } from '../db/client';
import { couponRedemptions, coupons } from '../db/schema';
import type { Executor } from './dbTypes';

export type CouponRow = typeof coupons.$inferSelect;

export { normalizeCouponCode };

/** The coupon as the API shows it (docs/product.md#entidades). */
export function toCoupon(row: CouponRow): Coupon {
  return {
    nrocupon: row.nrocupon,
    tipo: row.tipo,
    ValorCupon: row.valorCupon,
    MontoMinimo: row.montoMinimo,
    Materialesaplica: row.materialesAplica,
    crudo_a_la_carta: row.crudoALaCarta,
  };
}

/** In force on a Bogotá day (YYYY-MM-DD): active and inside its window. */
export function isInForce(row: CouponRow, day: string): boolean {
  return (
    row.activo && (row.vigenteDesde === null || row.vigenteDesde <= day) && (row.vigenteHasta === null || day <= row.vigenteHasta)
  );
}

/** Why a coupon is not in force, in the customer's words: switched off reads as unknown. */
function notInForceMessage(row: CouponRow | undefined, day: string): string {
  if (!row || !row.activo) return orderMessages.couponNotFound;
  if (row.vigenteHasta !== null && row.vigenteHasta < day) return orderMessages.couponExpired;
  return orderMessages.couponNotYetValid;
}

export async function findCoupon(db: Executor, code: string): Promise<CouponRow | undefined> {
  const normalized = normalizeCouponCode(code);
  if (normalized === '') return undefined;
  const [row] = await db.select().from(coupons).where(eq(coupons.nrocupon, normalized)).limit(1);
  return row;
}

export interface CouponContext {
  /** Recomputed order subtotal (the cart's checkCoupons subtotal). */
  subtotal: number;
  /** Recomputed order total: the deduction never exceeds it. */
  total: number;
  productCodes: readonly string[];
  /** Today in Bogotá, YYYY-MM-DD. */
  day: string;
  /** null: a guest checking a code in the cart; the once-per-customer rule waits for the order. */
  userId: number | null;
}

export type CouponVerdict = { ok: true; coupon: CouponRow; value: number } | { ok: false; message: string };

/**
 * Whether the coupon applies to this order and what it deducts. Already-redeemed coupons
 * fail fast here; redeemCoupon is what actually guarantees it.
 */
export async function judgeCoupon(db: Executor, code: string, ctx: CouponContext): Promise<CouponVerdict> {
  const row = await findCoupon(db, code);
  if (!row || !isInForce(row, ctx.day)) return { ok: false, message: notInForceMessage(row, ctx.day) };
  if (row.singleUse && row.redeemedByOrder !== null) return { ok: false, message: orderMessages.couponAlreadyUsed };
  if (row.oncePerCustomer && ctx.userId !== null) {
    const [used] = await db
      .select({ pedido: couponRedemptions.pedido })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.nrocupon, row.nrocupon), eq(couponRedemptions.userId, ctx.userId)))
      .limit(1);
    if (used) return { ok: false, message: orderMessages.couponAlreadyUsed };
  }
  const list = [toCoupon(row)];
  if (couponsForRemainingItems(list, ctx.productCodes).length === 0)
    return { ok: false, message: orderMessages.couponNotApplicable };
  const check = checkCoupons(list, ctx.subtotal);
  if (!check.ok) return { ok: false, message: check.message };
  return { ok: true, coupon: row, value: couponDiscount(list, ctx.total) };
}

/** Redeems the coupon for the order; false when someone else got it first (the caller rolls back). */
export async function redeemCoupon(tx: Executor, row: CouponRow, pedido: number, userId: number, now: Date): Promise<boolean> {
  if (row.singleUse) {
    const taken = await tx
      .update(coupons)
      .set({ redeemedByOrder: pedido, redeemedAt: now })
      .where(and(eq(coupons.nrocupon, row.nrocupon), isNull(coupons.redeemedByOrder)))
      .returning({ nrocupon: coupons.nrocupon });
    if (taken.length === 0) return false;
  }
  if (row.oncePerCustomer) {
    const taken = await tx
      .insert(couponRedemptions)
      .values({ nrocupon: row.nrocupon, userId, pedido, redeemedAt: now })
      .onConflictDoNothing()
      .returning({ nrocupon: couponRedemptions.nrocupon });
    if (taken.length === 0) return false;
  }
  return true;
}

/** A cancelled order gives its coupon back. */
export async function releaseCoupon(tx: Executor, pedido: number): Promise<void> {
  await releaseCoupons(tx, [pedido]);
}

/** Cancelled or expired orders give their coupons back (server/services/orderExpiry.ts). */
export async function releaseCoupons(tx: Executor, pedidos: readonly number[]): Promise<void> {
  if (pedidos.length === 0) return;
  await tx
    .update(coupons)
    .set({ redeemedByOrder: null, redeemedAt: null })
    .where(inArray(coupons.redeemedByOrder, [...pedidos]));
  await tx.delete(couponRedemptions).where(inArray(couponRedemptions.pedido, [...pedidos]));
}

/** Registration-popup coupons in force on `day`: value coupons flagged registro, by code. */
export async function registrationCoupons(db: Db, day: string): Promise<CouponRow[]> {
  const rows = await db.select().from(coupons).where(eq(coupons.registro, true)).orderBy(coupons.nrocupon);
  return rows.filter(
    (row) => isInForce(row, day) && row.valorCupon > 0 && row.tipo.trim().toUpperCase() !== EXCLUDED_COUPON_TYPE,
  );
}
