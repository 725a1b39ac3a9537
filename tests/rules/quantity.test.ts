import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from '../../machines/constants';
import { canDecreaseQuantity, canIncreaseQuantity, clampQuantity, stepQuantity } from '../../machines/rules/quantity';

describe('a line\'s quantity, in the cart and on the product page (spec §4 "Cart edits")', () => {
  it('is a whole number never below 1 nor the product’s cantidadminima (raised to it), never above the limit', () => {
    expect(clampQuantity(1, 3)).toBe(3);
    expect(clampQuantity(0, 1)).toBe(1);
    expect(clampQuantity(2.7, 1)).toBe(2);
    expect(clampQuantity(Number.NaN, 2)).toBe(2);
    expect(clampQuantity(5, 3)).toBe(5);
    expect(clampQuantity(MAX_LINE_QUANTITY + 1, 1)).toBe(MAX_LINE_QUANTITY);
  });

  it("'−' only above the minimum (and above 1); '+' only below the limit", () => {
    expect(canDecreaseQuantity(3, 3)).toBe(false);
    expect(canDecreaseQuantity(4, 3)).toBe(true);
    expect(canDecreaseQuantity(1, 0)).toBe(false);
    expect(canDecreaseQuantity(2, 0)).toBe(true);
    expect(canIncreaseQuantity(MAX_LINE_QUANTITY - 1)).toBe(true);
    expect(canIncreaseQuantity(MAX_LINE_QUANTITY)).toBe(false);
  });

  it('one press moves one unit, within the limits', () => {
    expect(stepQuantity(3, 1, 3)).toBe(4);
    expect(stepQuantity(4, -1, 3)).toBe(3);
    expect(stepQuantity(3, -1, 3)).toBe(3);
    expect(stepQuantity(MAX_LINE_QUANTITY, 1, 1)).toBe(MAX_LINE_QUANTITY);
  });
});
