/**
 * A subscription card explains its amount and lists what each repeat brings (finding 16):
 * the list's total is the subscribed order before its coupon, and a repeat is charged without
 * coupon at the prices of its day — so $ 127.600 against an order paid $ 122.600 with a $ 5.000
 * coupon is told, not left as a puzzle.
 */
import { describe, expect, test } from 'vitest';
import { formatDeduction } from '../../machines/rules/money';
import { subscriptionSummary } from '../../machines/rules/subscriptionSummary';

describe('what a subscription card says about each repeat', () => {
  test('an order that had a coupon: the note names the coupon and what it took off, and that prices are those of the day', () => {
    const { priceNote } = subscriptionSummary({ nrocupon: 'BIENVENIDA', cuponesvalor: 5_000, productos: [] });
    expect(priceNote).toContain('sin el cupón BIENVENIDA');
    expect(priceNote).toContain(formatDeduction(5_000));
    expect(priceNote).toContain('precios del día');
  });

  test('an order without coupon: the note says only that each repeat is charged at the prices of its day', () => {
    for (const sub of [{ nrocupon: '', cuponesvalor: 0 }, {}, { nrocupon: 'X', cuponesvalor: 0 }]) {
      const { priceNote } = subscriptionSummary(sub);
      expect(priceNote).toContain('precios del día');
      expect(priceNote).not.toContain('cupón X');
    }
  });

  test('the products are listed as quantity × name, in order; a line without a name takes the menu’s, else its code', () => {
    const { products } = subscriptionSummary(
      {
        productos: [
          { codigo_producto: 'P1', descripcion_corta: 'Pollo asado entero', cantidad: 2 },
          { codigo_producto: 'P2', cantidad: 1 },
          { codigo_producto: 'P3', cantidad: 3 },
        ],
      },
      (code) => (code === 'P2' ? 'Gaseosa 1.5 L' : undefined),
    );
    expect(products).toEqual(['2 × Pollo asado entero', '1 × Gaseosa 1.5 L', '3 × Producto P3']);
  });

  test('an API that sends no products (the chain’s) lists none', () => {
    expect(subscriptionSummary({}).products).toEqual([]);
  });
});
