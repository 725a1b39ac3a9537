import { cartViewTexts } from '../../machines/screenTexts/cartViews';
import { AppLink } from './AppLink';
import * as styles from './CategoryNav.css';
import { cx } from './cx';

export interface CategoryNavItem {
  /** grupoportal (compared with activeId). */
  id: string;
  /** descripcion. */
  label: string;
  /** /productos/{categoria} (or /productos for 'all'). */
  href: string;
  /** Number of products, shown beside the label when given. */
  count?: number;
}

export interface CategoryNavProps {
  categories: readonly CategoryNavItem[];
  /** The current category: aria-current="page" and highlighted. */
  activeId?: string | null;
  /**
   * 'responsive' (default): scrollable chips on mobile, a vertical list in a card from 1024 px.
   * 'horizontal': chips at every width.
   */
  orientation?: 'responsive' | 'horizontal';
  /** Heading above the desktop list; default 'Categorías'. */
  title?: string;
}

export function CategoryNav({
  categories,
  activeId = null,
  orientation = 'responsive',
  title = cartViewTexts.categories,
}: CategoryNavProps) {
  const responsive = orientation === 'responsive';
  return (
    <nav className={styles.nav} aria-label={title}>
      <h2 className={cx(styles.title, responsive && styles.titleResponsive)}>{title}</h2>
      <ul className={cx(styles.list, responsive && styles.listResponsive)} role="list">
        {categories.map((category) => (
          <li key={category.id} className={styles.item}>
            <AppLink
              href={category.href}
              className={cx(styles.link, responsive && styles.linkResponsive)}
              aria-current={category.id === activeId ? 'page' : undefined}
            >
              {category.label}
              {category.count !== undefined ? <span className={styles.count}>{category.count}</span> : null}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
