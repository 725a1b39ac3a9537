import assert from 'node:assert/strict';
import { selectAppliedCoupon, selectCouponRefusal, selectIsValidatingCoupon, type CouponSnapshot } from '../../../machines/coupon';
import { couponTexts } from '../../../machines/screenTexts/coupon';
import { defineInvariants } from '../invariantTypes';

export default defineInvariants<CouponSnapshot>({
  '*': (s, { event }) => {
    // One coupon at a time: the field (and its refusal) only without an applied coupon.
    assert.equal(selectAppliedCoupon(s) !== null, s.matches('applied'), 'the applied coupon shows exactly while applied');
    assert.equal(selectCouponRefusal(s) !== null, s.matches('rejected'), 'a reason shows exactly while rejected');
    assert.equal(selectIsValidatingCoupon(s), s.matches('validating'), "'Aplicar' spins exactly while the server judges");
    if (event?.type === 'coupon.codeChanged') assert.equal(s.context.code, (event as unknown as { code: string }).code, 'the field shows what was typed');
  },
  rejected: (s, { event }) => {
    if (event?.type === 'coupon.submitted') assert.equal(selectCouponRefusal(s), couponTexts.emptyCode, 'an empty code is refused before asking the server');
  },
  applied: (s) => assert.equal(s.context.refusal, null, 'no reason next to an applied coupon'),
});
