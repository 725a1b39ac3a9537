import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { selectIsEmpty } from '../../machines/cart';
import { selectCanReorder, selectReorderChoice, selectReorderError, selectReorderFailedOrder, selectReorderLoading } from '../../machines/reorder';
import { providedReorder } from './accountEffects';
import { useCart } from './hooks';

/**
 * 'Pedir de nuevo' (machines/reorder) for /mis-pedidos and /detalle-pedido: the page sends the
 * intention, the machine reads the order, asks replace-or-add when the cart has products, and
 * hands the lines to the cart by event. The hook only tells the machine whether the cart is
 * empty, as it changes (the cart lives in the storefront's actor system, this machine in the page).
 */
export function useReorder() {
  const isCartEmpty = useCart(selectIsEmpty);
  const actor = useActorRef(providedReorder, { input: { isCartEmpty } });
  useEffect(() => {
    actor.send({ type: 'reorder.cartChanged', isEmpty: isCartEmpty });
  }, [actor, isCartEmpty]);
  const loading = useSelector(actor, selectReorderLoading);
  const choosing = useSelector(actor, selectReorderChoice);
  const error = useSelector(actor, selectReorderError);
  const failedOrder = useSelector(actor, selectReorderFailedOrder);
  const canReorder = useSelector(actor, selectCanReorder);
  const events = useMemo(
    () => ({
      request: (pedido: number) => actor.send({ type: 'reorder.requested', pedido }),
      replace: () => actor.send({ type: 'reorder.replaceChosen' }),
      add: () => actor.send({ type: 'reorder.addChosen' }),
      dismiss: () => actor.send({ type: 'reorder.dismissed' }),
      retry: () => actor.send({ type: 'reorder.retryRequested' }),
    }),
    [actor],
  );
  return { loading, choosing, error, failedOrder, canReorder, ...events };
}

export type Reorder = ReturnType<typeof useReorder>;
