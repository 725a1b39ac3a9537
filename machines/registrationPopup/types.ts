import type { SnapshotFrom } from 'xstate';
import type { RegistrationCoupon } from '../schemas/account';
import type { PromotionConditions } from '../rules/promotion';
import type { registrationPopupMachine } from './machine';

export interface RegistrationPopupInput {
  /** habilitarCupon is not 'false'. */
  couponEnabled: boolean;
  /** Clock for today's date; defaults to Date.now. */
  now?: () => number;
}

export interface RegistrationPopupContext {
  couponEnabled: boolean;
  conditions: PromotionConditions;
  coupon: RegistrationCoupon | null;
  now: () => number;
}

export type RegistrationPopupEvent =
  | ({ type: 'promotion.conditionsChanged' } & PromotionConditions)
  | { type: 'promotion.registerChosen' }
  | { type: 'promotion.dismissed' };

export type RegistrationPopupSnapshot = SnapshotFrom<typeof registrationPopupMachine>;
