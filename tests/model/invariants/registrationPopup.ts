import assert from 'node:assert/strict';
import { isPathWithoutPopup, REGISTRATION_POPUP_TARGET, type RegistrationPopupSnapshot } from '../../../machines/registrationPopup';
import { defineInvariants } from '../invariantTypes';

export default defineInvariants<RegistrationPopupSnapshot>({
  checking: (s) => {
    const c = s.context.conditions;
    assert.ok(c.isGuest && c.cookiesAccepted, 'only a guest who accepted cookies is asked');
    assert.ok(!isPathWithoutPopup(c.path), 'never on /registro, /login or /mantenimiento');
    assert.ok(s.context.couponEnabled, 'habilitarCupon is not false');
  },
  showing: (s, { effects, previous }) => {
    assert.ok(s.context.coupon, 'there is a coupon to show');
    if (previous && !previous.matches('showing')) {
      assert.ok(effects.some((e) => e.type === 'disableCouponPopup'), 'showing it sets habilitarCupon to false');
    }
  },
  dismissed: (s, { effects, event }) => {
    if (event?.type === 'promotion.registerChosen') {
      assert.ok(
        effects.some((e) => e.type === 'navigate' && (e.params as { to: string }).to === REGISTRATION_POPUP_TARGET),
        'the image leads to /registro?accion=n&hc=s',
      );
    }
  },
  noCoupon: (s, { effects }) => assert.ok(!effects.some((e) => e.type === 'disableCouponPopup'), 'nothing shown, nothing spent'),
});
