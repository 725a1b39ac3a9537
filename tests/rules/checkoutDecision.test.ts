import { formatPesos } from '../../machines/rules/money';
import { describe, expect, test } from 'vitest';
import {
  CHECKOUT_RULES,
  couponMinimumNotMet,
  decideCheckout,
  hasNoFutureSlot,
  hasNoTotal,
  hasTooManyValueCoupons,
  type CheckoutFacts,
} from '../../machines/rules/checkoutDecision';
import { messages } from '../../machines/messages';
import { coupon } from './fixtures';

/** 2025-06-14 at hh:mm in Bogotá. */
const at = (h: number, m = 0) => Date.UTC(2025, 5, 14, h + 5, m);

describe("§4 cart checkout ('Continuar al Pago'): the rules of the cart's guard chain", () => {
  test('total 0 or less: warning', () => {
    expect(hasNoTotal(0)).toBe(true);
    expect(hasNoTotal(-10)).toBe(true);
    expect(hasNoTotal(Number.NaN)).toBe(true);
    expect(hasNoTotal(1)).toBe(false);
  });

  test('more than one value coupon: warning (a type P or a zero-value coupon does not count)', () => {
    expect(hasTooManyValueCoupons([coupon({ nrocupon: 'A' }), coupon({ nrocupon: 'B' })])).toBe(true);
    expect(hasTooManyValueCoupons([coupon({ nrocupon: 'A' }), coupon({ nrocupon: 'B', tipo: 'P' })])).toBe(false);
    expect(hasTooManyValueCoupons([coupon({ nrocupon: 'A' })])).toBe(false);
  });

  test('unmet coupon minimum: warning with the amount; a met minimum goes on', () => {
    expect(couponMinimumNotMet([coupon({ MontoMinimo: 60_000 })], 42_000)).toBe(messages.cart.couponMinimum(formatPesos(60_000)));
    expect(couponMinimumNotMet([coupon({ MontoMinimo: 42_000 })], 42_000)).toBeNull();
    expect(couponMinimumNotMet([], 0)).toBeNull();
  });

  test.each([
    {
      name: 'a slot later today still possible: confirma-pedido',
      date: '2025-06-14',
      time: '12:30',
      now: at(9),
      expected: false,
    },
    { name: 'a slot tomorrow: confirma-pedido', date: '2025-06-15', time: '11:00', now: at(21, 30), expected: false },
    {
      name: 'a date with a time part counts by its day',
      date: '2025-06-15T08:00:00',
      time: '12:00',
      now: at(9),
      expected: false,
    },
    {
      name: 'today, an hour already gone: confirmar-ubicacion',
      date: '2025-06-14',
      time: '12:30',
      now: at(19, 30),
      expected: true,
    },
    { name: 'a past day: confirmar-ubicacion', date: '2025-06-13', time: '12:30', now: at(9), expected: true },
    {
      name: 'a past day across a year: confirmar-ubicacion',
      date: '2024-12-31',
      time: '12:30',
      now: Date.UTC(2025, 0, 1, 14),
      expected: true,
    },
    { name: 'no delivery date: confirmar-ubicacion', date: null, time: '12:30', now: at(9), expected: true },
    { name: 'no delivery time: confirmar-ubicacion', date: '2025-06-15', time: null, now: at(9), expected: true },
    { name: 'blank delivery time: confirmar-ubicacion', date: '2025-06-15', time: ' ', now: at(9), expected: true },
    { name: 'unreadable delivery date: confirmar-ubicacion', date: '14/06/2025', time: '12:30', now: at(9), expected: true },
  ])('$name', ({ date, time, now, expected }) => {
    expect(hasNoFutureSlot(date, time, now)).toBe(expected);
  });
});

/** A signed-in customer with a priced cart, no coupon and a slot tomorrow: every rule passes. */
const ready = (overrides: Partial<CheckoutFacts> = {}): CheckoutFacts => ({
  isLoggedIn: true,
  total: 42_000,
  subtotal: 40_000,
  coupons: [],
  deliveryDate: '2025-06-15',
  deliveryTime: '12:00',
  now: at(9),
  ...overrides,
});

describe("'Continuar al Pago' as a table of rules: the first rule that holds decides, in the spec's order", () => {
  test("the table lists the spec's checks in its order: anonymous, total, value coupons, coupon minimum, delivery slot", () => {
    expect(CHECKOUT_RULES.map((r) => r.rule)).toEqual([
      'guest',
      'noTotal',
      'tooManyValueCoupons',
      'couponMinimumNotMet',
      'noFutureSlot',
    ]);
  });

  test('everything in order: on to confirma-pedido, no warning', () => {
    expect(decideCheckout(ready())).toEqual({ rule: null, outcome: 'confirmOrder', message: null });
  });

  test('anonymous: to log in (no warning), even with an empty cart, two value coupons and no slot', () => {
    const facts = ready({
      isLoggedIn: false,
      total: 0,
      coupons: [coupon({ nrocupon: 'A' }), coupon({ nrocupon: 'B' })],
      deliveryDate: null,
    });
    expect(decideCheckout(facts)).toEqual({ rule: 'guest', outcome: 'login', message: null });
  });

  test("total 0 or less: 'No puedes enviar el pedido en $0 pesos.', before the coupons and the slot are looked at", () => {
    const facts = ready({ total: 0, coupons: [coupon({ nrocupon: 'A' }), coupon({ nrocupon: 'B' })], deliveryDate: null });
    expect(decideCheckout(facts)).toEqual({ rule: 'noTotal', outcome: 'warning', message: messages.cart.zeroTotal });
  });

  test('more than one value coupon: its warning, before the coupon minimum and the slot', () => {
    const facts = ready({
      coupons: [coupon({ nrocupon: 'A', MontoMinimo: 90_000 }), coupon({ nrocupon: 'B' })],
      deliveryDate: null,
    });
    expect(decideCheckout(facts)).toEqual({
      rule: 'tooManyValueCoupons',
      outcome: 'warning',
      message: messages.cart.moreThanOneValueCoupon,
    });
  });

  test("unmet coupon minimum: the warning names the coupon's minimum amount, before the slot", () => {
    const facts = ready({ subtotal: 40_000, coupons: [coupon({ MontoMinimo: 60_000 })], deliveryDate: null });
    expect(decideCheckout(facts)).toEqual({
      rule: 'couponMinimumNotMet',
      outcome: 'warning',
      message: messages.cart.couponMinimum(formatPesos(60_000)),
    });
  });

  test('a met coupon minimum goes on to confirma-pedido', () => {
    expect(decideCheckout(ready({ subtotal: 60_000, coupons: [coupon({ MontoMinimo: 60_000 })] })).outcome).toBe('confirmOrder');
  });

  test('no delivery slot still possible (missing, or its day or hour gone): to confirmar-ubicacion, no warning', () => {
    for (const facts of [ready({ deliveryDate: null }), ready({ deliveryTime: null }), ready({ now: at(9) + 2 * 86_400_000 })]) {
      expect(decideCheckout(facts)).toEqual({ rule: 'noFutureSlot', outcome: 'confirmLocation', message: null });
    }
  });
});
