import { useState } from 'react';
import { useParams } from 'wouter';
import { selectCatalogueError, selectIsCatalogueLoading } from '../../machines/catalogue';
import { cartViewTexts } from '../../machines/screenTexts/cartViews';
import { formatPesos } from '../../machines/rules/money';
import { canDecreaseQuantity, canIncreaseQuantity, clampQuantity, stepQuantity } from '../../machines/rules/quantity';
import { findProductBySlugs } from '../../machines/rules/slugs';
import type { Product } from '../../machines/schemas/catalogue';
import { useFavourites, useFavouritesAudience } from '../features/favourites/favourites';
import { useCatalogueIndex } from '../app/catalogueViews';
import { useHttpStatus } from '../app/httpStatus';
import { useCartEvents, useCatalogue, useCatalogueEvents } from '../app/hooks';
import { Badge } from '../ui/Badge';
import { Button, ButtonLink } from '../ui/Button';
import { ErrorView } from '../ui/ErrorView';
import { FavouriteButton } from '../features/favourites/FavouriteButton';
import { QuantityStepper } from '../ui/QuantityStepper';
import { Spinner } from '../ui/Spinner';
import { offerLabel } from '../ui/ProductCard';
import { ProductPicture } from '../ui/ProductPicture';
import { DETAIL_IMAGE_SIZES } from '../ui/productPhotos';
import { visuallyHidden } from '../styles/utilities.css';
import * as lists from './lists.css';
import * as styles from './pages.css';
import { productTexts } from '../../machines/screenTexts/products';

/** /productos/{categoria}/{producto}: found back from the slugs of its short description and category. */
export default function ProductPage() {
  const { categoria = '', producto = '' } = useParams<{ categoria: string; producto: string }>();
  const loading = useCatalogue(selectIsCatalogueLoading);
  const error = useCatalogue(selectCatalogueError);
  const catalogue = useCatalogueEvents();
  const { products, toCard } = useCatalogueIndex();
  const cart = useCartEvents();
  const audience = useFavouritesAudience();
  const product = findProductBySlugs(products, categoria, producto);
  const missing = !product && !loading && products.length > 0;
  useHttpStatus(missing ? 404 : 200);

  if (!product) {
    // The menu could not be loaded: say why, with a retry, rather than a spinner for good.
    if (error && products.length === 0) {
      return (
        <div className={styles.center}>
          <p>{error}</p>
          <Button onClick={catalogue.retry}>{productTexts.retry}</Button>
        </div>
      );
    }
    return loading || products.length === 0 ? (
      <div className={styles.center}>
        <Spinner />
      </div>
    ) : (
      <ErrorView status={404} />
    );
  }
  const card = toCard(product);
  return (
    <article className={styles.detail}>
      <ProductPicture
        className={styles.detailImage}
        image={card.image}
        sizes={DETAIL_IMAGE_SIZES}
        alt={card.name}
        width={400}
        height={300}
        fetchPriority="high"
      />
      <div className={styles.detailInfo}>
        <ButtonLink href={`/productos/${categoria}`} variant="ghost" size="sm">
          ← {product.descr_categoria}
        </ButtonLink>
        <h1 className={styles.title}>{card.name}</h1>
        <p>{card.description}</p>
        <p className={styles.detailPrice}>
          <span>{formatPesos(card.price)}</span>
          {card.unitLabel && <span className={styles.detailRegular}>{cartViewTexts.perUnit(card.unitLabel)}</span>}
          <span className={styles.detailRegular}>{cartViewTexts.vatIncluded}</span>
          {card.regularPrice !== undefined && (
            <s className={styles.detailRegular}>
              <span className={visuallyHidden}>{cartViewTexts.regularPrice}: </span>
              {formatPesos(card.regularPrice)}
            </s>
          )}
        </p>
        <div className={styles.badges}>
          {card.discountPercent ? <Badge tone="brand">−{card.discountPercent} %</Badge> : null}
          {card.offer ? <Badge tone="accent">{offerLabel(card.offer)}</Badge> : null}
          {product.cantidadminima > 1 && <Badge tone="neutral">{productTexts.minimum(product.cantidadminima)}</Badge>}
        </div>
        <div className={lists.detailActions}>
          {/* Keyed by product: another product starts again at its own minimum. */}
          <AddWithQuantity key={product.codigo_producto} product={product} name={card.name} onAdd={cart.add} />
          {audience.signedIn ? <ProductFavourite key={audience.key} code={product.codigo_producto} /> : null}
        </div>
      </div>
    </article>
  );
}

/**
 * How many, then 'Agregar': starts at the product's minimum and never goes below it nor
 * above the cart's limit (rules/quantity.ts, the cart's own rule); the cart confirms with its toast.
 */
function AddWithQuantity({
  product,
  name,
  onAdd,
}: {
  product: Product;
  name: string;
  onAdd: (product: Product, quantity: number) => void;
}) {
  const minimum = product.cantidadminima;
  // The stepper's value before 'Agregar' is screen state until it is sent; the limits are the rule's (clampQuantity).
  const [quantity, setQuantity] = useState(() => clampQuantity(1, minimum));
  return (
    <>
      <span className={lists.quantityLabel} aria-hidden="true">
        {cartViewTexts.quantity}
      </span>
      <QuantityStepper
        size="md"
        value={quantity}
        itemName={name}
        canDecrease={canDecreaseQuantity(quantity, minimum)}
        canIncrease={canIncreaseQuantity(quantity)}
        onDecrease={() => setQuantity((q) => stepQuantity(q, -1, minimum))}
        onIncrease={() => setQuantity((q) => stepQuantity(q, 1, minimum))}
      />
      <Button size="lg" onClick={() => onAdd(product, quantity)}>
        {cartViewTexts.add}
      </Button>
    </>
  );
}

/** The heart of a signed-in customer (machines/favourites); keyed by who, so another customer starts again and another sales point keeps the hearts waiting. */
function ProductFavourite({ code }: { code: string }) {
  const favourites = useFavourites();
  return (
    <FavouriteButton
      active={favourites.isFavourite(code)}
      busy={favourites.isBusy(code)}
      onToggle={() => favourites.toggle(code)}
    />
  );
}
