import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Product } from '../../machines/schemas/catalogue';
import type { Order, OrderLine, StoredCartLine } from '../../machines/schemas/order';
import { formatPesos, roundPesos } from '../../machines/rules/money';
import { normalizeQuantity, offerExtras, priceCart, type PricedCart } from '../../machines/rules/pricing';
import { ORDER_RULES_IN_SPEC_ORDER, breaksOrderRule, validateOrder } from '../../machines/rules/orderValidation';
import { buildOrder } from '../../machines/rules/orderDraft';
import { buildSearchIndex, normalizeSearchText, searchProducts } from '../../machines/rules/search';
import { categorySlug, findProductBySlugs, productPath, productSlugs } from '../../machines/rules/slugs';
import { address, cartArb, catalogueArb, productArb, salesPoint, validOrder } from './fixtures';

const price = ({ catalogue, stored }: { catalogue: readonly Product[]; stored: readonly StoredCartLine[] }): PricedCart =>
  priceCart(stored, new Map(catalogue.map((p) => [p.codigo_producto, p])));

const isWholeNonNegative = (n: number) => Number.isInteger(n) && n >= 0;

describe('pricing properties', () => {
  test('totals are never negative and always whole pesos', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const { lines, totals } = price(cart);
        for (const l of lines) {
          for (const n of [l.sub_total, l.iva, l.descuento, l.total, l.ahorro, l.extras, l.unit.finalPrice, l.unit.vat]) {
            expect(isWholeNonNegative(n)).toBe(true);
          }
        }
        for (const n of [totals.subtotal, totals.iva, totals.descuento, totals.ahorro, totals.total, totals.badgeCount]) {
          expect(isWholeNonNegative(n)).toBe(true);
        }
      }),
    );
  });

  test("a cart's total equals the sum of its lines (and subtotal plus VAT)", () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const { lines, totals } = price(cart);
        expect(totals.total).toBe(lines.reduce((sum, l) => sum + l.total, 0));
        expect(totals.subtotal).toBe(lines.reduce((sum, l) => sum + l.sub_total, 0));
        expect(totals.total).toBe(totals.subtotal + totals.iva);
        expect(totals.lineCount).toBe(lines.length);
      }),
    );
  });

  test('rounding is stable: roundPesos is idempotent and gives whole pesos', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e15, max: 1e15 }), (amount) => {
        const once = roundPesos(amount);
        expect(Number.isInteger(once)).toBe(true);
        expect(Object.is(roundPesos(once), once)).toBe(true);
        expect(Math.abs(once - amount)).toBeLessThanOrEqual(0.5);
        expect(formatPesos(amount)).toBe(formatPesos(once));
      }),
    );
  });

  test('offer extras never decrease when quantity grows', () => {
    fc.assert(
      fc.property(productArb, fc.nat({ max: 999 }), fc.nat({ max: 999 }), (product, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(offerExtras(product, low)).toBeLessThanOrEqual(offerExtras(product, high));
      }),
    );
  });

  test('quantity is at least 1 and at least cantidadminima, and never lowered above them', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 999 }), fc.integer({ min: 1, max: 12 }), (q, min) => {
        const n = normalizeQuantity(q, min);
        expect(n).toBeGreaterThanOrEqual(Math.max(1, min));
        expect(n).toBe(Math.max(1, min, q));
      }),
    );
  });
});

// ------------------------------------------------------------ order validation

const lineArb: fc.Arbitrary<OrderLine> = fc.record({
  codigo_producto: fc.constant('1001'),
  cantidad: fc.integer({ min: 1, max: 5 }),
  precio: fc.constant(10_000),
  porcentaje_iva: fc.constantFrom(0, 19),
  valor_iva: fc.constantFrom(0, 1_900),
  porcentaje_descuento: fc.constantFrom(0, 10),
  valor_descuento: fc.constantFrom(0, 1_000),
  descuento: fc.constantFrom('', 'S'),
  clase_condicion: fc.constantFrom('', 'ZDES'),
  total: fc.constant(11_900),
});

/** Orders where each field is independently good or bad, so several rules fail at once. */
const orderArb: fc.Arbitrary<Order> = fc
  .record({
    konda: fc.constantFrom('28', '', ' '),
    nombre_recibe: fc.constantFrom('María', '', '  ', 'n'.repeat(50), 'n'.repeat(51), ` ${'n'.repeat(50)} `),
    fecha_entrega: fc.constantFrom('2025-06-14', ''),
    hora_entrega: fc.constantFrom('12:30', ''),
    ciudad: fc.constantFrom('Cali', ''),
    direccion: fc.constantFrom('Calle 1 # 2 - 3', ''),
    telefono: fc.constantFrom('6017425000', ''),
    tipo_pago: fc.constantFrom('PAGOONLINE', ''),
    estadopago: fc.constantFrom('PENDIENTE', ''),
    celularpedido: fc.constantFrom('3001234567', ''),
    detalles_pedido: fc.array(lineArb, { maxLength: 4 }),
    total: fc.constantFrom(0, -1, 17_800),
    recogeentienda: fc.constantFrom('X', '-', '', 'Y'),
    valor_domicilio: fc.constantFrom(0, 5_900),
    observacion: fc.constantFrom('', 'o'.repeat(80), 'o'.repeat(81)),
  })
  .map(({ total, ...fields }) =>
    validOrder({ ...fields, totales: { subtotal: 0, iva: 0, descuento: 0, valor_domicilio: 0, total } }),
  );

describe('order validation properties', () => {
  test('the error reported is always the first failing rule in spec order', () => {
    fc.assert(
      fc.property(orderArb, (order) => {
        const first = ORDER_RULES_IN_SPEC_ORDER.find((rule) => breaksOrderRule(order, rule));
        const result = validateOrder(order);
        if (first === undefined) expect(result).toEqual({ valid: true });
        else expect(result).toMatchObject({ valid: false, error: { rule: first } });
      }),
      { numRuns: 500 },
    );
  });

  test('an order built from any priced cart with a total above 0 passes every rule', () => {
    fc.assert(
      fc.property(cartArb, fc.boolean(), (cart, pickup) => {
        const { lines, totals } = price(cart);
        fc.pre(lines.length > 0 && totals.total > 0);
        const order = buildOrder({
          lines,
          salesPoint,
          document: '1020304050',
          address,
          city: 'Bogotá',
          deliveryDate: '2025-06-14',
          deliveryTime: '12:30',
          pickup,
          recipient: { nombre_recibe: 'María', telefono: '6017425000', celularpedido: '3001234567', observacion: '' },
          coupons: [],
        });
        expect(validateOrder(order)).toEqual({ valid: true });
      }),
      { numRuns: 300 },
    );
  });
});

// ---------------------------------------------------------------- search, slugs

describe('search properties', () => {
  test('the index finds exactly what a plain scan of the three fields finds, in catalogue order, whatever was typed before', () => {
    const typed = fc.constantFrom(
      'p',
      'po',
      'pol',
      'pollo',
      'pollo a',
      'PECHUGA',
      'pechúga',
      'ají',
      'nino',
      'a',
      'bbq fam',
      '2x',
      'zz',
      '',
      '++',
      '½',
      ' ',
    );
    fc.assert(
      fc.property(catalogueArb, fc.array(typed, { minLength: 1, maxLength: 8 }), (catalogue, texts) => {
        const index = buildSearchIndex(catalogue);
        for (const text of texts) {
          const needle = normalizeSearchText(text);
          const expected =
            needle === '' || text.trim() === '++'
              ? catalogue
              : catalogue.filter((p) =>
                  [p.descripcion_corta, p.descripcion_producto, ...p.sinonimos].some((f) =>
                    normalizeSearchText(f).includes(needle),
                  ),
                );
          expect(searchProducts(index, text)).toEqual(expected);
        }
      }),
    );
  });
});

describe('slug properties', () => {
  test('slugs round-trip: findProductBySlugs(productPath(p)) is p, even with colliding names', () => {
    fc.assert(
      fc.property(catalogueArb, (catalogue) => {
        const slugs = productSlugs(catalogue);
        for (const p of catalogue) {
          const [, root, cat, slug] = productPath(p, slugs).split('/');
          expect(root).toBe('productos');
          expect(findProductBySlugs(catalogue, cat!, slug!)).toBe(p);
        }
      }),
    );
  });

  test('product slugs are unique within each category slug and made of [a-z0-9-]', () => {
    fc.assert(
      fc.property(catalogueArb, (catalogue) => {
        const slugs = productSlugs(catalogue);
        const keys = catalogue.map((p) => `${categorySlug(p.descr_categoria)}/${slugs.get(p.codigo_producto)}`);
        expect(new Set(keys).size).toBe(catalogue.length);
        for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*\/[a-z0-9]+(-[a-z0-9]+)*$/);
      }),
    );
  });
});
