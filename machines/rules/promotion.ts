import { PATHS } from '../paths';

/**
 * Who may be offered the registration coupon (docs/product.md#pantallas-y-rutas "Registration popup"): the rule of the
 * registration popup's guard `canOfferCoupon` (machines/registrationPopup.ts), apart from the
 * machine so that the Layout can load the popup (machine, effects, view) only once it applies.
 */

/** What the layout knows and the popup depends on. */
export interface PromotionConditions {
  isGuest: boolean;
  cookiesAccepted: boolean;
  path: string;
}

/** Pages where the popup would be in the way: registering, signing in, maintenance. */
export const PATHS_WITHOUT_POPUP: readonly string[] = [PATHS.registro, PATHS.login, PATHS.mantenimiento];

export const isPathWithoutPopup = (path: string): boolean => PATHS_WITHOUT_POPUP.includes(path);

/** A guest who accepted cookies, on a page where the popup is not in the way. */
export const canOfferCoupon = (c: PromotionConditions): boolean => c.isGuest && c.cookiesAccepted && !isPathWithoutPopup(c.path);
