import { useMemo } from 'react';
import { useParams, useSearch } from 'wouter';
import { selectCatalogueError, selectIsCatalogueLoading } from '../../machines/catalogue';
import { messages } from '../../machines/messages';
import { buildSearchIndex, searchProducts } from '../../machines/rules/search';
import { categorySlug } from '../../machines/rules/slugs';
import { useCatalogueIndex } from '../app/catalogueViews';
import { useCartEvents, useCatalogue, useCatalogueEvents } from '../app/hooks';
import { Button, CategoryNav, ProductGrid, Spinner } from '../ui';
import * as styles from './pages.css';

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

  const category = categoria ? categories.find((c) => categorySlug(c.descripcion) === categoria) : undefined;
  const shown = useMemo(() => {
    if (category) return category.productos.map((code) => byCode.get(code)).filter((p) => p !== undefined);
    return searchProducts(index, textoBusqueda);
  }, [category, byCode, index, textoBusqueda]);

  const title = category ? category.descripcion : textoBusqueda.trim() ? messages.products.resultsFor(textoBusqueda.trim()) : messages.products.title;

  if (categoria && !category && !loading && products.length > 0) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{messages.errorPage.notFound}</h1>
        <CategoryNav categories={nav} activeId={null} />
      </div>
    );
  }

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
            <Button onClick={catalogue.retry}>{messages.products.retry}</Button>
          </div>
        ) : loading && products.length === 0 ? (
          <div className={styles.center}>
            <Spinner />
          </div>
        ) : (
          <ProductGrid
            products={shown.map(toCard)}
            priorityCount={2}
            emptyText={messages.layout.noProductsFound}
            onAdd={(id) => {
              const product = byCode.get(id);
              if (product) cart.add(product);
            }}
          />
        )}
      </section>
    </div>
  );
}
