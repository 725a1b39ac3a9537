import { formatPesos } from '../../../machines/rules/money';
import { cartViewTexts } from '../../../machines/screenTexts/cartViews';
import { Badge } from '../../ui/Badge';
import { Icon } from '../../ui/Icon';
import * as styles from './CartLineRow.css';
import { QuantityStepper } from '../../ui/QuantityStepper';
import { cx } from '../../ui/cx';

/** One priced cart line, ready to show (see toCartLineView in viewModels.ts). */
export interface CartLineView {
  /** producto_id: what the callbacks receive. */
  id: string;
  name: string;
  image: string;
  /** 'Libra' for KG; omit for units sold each. */
  unitLabel?: string;
  /** What one unit costs, VAT included. */
  unitPrice: number;
  quantity: number;
  /** Quantity × unit price. */
  lineTotal: number;
  /** Saving against the regular price (0 hides it). */
  saving: number;
  /** Free units the offer adds (0 hides the badge). */
  offerExtras: number;
  /** From the machine: false at cantidadminima. Default true. */
  canDecrease?: boolean;
}

export interface CartLineRowProps {
  line: CartLineView;
  onIncrease: (id: string) => void;
  onDecrease: (id: string) => void;
  onRemove: (id: string) => void;
  /** Smaller image and text (cart preview). */
  compact?: boolean;
  /** Dims the row and disables its buttons (e.g. while the cart reloads). */
  busy?: boolean;
  className?: string;
  /** data-testid of the row (the cart page's lines). */
  testId?: string;
}

export function CartLineRow({
  line,
  onIncrease,
  onDecrease,
  onRemove,
  compact = false,
  busy = false,
  className,
  testId,
}: CartLineRowProps) {
  return (
    <li className={cx(styles.row, busy && styles.busy, className)} aria-busy={busy || undefined} data-testid={testId}>
      <img
        src={line.image}
        alt=""
        width={compact ? 60 : 76}
        height={compact ? 60 : 76}
        loading="lazy"
        className={cx(styles.image, compact && styles.imageCompact)}
      />
      <div className={styles.info}>
        <h3 className={cx(styles.name, compact && styles.nameCompact)}>{line.name}</h3>
        <p className={styles.unitPrice}>
          {formatPesos(line.unitPrice)} {line.unitLabel ? cartViewTexts.perUnit(line.unitLabel) : cartViewTexts.each}
        </p>
        {line.saving > 0 ? (
          <p className={styles.saving}>
            {cartViewTexts.savings} {formatPesos(line.saving)}
          </p>
        ) : null}
        {line.offerExtras > 0 ? (
          <div className={styles.badges}>
            <Badge tone="accent">
              <Icon name="gift" size={14} />
              {cartViewTexts.offerExtras(line.offerExtras)}
            </Badge>
          </div>
        ) : null}
      </div>
      <button
        type="button"
        className={styles.remove}
        onClick={() => onRemove(line.id)}
        disabled={busy}
        aria-label={cartViewTexts.removeOf(line.name)}
        title={cartViewTexts.remove}
      >
        <Icon name="trash" size={20} />
      </button>
      <div className={styles.controls}>
        <QuantityStepper
          value={line.quantity}
          itemName={line.name}
          onIncrease={() => onIncrease(line.id)}
          onDecrease={() => onDecrease(line.id)}
          canDecrease={line.canDecrease ?? true}
          disabled={busy}
        />
        <span className={styles.lineTotal} data-testid="line-total">
          {formatPesos(line.lineTotal)}
        </span>
      </div>
    </li>
  );
}
