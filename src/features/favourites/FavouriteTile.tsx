import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import * as styles from './FavouriteTile.css';
import { Icon } from '../../ui/Icon';
import { ProductCard, type ProductCardView } from '../../ui/ProductCard';
import { listPages } from '../../../machines/screenTexts/listPages';

export interface FavouriteTileProps {
  /** codigo_producto: what onRemove receives. */
  code: string;
  /** The product as sold at the sales point; null when it is not sold there. */
  product: ProductCardView | null;
  onAdd: (code: string) => void;
  onRemove: (code: string) => void;
  removing?: boolean;
  priority?: boolean;
  headingLevel?: 2 | 3 | 4;
}

const t = listPages;

/** One favourite of /mis-favoritos: the product card (or 'No disponible') with 'Quitar de favoritos' under it. */
export function FavouriteTile({
  code,
  product,
  onAdd,
  onRemove,
  removing = false,
  priority,
  headingLevel = 2,
}: FavouriteTileProps) {
  const Heading = `h${headingLevel}` as const;
  const name = product?.name ?? t.unavailableProduct(code);
  return (
    <div className={styles.tile} data-testid="favourite">
      <div className={styles.cardSlot}>
        {product ? (
          <ProductCard product={product} onAdd={onAdd} priority={priority} headingLevel={headingLevel} />
        ) : (
          <article className={styles.unavailable} aria-label={name}>
            <div className={styles.unavailableMedia} aria-hidden="true">
              <Icon name="store" size={48} />
            </div>
            <div className={styles.unavailableBody}>
              <Badge tone="neutral">{t.unavailableTitle}</Badge>
              <Heading className={styles.unavailableName}>{name}</Heading>
              <p className={styles.unavailableText}>{t.unavailableBody}</p>
            </div>
          </article>
        )}
      </div>
      <Button
        variant="ghost"
        size="sm"
        fullWidth
        className={styles.remove}
        busy={removing}
        onClick={() => onRemove(code)}
        aria-label={t.removeFavouriteOf(name)}
        iconStart={<Icon name="trash" size={18} />}
      >
        {t.removeFavourite}
      </Button>
    </div>
  );
}
