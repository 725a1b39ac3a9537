import { assign, fromPromise, not, setup } from 'xstate';
import { orderDayOf } from '../location';
import { PATHS } from '../paths';
import type { RegistrationCoupon } from '../schemas/account';
import type { NavigateParams } from '../system';
import { canOfferCoupon, type PromotionConditions } from '../rules/promotion';
import type { RegistrationPopupContext, RegistrationPopupEvent, RegistrationPopupInput } from './types';

/**
 * Registration-coupon popup (docs/product.md#pantallas-y-rutas "Registration popup", docs/product.md#roles guest, docs/product.md#llamadas cupon_registro).
 *
 * When nobody is signed in, cookies are accepted and the habilitarCupon cookie is not
 * 'false', the storefront asks POST /api/usuarios/cupon_registro { fecha: today in Bogotá }
 * once. A non-empty answer shows the popup and sets habilitarCupon to false, so it does not
 * come back; clicking the image (or the button) goes to /registro?accion=n&hc=s, closing it
 * dismisses it. Never shown on /registro, /login or /mantenimiento.
 *
 * resolving → idle ⇄ checking → showing → dismissed; an empty answer or a failure → noCoupon.
 *
 * Started by the Layout (src/layout/Layout.tsx), which reports the facts it already reads
 * (session, consent, path) with `promotion.conditionsChanged`; the rule is the guards here.
 */

/** Where the popup's image and button lead (docs/product.md#pantallas-y-rutas: registro with accion n and hc s). */
export const REGISTRATION_POPUP_TARGET = `${PATHS.registro}?accion=n&hc=s`;
/** The image when neither the answer nor the preference imagen-popup-inicio names one. */
export const DEFAULT_POPUP_IMAGE = '/img/popup-registro.svg';

/** idle and checking follow what the layout reports; the final states no longer listen. */
const followConditions = {
  'promotion.conditionsChanged': {
    actions: {
      type: 'assignConditions',
      params: ({ event }: { event: Extract<RegistrationPopupEvent, { type: 'promotion.conditionsChanged' }> }) => ({
        isGuest: event.isGuest,
        cookiesAccepted: event.cookiesAccepted,
        path: event.path,
      }),
    },
  },
} as const;

/** Nothing is asked before the layout reports: not a guest, no consent, home path. */
const UNKNOWN_CONDITIONS: PromotionConditions = { isGuest: false, cookiesAccepted: false, path: PATHS.index };

export const registrationPopupMachine = setup({
  types: {
    input: {} as RegistrationPopupInput,
    context: {} as RegistrationPopupContext,
    events: {} as RegistrationPopupEvent,
    tags: {} as 'loading',
  },
  actors: {
    /** POST /api/usuarios/cupon_registro { fecha } → the coupons on offer (empty: no popup). */
    loadRegistrationCoupons: fromPromise<RegistrationCoupon[], { fecha: string }>(async () => {
      throw new Error('not provided: loadRegistrationCoupons');
    }),
  },
  guards: {
    /** habilitarCupon is 'false': the popup was already shown to this browser. */
    isCouponPopupSpent: ({ context }) => !context.couponEnabled,
    /** A guest who accepted cookies, on a page where the popup is not in the way. */
    canOfferCoupon: ({ context }) => canOfferCoupon(context.conditions),
    hasCoupons: (_, params: { coupons: readonly RegistrationCoupon[] }) => params.coupons.length > 0,
  },
  actions: {
    /** src: navigation. */
    navigate: (_, _params: NavigateParams) => {},
    /** src: habilitarCupon = false (COOKIE_MAX_AGE_SECONDS). */
    disableCouponPopup: () => {},
    assignConditions: assign((_, params: PromotionConditions) => ({ conditions: params })),
    assignCoupon: assign((_, params: { coupon: RegistrationCoupon | null }) => ({ coupon: params.coupon })),
  },
}).createMachine({
  id: 'registrationPopup',
  context: ({ input }) => ({
    couponEnabled: input.couponEnabled,
    conditions: UNKNOWN_CONDITIONS,
    coupon: null,
    now: input.now ?? (() => Date.now()),
  }),
  initial: 'resolving',
  states: {
    /** Passed through: a browser that already saw the popup never asks again. */
    resolving: {
      always: [{ guard: 'isCouponPopupSpent', target: 'noCoupon' }, { target: 'idle' }],
    },
    /** Waiting for a guest with cookies accepted on a page that allows the popup. */
    idle: {
      on: followConditions,
      always: { guard: 'canOfferCoupon', target: 'checking' },
    },
    checking: {
      tags: ['loading'],
      on: followConditions,
      // Signed in, consent withdrawn or off to /login meanwhile: the question is dropped (its request cancelled).
      always: { guard: not('canOfferCoupon'), target: 'idle' },
      invoke: {
        src: 'loadRegistrationCoupons',
        input: ({ context }) => ({ fecha: orderDayOf(context.now()) }),
        onDone: [
          {
            guard: { type: 'hasCoupons', params: ({ event }) => ({ coupons: event.output }) },
            target: 'showing',
            actions: { type: 'assignCoupon', params: ({ event }) => ({ coupon: event.output[0] ?? null }) },
          },
          { target: 'noCoupon' },
        ],
        onError: { target: 'noCoupon' },
      },
    },
    /** The popup is on screen; it will not come back (habilitarCupon = false). */
    showing: {
      entry: 'disableCouponPopup',
      on: {
        'promotion.registerChosen': {
          target: 'dismissed',
          actions: { type: 'navigate', params: { to: REGISTRATION_POPUP_TARGET } },
        },
        'promotion.dismissed': { target: 'dismissed' },
      },
    },
    dismissed: { type: 'final' },
    /** Nothing on offer for this visit (or already shown to this browser). */
    noCoupon: { type: 'final' },
  },
});
