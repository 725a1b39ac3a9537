import type { Product } from '../schemas/catalogue';
import { NO_SEARCH_FILTER } from '../constants';

import { normalizeSearchText } from './searchText';

export { normalizeSearchText };
/** Between the fields of one product's haystack: a query cannot match across two fields. */
const FIELD_SEPARATOR = '\u0000';

export interface SearchIndex {
  readonly products: readonly Product[];
  /** Per product, same order: normalized short description, description and synonyms, joined by FIELD_SEPARATOR. */
  readonly haystacks: readonly string[];
}

/**
 * One index per product list: the server renders every search page from its cached menu (the same
 * array until the catalogue changes), and normalizing a 10,000-product menu costs more than the search.
 */
const indexes = new WeakMap<readonly Product[], SearchIndex>();

export function buildSearchIndex(products: readonly Product[]): SearchIndex {
  const known = indexes.get(products);
  if (known) return known;
  const haystacks = products.map((p) =>
    [p.descripcion_corta, p.descripcion_producto, ...p.sinonimos].map(normalizeSearchText).join(FIELD_SEPARATOR),
  );
  const index = { products, haystacks };
  indexes.set(products, index);
  return index;
}

/** True when the text asks for no filter: empty after trimming, or the '++' token. */
export function isUnfilteredSearch(text: string): boolean {
  const trimmed = text.trim();
  return trimmed === '' || trimmed === NO_SEARCH_FILTER;
}

/**
 * The last query answered per index. Typing adds letters: every haystack holding
 * the longer query holds the shorter one too, so only the previous matches need
 * checking. A memo only: results are the same as a full scan.
 */
const lastSearch = new WeakMap<SearchIndex, { needle: string; matches: readonly number[] }>();

/**
 * docs/product.md#reglas search: case- and accent-insensitive substring on descripcion_corta,
 * descripcion_producto and sinonimos, in catalogue order. '' or '++' → every product.
 */
export function searchProducts(index: SearchIndex, text: string): Product[] {
  if (isUnfilteredSearch(text)) return index.products.slice();
  const needle = normalizeSearchText(text);
  if (needle === '') return index.products.slice();
  const { products, haystacks } = index;
  const previous = lastSearch.get(index);
  const matches: number[] = [];
  if (previous && needle.includes(previous.needle)) {
    for (const i of previous.matches) if (haystacks[i]!.includes(needle)) matches.push(i);
  } else {
    for (let i = 0; i < haystacks.length; i++) if (haystacks[i]!.includes(needle)) matches.push(i);
  }
  lastSearch.set(index, { needle, matches });
  return matches.map((i) => products[i]!);
}

export interface CategoryGroup {
  categoria_id: string;
  descr_categoria: string;
  products: Product[];
}

/** Search dropdown: products grouped by category, categories in first-seen order, products in given order. */
export function groupByCategory(products: readonly Product[]): CategoryGroup[] {
  const groups = new Map<string, CategoryGroup>();
  for (const product of products) {
    let group = groups.get(product.categoria_id);
    if (!group) {
      group = { categoria_id: product.categoria_id, descr_categoria: product.descr_categoria, products: [] };
      groups.set(product.categoria_id, group);
    }
    group.products.push(product);
  }
  return [...groups.values()];
}
