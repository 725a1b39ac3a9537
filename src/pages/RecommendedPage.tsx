import { useRecommended, useSalesPointCode } from '../app/accountLists';
import { useCatalogueIndex } from '../app/catalogueViews';
import { useCartEvents } from '../app/hooks';
import { Button } from '../ui/Button';
import { ProductGrid } from '../ui/ProductGrid';
import { Spinner } from '../ui/Spinner';
import { ListPageHead } from './ListPageHead';
import * as styles from './lists.css';
import { listPages } from '../../machines/screenTexts/listPages';

const t = listPages;
const RECOMMENDED_LIMIT = 12;

/** /recomendados (open to guests): best sellers at the sales point; signed in, the customer's most ordered first. */
export default function RecommendedPage() {
  // Another sales point: other products (a new request).
  return <Recommended key={useSalesPointCode()} />;
}

function Recommended() {
  const recommended = useRecommended(RECOMMENDED_LIMIT);
  const { toCard, byCode } = useCatalogueIndex();
  const cart = useCartEvents();
  const products = recommended.data ?? [];

  return (
    <section className={styles.page} aria-labelledby="titulo-recomendados">
      <ListPageHead id="titulo-recomendados" icon="star" title={t.recommendedTitle} subtitle={t.recommendedSubtitle} />
      {recommended.data === null && recommended.status === 'failed' ? (
        <div className={styles.center}>
          <p>{recommended.error}</p>
          <Button variant="secondary" onClick={recommended.reload}>
            {t.retry}
          </Button>
        </div>
      ) : recommended.data === null ? (
        <div className={styles.center}>
          <Spinner size="lg" />
        </div>
      ) : (
        <ProductGrid
          products={products.map(toCard)}
          emptyText={t.recommendedEmpty}
          headingLevel={2}
          onAdd={(code) => {
            const product = byCode.get(code) ?? products.find((p) => p.codigo_producto === code);
            if (product) cart.add(product);
          }}
        />
      )}
    </section>
  );
}
