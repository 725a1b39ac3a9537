import { useActorRef } from '@xstate/react';
import { createContext, useContext, useEffect } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { selectCoupons, selectStoredLines } from '../../../machines/cart';
import {
  couponMachine,
  selectAppliedCoupon,
  selectCouponCode,
  selectCouponRefusal,
  selectIsValidatingCoupon,
} from '../../../machines/coupon';
import { FALLBACK_GENERIC_SALES_POINT, selectSalesPointCode } from '../../../machines/location';
import type { Coupon } from '../../../machines/schemas/order';
import { selectToken } from '../../../machines/session';
import { api } from '../../api/endpoints';
import { useRefs } from '../../app/storefrontRefs';
import { clientRefs } from '../../app/storefront';
import { useActorView } from '../../app/useActorView';

/**
 * Coupon entry (machines/coupon) for /carrito and /confirma-pedido: its effects and the hook the
 * view reads it with. Only these lazily loaded pages import it, so the first route does not
 * download the coupon machine.
 */

export const providedCoupon = couponMachine.provide({
  actors: {
    validateCoupon: fromPromise<Coupon, { code: string; lines: { producto_id: string; cantidad: number }[] }>(
      async ({ input, signal }) => {
        const refs = clientRefs();
        const pdv = selectSalesPointCode(refs.location.getSnapshot()) ?? FALLBACK_GENERIC_SALES_POINT.Vkbur;
        const { cuponesvalor: _deduction, ...coupon } = await api.checkCoupon(
          {
            nrocupon: input.code,
            pdv,
            detalles_pedido: input.lines.map((l) => ({ codigo_producto: l.producto_id, cantidad: l.cantidad })),
          },
          { signal, token: selectToken(refs.session.getSnapshot()) },
        );
        return coupon;
      },
    ),
  },
  actions: { tellCart: (_, params) => clientRefs().cart.send(params.event) },
});

/**
 * A coupon actor handed in from above (the statechart explorer, tools/explorer/screens.tsx): the field
 * then shows and drives that one, and nothing else sends to it. Without one (the storefront) the
 * field runs its own, fed by the cart.
 */
export const CouponActorContext = createContext<ActorRefFrom<typeof providedCoupon> | null>(null);

const view = {
  code: selectCouponCode,
  applied: selectAppliedCoupon,
  refusal: selectCouponRefusal,
  validating: selectIsValidatingCoupon,
};
const events = {
  type: (code: string) => ({ type: 'coupon.codeChanged', code }) as const,
  apply: () => ({ type: 'coupon.submitted' }) as const,
  remove: () => ({ type: 'coupon.removed' }) as const,
};

/** The coupon field: what it shows and what the customer can do with it. */
export function useCouponEntry() {
  const refs = useRefs();
  const given = useContext(CouponActorContext);
  // Read once, when the actor is created (useActorRef ignores later inputs).
  const cart = refs.cart.getSnapshot();
  const own = useActorRef(providedCoupon, {
    input: { applied: selectCoupons(cart)[0] ?? null, lines: [...selectStoredLines(cart)] },
  });
  const actor = given ?? own;
  // The cart owns the coupon: an edit may drop it (docs/product.md#estados-y-transiciones), so the field follows the cart.
  useEffect(() => {
    if (given) return;
    const subscription = refs.cart.subscribe((cart) =>
      actor.send({ type: 'coupon.cartChanged', coupons: [...selectCoupons(cart)], lines: [...selectStoredLines(cart)] }),
    );
    return () => subscription.unsubscribe();
  }, [refs, actor, given]);
  return useActorView(actor, view, events);
}
