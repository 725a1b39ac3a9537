import { describe, expect, it } from 'vitest';
import { pageOf } from '../../machines/paths';
import {
  categoryCount,
  categoryProducts,
  FEATURED_COUNT,
  FULL_MENU_IN_PAGE_MAX,
  MENU_WINDOW,
  pageMenu,
  type PageMenu,
} from '../../machines/rules/menuWindow';
import { categoryPath, productPath, productSlugs } from '../../machines/rules/slugs';
import type { Category, Product } from '../../machines/schemas/catalogue';
import { serializePageData, type PageCategory } from '../../machines/schemas/pageData';
import { seedCategories, seedProducts } from '../../server/seed/catalogue';
import { enlargeCatalogue } from '../../server/seed/largeCatalogue';

/**
 * What a server-rendered page carries of the menu (src/entry-server.tsx → the page's data block):
 * the whole menu up to FULL_MENU_IN_PAGE_MAX products; above it, only the products the page shows
 * first, and every category with only those of its codes. The menus are the ones SEED_PRODUCTS
 * gives the server (server/seed/largeCatalogue.ts).
 */

const seed = { categories: seedCategories, products: seedProducts };
const menuOf = (total: number) => enlargeCatalogue(seed, total);
const query = { pdv: 'B001', date: '2026-11-28', konda: '28' };
/** The data block as the server writes it for a guest (no cookies): the menu is what varies. */
const pageDataText = (menu: PageMenu) =>
  serializePageData({
    catalogue: { query, ...menu },
    cookies: {
      digest: '0',
      state: {
        cookiesAccepted: false,
        session: null,
        canResume: false,
        location: { salesPoint: null, selectedAt: null, city: null, deliveryDate: null, deliveryTime: null, pickup: null },
        hasAddress: false,
        cart: { lines: [], coupons: [] },
      },
    },
    start: null,
  });

/** The server-rendered menu pages, with the query string a search page has. */
function pagesOf(menu: { categories: Category[]; products: Product[] }) {
  return [
    { path: '/', search: '' },
    { path: '/productos', search: '' },
    { path: '/productos', search: 'pollo' },
    { path: categoryPath(menu.categories[0]!.descripcion), search: '' },
    { path: productPath(menu.products[0]!, productSlugs(menu.products)), search: '' },
  ];
}

/** The category bar as src/app/catalogueViews.ts draws it: every category with products, with its count. */
function categoryBarOf({ categories, products }: { categories: readonly PageCategory[]; products: readonly Product[] }) {
  const byCode = new Map(products.map((p) => [p.codigo_producto, p]));
  return categories.map((c) => ({ id: c.grupoportal, count: categoryCount(c, byCode) })).filter((c) => c.count > 0);
}
/** Each category's products the first render lists. */
function categoryProductsOf({ categories, products }: { categories: readonly Category[]; products: readonly Product[] }) {
  const byCode = new Map(products.map((p) => [p.codigo_producto, p]));
  return categories.map((c) => categoryProducts(c, byCode).map((p) => p.codigo_producto));
}

describe("a large menu's page carries only the products it shows: its page data does not grow with the menu", () => {
  const medium = menuOf(5_000);
  const large = menuOf(50_000);

  for (const { path, search } of pagesOf(medium)) {
    it(`${path}${search ? `?textoBusqueda=${search}` : ''}: the data block at 50,000 products is within 2 per cent of the one at 5,000, and under 16 KB`, () => {
      const at5000 = Buffer.byteLength(pageDataText(pageMenu(pageOf(path), medium, search)));
      const at50000 = Buffer.byteLength(pageDataText(pageMenu(pageOf(path), large, search)));
      expect(Math.abs(at50000 - at5000) / at5000).toBeLessThanOrEqual(0.02);
      // The window: 24 product cards and nine categories are about 13 KB of JSON.
      expect(at50000).toBeLessThan(16 * 1024);
    });
  }

  it("each carried category lists only carried products, in the category's own order", () => {
    for (const { path, search } of pagesOf(large)) {
      const menu = pageMenu(pageOf(path), large, search);
      const carried = new Set(menu.products.map((p) => p.codigo_producto));
      expect(menu.complete).toBe(false);
      expect(menu.products.length).toBeLessThanOrEqual(MENU_WINDOW);
      expect(menu.categories.map((c) => c.grupoportal)).toEqual(large.categories.map((c) => c.grupoportal));
      for (const [i, category] of menu.categories.entries()) {
        expect(category.productos.every((code) => carried.has(code))).toBe(true);
        expect(category.productos).toEqual(large.categories[i]!.productos.filter((code) => carried.has(code)));
      }
    }
  });

  it("a large menu's category bar shows every category with its real count on every page, the same as once the whole menu has arrived (no shift when it does)", () => {
    const whole = categoryBarOf(large);
    for (const { path, search } of pagesOf(large)) {
      const menu = pageMenu(pageOf(path), large, search);
      expect(categoryBarOf(menu)).toEqual(whole);
    }
    // Not vacuous: every category has products, hundreds each, while the home page carries only 8 of them.
    expect(whole.map((c) => c.id)).toEqual(large.categories.map((c) => c.grupoportal));
    expect(Math.min(...whole.map((c) => c.count))).toBeGreaterThan(FEATURED_COUNT);
    expect(pageMenu(pageOf('/'), large, '').products).toHaveLength(FEATURED_COUNT);
  });

  it("each category's products on the first screen are the carried ones in the category's order, as from the untrimmed categories", () => {
    for (const { path, search } of pagesOf(large)) {
      const menu = pageMenu(pageOf(path), large, search);
      expect(categoryProductsOf(menu)).toEqual(categoryProductsOf({ categories: large.categories, products: menu.products }));
    }
  });
});

describe(`a menu of up to ${FULL_MENU_IN_PAGE_MAX} products is carried whole, as the API answered it`, () => {
  it(`${FULL_MENU_IN_PAGE_MAX} products: the same lists, complete (the app makes no catalogue call)`, () => {
    const menu = menuOf(FULL_MENU_IN_PAGE_MAX);
    for (const { path, search } of pagesOf(menu)) {
      const carried = pageMenu(pageOf(path), menu, search);
      expect(carried.complete).toBe(true);
      expect(carried.products).toBe(menu.products);
      expect(carried.categories).toBe(menu.categories);
    }
  });

  it(`${FULL_MENU_IN_PAGE_MAX + 1} products: only the page's window`, () => {
    const menu = menuOf(FULL_MENU_IN_PAGE_MAX + 1);
    const carried = pageMenu(pageOf('/productos'), menu, '');
    expect(carried.complete).toBe(false);
    expect(carried.products).toEqual(menu.products.slice(0, MENU_WINDOW));
  });
});
