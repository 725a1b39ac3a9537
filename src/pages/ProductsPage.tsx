import { useCallback, useMemo } from 'react';
import { useParams, useSearch } from 'wouter';
import { selectCatalogueError, selectIsCatalogueLoading } from '../../machines/catalogue';
import { cartViewTexts } from '../../machines/screenTexts/cartViews';
import { buildSearchIndex, searchProducts } from '../../machines/rules/search';
import { categoryProducts } from '../../machines/rules/menuWindow';
import { findCategoryBySlug } from '../../machines/rules/slugs';
import { useCatalogueIndex } from '../app/catalogueViews';
import { useHttpStatus } from '../app/httpStatus';
import { useMenuWindow } from '../app/useMenuWindow';
import { useCartEvents, useCatalogue, useCatalogueEvents } from '../app/hooks';
import { Button } from '../ui/Button';
import { CategoryNav } from '../ui/CategoryNav';
import { ErrorView } from '../ui/ErrorView';
import { ProductGrid } from '../ui/ProductGrid';
import type { ProductCardView } from '../ui/ProductCard';
import type { Product } from '../../machines/schemas';
import { Spinner } from '../ui/Spinner';
import * as styles from './pages.css';
import { productTexts } from '../../machines/screenTexts/products';

/** One view per product and catalogue index (`toCard` is made once per loaded menu): the same props each render. */
const cardViews = new WeakMap<(p: Product) => ProductCardView, WeakMap<Product, ProductCardView>>();
function cardViewsOf(products: readonly Product[], toCard: (p: Product) => ProductCardView): ProductCardView[] {
  let views = cardViews.get(toCard);
  if (!views) cardViews.set(toCard, (views = new WeakMap()));
  return products.map((p) => {
    let view = views.get(p);
    if (!view) views.set(p, (view = toCard(p)));
    return view;
  });
}

/** /productos, /productos?textoBusqueda=…, /productos/{categoria} */
export default function ProductsPage() {
  const { categoria } = useParams<{ categoria?: string }>();
  const textoBusqueda = new URLSearchParams(useSearch()).get('textoBusqueda') ?? '';
  const loading = useCatalogue(selectIsCatalogueLoading);
  const error = useCatalogue(selectCatalogueError);
  const catalogue = useCatalogueEvents();
  const { products, categories, nav, toCard, byCode } = useCatalogueIndex();
  const index = useMemo(() => buildSearchIndex(products), [products]);
  const cart = useCartEvents();

  const category = categoria ? findCategoryBySlug(categories, categoria) : undefined;
  const shown = useMemo(() => {
    if (category) return categoryProducts(category, byCode);
    return searchProducts(index, textoBusqueda);
  }, [category, byCode, index, textoBusqueda]);
  const { count, hasMore, showMore, moreRef } = useMenuWindow(shown.length, `${categoria ?? ''}?${textoBusqueda}`);
  // Stable cards and handler: a card re-renders only when its own product does (memo), so 'Agregar' or
  // 'Ver más' renders no card already shown ('Agregar' within 50 ms at 4× CPU).
  const cards = useMemo(() => cardViewsOf(shown.slice(0, count), toCard), [shown, count, toCard]);
  const onAdd = useCallback(
    (id: string) => {
      const product = byCode.get(id);
      if (product) cart.add(product);
    },
    [byCode, cart],
  );
  const unknownCategory = categoria !== undefined && !category && !loading && products.length > 0;
  useHttpStatus(unknownCategory ? 404 : 200);

  const title = category
    ? category.descripcion
    : textoBusqueda.trim()
      ? productTexts.resultsFor(textoBusqueda.trim())
      : productTexts.title;

  // An unknown category is the 404 page (docs/product.md#pantallas-y-rutas: 'Página No Encontrada' with 'Ir a Productos'), as an unknown product or route.
  if (unknownCategory) return <ErrorView status={404} />;

  return (
    <div className={styles.withSidebar}>
      <aside className={styles.sidebar}>
        <CategoryNav categories={nav} activeId={category?.grupoportal ?? null} />
      </aside>
      <section className={styles.content} aria-labelledby="titulo-productos">
        <h1 id="titulo-productos" className={styles.title}>
          {title}
        </h1>
        {error ? (
          <div className={styles.center}>
            <p>{error}</p>
            <Button onClick={catalogue.retry}>{productTexts.retry}</Button>
          </div>
        ) : loading && products.length === 0 ? (
          <div className={styles.center}>
            <Spinner />
          </div>
        ) : (
          <>
            <ProductGrid
              products={cards}
              priorityCount={2}
              headingLevel={2}
              emptyText={cartViewTexts.noProductsFound}
              onAdd={onAdd}
            />
            {hasMore && (
              <div className={styles.center}>
                <Button ref={moreRef} variant="secondary" onClick={showMore}>
                  {productTexts.showMore}
                </Button>
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}
