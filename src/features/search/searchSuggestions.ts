import type { Product } from '../../../machines/schemas';
import { buildSearchIndex, groupByCategory, searchProducts } from '../../../machines/rules/search';
import { productPath, productSlugs } from '../../../machines/rules/slugs';
import type { SearchGroup } from './SearchBox';

/**
 * The header search's suggestions (src/features/search/SearchContainer.tsx), with the search rules and the
 * product slugs: a chunk imported at the first focus on the search box, not at start. The index and
 * the slugs are built once per menu; the returned function runs per keystroke.
 */
export function suggestionsFor(products: readonly Product[], max: number): (text: string) => SearchGroup[] {
  const index = buildSearchIndex(products);
  const slugs = productSlugs(products);
  return (text) =>
    groupByCategory(searchProducts(index, text).slice(0, max)).map((g) => ({
      categoria: g.descr_categoria,
      products: g.products.map((p) => ({
        id: p.codigo_producto,
        image: p.imagen_producto,
        name: p.descripcion_corta.toLowerCase(),
        category: p.descr_categoria,
        href: productPath(p, slugs),
      })),
    }));
}
