/** Coupon entry: machine.ts (the statechart), types.ts, selectors.ts. */
export { couponMachine } from './machine';
export type { CouponInput, ValidateCouponInput, CouponCartEvent, CouponContext, CouponEvent, CouponSnapshot } from './types';
export { selectCouponCode, selectAppliedCoupon, selectCouponRefusal, selectIsValidatingCoupon } from './selectors';
export { glossary } from './glossary';
