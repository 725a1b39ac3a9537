import { cartViewTexts } from '../../machines/screenTexts/cartViews';
import { Icon } from './Icon';
import { ProductCard, type ProductCardView } from './ProductCard';
import * as styles from './ProductGrid.css';

export interface ProductGridProps {
  products: readonly ProductCardView[];
  onAdd: (id: string) => void;
  /** Ids whose 'Agregar' shows a spinner. */
  addingIds?: ReadonlySet<string> | readonly string[];
  /** Cards whose images load eagerly (the first row). Default 4. */
  priorityCount?: number;
  /** Text when there are no products. */
  emptyText?: string;
  /** Heading level of the product names. Default 3. */
  headingLevel?: 2 | 3 | 4;
  'aria-label'?: string;
}

export function ProductGrid({
  products,
  onAdd,
  addingIds,
  priorityCount = 4,
  emptyText = cartViewTexts.noProductsInCategory,
  headingLevel,
  'aria-label': ariaLabel,
}: ProductGridProps) {
  if (products.length === 0) {
    return (
      <div className={styles.empty}>
        <Icon name="search" size={28} />
        <p>{emptyText}</p>
      </div>
    );
  }
  const adding = new Set(addingIds ?? []);
  return (
    <ul className={styles.grid} role="list" aria-label={ariaLabel}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            onAdd={onAdd}
            adding={adding.has(product.id)}
            priority={index < priorityCount}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
