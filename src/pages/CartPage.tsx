import { selectCartPageStatus, selectCartTotals, selectDisplayedLines, selectIsLoading, selectVerificationError } from '../../machines/cart';
import { messages } from '../../machines/messages';
import { useCart, useCartEvents } from '../app/hooks';
import { ButtonLink, CartLineRow, CartSummary, Spinner, toCartLineView } from '../ui';
import { LoadFailedPanel } from './ResourceState';
import * as styles from './pages.css';

export default function CartPage() {
  const status = useCart(selectCartPageStatus);
  const lines = useCart(selectDisplayedLines);
  const totals = useCart(selectCartTotals);
  const loading = useCart(selectIsLoading);
  const error = useCart(selectVerificationError);
  const cart = useCartEvents();

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{messages.cart.title}</h1>
      {status === 'empty' ? (
        <div className={styles.center}>
          <p>{messages.cart.empty}</p>
          <ButtonLink href="/productos">{messages.home.seeMenu}</ButtonLink>
        </div>
      ) : status === 'verifying' ? (
        <div className={styles.center}>
          <Spinner />
          <p>{messages.cart.verifying}</p>
        </div>
      ) : status === 'failed' ? (
        <LoadFailedPanel
          headingLevel={2}
          title={messages.cart.verificationFailed}
          error={error ?? messages.http.other}
          retryText={messages.layout.retry}
          onRetry={cart.retryVerification}
        />
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
