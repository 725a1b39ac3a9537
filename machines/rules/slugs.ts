import type { Category, Product } from '../schemas/catalogue';

const COMBINING_MARKS = /\p{M}+/gu;
const NON_ALPHANUMERIC_RUNS = /[^a-z0-9]+/g;
const EDGE_DASHES = /^-+|-+$/g;

/**
 * URL slug: lowercase, accents and ñ folded (ñ → n), every run of other
 * characters turned into one '-', no '-' at either end. slugify(slugify(x)) === slugify(x).
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(NON_ALPHANUMERIC_RUNS, '-')
    .replace(EDGE_DASHES, '');
}

/** Used when a description has no letter or digit to slug. */
const FALLBACK_CATEGORY_SLUG = 'categoria';
const FALLBACK_PRODUCT_SLUG = 'producto';

export function categorySlug(descripcion: string): string {
  return slugify(descripcion) || FALLBACK_CATEGORY_SLUG;
}

function baseProductSlug(product: Product): string {
  return slugify(product.descripcion_corta) || slugify(product.codigo_producto) || FALLBACK_PRODUCT_SLUG;
}

/**
 * codigo_producto → product slug, unique within its category slug. On collisions
 * the later products (catalogue order) get '-2', '-3', … (skipping any taken slug),
 * so the same catalogue always yields the same slugs.
 */
export function productSlugs(products: readonly Product[]): Map<string, string> {
  const slugs = new Map<string, string>();
  const taken = new Set<string>();
  const categorySlugs = new Map<string, string>(); // few categories, many products
  const nextSuffix = new Map<string, number>(); // suffixes below it are taken for that base
  for (const product of products) {
    if (slugs.has(product.codigo_producto)) continue;
    let category = categorySlugs.get(product.descr_categoria);
    if (category === undefined) {
      category = categorySlug(product.descr_categoria);
      categorySlugs.set(product.descr_categoria, category);
    }
    const base = baseProductSlug(product);
    const baseKey = `${category}/${base}`;
    let n = nextSuffix.get(baseKey) ?? 1;
    let slug = n === 1 ? base : `${base}-${n}`;
    while (taken.has(`${category}/${slug}`)) slug = `${base}-${++n}`;
    nextSuffix.set(baseKey, n + 1);
    taken.add(`${category}/${slug}`);
    slugs.set(product.codigo_producto, slug);
  }
  return slugs;
}

/** '/productos/<categorySlug>' (route productos-categoria). */
export function categoryPath(descripcion: string): string {
  return `/productos/${categorySlug(descripcion)}`;
}

/** '/productos/<categorySlug>/<productSlug>' (route productos-categoria-producto). */
export function productPath(product: Product, slugs: ReadonlyMap<string, string>): string {
  const slug = slugs.get(product.codigo_producto) ?? baseProductSlug(product);
  return `${categoryPath(product.descr_categoria)}/${slug}`;
}

function routeParamSlug(text: string): string {
  let decoded = text;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    // Not percent-encoded: use as typed.
  }
  return slugify(decoded);
}

/** productSlugs per catalogue array: a route lookup does not re-slug an unchanged catalogue. */
const catalogueSlugs = new WeakMap<readonly Product[], ReadonlyMap<string, string>>();

function slugsOf(products: readonly Product[]): ReadonlyMap<string, string> {
  let slugs = catalogueSlugs.get(products);
  if (!slugs) {
    slugs = productSlugs(products);
    catalogueSlugs.set(products, slugs);
  }
  return slugs;
}

/**
 * The category a /productos/{categoria} route names, tolerant of case and accents in the URL: the one
 * rule of the server's render and the browser's page, so both find the same category.
 */
export function findCategoryBySlug<C extends Pick<Category, 'descripcion'>>(
  categories: readonly C[],
  categorySlugText: string,
): C | undefined {
  const wanted = routeParamSlug(categorySlugText);
  if (wanted === '') return undefined;
  return categories.find((c) => categorySlug(c.descripcion) === wanted);
}

/**
 * The product a /productos/{categoria}/{producto} route names, tolerant of case
 * and accents in the URL. The catalogue array is treated as immutable (its slugs are memoized).
 */
export function findProductBySlugs(
  products: readonly Product[],
  categorySlugText: string,
  productSlugText: string,
): Product | undefined {
  const wantedCategory = routeParamSlug(categorySlugText);
  const wantedProduct = routeParamSlug(productSlugText);
  if (wantedCategory === '' || wantedProduct === '') return undefined;
  const slugs = slugsOf(products);
  return products.find(
    (p) => slugs.get(p.codigo_producto) === wantedProduct && categorySlug(p.descr_categoria) === wantedCategory,
  );
}
