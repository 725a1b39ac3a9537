import type { PageKind } from '../paths';
import type { Category, Product } from '../schemas/catalogue';
import type { PageCategory } from '../schemas/pageData';
import { buildSearchIndex, searchProducts } from './search';
import { findCategoryBySlug, findProductBySlugs, slugify } from './slugs';

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

/**
 * How many products a category has, as its chip in the category bar says: the whole menu's count a
 * partial page carries (`total`, see pageMenu), else its codes the menu has. Both give the same number
 * for the same category, so the bar does not change when the rest of the menu arrives.
 */
export const categoryCount = (category: PageCategory, byCode: ReadonlyMap<string, Product>): number =>
  category.total ?? category.productos.filter((code) => byCode.has(code)).length;

/** The first `count` of a list (the visible window). */
export const firstWindow = <T>(list: readonly T[], count = MENU_WINDOW): T[] => list.slice(0, count);

/** The menu a server-rendered page carries (src/entry-server.tsx): its lists and whether they are the whole menu. */
export interface PageMenu {
  products: Product[];
  categories: PageCategory[];
  /** Every product of the query (false: only the window the page shows first). */
  complete: boolean;
}

/**
 * What a server-rendered page carries of the menu: the whole menu while it is small (the app then
 * needs no catalogue call at all); above FULL_MENU_IN_PAGE_MAX, only the products the page shows
 * first (pageWindow), and each category with only those of its codes and its whole count (`total`),
 * so that nothing in the page grows with the menu. Every view the first render draws from these lists
 * (the category bar: every category with products, with its real count; a category's products:
 * categoryProducts over the carried products) comes out as from the whole menu, so the server's HTML,
 * the browser's first render and the render once the whole menu has arrived agree.
 */
export function pageMenu(page: PageKind, menu: { products: Product[]; categories: Category[] }, search: string): PageMenu {
  if (menu.products.length <= FULL_MENU_IN_PAGE_MAX) return { ...menu, complete: true };
  const products = pageWindow(page, menu, search);
  const carried = new Set(products.map((p) => p.codigo_producto));
  const byCode = new Map(menu.products.map((p) => [p.codigo_producto, p]));
  const categories = menu.categories.map((c) => ({
    ...c,
    productos: c.productos.filter((code) => carried.has(code)),
    total: categoryCount(c, byCode),
  }));
  return { products, categories, complete: false };
}

/** The products a server-rendered page shows first (for a menu larger than FULL_MENU_IN_PAGE_MAX). */
export function pageWindow(
  page: PageKind,
  { products, categories }: { products: readonly Product[]; categories: readonly Category[] },
  search: string,
): Product[] {
  switch (page.kind) {
    case 'home':
      return featuredProducts(products);
    case 'products':
      return firstWindow(search.trim() ? searchProducts(buildSearchIndex(products), search) : products);
    case 'category': {
      const category = findCategoryBySlug(categories, page.categoria);
      return category ? firstWindow(categoryProducts(category, new Map(products.map((p) => [p.codigo_producto, p])))) : [];
    }
    case 'product': {
      const product = findProductBySlugs(products, page.categoria, page.producto);
      if (!product) return [];
      // Products of the same name keep their numbered slugs (rules/slugs) only beside each other.
      const base = slugify(product.descripcion_corta);
      return products.filter((p) => slugify(p.descripcion_corta) === base);
    }
    default:
      return [];
  }
}
