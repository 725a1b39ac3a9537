import { useMemo } from 'react';
import { selectCategories, selectProducts } from '../../machines/catalogue';
import { categoryCount } from '../../machines/rules/menuWindow';
import { unitPrice } from '../../machines/rules/pricing';
import { categoryPath, productPath, productSlugs } from '../../machines/rules/slugs';
import type { Product } from '../../machines/schemas';
import { type CategoryNavItem } from '../ui/CategoryNav';
import { type ProductCardView } from '../ui/ProductCard';
import { toProductCardView } from '../ui/viewModels';
import { useCatalogue } from './hooks';

/** The loaded catalogue with its slugs, computed once per load. */
export function useCatalogueIndex() {
  const products = useCatalogue(selectProducts);
  const categories = useCatalogue(selectCategories);
  return useMemo(() => {
    const slugs = productSlugs(products);
    const byCode = new Map(products.map((p) => [p.codigo_producto, p]));
    // Every category with products, with its real count even while a large menu's page holds only its window.
    const nav: CategoryNavItem[] = categories
      .map((c) => ({
        id: c.grupoportal,
        label: c.descripcion,
        href: categoryPath(c.descripcion),
        count: categoryCount(c, byCode),
      }))
      .filter((c) => c.count > 0);
    const toCard = (p: Product): ProductCardView => toProductCardView(p, unitPrice(p), productPath(p, slugs));
    return { products, categories, slugs, byCode, nav, toCard };
  }, [products, categories]);
}
