import assert from 'node:assert/strict';
import { MAX_LINE_QUANTITY, type CartSnapshot } from '../../../machines/cart';
import { defineInvariants } from '../invariantTypes';

export default defineInvariants<CartSnapshot>({
  '*': (s) => {
    const ids = new Set(s.context.lines.map((l) => l.producto_id));
    assert.equal(ids.size, s.context.lines.length, 'one line per product');
    for (const l of s.context.lines) assert.ok(l.cantidad >= 1 && l.cantidad <= MAX_LINE_QUANTITY, `quantity ${l.cantidad} in range`);
    for (const id of Object.keys(s.context.pending)) assert.ok(ids.has(id), 'pending edits only for lines in the cart');
    for (const l of s.context.priced.lines) assert.ok(ids.has(l.producto_id), 'priced lines are cart lines');
    if (s.context.lines.length === 0) assert.equal(s.context.coupons.length, 0, 'an empty cart has no coupons');
  },
  'edits.idle': (s) => assert.ok(Object.values(s.context.pending).every((d) => d === 0), 'no pending edits outside the 1 s pause'),
  'verification.verifying': (s) => {
    assert.ok(s.context.lines.length > 0, 'only a cart with lines is verified');
    assert.ok(['pdv', 'date', 'document', 'konda'].every((k) => (s.context.query as Record<string, string>)[k]), 'with a complete query');
  },
});
