import { useContext, useMemo } from 'react';
import { orderFromStorefront, type RecipientDetails } from '../../../machines/rules/orderDraft';
import { documentOf, usernameOf } from '../../../machines/session';
import { attachCheckout, CheckoutActorContext } from './checkout';
import { useRefs } from '../../app/storefrontRefs';

/**
 * The checkout's intention hook (see src/app/hooks.ts): apart from the others because only the
 * confirm page (/confirma-pedido, lazily loaded) sends orders, and the order draft rule it builds
 * them with has no business on the first route.
 */
export function useCheckoutEvents() {
  const refs = useRefs();
  const given = useContext(CheckoutActorContext);
  return useMemo(() => {
    const checkout = () => given ?? attachCheckout(refs.storefront);
    return {
      /** Builds the order (rules/orderDraft) from what the cart, location and session hold, and submits it. */
      submit: (recipient: RecipientDetails) => {
        const cart = refs.cart.getSnapshot().context;
        const location = refs.location.getSnapshot().context;
        const user = refs.session.getSnapshot().context.user;
        const order = orderFromStorefront(cart, location, documentOf(user), recipient);
        checkout().send({ type: 'checkout.submitted', order, username: user ? usernameOf(user) : undefined });
      },
      reset: () => checkout().send({ type: 'checkout.reset' }),
    };
  }, [refs, given]);
}
