import { useId, type ReactNode } from 'react';
import { formatDeduction, formatPesos } from '../../../machines/rules/money';
import { cartViewTexts } from '../../../machines/screenTexts/cartViews';
import { Button } from '../../ui/Button';
import * as styles from './CartSummary.css';
import { Icon } from '../../ui/Icon';

export interface CartSummaryProps {
  subtotal: number;
  vat: number;
  /** Ahorro (already inside the total; shown as a note, hidden at 0). */
  savings: number;
  /** Home-delivery fee; the row is hidden when undefined. */
  deliveryFee?: number;
  /** What the customer pays: the total less the coupon's discount. */
  total: number;
  /** The applied coupon's line ('Cupón BIENVENIDA', − $ 5.000); hidden when undefined. */
  discount?: { label: string; amount: number };
  /** 'Continuar al Pago'; without it no button is shown (e.g. on the confirm page). */
  onCheckout?: () => void;
  checkoutDisabled?: boolean;
  /** Spinner on the button. */
  busy?: boolean;
  /** Heading; default 'Resumen de tu pedido'. */
  title?: string;
  /** Extra content under the totals (e.g. a coupon field). */
  children?: ReactNode;
  className?: string;
}

export function CartSummary({
  subtotal,
  vat,
  savings,
  deliveryFee,
  total,
  discount,
  onCheckout,
  checkoutDisabled = false,
  busy = false,
  title = cartViewTexts.summaryTitle,
  children,
  className,
}: CartSummaryProps) {
  const titleId = useId();
  return (
    <section className={className ? `${styles.card} ${className}` : styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt className={styles.term}>{cartViewTexts.subtotal}</dt>
          <dd className={styles.value}>{formatPesos(subtotal)}</dd>
        </div>
        <div className={styles.row}>
          <dt className={styles.term}>{cartViewTexts.vat}</dt>
          <dd className={styles.value}>{formatPesos(vat)}</dd>
        </div>
        {deliveryFee !== undefined ? (
          <div className={styles.row}>
            <dt className={styles.term}>{cartViewTexts.deliveryFee}</dt>
            <dd className={styles.value}>{formatPesos(deliveryFee)}</dd>
          </div>
        ) : null}
        {discount ? (
          <div className={styles.row} data-testid="coupon-discount">
            <dt className={styles.discountTerm}>{discount.label}</dt>
            <dd className={styles.discountValue}>{formatDeduction(discount.amount)}</dd>
          </div>
        ) : null}
        <div className={styles.totalRow}>
          <dt className={styles.totalTerm}>{cartViewTexts.total}</dt>
          <dd data-testid="cart-total" className={styles.totalValue}>
            {formatPesos(total)}
          </dd>
        </div>
      </dl>
      {savings > 0 ? (
        <p className={styles.saving}>
          <Icon name="tag" size={18} />
          {cartViewTexts.savings} <strong>{formatPesos(savings)}</strong>
        </p>
      ) : null}
      {children}
      {onCheckout ? (
        <Button
          fullWidth
          size="lg"
          onClick={onCheckout}
          disabled={checkoutDisabled}
          busy={busy}
          iconEnd={<Icon name="chevronRight" size={20} />}
        >
          {cartViewTexts.checkout}
        </Button>
      ) : null}
    </section>
  );
}
