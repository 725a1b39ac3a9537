import assert from 'node:assert/strict';
import { COOKIES } from '../../../machines/constants';
import type { RegistrationPopupInput } from '../../../machines/registrationPopup';
import { defineEffects } from '../world';

/** Spec §2, §7: the registration coupon popup is offered once per browser. */
export default defineEffects({
  cookies: (input) => ((input as RegistrationPopupInput).couponEnabled ? {} : { [COOKIES.couponPopupEnabled]: false }),
  rules: {
    'la ventana se muestra una sola vez: al mostrarse, habilitarCupon queda en false': ({ world, snapshot }) => {
      if (snapshot.matches('showing')) assert.equal(world.cookies.get(COOKIES.couponPopupEnabled), false, 'shown while habilitarCupon still allows it');
    },
    'se pregunta a la API por el cupón como máximo una vez, y nunca si ya se mostró': ({ world }) => {
      const asked = world.api.filter((r) => r.call === 'loadRegistrationCoupons').length;
      assert.ok(asked <= 1, `asked ${asked} times`);
    },
  },
});
