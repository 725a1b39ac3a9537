import assert from 'node:assert/strict';
import type { CatalogueSnapshot } from '../../../machines/catalogue';
import { defineInvariants } from '../invariantTypes';

export default defineInvariants<CatalogueSnapshot>({
  disabled: (s) => {
    assert.equal(s.context.enabled, false);
    assert.equal(s.context.products.length, 0, 'no lists without cookie consent');
    assert.equal(s.context.categories.length, 0);
  },
  loading: (s) => assert.equal(s.context.enabled, true),
  loaded: (s) => {
    assert.equal(s.context.enabled, true);
    assert.equal(s.context.error, null);
  },
  failed: (s) => assert.ok(s.context.error, 'the failure message is kept'),
});
