import assert from 'node:assert/strict';
import {
  selectAppliedCoupon,
  selectCouponRefusal,
  selectIsValidatingCoupon,
  type CouponSnapshot,
} from '../../../machines/coupon';
import { couponTexts } from '../../../machines/screenTexts/coupon';
import { defineInvariants } from '../invariantTypes';

export default defineInvariants<CouponSnapshot>({
  '*': (s, { event, previous }) => {
    // One coupon at a time: the field (and its refusal) only without an applied coupon.
    assert.equal(selectAppliedCoupon(s) !== null, s.matches('applied'), 'the applied coupon shows exactly while applied');
    assert.equal(selectCouponRefusal(s) !== null, s.matches('rejected'), 'a reason shows exactly while rejected');
    assert.equal(selectIsValidatingCoupon(s), s.matches('validating'), "'Aplicar' spins exactly while the server judges");
    if (event?.type === 'coupon.codeChanged')
      assert.equal(s.context.code, (event as unknown as { code: string }).code, 'the field shows what was typed');
    // The cart owns the coupon: after it changes, the field shows the coupon it still holds (the applied one while
    // kept; with none applied, the one it has), and nothing once it dropped it (docs/product.md#estados-y-transiciones) — unless the server is judging.
    if (event?.type === 'coupon.cartChanged' && previous && !previous.matches('validating')) {
      const coupons = (event as unknown as { coupons: Array<{ nrocupon: string }> }).coupons;
      const before = selectAppliedCoupon(previous as CouponSnapshot);
      const expected = before
        ? coupons.some((c) => c.nrocupon === before.nrocupon)
          ? before.nrocupon
          : null
        : (coupons[0]?.nrocupon ?? null);
      assert.equal(selectAppliedCoupon(s)?.nrocupon ?? null, expected, 'the field follows the cart');
    }
  },
  rejected: (s, { event }) => {
    if (event?.type === 'coupon.submitted')
      assert.equal(selectCouponRefusal(s), couponTexts.emptyCode, 'an empty code is refused before asking the server');
  },
  applied: (s) => assert.equal(s.context.refusal, null, 'no reason next to an applied coupon'),
});
