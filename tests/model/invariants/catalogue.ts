import assert from 'node:assert/strict';
import type { CatalogueSnapshot } from '../../../machines/catalogue';
import { defineInvariants } from '../invariantTypes';

export default defineInvariants<CatalogueSnapshot>({
  disabled: (s, { previous }) => {
    assert.equal(s.context.enabled, false);
    // Spec §4: lists load only after consent; what the server rendered the page with is shown (issue 10).
    if (previous !== null) assert.equal(s.context.products.length, 0, 'no lists without cookie consent but the page\'s own');
  },
  loading: (s) => assert.equal(s.context.enabled, true),
  loaded: (s) => {
    assert.ok(s.context.enabled || s.context.preloadComplete, 'lists are loaded with consent, or came whole with the page');
    assert.equal(s.context.error, null);
  },
  failed: (s) => assert.ok(s.context.error, 'the failure message is kept'),
});
