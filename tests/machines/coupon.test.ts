import { formatPesos } from '../../machines/rules/money';
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  couponMachine,
  selectAppliedCoupon,
  selectCouponRefusal,
  selectIsValidatingCoupon,
  type CouponCartEvent,
  type ValidateCouponInput,
} from '../../machines/coupon';
import { messages } from '../../machines/messages';
import type { Coupon } from '../../machines/schemas/order';
import { couponTexts } from '../../machines/screenTexts/coupon';

const coupon = (nrocupon: string, overrides: Partial<Coupon> = {}): Coupon => ({
  nrocupon,
  tipo: 'V',
  ValorCupon: 5_000,
  MontoMinimo: 30_000,
  Materialesaplica: '',
  crudo_a_la_carta: 'G',
  ...overrides,
});
const LINES = [{ producto_id: 'P1001', cantidad: 2 }];

function start(options: { applied?: Coupon | null; answer?: (input: ValidateCouponInput) => Promise<Coupon> } = {}) {
  const calls: ValidateCouponInput[] = [];
  const cart: CouponCartEvent[] = [];
  const actor = createActor(
    couponMachine.provide({
      actors: {
        validateCoupon: fromPromise<Coupon, ValidateCouponInput>(async ({ input }) => {
          calls.push(input);
          return (options.answer ?? (async (i) => coupon(i.code)))(input);
        }),
      },
      actions: { tellCart: (_, params) => void cart.push(params.event) },
    }),
    { input: { applied: options.applied ?? null, lines: LINES } },
  ).start();
  return { actor, calls, cart };
}

describe('coupon entry (spec §3, §5)', () => {
  it('a code the server accepts goes to the cart, trimmed and upper case, with the cart lines', async () => {
    const { actor, calls, cart } = start();
    actor.send({ type: 'coupon.codeChanged', code: ' bienvenida ' });
    actor.send({ type: 'coupon.submitted' });
    expect(selectIsValidatingCoupon(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('applied'));
    expect(calls).toEqual([{ code: 'BIENVENIDA', lines: LINES }]);
    expect(cart).toEqual([{ type: 'cart.couponApplied', coupon: coupon('BIENVENIDA') }]);
    expect(selectAppliedCoupon(actor.getSnapshot())?.nrocupon).toBe('BIENVENIDA');
  });

  it("the server's refusal is shown as it says it (already used, minimum not met…), and the cart is told nothing", async () => {
    const minimum = messages.cart.couponMinimum(formatPesos(30_000));
    const { actor, cart } = start({ answer: async () => Promise.reject(new Error(minimum)) });
    actor.send({ type: 'coupon.codeChanged', code: 'BIENVENIDA' });
    actor.send({ type: 'coupon.submitted' });
    await waitFor(actor, (s) => s.matches('rejected'));
    expect(selectCouponRefusal(actor.getSnapshot())).toBe(minimum);
    expect(cart).toEqual([]);
    // Typing again clears the reason.
    actor.send({ type: 'coupon.codeChanged', code: 'OTRO' });
    expect(selectCouponRefusal(actor.getSnapshot())).toBeNull();
  });

  it('an empty code is not sent', () => {
    const { actor, calls } = start();
    actor.send({ type: 'coupon.codeChanged', code: '   ' });
    actor.send({ type: 'coupon.submitted' });
    expect(selectCouponRefusal(actor.getSnapshot())).toBe(couponTexts.emptyCode);
    expect(calls).toEqual([]);
  });

  it("'Quitar' gives the coupon back to the cart and shows the field again", () => {
    const { actor, cart } = start({ applied: coupon('BIENVENIDA') });
    expect(actor.getSnapshot().matches('applied')).toBe(true);
    actor.send({ type: 'coupon.removed' });
    expect(cart).toEqual([{ type: 'cart.couponRemoved', code: 'BIENVENIDA' }]);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('when the cart drops the coupon (its products left, §4) the field comes back; a coupon the cart keeps stays', () => {
    const { actor, cart } = start({ applied: coupon('ALITAS3MIL', { Materialesaplica: 'P1201' }) });
    actor.send({ type: 'coupon.cartChanged', coupons: [coupon('ALITAS3MIL')], lines: LINES });
    expect(actor.getSnapshot().matches('applied')).toBe(true);
    actor.send({ type: 'coupon.cartChanged', coupons: [], lines: LINES });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(cart).toEqual([]);
  });
});
