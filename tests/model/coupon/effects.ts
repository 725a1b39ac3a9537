import assert from 'node:assert/strict';
import type { CouponInput } from '../../../machines/coupon';
import { messages } from '../../../machines/messages';
import { normalizeCouponCode } from '../../../machines/rules/coupons';
import { selectAppliedCoupon, selectCouponRefusal, type CouponSnapshot } from '../../../machines/coupon';
import { added, defineEffects } from '../world';

type Event = { type: string; [key: string]: unknown };
const last = (events: readonly Event[], type: string) => [...events].reverse().find((e) => e.type === type);

/** Coupon entry: the server judges the code typed against the cart's lines; the cart is told what it accepted and what was removed. */
export default defineEffects({
  rules: {
    'el servidor revisa el código escrito (sin espacios, en mayúsculas) con los productos del carrito; un código en blanco no se envía':
      ({ world, before, input }) => {
        for (const call of added(world.api, before.api).filter((c) => c.call === 'validateCoupon')) {
          const typed = last(world.events as Event[], 'coupon.codeChanged');
          const cart = last(world.events as Event[], 'coupon.cartChanged');
          const lines = (cart?.lines as unknown) ?? (input as CouponInput).lines;
          const code = normalizeCouponCode((typed?.code as string | undefined) ?? '');
          assert.notEqual(code, '', 'a blank code went to the server');
          assert.deepEqual(call.input, { code, lines });
        }
      },
    "el carrito recibe el cupón que el servidor aceptó, y lo devuelve al 'Quitar'": ({ world, event, previous }) => {
      // What the cart was told in this step (world.received grows; the count before the step is kept per world).
      const thisStep = world.received.filter((r) => r.to === 'cart').slice(countBefore.get(world) ?? 0);
      countBefore.set(world, world.received.filter((r) => r.to === 'cart').length);
      if (event?.type.startsWith('xstate.done.actor.')) {
        assert.deepEqual(thisStep, [
          { to: 'cart', event: { type: 'cart.couponApplied', coupon: (event as unknown as { output: unknown }).output } },
        ]);
      } else if (event?.type === 'coupon.removed' && previous?.matches('applied')) {
        assert.deepEqual(thisStep, [
          { to: 'cart', event: { type: 'cart.couponRemoved', code: selectAppliedCoupon(previous as CouponSnapshot)!.nrocupon } },
        ]);
      } else assert.deepEqual(thisStep, [], 'the cart is told only what the server accepted or the customer removed');
    },
    'un rechazo del servidor muestra su motivo tal cual (o el genérico del §8 si no trae)': ({ event, snapshot }) => {
      if (!event?.type.startsWith('xstate.error.actor.')) return;
      const message = ((event as unknown as { error: Error }).error.message ?? '').trim();
      assert.equal(selectCouponRefusal(snapshot as CouponSnapshot), message === '' ? messages.http.other : message);
    },
  },
});

const countBefore = new WeakMap<object, number>();
