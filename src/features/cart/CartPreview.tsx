import { selectCartTotal, selectDisplayedLines, selectIsLoading, selectLineCount } from '../../../machines/cart';
import { useCart, useCartEvents } from '../../app/hooks';
import { CartDropdown } from './CartDropdown';
import { toCartLineView } from '../../ui/viewModels';

/** The header cart's hover preview (src/layout/HeaderContainer.tsx): a chunk of its own, loaded at the first hover. */
export default function CartPreview(props: { onCheckout: () => void; onMouseEnter?: () => void; onMouseLeave?: () => void }) {
  const lines = useCart(selectDisplayedLines);
  const count = useCart(selectLineCount);
  const total = useCart(selectCartTotal);
  const loading = useCart(selectIsLoading);
  const cart = useCartEvents();
  return (
    <CartDropdown
      lines={lines.map((d) => toCartLineView(d.line, d.canDecrease))}
      itemCount={count}
      total={total}
      loading={loading}
      onIncrease={cart.increase}
      onDecrease={cart.decrease}
      onRemove={cart.remove}
      onCheckout={props.onCheckout}
      checkoutDisabled={count === 0}
      cartHref="/carrito"
      onMouseEnter={props.onMouseEnter}
      onMouseLeave={props.onMouseLeave}
    />
  );
}
