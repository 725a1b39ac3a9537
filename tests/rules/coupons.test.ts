import { formatPesos } from '../../machines/rules/money';
import { describe, expect, test } from 'vitest';
import {
  checkCoupons,
  couponDiscount,
  couponsForRemainingItems,
  droppedCoupons,
  normalizeCouponCode,
  valueCoupons,
} from '../../machines/rules/coupons';
import { messages } from '../../machines/messages';
import { coupon } from './fixtures';

describe("§3 coupons: only coupons with value above 0 and not of type 'P' count", () => {
  test.each([
    { name: 'a value coupon counts', c: coupon(), counts: true },
    { name: "type 'P' is excluded", c: coupon({ tipo: 'P' }), counts: false },
    { name: "type 'p' is excluded too", c: coupon({ tipo: ' p ' }), counts: false },
    { name: 'value 0 does not count', c: coupon({ ValorCupon: 0 }), counts: false },
    { name: 'a negative value does not count', c: coupon({ ValorCupon: -100 }), counts: false },
  ])('$name', ({ c, counts }) => {
    expect(valueCoupons([c])).toEqual(counts ? [c] : []);
  });

  test('order is kept', () => {
    const a = coupon({ nrocupon: 'A' });
    const b = coupon({ nrocupon: 'B', tipo: 'P' });
    const c = coupon({ nrocupon: 'C' });
    expect(valueCoupons([a, b, c]).map((x) => x.nrocupon)).toEqual(['A', 'C']);
  });
});

describe('§5 cart: at most one value coupon; minimum amount', () => {
  const min = 30_000;
  test.each([
    { name: 'no coupons pass', coupons: [], subtotal: 0, expected: { ok: true } },
    {
      name: "more than one value coupon: 'No puedes usar más de un cupon valor por pedido.'",
      coupons: [coupon({ nrocupon: 'A' }), coupon({ nrocupon: 'B' })],
      subtotal: 100_000,
      expected: { ok: false, reason: 'moreThanOneValueCoupon', message: messages.cart.moreThanOneValueCoupon },
    },
    {
      name: "a type 'P' coupon beside a value coupon is not a second value coupon",
      coupons: [coupon({ nrocupon: 'A' }), coupon({ nrocupon: 'P1', tipo: 'P' })],
      subtotal: 100_000,
      expected: { ok: true },
    },
    {
      name: 'subtotal reaching the minimum satisfies the coupon',
      coupons: [coupon({ MontoMinimo: min })],
      subtotal: min,
      expected: { ok: true },
    },
    {
      name: "unmet minimum: 'El monto mínimo para aplicar cupones de valor es ${amount}.'",
      coupons: [coupon({ MontoMinimo: min })],
      subtotal: min - 1,
      expected: {
        ok: false,
        reason: 'minimumNotMet',
        message: 'El monto mínimo para aplicar cupones de valor es $\u00a030.000.',
      },
    },
    {
      name: 'subtotal plus the values of the other given coupons reaches the minimum',
      coupons: [coupon({ MontoMinimo: min }), coupon({ nrocupon: 'P1', tipo: 'P', ValorCupon: 5_000 })],
      subtotal: 25_000,
      expected: { ok: true },
    },
    {
      name: "the first value coupon's own value does not count toward its minimum",
      coupons: [coupon({ MontoMinimo: min, ValorCupon: 5_000 })],
      subtotal: 25_000,
      expected: { ok: false, reason: 'minimumNotMet', message: messages.cart.couponMinimum(formatPesos(30_000)) },
    },
    {
      name: 'the first value coupon defines the minimum even after non-value coupons',
      coupons: [coupon({ nrocupon: 'Z', ValorCupon: 0, MontoMinimo: 0 }), coupon({ MontoMinimo: 50_000 })],
      subtotal: 40_000,
      expected: { ok: false, reason: 'minimumNotMet', message: messages.cart.couponMinimum(formatPesos(50_000)) },
    },
  ])('$name', ({ coupons, subtotal, expected }) => {
    expect(checkCoupons(coupons, subtotal)).toEqual(expected);
  });
});

describe('§4 cart edits: coupons not tied to remaining items are dropped', () => {
  const tied = coupon({ nrocupon: 'T', Materialesaplica: '1001, 1002' });
  const any = coupon({ nrocupon: 'ANY', Materialesaplica: '' });
  const other = coupon({ nrocupon: 'O', Materialesaplica: '2001' });
  test.each([
    { name: 'a coupon tied to a remaining item is kept', ids: ['1002'], kept: ['T', 'ANY'] },
    { name: 'a coupon tied to no remaining item is dropped', ids: ['3000'], kept: ['ANY'] },
    { name: 'ids are read from the comma-separated list, spaces ignored', ids: ['1001', '2001'], kept: ['T', 'ANY', 'O'] },
    { name: 'deleting the last item drops every coupon', ids: [], kept: [] },
  ])('$name', ({ ids, kept }) => {
    expect(couponsForRemainingItems([tied, any, other], ids).map((c) => c.nrocupon)).toEqual(kept);
  });
});

describe('§3 the discount: the first value coupon defines the value', () => {
  test('the first value coupon deducts its ValorCupon; a type P coupon before it counts nothing', () => {
    expect(
      couponDiscount(
        [coupon({ nrocupon: 'P', tipo: 'P', ValorCupon: 9_000 }), coupon({ ValorCupon: 5_000 }), coupon({ ValorCupon: 3_000 })],
        60_000,
      ),
    ).toBe(5_000);
  });
  test('never more than the total, never below 0; no coupon, no discount', () => {
    expect(couponDiscount([coupon({ ValorCupon: 5_000 })], 4_000)).toBe(4_000);
    expect(couponDiscount([coupon({ ValorCupon: 5_000 })], -10)).toBe(0);
    expect(couponDiscount([], 60_000)).toBe(0);
  });
});

describe('coupon codes and dropped coupons', () => {
  test('codes are compared trimmed and upper case', () => {
    expect(normalizeCouponCode('  bienvenida ')).toBe('BIENVENIDA');
    expect(normalizeCouponCode('   ')).toBe('');
  });
  test('the coupons an edit dropped are the ones no longer kept, by code, in their order', () => {
    const a = coupon({ nrocupon: 'A' });
    const b = coupon({ nrocupon: 'B' });
    const c = coupon({ nrocupon: 'C' });
    expect(droppedCoupons([a, b, c], [b])).toEqual([a, c]);
    expect(droppedCoupons([a], [a])).toEqual([]);
  });
});
