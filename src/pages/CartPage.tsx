import { selectCartTotals, selectDisplayedLines, selectIsLoading } from '../../machines/cart';
import { messages } from '../../machines/messages';
import { useCart, useCartEvents } from '../app/hooks';
import { ButtonLink, CartLineRow, CartSummary, toCartLineView } from '../ui';
import * as styles from './pages.css';

export default function CartPage() {
  const lines = useCart(selectDisplayedLines);
  const totals = useCart(selectCartTotals);
  const loading = useCart(selectIsLoading);
  const cart = useCartEvents();

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{messages.cart.title}</h1>
      {lines.length === 0 ? (
        <div className={styles.center}>
          <p>{messages.cart.empty}</p>
          <ButtonLink href="/productos">{messages.home.seeMenu}</ButtonLink>
        </div>
      ) : (
        <div className={styles.cartLayout}>
          <ul className={styles.cartLines} aria-label={messages.cart.title}>
            {lines.map(({ line, canDecrease }) => (
              <li key={line.producto_id} data-testid="cart-line">
                <CartLineRow
                  line={toCartLineView(line, canDecrease)}
                  onIncrease={cart.increase}
                  onDecrease={cart.decrease}
                  onRemove={cart.remove}
                  busy={loading}
                />
              </li>
            ))}
          </ul>
          <CartSummary
            subtotal={totals.subtotal}
            vat={totals.iva}
            savings={totals.ahorro}
            total={totals.total}
            onCheckout={cart.checkout}
            busy={loading}
          />
        </div>
      )}
    </div>
  );
}
