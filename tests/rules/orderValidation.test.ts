import { describe, expect, test } from 'vitest';
import type { Order, OrderLine } from '../../machines/schemas/order';
import { ORDER_RULES_IN_SPEC_ORDER, breaksOrderRule, validateOrder, type OrderRule } from '../../machines/rules/orderValidation';
import { orderMessages } from '../../machines/screenTexts/order';
import { validOrder } from './fixtures';

const baseLine = validOrder().detalles_pedido[0]!;
const withLine = (line: Partial<OrderLine>): Partial<Order> => ({ detalles_pedido: [{ ...baseLine, ...line }] });

/** One row per sentence of docs/product.md#reglas "Order submission": the order that breaks it and the rule reported. */
const rows: { spec: string; order: Partial<Order>; rule: OrderRule; message: string }[] = [
  { spec: '1. konda present', order: { konda: '' }, rule: 'kondaPresent', message: orderMessages.kondaMissing },
  { spec: '1. konda present (blank)', order: { konda: '  ' }, rule: 'kondaPresent', message: orderMessages.kondaMissing },
  {
    spec: '2. recipient name required',
    order: { nombre_recibe: '   ' },
    rule: 'recipientRequired',
    message: orderMessages.recipientRequired,
  },
  {
    spec: '2. recipient name at most 50 characters after trimming',
    order: { nombre_recibe: 'a'.repeat(51) },
    rule: 'recipientMaxLength',
    message: orderMessages.recipientTooLong,
  },
  {
    spec: '3. delivery date required',
    order: { fecha_entrega: '' },
    rule: 'deliveryDateRequired',
    message: orderMessages.deliveryDateMissing,
  },
  {
    spec: '3. delivery time required',
    order: { hora_entrega: '' },
    rule: 'deliveryTimeRequired',
    message: orderMessages.deliveryTimeMissing,
  },
  { spec: '3. city required', order: { ciudad: '' }, rule: 'cityRequired', message: orderMessages.cityMissing },
  {
    spec: '3. delivery address required',
    order: { direccion: '' },
    rule: 'addressRequired',
    message: orderMessages.addressMissing,
  },
  { spec: '3. phone required', order: { telefono: '' }, rule: 'phoneRequired', message: orderMessages.phoneMissing },
  {
    spec: '3. payment type required',
    order: { tipo_pago: '' },
    rule: 'paymentTypeRequired',
    message: orderMessages.paymentTypeMissing,
  },
  {
    spec: '3. estadopago required',
    order: { estadopago: '' },
    rule: 'paymentStateRequired',
    message: 'Campo pedido inválido -> estadopago',
  },
  {
    spec: '3. order cell phone required',
    order: { celularpedido: '' },
    rule: 'cellPhoneRequired',
    message: orderMessages.cellPhoneMissing,
  },
  { spec: '3. at least one detail line', order: { detalles_pedido: [] }, rule: 'hasLines', message: orderMessages.noProducts },
  {
    spec: '4. tax percentage above 0 with zero tax value invalid',
    order: withLine({ porcentaje_iva: 19, valor_iva: 0 }),
    rule: 'lineTaxConsistent',
    message: orderMessages.taxCalculation,
  },
  {
    spec: '4. zero tax percentage with tax value above 0 invalid',
    order: withLine({ porcentaje_iva: 0, valor_iva: 100 }),
    rule: 'lineTaxConsistent',
    message: orderMessages.taxCalculation,
  },
  {
    spec: '4. same for discount: percentage above 0 with zero value',
    order: withLine({ porcentaje_descuento: 10, valor_descuento: 0, descuento: 'S', clase_condicion: 'ZDES' }),
    rule: 'lineDiscountConsistent',
    message: orderMessages.discountCalculation,
  },
  {
    spec: '4. same for discount: zero percentage with value above 0',
    order: withLine({ porcentaje_descuento: 0, valor_descuento: 500 }),
    rule: 'lineDiscountConsistent',
    message: orderMessages.discountCalculation,
  },
  {
    spec: "4. discount 'S' without clase_condicion invalid",
    order: withLine({ porcentaje_descuento: 10, valor_descuento: 1_000, descuento: 'S', clase_condicion: '' }),
    rule: 'lineDiscountConsistent',
    message: orderMessages.discountCalculation,
  },
  {
    spec: '5. total above 0',
    order: { totales: { subtotal: 0, iva: 0, descuento: 0, valor_domicilio: 0, total: 0 } },
    rule: 'totalAboveZero',
    message: 'No puedes enviar el pedido en $0 pesos',
  },
  {
    spec: "6. delivery identified: marker '-' with delivery fee 0 rejected",
    order: { recogeentienda: '-', valor_domicilio: 0 },
    rule: 'deliveryIdentified',
    message: orderMessages.deliveryNotIdentified,
  },
  {
    spec: '6. delivery identified: an unknown marker is rejected',
    order: { recogeentienda: '' },
    rule: 'deliveryIdentified',
    message: orderMessages.deliveryNotIdentified,
  },
  {
    spec: '7. observation at most 80 characters',
    order: { observacion: 'x'.repeat(81) },
    rule: 'observationMaxLength',
    message: orderMessages.observationTooLong,
  },
];

describe('§5 order submission rules', () => {
  test('a complete order passes', () => {
    expect(validateOrder(validOrder())).toEqual({ valid: true });
  });

  test.each(rows)('$spec', ({ order, rule, message }) => {
    const result = validateOrder(validOrder(order));
    expect(result).toMatchObject({ valid: false, error: { rule, message } });
    expect(breaksOrderRule(validOrder(order), rule)).toBe(true);
  });

  test('every rule of the spec has a row, in the spec order', () => {
    expect([...new Set(rows.map((r) => r.rule))]).toEqual(ORDER_RULES_IN_SPEC_ORDER);
  });

  test.each([
    { spec: 'recipient name of exactly 50 characters passes', order: { nombre_recibe: 'a'.repeat(50) } },
    {
      spec: 'recipient name of 50 characters plus surrounding spaces passes (after trimming)',
      order: { nombre_recibe: `  ${'a'.repeat(50)}  ` },
    },
    {
      spec: 'accented letters count as one character each, however they are encoded',
      order: { nombre_recibe: 'José Ñúñez '.repeat(4).normalize('NFD').slice(0, 60) },
    },
    { spec: 'observation of exactly 80 characters passes', order: { observacion: 'x'.repeat(80) } },
    { spec: "pick-up marker 'X' with delivery fee 0 passes", order: { recogeentienda: 'X', valor_domicilio: 0 } },
    {
      spec: "discount 'S' with clase_condicion and consistent values passes",
      order: withLine({ porcentaje_descuento: 10, valor_descuento: 1_000, descuento: 'S', clase_condicion: 'ZDES' }),
    },
  ])('$spec', ({ order }) => {
    expect(validateOrder(validOrder(order))).toEqual({ valid: true });
  });
});

describe('§5 checked in order: each failure adds an error and stops (the FIRST failing rule is reported)', () => {
  test.each([
    {
      name: 'konda before everything',
      order: { konda: '', nombre_recibe: '', detalles_pedido: [], observacion: 'x'.repeat(99) },
      rule: 'kondaPresent',
    },
    { name: 'recipient before delivery date', order: { nombre_recibe: '', fecha_entrega: '' }, rule: 'recipientRequired' },
    {
      name: 'delivery date before time, city and address',
      order: { fecha_entrega: '', hora_entrega: '', ciudad: '', direccion: '' },
      rule: 'deliveryDateRequired',
    },
    { name: 'cell phone before detail lines', order: { celularpedido: '', detalles_pedido: [] }, rule: 'cellPhoneRequired' },
    {
      name: 'line rules before total',
      order: {
        ...withLine({ porcentaje_iva: 19, valor_iva: 0 }),
        totales: { subtotal: 0, iva: 0, descuento: 0, valor_domicilio: 0, total: 0 },
      },
      rule: 'lineTaxConsistent',
    },
    {
      name: 'total before delivery identified',
      order: { totales: { subtotal: 0, iva: 0, descuento: 0, valor_domicilio: 0, total: 0 }, valor_domicilio: 0 },
      rule: 'totalAboveZero',
    },
    {
      name: 'delivery identified before observation',
      order: { valor_domicilio: 0, observacion: 'x'.repeat(81) },
      rule: 'deliveryIdentified',
    },
  ])('$name', ({ order, rule }) => {
    expect(validateOrder(validOrder(order as Partial<Order>))).toMatchObject({ valid: false, error: { rule } });
  });

  test('4. per line: tax is checked before discount on the same line', () => {
    const order = withLine({ porcentaje_iva: 19, valor_iva: 0, porcentaje_descuento: 10, valor_descuento: 0 });
    expect(validateOrder(validOrder(order))).toMatchObject({ error: { rule: 'lineTaxConsistent' } });
  });

  test('4. per line: a discount failure on an earlier line is reported before a tax failure on a later line', () => {
    const order = validOrder({
      detalles_pedido: [
        { ...baseLine, porcentaje_descuento: 10, valor_descuento: 0 },
        { ...baseLine, porcentaje_iva: 19, valor_iva: 0 },
      ],
    });
    expect(validateOrder(order)).toMatchObject({
      error: { rule: 'lineDiscountConsistent', message: orderMessages.discountCalculation },
    });
  });
});
