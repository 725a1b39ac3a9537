// @vitest-environment happy-dom
/**
 * A large menu's page (above FULL_MENU_IN_PAGE_MAX products) arrives with only its window of products
 * (machines/rules/menuWindow.ts pageMenu). What the customer sees on /productos, on the real page and
 * catalogue machine: the category bar with every category and its real count from the first render, the
 * same once the whole menu has arrived, and the rest of the menu ('Ver más') even before cookie consent.
 */
import { setFileScope } from '@vanilla-extract/css/fileScope';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CatalogueLists, CatalogueQuery } from '../../machines/catalogue';
import { pageOf } from '../../machines/paths';
import { FULL_MENU_IN_PAGE_MAX, MENU_WINDOW, pageMenu } from '../../machines/rules/menuWindow';
import { seedCategories, seedProducts } from '../../server/seed/catalogue';
import { enlargeCatalogue } from '../../server/seed/largeCatalogue';

setFileScope('tests/web/largeMenuPage.test.ts');
(globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
const { act } = await import('react');
const { catalogueMachine } = await import('../../machines/catalogue');
const { productTexts } = await import('../../machines/screenTexts/products');
const harness = await import('./productsPageHarness');

const QUERY: CatalogueQuery = { pdv: 'G001', date: '2026-11-28', document: '1000000000', konda: '28' };
/** Just over the limit: the page carries its window only (a 5,000-product menu behaves the same, slower to build). */
const menu = enlargeCatalogue({ categories: seedCategories, products: seedProducts }, FULL_MENU_IN_PAGE_MAX + 100);

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

/** /productos as the browser hydrates it: the page's window, no cookie consent; the catalogue's one call held. */
async function renderLargeMenuPage() {
  const calls: { input: CatalogueQuery; resolve: (lists: CatalogueLists) => void }[] = [];
  const catalogue = createActor(
    catalogueMachine.provide({
      actors: {
        loadCatalogue: fromPromise<CatalogueLists, CatalogueQuery>(
          ({ input }) => new Promise((resolve) => calls.push({ input, resolve })),
        ),
      },
    }),
    { input: { enabled: false, query: QUERY, preloaded: pageMenu(pageOf('/productos'), menu, '') } },
  ).start();
  const page = await harness.renderProductsPage(catalogue, QUERY);
  unmount = page.unmount;
  const { container } = page;
  const nav = () => container.querySelector('nav')!;
  const chips = () => [...nav().querySelectorAll('a')].map((a) => a.textContent);
  const cards = () => container.querySelectorAll('button[data-action="cart.add"]').length;
  const showMore = () => [...container.querySelectorAll('button')].some((b) => b.textContent?.includes(productTexts.showMore));
  const arrive = async () => {
    await act(async () => calls.at(-1)!.resolve(menu));
  };
  return { calls, nav, chips, cards, showMore, arrive };
}

/** Each category's chip text as CategoryNav draws it: its name, then its count. */
const wholeMenuChips = () =>
  menu.categories.filter((c) => c.productos.length > 0).map((c) => `${c.descripcion}${c.productos.length}`);

describe("a large menu's page on /productos", () => {
  it("a large menu's category bar shows every category with its real count from the first render, and the very same markup once the whole menu has arrived (no shift)", async () => {
    const page = await renderLargeMenuPage();
    expect(page.cards()).toBe(MENU_WINDOW);
    // Not vacuous: the window holds products of only some categories, the bar still names them all.
    expect(wholeMenuChips().length).toBeGreaterThan(new Set(menu.products.slice(0, MENU_WINDOW).map((p) => p.categoria_id)).size);
    expect(page.chips()).toEqual(wholeMenuChips());
    const before = page.nav().outerHTML;
    await page.arrive();
    expect(page.nav().outerHTML).toBe(before);
  });

  it("before cookie consent a large menu's page still lists all its products: the rest of the same menu loads and 'Ver más' offers it", async () => {
    const page = await renderLargeMenuPage();
    expect(page.calls.map((c) => c.input)).toEqual([QUERY]);
    await page.arrive();
    expect(page.cards()).toBe(MENU_WINDOW);
    expect(page.showMore()).toBe(true);
  });
});
