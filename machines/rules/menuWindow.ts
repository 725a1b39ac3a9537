import type { Category, Product } from '../schemas/catalogue';

/**
 * How much of the menu a page shows first. A sales point lists a few hundred products at
 * most, but a menu of thousands must not arrive whole in the first HTML: a page renders its
 * first window and the rest follows on scroll.
 */

/** Products the home page features; the full menu is on /productos. */
export const FEATURED_COUNT = 8;
/** Product cards a menu page shows first, and adds each time the customer nears the end. */
export const MENU_WINDOW = 24;
/** Up to this many products the page carries the whole menu; above it, only what it shows first. */
export const FULL_MENU_IN_PAGE_MAX = 300;

export const featuredProducts = (products: readonly Product[]): Product[] => products.slice(0, FEATURED_COUNT);

/** A category's products in its display order (codes the menu does not have are skipped). */
export function categoryProducts(category: Category, byCode: ReadonlyMap<string, Product>): Product[] {
  return category.productos.flatMap((code) => byCode.get(code) ?? []);
}

/** The first `count` of a list (the visible window). */
export const firstWindow = <T>(list: readonly T[], count = MENU_WINDOW): T[] => list.slice(0, count);
