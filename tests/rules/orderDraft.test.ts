import { describe, expect, test } from 'vitest';
import { buildOrder, PAYMENT_PENDING, type OrderDraftInput } from '../../machines/rules/orderDraft';
import { priceLine, toOrderLines } from '../../machines/rules/pricing';
import { validateOrder } from '../../machines/rules/orderValidation';
import { DELIVERY_FEE_PESOS } from '../../machines/constants';
import { address, coupon, product, salesPoint } from './fixtures';

const lines = [
  priceLine(product({ codigo_producto: '1001', precio: 10_000, porcentaje_iva: 19 }), 2, 1),
  priceLine(
    product({
      codigo_producto: '1002',
      precio: 8_000,
      porcentaje_iva: 19,
      descuento: 'X',
      idescuentos: { valor_porcentaje_descuento: 10 },
    }),
    1,
    2,
  ),
];

const draft = (overrides: Partial<OrderDraftInput> = {}): OrderDraftInput => ({
  lines,
  salesPoint,
  document: '1020304050',
  address: { ...address, barrio: ' Las Ferias ' },
  city: 'Bogotá',
  deliveryDate: '2025-06-14',
  deliveryTime: '12:30',
  pickup: false,
  recipient: {
    nombre_recibe: ' María Pérez ',
    telefono: '6017425000',
    celularpedido: '3001234567',
    observacion: 'Timbre dañado',
  },
  coupons: [],
  ...overrides,
});

describe('§3 orden built from cart, location and session', () => {
  test('home delivery: every field', () => {
    const order = buildOrder(draft({ playerId: 'player-1' }));
    expect(order).toMatchObject({
      pdv: 'P101',
      cedula: '1020304050',
      konda: '28',
      nombre_recibe: 'María Pérez',
      fecha_entrega: '2025-06-14',
      hora_entrega: '12:30',
      ciudad: 'Bogotá',
      direccion: 'Calle 80 # 15 - 20 Apto 301',
      telefono: '6017425000',
      valor_domicilio: DELIVERY_FEE_PESOS,
      barrio: 'Las Ferias',
      observacion: 'Timbre dañado',
      tipo_pago: 'PAGOONLINE',
      recogeentienda: '-',
      nrocupon: '',
      estadopago: PAYMENT_PENDING,
      celularpedido: '3001234567',
      playerid: 'player-1',
      aceptaterminos: 'S',
      acepta: 'S',
      cuponesvalor: 0,
    });
    expect(order.detalles_pedido).toEqual(toOrderLines(lines));
    const cartTotal = 2 * 11_900 + (7_200 + 1_368);
    expect(order.totales).toEqual({
      subtotal: 2 * 10_000 + 7_200,
      iva: 2 * 1_900 + 1_368,
      descuento: 800,
      valor_domicilio: DELIVERY_FEE_PESOS,
      total: cartTotal + DELIVERY_FEE_PESOS,
    });
    expect(validateOrder(order)).toEqual({ valid: true });
  });

  test("pick-up: recogeentienda 'X' and no delivery fee", () => {
    const order = buildOrder(draft({ pickup: true }));
    expect(order.recogeentienda).toBe('X');
    expect(order.valor_domicilio).toBe(0);
    expect(order.barrio, 'no neighbourhood for pick-up').toBe('');
    expect(order.totales.valor_domicilio).toBe(0);
    expect(validateOrder(order)).toEqual({ valid: true });
  });

  test("the order's barrio is the delivery address's own field (it was sent empty)", () => {
    const order = buildOrder(draft());
    expect([order.barrio, order.textoBarrio]).toEqual(['Las Ferias', 'Las Ferias']);
    expect(order.direccion, 'not mixed into the address').not.toContain('Las Ferias');
    expect(buildOrder(draft({ address: { ...address } })).barrio, 'an address stored before barrio had its own field').toBe('');
  });

  test('the first value coupon gives nrocupon and cuponesvalor', () => {
    const order = buildOrder(
      draft({
        coupons: [coupon({ nrocupon: 'P-1', tipo: 'P', ValorCupon: 1_000 }), coupon({ nrocupon: 'V-7', ValorCupon: 4_000 })],
      }),
    );
    expect(order.nrocupon).toBe('V-7');
    expect(order.cuponesvalor).toBe(4_000);
  });

  test('without an address the order is rejected by rule 3 (delivery address required)', () => {
    expect(validateOrder(buildOrder(draft({ address: null })))).toMatchObject({
      valid: false,
      error: { rule: 'addressRequired' },
    });
  });

  test('an empty cart is rejected by rule 3 (at least one detail line)', () => {
    expect(validateOrder(buildOrder(draft({ lines: [] })))).toMatchObject({ valid: false, error: { rule: 'hasLines' } });
  });
});
