import { assign, fromPromise, setup } from 'xstate';
import { messages } from '../messages';
import { normalizeCouponCode } from '../rules/coupons';
import type { Coupon } from '../schemas/order';
import { couponTexts } from '../screenTexts/coupon';
import type { CouponCartEvent, CouponContext, CouponEvent, CouponInput, ValidateCouponInput } from './types';

/**
 * Coupon entry (/carrito, /confirma-pedido; docs/product.md#entidades, docs/product.md#reglas): the customer types a code; the server
 * judges it against the cart (POST /api/pedidos/validar_cupon, the order's own rules) and either
 * the cart takes it (`cart.couponApplied`) and the discount shows, or the server's reason is
 * shown (unknown, expired, used, not for these products, minimum…). 'Quitar' gives the code
 * back to the cart (`cart.couponRemoved`). The cart is the coupon's owner: when an edit drops
 * the coupon (docs/product.md#estados-y-transiciones, the cart says so), this machine learns it from `coupon.cartChanged` and offers
 * the field again. One coupon at a time: while one is applied there is no field.
 */

const refusalOf = (error: unknown): string =>
  error instanceof Error && error.message.trim() !== '' ? error.message : messages.http.other;

export const couponMachine = setup({
  types: {
    input: {} as CouponInput,
    context: {} as CouponContext,
    events: {} as CouponEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** src: POST /api/pedidos/validar_cupon; rejects with the server's Spanish reason. */
    validateCoupon: fromPromise<Coupon, ValidateCouponInput>(async () => {
      throw new Error('not provided: validateCoupon');
    }),
  },
  guards: {
    hasAppliedCoupon: ({ context }) => context.applied !== null,
    hasNoCode: ({ context }) => normalizeCouponCode(context.code) === '',
    /** The cart still holds the applied coupon (an edit may have dropped it). */
    cartKeepsCoupon: ({ context }, params: { coupons: readonly Coupon[] }) =>
      params.coupons.some((c) => c.nrocupon === context.applied?.nrocupon),
    cartHasCoupon: (_, params: { coupons: readonly Coupon[] }) => params.coupons.length > 0,
  },
  actions: {
    /** src: sends the event to the storefront's cart. */
    tellCart: (_, _params: { event: CouponCartEvent }) => {},
    assignCode: assign((_, params: { code: string }) => ({ code: params.code })),
    assignLines: assign((_, params: { lines: CouponContext['lines'] }) => ({ lines: params.lines })),
    assignApplied: assign((_, params: { coupon: Coupon }) => ({ applied: params.coupon, code: '', refusal: null })),
    clearApplied: assign({ applied: null }),
    assignRefusal: assign((_, params: { message: string }) => ({ refusal: params.message })),
    clearRefusal: assign({ refusal: null }),
  },
}).createMachine({
  id: 'coupon',
  context: ({ input }) => ({ code: '', applied: input.applied, refusal: null, lines: input.lines }),
  initial: 'starting',
  states: {
    /** Passed through: the cart may already hold a coupon (cupones cookie). */
    starting: {
      description: '¿El carrito ya tiene cupón?',
      always: [{ guard: 'hasAppliedCoupon', target: 'applied' }, { target: 'idle' }],
    },
    idle: {
      description: 'Sin cupón: el cliente escribe el código',
      on: {
        'coupon.codeChanged': { actions: { type: 'assignCode', params: ({ event }) => ({ code: event.code }) } },
        'coupon.submitted': [
          {
            guard: 'hasNoCode',
            target: 'rejected',
            actions: { type: 'assignRefusal', params: { message: couponTexts.emptyCode } },
          },
          { target: 'validating' },
        ],
        'coupon.cartChanged': [
          {
            guard: { type: 'cartHasCoupon', params: ({ event }) => ({ coupons: event.coupons }) },
            target: 'applied',
            actions: [
              { type: 'assignApplied', params: ({ event }) => ({ coupon: event.coupons[0]! }) },
              { type: 'assignLines', params: ({ event }) => ({ lines: event.lines }) },
            ],
          },
          { actions: { type: 'assignLines', params: ({ event }) => ({ lines: event.lines }) } },
        ],
      },
    },
    validating: {
      description: 'El servidor revisa el cupón contra el carrito',
      tags: ['busy'],
      invoke: {
        src: 'validateCoupon',
        input: ({ context }) => ({ code: normalizeCouponCode(context.code), lines: context.lines }),
        onDone: {
          target: 'applied',
          actions: [
            { type: 'assignApplied', params: ({ event }) => ({ coupon: event.output }) },
            { type: 'tellCart', params: ({ event }) => ({ event: { type: 'cart.couponApplied', coupon: event.output } }) },
          ],
        },
        onError: {
          target: 'rejected',
          actions: { type: 'assignRefusal', params: ({ event }) => ({ message: refusalOf(event.error) }) },
        },
      },
      on: {
        'coupon.cartChanged': { actions: { type: 'assignLines', params: ({ event }) => ({ lines: event.lines }) } },
      },
    },
    applied: {
      description: 'Cupón aplicado: se ve el descuento y se puede quitar',
      on: {
        'coupon.removed': {
          target: 'idle',
          actions: [
            {
              type: 'tellCart',
              params: ({ context }) => ({ event: { type: 'cart.couponRemoved', code: context.applied!.nrocupon } }),
            },
            'clearApplied',
          ],
        },
        'coupon.cartChanged': [
          {
            guard: { type: 'cartKeepsCoupon', params: ({ event }) => ({ coupons: event.coupons }) },
            actions: { type: 'assignLines', params: ({ event }) => ({ lines: event.lines }) },
          },
          // The cart dropped it (its products left, or the cart was emptied): the cart said why.
          { target: 'idle', actions: ['clearApplied', { type: 'assignLines', params: ({ event }) => ({ lines: event.lines }) }] },
        ],
      },
    },
    rejected: {
      description: 'El cupón no aplica: se muestra por qué',
      exit: 'clearRefusal',
      on: {
        'coupon.codeChanged': { target: 'idle', actions: { type: 'assignCode', params: ({ event }) => ({ code: event.code }) } },
        'coupon.submitted': [
          {
            guard: 'hasNoCode',
            target: 'rejected',
            reenter: true,
            actions: { type: 'assignRefusal', params: { message: couponTexts.emptyCode } },
          },
          { target: 'validating' },
        ],
        'coupon.cartChanged': [
          {
            guard: { type: 'cartHasCoupon', params: ({ event }) => ({ coupons: event.coupons }) },
            target: 'applied',
            actions: [
              { type: 'assignApplied', params: ({ event }) => ({ coupon: event.coupons[0]! }) },
              { type: 'assignLines', params: ({ event }) => ({ lines: event.lines }) },
            ],
          },
          { actions: { type: 'assignLines', params: ({ event }) => ({ lines: event.lines }) } },
        ],
      },
    },
  },
});
