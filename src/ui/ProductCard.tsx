import { memo } from 'react';
import { formatPesos } from '../../machines/rules/money';
import { cartViewTexts } from '../../machines/screenTexts/cartViews';
import { visuallyHidden } from '../styles/utilities.css';
import { AppLink } from './AppLink';
import { Badge } from './Badge';
import { Button } from './Button';
import { Icon } from './Icon';
import { ProductPicture } from './ProductPicture';
import { CARD_IMAGE_SIZES } from './productPhotos';
import * as styles from './ProductCard.css';

/** One product, priced, ready to show (see toProductCardView in viewModels.ts). */
export interface ProductCardView {
  /** codigo_producto: what onAdd receives. */
  id: string;
  name: string;
  description?: string;
  image: string;
  /** Product page: /productos/{categoria}/{producto}. */
  href: string;
  /** What one shown unit costs, discount applied and VAT included. */
  price: number;
  /** Price before the discount (VAT included); shown struck when above price. */
  regularPrice?: number;
  /** Discount percent; > 0 shows the '−N %' badge. */
  discountPercent?: number;
  /** 'Libra' for KG; omit for units sold each. */
  unitLabel?: string;
  /** iofertas: buy `minimum`, get `extra` more → '2×1'-style badge. */
  offer?: { minimum: number; extra: number } | null;
}

export interface ProductCardProps {
  product: ProductCardView;
  onAdd: (id: string) => void;
  /** Spinner on 'Agregar'. */
  adding?: boolean;
  addDisabled?: boolean;
  /** First row: eager image with high fetch priority (no lazy loading). */
  priority?: boolean;
  /** Heading level of the name. Default 3. */
  headingLevel?: 2 | 3 | 4;
}

/** '2×1' for buy 1 get 1, '3×2' for buy 2 get 1. */
export function offerLabel(offer: { minimum: number; extra: number }): string {
  return `${offer.minimum + offer.extra}×${offer.minimum}`;
}

/**
 * Memoized: the grid re-renders a card only when its own props change, so an 'Agregar' or a longer
 * menu window renders no other card (the grid's caller keeps `product` and `onAdd` stable).
 */
export const ProductCard = memo(function ProductCard({
  product,
  onAdd,
  adding = false,
  addDisabled = false,
  priority = false,
  headingLevel = 3,
}: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  const discounted = (product.discountPercent ?? 0) > 0 && (product.regularPrice ?? 0) > product.price;
  const offer = product.offer && product.offer.extra > 0 ? offerLabel(product.offer) : null;
  return (
    <article className={styles.card} data-testid="product-card">
      <div className={styles.media}>
        <ProductPicture
          image={product.image}
          sizes={CARD_IMAGE_SIZES}
          alt=""
          width={400}
          height={300}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className={styles.image}
        />
        {discounted || offer ? (
          <div className={styles.badges}>
            {discounted ? (
              <Badge tone="brand" size="md">
                {cartViewTexts.discountBadge(product.discountPercent ?? 0)}
              </Badge>
            ) : null}
            {offer ? (
              <Badge tone="accent" size="md" title={cartViewTexts.offerBadge(offer)}>
                <span aria-hidden="true">{offer}</span>
                <span className={visuallyHidden}>{cartViewTexts.offerBadge(offer)}</span>
              </Badge>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <AppLink href={product.href} className={styles.nameLink}>
            {product.name}
          </AppLink>
        </Heading>
        {product.description ? <p className={styles.description}>{product.description}</p> : null}
        <p className={styles.priceBlock}>
          <span className={styles.price}>{formatPesos(product.price)}</span>
          {product.unitLabel ? <span className={styles.unit}>{cartViewTexts.perUnit(product.unitLabel)}</span> : null}
          {discounted ? (
            <s className={styles.regular}>
              <span className={visuallyHidden}>{cartViewTexts.regularPrice}: </span>
              {formatPesos(product.regularPrice ?? 0)}
            </s>
          ) : null}
          <span className={styles.vatNote}>{cartViewTexts.vatIncluded}</span>
        </p>
        <Button
          className={styles.action}
          fullWidth
          onClick={() => onAdd(product.id)}
          // Kept as server HTML, the card's 'Agregar' is handled by its island (src/app/staticIsland.tsx).
          data-action="cart.add"
          data-product={product.id}
          busy={adding}
          disabled={addDisabled}
          aria-label={cartViewTexts.addToCart(product.name)}
          iconStart={<Icon name="plus" size={18} />}
        >
          {cartViewTexts.add}
        </Button>
      </div>
    </article>
  );
});
