import assert from 'node:assert/strict';
import {
  selectIsPopupShown,
  selectIsPromotionActive,
  selectPopupCoupon,
  selectPopupImageOf,
  type RegistrationPopupSnapshot,
} from '../../../machines/registrationPopup';
import { defineInvariants } from '../invariantTypes';

/** docs/product.md#pantallas-y-rutas "Registration popup": never on these pages. */
const PAGES_WITHOUT_POPUP = ['/registro', '/login', '/mantenimiento'];

export default defineInvariants<RegistrationPopupSnapshot>({
  '*': (s, { event, previous }) => {
    assert.equal(selectIsPopupShown(s), s.matches('showing'), 'the popup is on screen only while showing');
    assert.equal(
      selectIsPromotionActive(s),
      s.matches('checking') || s.matches('showing'),
      'other prompts wait while it is asked or shown',
    );
    // The image: the answer's (the API applies imagen-popup-inicio), else the preference, else the default.
    const own = s.context.coupon?.imagen.trim() ?? '';
    assert.equal(selectPopupImageOf(s, ' /img/preferencia.webp '), own || '/img/preferencia.webp');
    assert.equal(selectPopupImageOf(s, '  '), own || '/img/popup-registro.svg');
    assert.equal(selectPopupImageOf(s, null), own || '/img/popup-registro.svg');
    if (previous?.matches('checking') && s.matches('showing')) {
      const answer = (event as unknown as { output: unknown[] }).output;
      assert.deepEqual(selectPopupCoupon(s), answer[0], 'the first coupon of the answer is shown');
    }
  },
  checking: (s) => {
    const c = s.context.conditions;
    assert.ok(c.isGuest && c.cookiesAccepted, 'only a guest who accepted cookies is asked');
    assert.ok(!PAGES_WITHOUT_POPUP.includes(c.path), 'never on /registro, /login or /mantenimiento');
    assert.ok(s.context.couponEnabled, 'habilitarCupon is not false');
  },
  idle: (s) => {
    const c = s.context.conditions;
    if (s.context.couponEnabled)
      assert.ok(
        !(c.isGuest && c.cookiesAccepted && !PAGES_WITHOUT_POPUP.includes(c.path)),
        'a guest with consent on an allowed page is asked',
      );
  },
  showing: (s, { effects, previous }) => {
    assert.ok(s.context.coupon, 'there is a coupon to show');
    if (previous && !previous.matches('showing')) {
      assert.ok(
        effects.some((e) => e.type === 'disableCouponPopup'),
        'showing it sets habilitarCupon to false',
      );
    }
  },
  noCoupon: (s, { effects }) => assert.ok(!effects.some((e) => e.type === 'disableCouponPopup'), 'nothing shown, nothing spent'),
});
