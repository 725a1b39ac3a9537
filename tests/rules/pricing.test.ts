import { describe, expect, test } from 'vitest';
import { formatPesos, roundPesos } from '../../machines/rules/money';
import {
  netPriceForFinalPrice,
  vatOf,
  cartTotals,
  normalizeQuantity,
  offerExtras,
  orderTotals,
  priceCart,
  priceLine,
  toOrderLines,
  unitPrice,
} from '../../machines/rules/pricing';
import { product } from './fixtures';

const discounted = (percent: number, flag = 'X') => ({ descuento: flag, idescuentos: { valor_porcentaje_descuento: percent } });
const offer = (cantidad_minima: number, cantidad_producto_adicional: number, flag = 'X') => ({
  oferta: flag,
  iofertas: { cantidad_minima, cantidad_producto_adicional },
});

describe('§5 price rules: VAT is porcentaje_iva percent of price, rounded', () => {
  test.each([
    { precio: 10_000, iva: 19, vat: 1_900 },
    { precio: 12_345, iva: 19, vat: 2_346 }, // 2 345,55
    { precio: 12_342, iva: 19, vat: 2_345 }, // 2 344,98
    { precio: 50, iva: 5, vat: 3 }, // 2,5 rounds half away from zero
    { precio: 10_000, iva: 0, vat: 0 },
  ])('$precio at $iva % has VAT $vat', ({ precio, iva, vat }) => {
    expect(unitPrice(product({ precio, porcentaje_iva: iva })).vat).toBe(vat);
  });
});

describe("§5 price rules: unit KG is shown as 'Libra' with price halved", () => {
  test.each([
    { unidad: 'KG', precio: 24_000, label: 'Libra', list: 12_000 },
    { unidad: 'kg', precio: 24_001, label: 'Libra', list: 12_001 }, // 12 000,5 rounded
    { unidad: 'UN', precio: 24_000, label: 'UN', list: 24_000 },
    { unidad: 'LT', precio: 3_500, label: 'LT', list: 3_500 },
  ])('$unidad at $precio is shown as $label at $list', ({ unidad, precio, label, list }) => {
    const price = unitPrice(product({ unidad_medida_venta: unidad, precio }));
    expect(price.unitLabel).toBe(label);
    expect(price.listPrice).toBe(list);
  });
});

describe("§5 price rules: discount applies when descuento is 'X': price minus percent, rounded", () => {
  test.each([
    { name: "descuento 'X' 15 %", overrides: discounted(15), precio: 10_000, net: 8_500 },
    { name: "descuento 'X' rounds the discounted price", overrides: discounted(15), precio: 9_999, net: 8_499 }, // 8 499,15
    { name: "descuento 'N' does not apply", overrides: discounted(15, 'N'), precio: 10_000, net: 10_000 },
    { name: "descuento '' does not apply", overrides: discounted(15, ''), precio: 10_000, net: 10_000 },
    {
      name: "descuento 'X' without idescuentos does not apply",
      overrides: { descuento: 'X', idescuentos: null },
      precio: 10_000,
      net: 10_000,
    },
    { name: "descuento 'X' 100 % makes it free", overrides: discounted(100), precio: 10_000, net: 0 },
  ])('$name', ({ overrides, precio, net }) => {
    const price = unitPrice(product({ precio, ...overrides }));
    expect(price.netPrice).toBe(net);
    expect(price.discountAmount).toBe(price.listPrice - net);
  });

  test('VAT is computed on the discounted price', () => {
    const price = unitPrice(product({ precio: 10_000, porcentaje_iva: 19, ...discounted(10) }));
    expect(price).toMatchObject({ netPrice: 9_000, vat: 1_710, finalPrice: 10_710, regularPrice: 11_900 });
  });
});

describe('§5 price rules: line total is quantity times (discounted price plus VAT), or quantity times VAT-inclusive price', () => {
  test.each([
    { name: 'with discount', overrides: discounted(10), cantidad: 3, total: 3 * (9_000 + 1_710) },
    { name: 'without discount', overrides: {}, cantidad: 3, total: 3 * 11_900 },
    { name: 'KG per pound', overrides: { unidad_medida_venta: 'KG' }, cantidad: 2, total: 2 * (5_000 + 950) },
  ])('$name', ({ overrides, cantidad, total }) => {
    const line = priceLine(product({ precio: 10_000, porcentaje_iva: 19, ...overrides }), cantidad, 1);
    expect(line.total).toBe(total);
    expect(line.total).toBe(line.sub_total + line.iva);
  });
});

describe('§5 price rules: saving computed only for unit UN', () => {
  test.each([
    { unidad: 'UN', ahorro: 2 * (11_900 - 10_710) },
    { unidad: 'un', ahorro: 2 * (11_900 - 10_710) },
    { unidad: 'KG', ahorro: 0 },
    { unidad: 'LT', ahorro: 0 },
  ])('unit $unidad saves $ahorro on 2 units at 10 % off', ({ unidad, ahorro }) => {
    const line = priceLine(product({ precio: 10_000, porcentaje_iva: 19, unidad_medida_venta: unidad, ...discounted(10) }), 2, 1);
    expect(line.ahorro).toBe(ahorro);
  });

  test('no discount, no saving', () => {
    expect(priceLine(product({ precio: 10_000, porcentaje_iva: 19 }), 4, 1).ahorro).toBe(0);
  });
});

describe('§5 price rules: currency is pesos, no decimals', () => {
  // Written with a no-break space after '$' (as Intl writes it): shown here as '$ '.
  test.each([
    { amount: 12_900, text: '$ 12.900' },
    { amount: 1_234_567, text: '$ 1.234.567' },
    { amount: 900, text: '$ 900' },
    { amount: 0, text: '$ 0' },
    { amount: 12_900.4, text: '$ 12.900' },
    { amount: 999.5, text: '$ 1.000' },
    { amount: -5_900, text: '-$ 5.900' },
  ])('$amount is shown as $text', ({ amount, text }) => {
    expect(formatPesos(amount)).toBe(text.replace(' ', '\u00a0'));
  });

  test.each([
    { amount: 2.5, pesos: 3 },
    { amount: -2.5, pesos: -3 },
    { amount: 2.4999, pesos: 2 },
    { amount: 12_900, pesos: 12_900 },
  ])('roundPesos($amount) is $pesos (half away from zero)', ({ amount, pesos }) => {
    expect(roundPesos(amount)).toBe(pesos);
  });

  test('a small negative amount rounds to 0, not -0', () => {
    expect(Object.is(roundPesos(-0.4), 0)).toBe(true);
  });
});

describe('§5 offer extras = floor(quantity / minimum offer quantity) times additional product quantity', () => {
  test.each([
    { name: 'below the minimum', min: 3, add: 1, cantidad: 2, extras: 0 },
    { name: 'at the minimum', min: 3, add: 1, cantidad: 3, extras: 1 },
    { name: 'floor of the quotient', min: 3, add: 1, cantidad: 7, extras: 2 },
    { name: 'times additional quantity', min: 2, add: 2, cantidad: 5, extras: 4 },
    { name: '2x1', min: 1, add: 1, cantidad: 4, extras: 4 },
  ])('$name', ({ min, add, cantidad, extras }) => {
    expect(offerExtras(offer(min, add), cantidad)).toBe(extras);
  });

  test.each([
    { name: "oferta not 'X'", p: offer(2, 1, '') },
    { name: 'no iofertas', p: { oferta: 'X', iofertas: null } },
  ])('no extras when $name', ({ p }) => {
    expect(offerExtras(p, 10)).toBe(0);
  });
});

describe("§2/§5 cart badge: cart line count plus lines with oferta 'X' and extras above 0", () => {
  test('three lines, one of them with offer extras, show 4', () => {
    const lines = [
      priceLine(product({ codigo_producto: 'A', ...offer(2, 1) }), 2, 1), // extras 1
      priceLine(product({ codigo_producto: 'B', ...offer(3, 1) }), 2, 2), // offer, extras 0
      priceLine(product({ codigo_producto: 'C' }), 5, 3),
    ];
    const totals = cartTotals(lines);
    expect(totals.lineCount).toBe(3);
    expect(totals.offerLineCount).toBe(1);
    expect(totals.badgeCount).toBe(4);
  });

  test('an empty cart shows 0', () => {
    expect(cartTotals([]).badgeCount).toBe(0);
  });
});

describe('§4/§5 quantity at least 1 and at least cantidadminima (raised to it)', () => {
  test.each([
    { cantidad: 0, minima: 1, expected: 1 },
    { cantidad: -3, minima: 1, expected: 1 },
    { cantidad: 2, minima: 4, expected: 4 },
    { cantidad: 5, minima: 4, expected: 5 },
    { cantidad: 2.7, minima: 1, expected: 2 },
    { cantidad: Number.NaN, minima: 3, expected: 3 },
  ])('$cantidad with cantidadminima $minima becomes $expected', ({ cantidad, minima, expected }) => {
    expect(normalizeQuantity(cantidad, minima)).toBe(expected);
  });

  test('a priced line is raised to cantidadminima and priced at that quantity', () => {
    const line = priceLine(product({ precio: 1_000, cantidadminima: 3 }), 1, 1);
    expect(line.cantidad).toBe(3);
    expect(line.total).toBe(3_000);
  });
});

describe('§4 cart verification: lines whose product is not offered are dropped', () => {
  test('unknown codes are reported as missing and the rest numbered consecutively', () => {
    const a = product({ codigo_producto: 'A', precio: 1_000 });
    const b = product({ codigo_producto: 'B', precio: 2_000 });
    const priced = priceCart(
      [
        { producto_id: 'A', cantidad: 1 },
        { producto_id: 'X', cantidad: 1 },
        { producto_id: 'B', cantidad: 2 },
      ],
      new Map([
        ['A', a],
        ['B', b],
      ]),
    );
    expect(priced.missing).toEqual(['X']);
    expect(priced.lines.map((l) => [l.producto_id, l.consecutivo])).toEqual([
      ['A', 1],
      ['B', 2],
    ]);
    expect(priced.totals.total).toBe(5_000);
  });
});

describe('§3 order lines', () => {
  test("a discounted line is sent with descuento 'S', its percentage and a clase_condicion", () => {
    const [line] = toOrderLines([priceLine(product({ precio: 10_000, porcentaje_iva: 19, ...discounted(10) }), 2, 1)]);
    expect(line).toMatchObject({
      precio: 10_000,
      porcentaje_iva: 19,
      valor_iva: 3_420,
      porcentaje_descuento: 10,
      valor_descuento: 2_000,
      descuento: 'S',
      total: 21_420,
    });
    expect(line!.clase_condicion).not.toBe('');
  });

  test('a 100 % discounted product with VAT is sent with the VAT actually charged (0 %), not as a tax failure', () => {
    const [line] = toOrderLines([priceLine(product({ precio: 10_000, porcentaje_iva: 19, ...discounted(100) }), 1, 1)]);
    expect(line).toMatchObject({ porcentaje_iva: 0, valor_iva: 0, porcentaje_descuento: 100, valor_descuento: 10_000, total: 0 });
  });

  test('a discount that rounds to 0 pesos is sent as no discount', () => {
    const [line] = toOrderLines([priceLine(product({ precio: 1, ...discounted(10) }), 1, 1)]);
    expect(line).toMatchObject({ porcentaje_descuento: 0, valor_descuento: 0, descuento: '', clase_condicion: '' });
  });

  test('order totals add the delivery fee to the cart total', () => {
    const lines = [priceLine(product({ precio: 10_000, porcentaje_iva: 19 }), 1, 1)];
    expect(orderTotals(lines, 5_900)).toEqual({
      subtotal: 10_000,
      iva: 1_900,
      descuento: 0,
      valor_domicilio: 5_900,
      total: 17_800,
    });
  });
});

describe('price lists are authored as final (VAT-inclusive) prices', () => {
  test.each([
    [52_800, 8],
    [4_900, 19],
    [19_000, 0],
    [29_900, 8],
  ])('a final price of %i at VAT %i comes from a net price whose price with VAT is exactly that', (final, vat) => {
    const net = netPriceForFinalPrice(final, vat);
    expect(net).not.toBeNull();
    expect(net! + vatOf(net!, vat)).toBe(final);
  });

  test('a final price that VAT rounding skips has no net price', () => {
    expect(netPriceForFinalPrice(52_900, 8)).toBeNull();
  });
});
