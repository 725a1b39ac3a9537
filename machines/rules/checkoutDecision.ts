import type { Coupon } from '../schemas/order';
import { checkCoupons, valueCoupons } from './coupons';
import { isSlotPossible } from './deliverySlots';
import { messages } from '../messages';

/**
 * 'Continuar al Pago' (docs/product.md#estados-y-transiciones "Cart checkout") as a table of rules in
 * the spec's order: anonymous → login; total 0 or less → warning; more than one value coupon →
 * warning; unmet coupon minimum → warning; no delivery slot still possible → confirmar-ubicacion;
 * otherwise confirma-pedido. The first rule that holds decides; the order is the spec's, so it matters
 * (a guest with an empty cart is sent to log in, not warned about the total).
 */

/** Total 0 or less: 'No puedes enviar el pedido en $0 pesos.' */
export const hasNoTotal = (total: number): boolean => !(total > 0);

/** More than one value coupon (docs/product.md#entidades: value above 0, not of type 'P'). */
export const hasTooManyValueCoupons = (coupons: readonly Coupon[]): boolean => valueCoupons(coupons).length > 1;

/** The value coupon's minimum amount is not reached; the coupon message names it. */
export function couponMinimumNotMet(coupons: readonly Coupon[], subtotal: number): string | null {
  const check = checkCoupons(coupons, subtotal);
  return !check.ok && check.reason === 'minimumNotMet' ? check.message : null;
}

/**
 * No delivery slot the kitchen can still meet (a day today or later, within
 * the days offered, and a time still possible now): the slot is asked again.
 * `now`: epoch milliseconds when 'Continuar al Pago' was pressed.
 */
export const hasNoFutureSlot = (deliveryDate: string | null, deliveryTime: string | null, now: number): boolean =>
  !isSlotPossible(deliveryDate?.trim().match(/^\d{4}-\d{2}-\d{2}/)?.[0] ?? null, deliveryTime?.trim() || null, now);

/** What the cart knows when 'Continuar al Pago' is pressed. */
export interface CheckoutFacts {
  isLoggedIn: boolean;
  /** The cart's total and subtotal (pesos). */
  total: number;
  subtotal: number;
  coupons: readonly Coupon[];
  deliveryDate: string | null;
  deliveryTime: string | null;
  /** Epoch milliseconds when it was pressed. */
  now: number;
}

/** Where 'Continuar al Pago' leads: the login, a warning on the cart, confirmar-ubicacion or confirma-pedido. */
export type CheckoutOutcome = 'login' | 'warning' | 'confirmOrder' | 'confirmLocation';

export type CheckoutRule = 'guest' | 'noTotal' | 'tooManyValueCoupons' | 'couponMinimumNotMet' | 'noFutureSlot';

export interface CheckoutRuleRow {
  rule: CheckoutRule;
  /** True when the rule stops the checkout here. */
  holds: (facts: CheckoutFacts) => boolean;
  outcome: Exclude<CheckoutOutcome, 'confirmOrder'>;
  /** The warning shown when the outcome is 'warning'. */
  message?: (facts: CheckoutFacts) => string;
}

/** The rules, in the spec's order; none holding means confirma-pedido. */
export const CHECKOUT_RULES: readonly CheckoutRuleRow[] = [
  { rule: 'guest', holds: (f) => !f.isLoggedIn, outcome: 'login' },
  { rule: 'noTotal', holds: (f) => hasNoTotal(f.total), outcome: 'warning', message: () => messages.cart.zeroTotal },
  {
    rule: 'tooManyValueCoupons',
    holds: (f) => hasTooManyValueCoupons(f.coupons),
    outcome: 'warning',
    message: () => messages.cart.moreThanOneValueCoupon,
  },
  {
    rule: 'couponMinimumNotMet',
    holds: (f) => couponMinimumNotMet(f.coupons, f.subtotal) !== null,
    outcome: 'warning',
    message: (f) => couponMinimumNotMet(f.coupons, f.subtotal) ?? '',
  },
  {
    rule: 'noFutureSlot',
    holds: (f) => hasNoFutureSlot(f.deliveryDate, f.deliveryTime, f.now),
    outcome: 'confirmLocation',
  },
];

export interface CheckoutDecision {
  /** The rule that stopped the checkout; null when none did. */
  rule: CheckoutRule | null;
  outcome: CheckoutOutcome;
  /** The warning to show (outcome 'warning'); null otherwise. */
  message: string | null;
}

/** The first rule of CHECKOUT_RULES that holds decides; none holding goes to confirma-pedido. */
export function decideCheckout(facts: CheckoutFacts): CheckoutDecision {
  const row = CHECKOUT_RULES.find((r) => r.holds(facts));
  if (!row) return { rule: null, outcome: 'confirmOrder', message: null };
  return { rule: row.rule, outcome: row.outcome, message: row.message?.(facts) ?? null };
}
