import { formatPesos } from '../../machines/rules/money';
import { describe, expect, test } from 'vitest';
import { couponMinimumNotMet, hasNoFutureSlot, hasNoTotal, hasTooManyValueCoupons } from '../../machines/rules/checkoutDecision';
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
