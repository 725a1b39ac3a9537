import { cartViewTexts } from '../../../machines/screenTexts/cartViews';
import { AppLink } from '../../ui/AppLink';
import { Icon } from '../../ui/Icon';
import type { SearchBoxProps } from './SearchBox';
import * as styles from './SearchBox.css';
import { Spinner } from '../../ui/Spinner';

/** The search box's open list (src/features/search/SearchBox.tsx): suggestions grouped by category, or why there are none. */
export default function SearchResults({ groups, loading, onSelect }: Pick<SearchBoxProps, 'groups' | 'loading' | 'onSelect'>) {
  const hasResults = groups.some((group) => group.products.length > 0);
  return (
    <>
      {loading ? (
        <div className={styles.loading}>
          <Spinner size="sm" />
        </div>
      ) : hasResults ? (
        groups
          .filter((group) => group.products.length > 0)
          .map((group) => (
            <section key={group.categoria} className={styles.group} aria-label={group.categoria}>
              <h3 className={styles.groupTitle}>{group.categoria}</h3>
              <ul className={styles.list} role="list">
                {group.products.map((product) => (
                  <li key={product.id ?? product.href}>
                    <AppLink href={product.href} className={styles.item} onClick={() => onSelect?.(product)}>
                      <img src={product.image} alt="" width={48} height={48} loading="lazy" className={styles.thumb} />
                      <span className={styles.itemText}>
                        <span className={styles.itemName}>{product.name.toLowerCase()}</span>
                        <span className={styles.itemCategory}>{product.category}</span>
                      </span>
                    </AppLink>
                  </li>
                ))}
              </ul>
            </section>
          ))
      ) : (
        <p className={styles.empty}>
          <Icon name="search" size={20} />
          {cartViewTexts.noProductsFound}
        </p>
      )}
    </>
  );
}
