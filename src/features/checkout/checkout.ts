import { createContext, useContext } from 'react';
import { fromPromise, type Actor } from 'xstate';
import { checkoutMachine, type CheckoutSnapshot } from '../../../machines/checkout';
import { selectCheckoutRef, type CheckoutRef, type storefrontMachine } from '../../../machines/storefront';
import { abandonedCartFailed, loadApi, shared, token } from '../../app/effects';
import { openPaymentPage } from './paymentPage';
import { useRefs } from '../../app/storefrontRefs';
import { NO_EVENTS, useActorView } from '../../app/useActorView';

/**
 * The checkout part of the storefront, loaded with the screens that use it (/confirma-pedido and
 * the order result): its statechart, the order rules of docs/product.md#reglas and their texts stay off the menu
 * pages. The first screen that asks for it hands it to the root (`storefront.checkoutLoaded`),
 * which spawns it once; it then lives as long as the page, like the other parts.
 */
const providedCheckout = checkoutMachine.provide({
  actors: {
    sendOrder: fromPromise(async ({ input, signal }) => {
      const bearer = token();
      return (await loadApi()).sendOrder(input.order, input.idempotencyKey, { signal, token: bearer });
    }),
  },
  actions: {
    ...shared,
    openPaymentPage: (_, params) => openPaymentPage(params.url),
    clearAbandonedCart: (_, params) => {
      const bearer = token();
      void loadApi()
        .then((api) => api.syncAbandonedCart({ mode: 'clear', username: params.username, lines: [] }, { token: bearer }))
        .catch(abandonedCartFailed);
    },
  },
});

/** The running checkout part, spawned by this call the first time (the root guards against a second one). */
export function attachCheckout(storefront: Actor<typeof storefrontMachine>): CheckoutRef {
  const running = selectCheckoutRef(storefront.getSnapshot());
  if (running) return running;
  storefront.send({ type: 'storefront.checkoutLoaded', logic: providedCheckout });
  const spawned = selectCheckoutRef(storefront.getSnapshot());
  // Checkout screens render after the storefront has started (src/main.tsx), so the event was taken at once.
  if (!spawned) throw new Error('attachCheckout: the storefront has not started');
  return spawned;
}

/**
 * A checkout actor handed in from above (the statechart explorer, tools/explorer/screens.tsx): the
 * screens then read and send to that one instead of attaching the storefront's.
 */
export const CheckoutActorContext = createContext<CheckoutRef | null>(null);

/**
 * Attaching while rendering is safe: it happens once, synchronously, and changes only the root's
 * context, which no view subscribes to (views read the parts).
 */
export function useCheckoutRef(): CheckoutRef {
  const given = useContext(CheckoutActorContext);
  const refs = useRefs();
  return given ?? attachCheckout(refs.storefront);
}

/** Reads the checkout through a selector, as src/app/hooks.ts does for the parts the first route needs. */
export const useCheckout = <T>(selector: (snapshot: CheckoutSnapshot) => T, compare?: (a: T, b: T) => boolean): T =>
  useActorView(useCheckoutRef(), { value: selector }, NO_EVENTS, compare && { value: compare }).value;
