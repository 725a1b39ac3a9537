import type { ComponentProps } from 'react';
import { messages } from '../../../machines/messages';
import { Icon } from '../../ui/Icon';
import * as styles from './LocationChip.css';
import { cx } from '../../ui/cx';
import { visuallyHidden } from '../../styles/utilities.css';

export interface LocationChipProps extends Omit<ComponentProps<'button'>, 'children'> {
  /** Selected city; null shows 'Elegir Ciudad'. */
  city: string | null;
  /** Delivery address, when one is confirmed. */
  address?: string | null;
  /** True when the order is picked up in store ('Recoger en' instead of 'Entregar en'). */
  pickup?: boolean;
}

/**
 * City and address chip that opens the location dialog. Spreads every other prop on its
 * <button>; CityTooltip hangs its prompt below it.
 */
export function LocationChip({ city, address, pickup = false, className, type = 'button', ...rest }: LocationChipProps) {
  const place = city ?? messages.location.chooseCity;
  return (
    // No aria-label: the name is what the chip shows plus what it does (WCAG 2.5.3 "Label in Name").
    <button type={type} className={cx(styles.chip, className)} {...rest}>
      <Icon name="pin" size={18} className={styles.pin} />
      <span className={styles.text}>
        <span className={styles.caption}>{pickup ? messages.ui.pickUpAt : messages.ui.deliverTo}</span>
        <span className={styles.place}>
          <span className={styles.city}>{place}</span>
          {address ? <span className={styles.address}>· {address}</span> : null}
        </span>
      </span>
      <span className={visuallyHidden}>{messages.ui.changeLocation}</span>
      <Icon name="chevronDown" size={16} className={styles.chevron} />
    </button>
  );
}
