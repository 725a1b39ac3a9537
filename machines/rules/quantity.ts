import { MAX_LINE_QUANTITY } from '../constants';
import { normalizeQuantity } from './pricing';

/**
 * How many units a line may hold (docs/product.md#estados-y-transiciones "Cart edits"): a whole number, never below 1 nor the
 * product's cantidadminima (raised to it), never above MAX_LINE_QUANTITY. The cart's steppers and
 * the product page's quantity follow the same rule.
 */
export function clampQuantity(quantity: number, minimum: number): number {
  return Math.min(MAX_LINE_QUANTITY, normalizeQuantity(quantity, minimum));
}

/** '−' only above the minimum: minus never goes below cantidadminima, nor removes a line. */
export const canDecreaseQuantity = (quantity: number, minimum: number): boolean => quantity > Math.max(1, minimum);

/** '+' only below MAX_LINE_QUANTITY. */
export const canIncreaseQuantity = (quantity: number): boolean => quantity < MAX_LINE_QUANTITY;

/** One press of '+' (1) or '−' (−1), within the limits. */
export const stepQuantity = (quantity: number, step: 1 | -1, minimum: number): number => clampQuantity(quantity + step, minimum);
