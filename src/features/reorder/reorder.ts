import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { selectIsEmpty } from '../../../machines/cart';
import {
  selectCanReorder,
  selectReorderChoice,
  selectReorderError,
  selectReorderFailedOrder,
  selectReorderLoading,
} from '../../../machines/reorder';
import { providedReorder } from '../../app/accountEffects';
import { useCart } from '../../app/hooks';
import { useActorView } from '../../app/useActorView';

const view = {
  loading: selectReorderLoading,
  choosing: selectReorderChoice,
  error: selectReorderError,
  failedOrder: selectReorderFailedOrder,
  canReorder: selectCanReorder,
};
const events = {
  request: (pedido: number) => ({ type: 'reorder.requested', pedido }) as const,
  replace: () => ({ type: 'reorder.replaceChosen' }) as const,
  add: () => ({ type: 'reorder.addChosen' }) as const,
  dismiss: () => ({ type: 'reorder.dismissed' }) as const,
  retry: () => ({ type: 'reorder.retryRequested' }) as const,
};

/**
 * 'Pedir de nuevo' (machines/reorder) for /mis-pedidos and /detalle-pedido: the page sends the
 * intention, the machine reads the order, asks replace-or-add when the cart has products, and
 * hands the lines to the cart by event. The hook only tells the machine whether the cart is
 * empty, as it changes (the cart lives in the storefront's actor system, this machine in the page).
 */
export function useReorder() {
  const isCartEmpty = useCart(selectIsEmpty);
  const actor = useActorRef(providedReorder, { input: { isCartEmpty } });
  // Glue between two machines: the cart owns emptiness, the reorder machine follows it.
  useEffect(() => {
    actor.send({ type: 'reorder.cartChanged', isEmpty: isCartEmpty });
  }, [actor, isCartEmpty]);
  return useActorView(actor, view, events);
}

export type Reorder = ReturnType<typeof useReorder>;
