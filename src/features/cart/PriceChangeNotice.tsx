import { useId } from 'react';
import { formatPesos } from '../../../machines/rules/money';
import type { PriceChange } from '../../../machines/rules/priceChanges';
import { cartViewTexts } from '../../../machines/screenTexts/cartViews';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import * as styles from './PriceChangeNotice.css';

export interface PriceChangeNoticeProps {
  changes: readonly PriceChange[];
  /** 'Entendido': the customer has seen them. */
  onAcknowledge: () => void;
}

/**
 * Prices are told, never silent: each cart line whose price changed since the customer
 * saw it, with the price then and now, on /carrito and /confirma-pedido until acknowledged.
 * A status, so it is announced when a new answer brings it while the page is open.
 */
export function PriceChangeNotice({ changes, onAcknowledge }: PriceChangeNoticeProps) {
  const titleId = useId();
  const t = cartViewTexts.priceChanges;
  return (
    <section className={styles.notice} role="status" aria-labelledby={titleId} data-testid="price-changes">
      <Icon name="alert" size={22} className={styles.icon} />
      <div className={styles.body}>
        <p id={titleId} className={styles.title}>
          {t.title}
        </p>
        <p className={styles.intro}>{t.intro}</p>
        <ul className={styles.list}>
          {changes.map((change) => (
            <li key={change.producto_id} data-testid="price-change">
              <span className={styles.name}>{change.nombre}</span>: {t.before}{' '}
              <s className={styles.amount}>{formatPesos(change.before)}</s>, {t.now}{' '}
              <strong className={styles.amount}>{formatPesos(change.now)}</strong>
            </li>
          ))}
        </ul>
        <Button variant="secondary" size="sm" onClick={onAcknowledge}>
          {t.acknowledge}
        </Button>
      </div>
    </section>
  );
}
