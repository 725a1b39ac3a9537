import type { Coupon } from '../schemas/order';
import type { CouponSnapshot } from './types';

/** The code as typed (the field's value). */
export const selectCouponCode = (s: CouponSnapshot): string => s.context.code;
/** The applied coupon, only while applied (the field is hidden then). */
export const selectAppliedCoupon = (s: CouponSnapshot): Coupon | null => (s.matches('applied') ? s.context.applied : null);
/** Why the code was refused, only while rejected. */
export const selectCouponRefusal = (s: CouponSnapshot): string | null => (s.matches('rejected') ? s.context.refusal : null);
/** 'Aplicar' spins and the field waits while the server judges the code. */
export const selectIsValidatingCoupon = (s: CouponSnapshot): boolean => s.hasTag('busy');
