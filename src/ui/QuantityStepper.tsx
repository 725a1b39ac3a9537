import { cartViewTexts } from '../../machines/screenTexts/cartViews';
import { Icon } from './Icon';
import * as styles from './QuantityStepper.css';
import { cx } from './cx';

export interface QuantityStepperProps {
  value: number;
  /** Product name, for the buttons' accessible names. */
  itemName: string;
  onIncrease: () => void;
  onDecrease: () => void;
  /** From the machine (e.g. not at cantidadminima). Default true. */
  canDecrease?: boolean;
  canIncrease?: boolean;
  disabled?: boolean;
  size?: keyof typeof styles.size;
  className?: string;
}

export function QuantityStepper({
  value,
  itemName,
  onIncrease,
  onDecrease,
  canDecrease = true,
  canIncrease = true,
  disabled = false,
  size = 'sm',
  className,
}: QuantityStepperProps) {
  return (
    <div className={cx(styles.root, styles.size[size], className)} role="group" aria-label={cartViewTexts.quantityOf(itemName)}>
      <button
        type="button"
        className={styles.button}
        onClick={onDecrease}
        disabled={disabled || !canDecrease}
        aria-label={cartViewTexts.decreaseOf(itemName)}
      >
        <Icon name="minus" size={18} />
      </button>
      <output className={styles.value} aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className={styles.button}
        onClick={onIncrease}
        disabled={disabled || !canIncrease}
        aria-label={cartViewTexts.increaseOf(itemName)}
      >
        <Icon name="plus" size={18} />
      </button>
    </div>
  );
}
