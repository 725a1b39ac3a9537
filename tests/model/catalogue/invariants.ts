import assert from 'node:assert/strict';
import {
  selectCatalogueError,
  selectCatalogueQuery,
  selectCategories,
  selectCategoryProducts,
  selectIsCatalogueDisabled,
  selectIsCatalogueLoaded,
  selectIsCatalogueLoading,
  selectProductByCode,
  selectProducts,
  type CatalogueSnapshot,
} from '../../../machines/catalogue';
import { messages } from '../../../machines/messages';
import { defineInvariants } from '../invariantTypes';

export default defineInvariants<CatalogueSnapshot>({
  '*': (s, { event, previous }) => {
    // What the menu pages read.
    assert.equal(selectIsCatalogueLoading(s), s.matches('loading'), 'the spinner while loading');
    assert.equal(selectIsCatalogueLoaded(s), s.matches('loaded'));
    assert.equal(selectIsCatalogueDisabled(s), s.matches('disabled'));
    assert.equal(selectProducts(s), s.context.products);
    assert.equal(selectCategories(s), s.context.categories);
    assert.equal(selectCatalogueQuery(s), s.context.query);
    for (const p of s.context.products) assert.equal(selectProductByCode(s, p.codigo_producto), p);
    assert.equal(selectProductByCode(s, 'NO-EXISTE'), null);
    assert.deepEqual(selectCategoryProducts(s, 'NO-EXISTE'), []);
    for (const c of s.context.categories) {
      const listed = c.productos
        .map((code) => s.context.products.find((p) => p.codigo_producto === code))
        .filter((p) => p !== undefined);
      assert.deepEqual(
        selectCategoryProducts(s, c.grupoportal),
        listed,
        'a category shows its products in its order, unknown codes skipped',
      );
    }
    if (event?.type.startsWith('xstate.done.actor.') && previous?.matches('loading')) {
      const output = (event as unknown as { output: { products: unknown[]; categories: unknown[] } }).output;
      assert.deepEqual(
        [s.context.products, s.context.categories],
        [output.products, output.categories],
        'the menu shown is the answer',
      );
    }
    if (event?.type.startsWith('xstate.error.actor.') && previous?.matches('loading')) {
      const error = (event as unknown as { error: Error }).error;
      assert.equal(
        selectCatalogueError(s),
        error.message.trim() ? error.message : messages.http.other,
        "the server's message, else the generic one",
      );
    }
    if (!s.matches('failed')) assert.equal(selectCatalogueError(s), null, 'an error only on the failed page');
  },
  disabled: (s, { previous }) => {
    assert.equal(s.context.enabled, false);
    // docs/product.md#estados-y-transiciones: lists load only after consent; what the server rendered the page with is shown.
    if (previous !== null) assert.equal(s.context.products.length, 0, "no lists without cookie consent but the page's own");
  },
  // Before consent only the rest of a large menu whose window came with the page loads (docs/server.md, "Cookie consent").
  loading: (s) =>
    assert.ok(s.context.enabled || s.context.preload === 'partial', "a request without consent only for the page's own menu"),
  loaded: (s) => {
    assert.ok(
      s.context.enabled || s.context.preload !== 'none',
      'lists are loaded with consent, or are the menu the page came with (whole, or its window and then the rest)',
    );
    assert.equal(s.context.error, null);
  },
  failed: (s) => assert.ok(s.context.error, 'the failure message is kept'),
});
