import assert from 'node:assert/strict';
import {
  MAX_LINE_QUANTITY,
  selectBadgeCount,
  selectCartPageStatus,
  selectCartTotal,
  selectDisplayedLines,
  selectDisplayedQuantity,
  selectHasPendingEdits,
  selectHasPriceChanges,
  selectPriceChanges,
  selectIsEmpty,
  selectIsLoading,
  selectLineCount,
  selectOfferCount,
  selectVerificationError,
  type CartSnapshot,
} from '../../../machines/cart';
import { defineInvariants } from '../invariantTypes';

export default defineInvariants<CartSnapshot>({
  '*': (s) => {
    const ids = new Set(s.context.lines.map((l) => l.producto_id));
    assert.equal(ids.size, s.context.lines.length, 'one line per product');
    for (const l of s.context.lines)
      assert.ok(l.cantidad >= 1 && l.cantidad <= MAX_LINE_QUANTITY, `quantity ${l.cantidad} in range`);
    for (const id of Object.keys(s.context.pending)) assert.ok(ids.has(id), 'pending edits only for lines in the cart');
    for (const l of s.context.priced.lines) assert.ok(ids.has(l.producto_id), 'priced lines are cart lines');
    if (s.context.lines.length === 0) assert.equal(s.context.coupons.length, 0, 'an empty cart has no coupons');
    // docs/product.md#estados-y-transiciones: a quantity is never below the product's cantidadminima (raised to it).
    for (const l of s.context.lines) {
      const minimum = s.context.products[l.producto_id]?.cantidadminima ?? 1;
      assert.ok(l.cantidad >= minimum, `${l.producto_id}×${l.cantidad} below its minimum ${minimum}`);
    }
    // What the header badge, the cart page and its buttons read (docs/product.md#pantallas-y-rutas: badge = lines + offer extras).
    const c = s.context;
    assert.equal(selectLineCount(s), c.lines.length);
    assert.equal(selectIsEmpty(s), c.lines.length === 0);
    // The total, the offer count and the badge follow the quantities shown at once (no lag during the 1 s pause).
    const shownLines = selectDisplayedLines(s).map((d) => d.line);
    const shownOffers = shownLines.filter((l) => l.oferta === 'X' && l.extras > 0).length;
    assert.equal(selectOfferCount(s), shownOffers);
    assert.equal(selectBadgeCount(s), c.lines.length + shownOffers, 'badge');
    assert.equal(
      selectCartTotal(s),
      shownLines.reduce((sum, l) => sum + l.total, 0),
      'the total is the sum of the line totals shown',
    );
    assert.equal(selectIsLoading(s), s.matches({ verification: 'verifying' }), 'spinner while verifying');
    assert.equal(
      selectHasPendingEdits(s),
      Object.values(c.pending).some((d) => d !== 0),
    );
    // The cart page says 'Tu carrito está vacío' only when the cart (and so the badge) has no lines.
    const status = selectCartPageStatus(s);
    assert.equal(status === 'empty', c.lines.length === 0, "'empty' exactly when there are no lines");
    if (c.lines.length > 0)
      assert.equal(status === 'failed', s.matches({ verification: 'failed' }), "'failed' exactly after a failed verification");
    assert.equal(c.verificationError !== null, s.matches({ verification: 'failed' }), 'a failure message only while failed');
    assert.equal(selectVerificationError(s), c.verificationError);
    assert.equal(selectDisplayedQuantity(s, 'NO-EXISTE'), null);
    for (const l of c.lines)
      assert.equal(
        selectDisplayedQuantity(s, l.producto_id),
        l.cantidad + (c.pending[l.producto_id] ?? 0),
        'the quantity asked for during the pause',
      );
    for (const { line, canDecrease } of selectDisplayedLines(s)) {
      const stored = c.lines.find((l) => l.producto_id === line.producto_id)!;
      const minimum = Math.max(1, c.products[line.producto_id]?.cantidadminima ?? 1);
      const asked = Math.min(MAX_LINE_QUANTITY, Math.max(minimum, stored.cantidad + (c.pending[line.producto_id] ?? 0)));
      assert.equal(
        line.cantidad,
        asked,
        `${line.producto_id} shown with the quantity asked for, within its minimum and ${MAX_LINE_QUANTITY}`,
      );
      assert.equal(canDecrease, asked > minimum, "'−' only above the minimum");
      if (asked === stored.cantidad)
        assert.deepEqual(
          line,
          c.priced.lines.find((p) => p.producto_id === line.producto_id),
          'the priced line itself',
        );
    }
    // A changed price is told for a line in the cart, once, with two different prices, while `prices.changed`.
    const changes = selectPriceChanges(s);
    assert.equal(new Set(changes.map((ch) => ch.producto_id)).size, changes.length, 'one change per product');
    for (const ch of changes) {
      assert.ok(ids.has(ch.producto_id), `a price change of ${ch.producto_id}, which is not in the cart`);
      assert.notEqual(ch.before, ch.now, `${ch.producto_id}: a change to the same price`);
    }
    assert.equal(selectHasPriceChanges(s), changes.length > 0, "'changed' exactly while some change is still to acknowledge");
  },
  'prices.changed': (s) => {
    for (const ch of selectPriceChanges(s)) {
      const line = s.context.priced.lines.find((l) => l.producto_id === ch.producto_id);
      assert.ok(line, `${ch.producto_id}: a changed line the cart does not show`);
      assert.equal(line.unit.finalPrice, ch.now, `${ch.producto_id}: the price told as 'ahora' is the one the cart shows`);
    }
  },
  'edits.idle': (s) =>
    assert.ok(
      Object.values(s.context.pending).every((d) => d === 0),
      'no pending edits outside the 1 s pause',
    ),
  'verification.verifying': (s) => {
    assert.ok(s.context.lines.length > 0, 'only a cart with lines is verified');
    assert.ok(
      ['pdv', 'date', 'document', 'konda'].every((k) => (s.context.query as Record<string, string>)[k]),
      'with a complete query',
    );
  },
});
