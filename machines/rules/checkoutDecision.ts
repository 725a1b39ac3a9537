import type { Coupon } from '../schemas/order';
import { messages } from '../messages';
import { checkCoupons } from './coupons';

export interface CheckoutContext {
  isLoggedIn: boolean;
  total: number;
  subtotal: number;
  coupons: readonly Coupon[];
  deliveryDate: string | null;
  deliveryTime: string | null;
  /** YYYY-MM-DD */
  today: string;
}

export type CheckoutDecision =
  | { kind: 'login' }
  | { kind: 'warning'; message: string }
  | { kind: 'confirmOrder' }
  | { kind: 'confirmLocation' };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

/** The calendar day (YYYY-MM-DD) a date string starts with, or null. */
function dayOf(value: string | null): string | null {
  const day = value?.trim().match(ISO_DAY)?.[0];
  return day ?? null;
}

/**
 * 'Continuar al Pago' (spec §4), decided in the spec's order: anonymous → login;
 * total 0 or less → warning; more than one value coupon or unmet minimum → warning;
 * a delivery date and time whose day is today or later → confirma-pedido;
 * otherwise → confirmar-ubicacion.
 */
export function decideCheckout(ctx: CheckoutContext): CheckoutDecision {
  if (!ctx.isLoggedIn) return { kind: 'login' };
  if (!(ctx.total > 0)) return { kind: 'warning', message: messages.cart.zeroTotal };
  const coupons = checkCoupons(ctx.coupons, ctx.subtotal);
  if (!coupons.ok) return { kind: 'warning', message: coupons.message };
  const deliveryDay = dayOf(ctx.deliveryDate);
  const today = dayOf(ctx.today);
  const hasTime = (ctx.deliveryTime ?? '').trim() !== '';
  // ISO days compare as strings: "today is not after the delivery day".
  if (deliveryDay && hasTime && today && today <= deliveryDay) return { kind: 'confirmOrder' };
  return { kind: 'confirmLocation' };
}
