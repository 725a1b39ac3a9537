import { describe, expect, test } from 'vitest';
import { decideCheckout, type CheckoutContext } from '../../machines/rules/checkoutDecision';
import { messages } from '../../machines/messages';
import { coupon } from './fixtures';

const ready: CheckoutContext = {
  isLoggedIn: true,
  total: 50_000,
  subtotal: 42_000,
  coupons: [],
  deliveryDate: '2025-06-14',
  deliveryTime: '12:30',
  today: '2025-06-14',
};

describe("§4 cart checkout ('Continuar al Pago'), in the spec's order", () => {
  test.each<{ name: string; ctx: Partial<CheckoutContext>; expected: ReturnType<typeof decideCheckout> }>([
    { name: 'anonymous: go to /login', ctx: { isLoggedIn: false, total: 0 }, expected: { kind: 'login' } },
    { name: 'total 0: warning', ctx: { total: 0 }, expected: { kind: 'warning', message: messages.cart.zeroTotal } },
    { name: 'total below 0: warning', ctx: { total: -10 }, expected: { kind: 'warning', message: messages.cart.zeroTotal } },
    {
      name: 'more than one value coupon: warning',
      ctx: { coupons: [coupon({ nrocupon: 'A', MontoMinimo: 0 }), coupon({ nrocupon: 'B', MontoMinimo: 0 })] },
      expected: { kind: 'warning', message: messages.cart.moreThanOneValueCoupon },
    },
    {
      name: 'unmet coupon minimum: warning',
      ctx: { coupons: [coupon({ MontoMinimo: 60_000 })] },
      expected: { kind: 'warning', message: messages.cart.couponMinimum('$ 60.000') },
    },
    { name: 'delivery date and time set, delivery today: confirma-pedido', ctx: {}, expected: { kind: 'confirmOrder' } },
    { name: 'delivery day after today: confirma-pedido', ctx: { today: '2025-06-13' }, expected: { kind: 'confirmOrder' } },
    { name: 'today after the delivery day: confirmar-ubicacion', ctx: { today: '2025-06-15' }, expected: { kind: 'confirmLocation' } },
    { name: 'today after the delivery day across a year: confirmar-ubicacion', ctx: { deliveryDate: '2024-12-31', today: '2025-01-01' }, expected: { kind: 'confirmLocation' } },
    { name: 'no delivery date: confirmar-ubicacion', ctx: { deliveryDate: null }, expected: { kind: 'confirmLocation' } },
    { name: 'no delivery time: confirmar-ubicacion', ctx: { deliveryTime: null }, expected: { kind: 'confirmLocation' } },
    { name: 'blank delivery time: confirmar-ubicacion', ctx: { deliveryTime: ' ' }, expected: { kind: 'confirmLocation' } },
    { name: 'unreadable delivery date: confirmar-ubicacion', ctx: { deliveryDate: '14/06/2025' }, expected: { kind: 'confirmLocation' } },
    { name: 'a delivery date with a time part counts by its day', ctx: { deliveryDate: '2025-06-14T08:00:00' }, expected: { kind: 'confirmOrder' } },
  ])('$name', ({ ctx, expected }) => {
    expect(decideCheckout({ ...ready, ...ctx })).toEqual(expected);
  });

  test('a met coupon minimum goes on to the delivery slot', () => {
    expect(decideCheckout({ ...ready, coupons: [coupon({ MontoMinimo: 42_000 })] })).toEqual({ kind: 'confirmOrder' });
  });
});
