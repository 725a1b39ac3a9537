import { selectHasAcceptedCookies } from '../../machines/boot';
import { selectCatalogueError, selectIsCatalogueLoading } from '../../machines/catalogue';
import { messages } from '../../machines/messages';
import { homeAndFooter } from '../../machines/screenTexts/homeAndFooter';
import { featuredProducts } from '../../machines/rules/menuWindow';
import { useCatalogueIndex } from '../app/catalogueViews';
import { useBoot, useCartEvents, useCatalogue, useCatalogueEvents } from '../app/hooks';
import { Button, ButtonLink } from '../ui/Button';
import { CategoryNav } from '../ui/CategoryNav';
import { Hero } from '../ui/Hero';
import { ProductGrid } from '../ui/ProductGrid';
import { Spinner } from '../ui/Spinner';
import * as styles from './pages.css';

/** The home page's content (src/pages/HomePage.tsx keeps it as the server's HTML until its data changes). */
export default function HomeContent() {
  const accepted = useBoot(selectHasAcceptedCookies);
  const loading = useCatalogue(selectIsCatalogueLoading);
  const error = useCatalogue(selectCatalogueError);
  const catalogue = useCatalogueEvents();
  const { products, nav, toCard, byCode } = useCatalogueIndex();
  const cart = useCartEvents();
  const featured = featuredProducts(products).map(toCard);

  return (
    <div className={styles.page}>
      <Hero ctaHref="/productos" />
      {nav.length > 0 && <CategoryNav categories={nav} orientation="horizontal" />}
      <section className={styles.section} aria-labelledby="destacados">
        <div className={styles.sectionHeader}>
          <h2 id="destacados" className={styles.sectionTitle}>
            {homeAndFooter.home.featured}
          </h2>
          <ButtonLink href="/productos" variant="ghost">
            {homeAndFooter.home.seeMenu}
          </ButtonLink>
        </div>
        {!accepted && featured.length === 0 ? (
          <p className={styles.muted}>{homeAndFooter.home.acceptToSeeMenu}</p>
        ) : error && featured.length === 0 ? (
          <div className={styles.center}>
            <p>{error}</p>
            <Button onClick={catalogue.retry}>{messages.layout.retry}</Button>
          </div>
        ) : loading && featured.length === 0 ? (
          <div className={styles.center}>
            <Spinner />
          </div>
        ) : (
          <ProductGrid
            products={featured}
            priorityCount={0}
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
