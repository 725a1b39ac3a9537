import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  DEFAULT_POPUP_IMAGE,
  REGISTRATION_POPUP_TARGET,
  registrationPopupMachine,
  selectIsPopupShown,
  selectIsPromotionActive,
  selectPopupImageOf,
  type PromotionConditions,
} from '../../machines/registrationPopup';
import { shouldAskForCity } from '../../machines/rules/cityPrompt';
import type { RegistrationCoupon } from '../../machines/schemas/account';
import { B001, G001, now, TODAY, valueCoupon } from '../fixtures/store';

const COUPON: RegistrationCoupon = { ...valueCoupon('BIENVENIDA'), imagen: '', mensaje: 'Regístrate', vigente_hasta: null };
const flush = () => new Promise((r) => setTimeout(r, 0));

function start(couponEnabled: boolean, answer: RegistrationCoupon[] = [COUPON]) {
  const asked: string[] = [];
  const effects: unknown[] = [];
  const machine = registrationPopupMachine.provide({
    actors: {
      loadRegistrationCoupons: fromPromise(async ({ input }) => {
        asked.push(input.fecha);
        return answer;
      }),
    },
    actions: {
      navigate: (_, params) => void effects.push(params),
      disableCouponPopup: () => void effects.push('habilitarCupon=false'),
    },
  });
  const actor = createActor(machine, { input: { couponEnabled, now } }).start();
  const report = (c: Partial<PromotionConditions>) =>
    actor.send({ type: 'promotion.conditionsChanged', isGuest: true, cookiesAccepted: true, path: '/', ...c });
  return { actor, asked, effects, report, s: () => actor.getSnapshot() };
}

describe('registration popup', () => {
  it('asks once, with today in Bogotá, when a guest has accepted cookies; showing it spends habilitarCupon', async () => {
    const p = start(true);
    p.report({ cookiesAccepted: false });
    expect(p.asked).toEqual([]);
    p.report({});
    expect(selectIsPromotionActive(p.s())).toBe(true);
    await flush();
    expect(p.asked).toEqual([TODAY]);
    expect(selectIsPopupShown(p.s())).toBe(true);
    expect(p.effects).toEqual(['habilitarCupon=false']);
    p.actor.send({ type: 'promotion.registerChosen' });
    expect(p.effects).toEqual(['habilitarCupon=false', { to: REGISTRATION_POPUP_TARGET }]);
    expect(REGISTRATION_POPUP_TARGET).toBe('/registro?accion=n&hc=s');
    p.report({ path: '/productos' });
    await flush();
    expect(p.asked).toEqual([TODAY]);
  });

  it('is not asked for customers, on /registro, /login or /mantenimiento, nor when habilitarCupon is false', async () => {
    const p = start(true);
    for (const path of ['/registro', '/login', '/mantenimiento']) p.report({ path });
    p.report({ isGuest: false });
    await flush();
    expect(p.asked).toEqual([]);
    const spent = start(false);
    spent.report({});
    await flush();
    expect(spent.asked).toEqual([]);
    expect(spent.s().value).toBe('noCoupon');
  });

  it('an empty answer shows nothing and keeps habilitarCupon; closing dismisses', async () => {
    const empty = start(true, []);
    empty.report({});
    await flush();
    expect(empty.s().value).toBe('noCoupon');
    expect(empty.effects).toEqual([]);
    const p = start(true);
    p.report({});
    await flush();
    p.actor.send({ type: 'promotion.dismissed' });
    expect(p.s().value).toBe('dismissed');
  });

  it('uses the answer image, else the preference imagen-popup-inicio, else the default', async () => {
    const p = start(true, [{ ...COUPON, imagen: '/img/promo.jpg' }]);
    p.report({});
    await flush();
    expect(selectPopupImageOf(p.s(), '/img/pref.jpg')).toBe('/img/promo.jpg');
    const q = start(true);
    q.report({});
    await flush();
    expect(selectPopupImageOf(q.s(), '/img/pref.jpg')).toBe('/img/pref.jpg');
    expect(selectPopupImageOf(q.s(), null)).toBe(DEFAULT_POPUP_IMAGE);
  });
});

describe('city tooltip rule', () => {
  const visit = { isRevealed: true, answeredThisVisit: false, otherPromptActive: false };
  it('asks while the sales point is the generic one, once the layout is revealed and nothing else asks', () => {
    expect(shouldAskForCity({ salesPoint: G001, city: 'Bogotá' }, visit)).toBe(true);
    expect(shouldAskForCity({ salesPoint: B001, city: 'Bogotá' }, visit)).toBe(false);
    expect(shouldAskForCity({ salesPoint: G001, city: 'Bogotá' }, { ...visit, isRevealed: false })).toBe(false);
    expect(shouldAskForCity({ salesPoint: G001, city: 'Bogotá' }, { ...visit, answeredThisVisit: true })).toBe(false);
    expect(shouldAskForCity({ salesPoint: G001, city: 'Bogotá' }, { ...visit, otherPromptActive: true })).toBe(false);
    expect(shouldAskForCity({ salesPoint: G001, city: null }, visit)).toBe(false);
  });
});
