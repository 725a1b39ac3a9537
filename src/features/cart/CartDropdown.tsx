import { useId, type MouseEventHandler } from 'react';
import { formatPesos } from '../../../machines/rules/money';
import { cartViewTexts } from '../../../machines/screenTexts/cartViews';
import { AppLink } from '../../ui/AppLink';
import { Button } from '../../ui/Button';
import * as styles from './CartDropdown.css';
import { CartLineRow, type CartLineView } from './CartLineRow';
import { Icon } from '../../ui/Icon';
import { Spinner } from '../../ui/Spinner';

export interface CartDropdownProps {
  lines: readonly CartLineView[];
  /** Count shown beside the title (the badge count). */
  itemCount: number;
  /** Cart total in pesos, VAT included. */
  total: number;
  /** Spinner while the cart loads or reprices. */
  loading?: boolean;
  onIncrease: (id: string) => void;
  onDecrease: (id: string) => void;
  onRemove: (id: string) => void;
  /** 'Continuar al Pago'. */
  onCheckout: () => void;
  checkoutDisabled?: boolean;
  /** 'Ver carrito' link. Default '/carrito'; null hides it. */
  cartHref?: string | null;
  onMouseEnter?: MouseEventHandler<HTMLElement>;
  onMouseLeave?: MouseEventHandler<HTMLElement>;
  id?: string;
}

/** Cart preview under the header's cart button (desktop). */
export function CartDropdown({
  lines,
  itemCount,
  total,
  loading = false,
  onIncrease,
  onDecrease,
  onRemove,
  onCheckout,
  checkoutDisabled = false,
  cartHref = '/carrito',
  onMouseEnter,
  onMouseLeave,
  id,
}: CartDropdownProps) {
  const titleId = useId();
  const empty = lines.length === 0;
  return (
    <section
      id={id}
      className={styles.panel}
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      onMouseEnter={onMouseEnter}
      onMouseLeave={onMouseLeave}
    >
      <header className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {cartViewTexts.title}
        </h2>
        <span className={styles.count}>{cartViewTexts.itemCount(itemCount)}</span>
      </header>

      {empty && loading ? (
        <div className={styles.loadingAlone}>
          <Spinner />
        </div>
      ) : empty ? (
        <div className={styles.empty}>
          <span className={styles.emptyIcon}>
            <Icon name="cart" size={30} />
          </span>
          <p>{cartViewTexts.empty}</p>
        </div>
      ) : (
        <>
          <div className={styles.body}>
            <ul className={styles.list} role="list">
              {lines.map((line) => (
                <CartLineRow
                  key={line.id}
                  line={line}
                  compact
                  onIncrease={onIncrease}
                  onDecrease={onDecrease}
                  onRemove={onRemove}
                />
              ))}
            </ul>
            {loading ? (
              <div className={styles.loadingVeil}>
                <Spinner />
              </div>
            ) : null}
          </div>
          <footer className={styles.foot}>
            <div className={styles.totalRow}>
              <span>
                {cartViewTexts.total} <span className={styles.vatNote}>({cartViewTexts.vatIncluded})</span>
              </span>
              <span className={styles.totalValue} data-testid="cart-dropdown-total">
                {formatPesos(total)}
              </span>
            </div>
            <Button
              fullWidth
              size="lg"
              onClick={onCheckout}
              disabled={checkoutDisabled || loading}
              iconEnd={<Icon name="chevronRight" size={20} />}
            >
              {cartViewTexts.checkout}
            </Button>
            {cartHref ? (
              <AppLink href={cartHref} className={styles.viewCart}>
                {cartViewTexts.viewCart}
              </AppLink>
            ) : null}
          </footer>
        </>
      )}
    </section>
  );
}
