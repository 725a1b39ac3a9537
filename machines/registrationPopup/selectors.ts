import type { RegistrationCoupon } from '../schemas/account';
import type { RegistrationPopupSnapshot } from './types';
import { DEFAULT_POPUP_IMAGE } from './machine';

export const selectIsPopupShown = (s: RegistrationPopupSnapshot): boolean => s.matches('showing');
/** Asking or showing: other prompts (the city tooltip) wait for it. */
export const selectIsPromotionActive = (s: RegistrationPopupSnapshot): boolean => s.matches('checking') || s.matches('showing');
export const selectPopupCoupon = (s: RegistrationPopupSnapshot): RegistrationCoupon | null => s.context.coupon;
/** The answer's image (the API applies imagen-popup-inicio), else the preference, else the default. */
export const selectPopupImageOf = (s: RegistrationPopupSnapshot, preferenceImage: string | null): string =>
  s.context.coupon?.imagen.trim() || preferenceImage?.trim() || DEFAULT_POPUP_IMAGE;
