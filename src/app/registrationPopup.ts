import { fromPromise } from 'xstate';
import { registrationPopupMachine } from '../../machines/registrationPopup';
import { disableCouponPopup } from '../storage/cookieWrites';
import { navigate } from './navigation';

/**
 * The registration popup (machines/registrationPopup.ts) with the browser's effects. Loaded with
 * its view by the Layout once the popup's rule applies (machines/rules/promotion.ts), so a visit
 * that cannot be offered the coupon (no consent yet, signed in) downloads none of it.
 */
export const providedRegistrationPopup = registrationPopupMachine.provide({
  actors: {
    loadRegistrationCoupons: fromPromise(async ({ input, signal }) => {
      const { api } = await import('../api/endpoints');
      return api.registrationCoupons(input.fecha, { signal });
    }),
  },
  actions: {
    navigate: (_, params) => navigate(params),
    disableCouponPopup: () => disableCouponPopup(),
  },
});
