import { Button, type ButtonProps } from '../../ui/Button';
import * as styles from './FavouriteButton.css';
import { Icon } from '../../ui/Icon';
import { cx } from '../../ui/cx';
import { listPages } from '../../../machines/screenTexts/listPages';

export interface FavouriteButtonProps {
  /** The product is one of the customer's favourites: filled heart, aria-pressed. */
  active: boolean;
  onToggle: () => void;
  busy?: boolean;
  size?: ButtonProps['size'];
  className?: string;
}

/** Heart toggle of the product page: 'Agregar a favoritos' / 'En tus favoritos'. */
export function FavouriteButton({ active, onToggle, busy = false, size = 'lg', className }: FavouriteButtonProps) {
  return (
    <Button
      variant="secondary"
      size={size}
      className={cx(styles.button, className)}
      aria-pressed={active}
      busy={busy}
      onClick={onToggle}
      iconStart={<Icon name="heart" size={20} className={styles.heart} />}
    >
      {active ? listPages.isFavourite : listPages.addFavourite}
    </Button>
  );
}
