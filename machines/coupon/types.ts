import type { SnapshotFrom } from 'xstate';
import type { Coupon, StoredCartLine } from '../schemas/order';
import type { couponMachine } from './machine';

/** What the page knows when it opens: the cart's coupon (if any) and lines. */
export interface CouponInput {
  applied: Coupon | null;
  lines: StoredCartLine[];
}

/** validateCoupon: the normalized code and the cart's lines (src adds the sales point and token). */
export interface ValidateCouponInput {
  code: string;
  lines: StoredCartLine[];
}

/** What the cart is told (src sends it to the storefront's cart). */
export type CouponCartEvent = { type: 'cart.couponApplied'; coupon: Coupon } | { type: 'cart.couponRemoved'; code: string };

export interface CouponContext {
  /** What the customer typed. */
  code: string;
  /** The coupon the cart holds (accepted by the server, or restored from the cupones cookie). */
  applied: Coupon | null;
  /** Why the last code was refused (the server's message, or the empty-code hint). */
  refusal: string | null;
  lines: StoredCartLine[];
}

export type CouponEvent =
  | { type: 'coupon.codeChanged'; code: string }
  | { type: 'coupon.submitted' }
  /** 'Quitar'. */
  | { type: 'coupon.removed' }
  /** The cart changed (src forwards its coupons and lines): it may have dropped the coupon (docs/product.md#estados-y-transiciones). */
  | { type: 'coupon.cartChanged'; coupons: Coupon[]; lines: StoredCartLine[] };

export type CouponSnapshot = SnapshotFrom<typeof couponMachine>;
