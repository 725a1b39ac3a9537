import fc from 'fast-check';
import type { Product } from '../../machines/schemas/catalogue';
import type { OrderRule } from '../../machines/rules/orderValidation';
import type { Coupon, Order, StoredCartLine } from '../../machines/schemas/order';
import type { Address, SalesPoint } from '../../machines/schemas/salesPoint';

/** A plain UN product with no VAT, discount or offer; override what a test is about. */
export function product(overrides: Partial<Product> = {}): Product {
  return {
    codigo_producto: '1001',
    descripcion_corta: 'Pollo asado',
    descripcion_producto: 'Pollo asado entero con papa salada',
    sinonimos: [],
    imagen_producto: '/img/1001.webp',
    categoria_id: 'C1',
    descr_categoria: 'Pollo Asado',
    precio: 10_000,
    porcentaje_iva: 0,
    unidad_medida_venta: 'UN',
    cantidadminima: 1,
    descuento: '',
    idescuentos: null,
    oferta: '',
    iofertas: null,
    ...overrides,
  };
}

export function coupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    nrocupon: 'CUP-1',
    tipo: 'V',
    ValorCupon: 5_000,
    MontoMinimo: 30_000,
    Materialesaplica: '',
    crudo_a_la_carta: 'G',
    ...overrides,
  };
}

export const salesPoint: SalesPoint = { Vkbur: 'P101', Konda: '28', citycode: '11001', city1: 'Bogotá' };

export const address: Address = {
  ciudad: 'Bogotá',
  departamento: 'Cundinamarca',
  nomenclatura: 'Calle',
  segmentoDireccion1: '80',
  segmentoDireccion2: '15',
  segmentoDireccion3: '20',
  complemento: 'Apto 301',
  segmentoCompleto: 'Calle 80 # 15 - 20 Apto 301',
};

/** An order that passes every rule of docs/product.md#reglas; override one field to break one rule. */
export function validOrder(overrides: Partial<Order> = {}): Order {
  return {
    pdv: 'P101',
    cedula: '1020304050',
    konda: '28',
    nombre_recibe: 'María Pérez',
    fecha_entrega: '2025-06-14',
    hora_entrega: '12:30',
    ciudad: 'Bogotá',
    direccion: 'Calle 80 # 15 - 20',
    telefono: '6017425000',
    valor_domicilio: 5_900,
    barrio: 'Las Ferias',
    textoBarrio: 'Las Ferias',
    observacion: '',
    tipo_pago: 'PAGOONLINE',
    recogeentienda: '-',
    nrocupon: '',
    estadopago: 'PENDIENTE',
    celularpedido: '3001234567',
    numuid: '',
    playerid: '',
    aceptaterminos: 'S',
    acepta: 'S',
    valorbolsa: 0,
    cuponesvalor: 0,
    detalles_pedido: [
      {
        codigo_producto: '1001',
        cantidad: 1,
        precio: 10_000,
        porcentaje_iva: 19,
        valor_iva: 1_900,
        porcentaje_descuento: 0,
        valor_descuento: 0,
        descuento: '',
        clase_condicion: '',
        total: 11_900,
      },
    ],
    totales: { subtotal: 10_000, iva: 1_900, descuento: 0, valor_domicilio: 5_900, total: 17_800 },
    ...overrides,
  };
}

// ---------------------------------------------------------------- arbitraries

const words = [
  'Pollo',
  'Alitas',
  'Pechúga',
  'Combo',
  'Papas',
  'Gaseosa',
  'Ají',
  'Niño',
  'BBQ',
  'Familiar',
  'Crispy',
  '½',
  '2x1',
  'Ñapa',
];
const wordsArb = fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 4 }).map((w) => w.join(' '));
const categories = ['Pollo Asado', 'Combos', 'Bebidas', 'Acompañamientos', 'POLLO ASADO', 'Niños'];

/** Products valid for productSchema: whole-peso prices, VAT 0–19 %, discounts 0–100 %, offers. */
export const productArb: fc.Arbitrary<Product> = fc
  .record({
    descripcion_corta: wordsArb,
    descripcion_producto: wordsArb,
    sinonimos: fc.array(wordsArb, { maxLength: 3 }),
    category: fc.nat({ max: categories.length - 1 }),
    precio: fc.oneof(fc.integer({ min: 0, max: 300_000 }), fc.constantFrom(0, 1, 2, 3, 50, 100, 12_900)),
    porcentaje_iva: fc.constantFrom(0, 5, 8, 19),
    unidad_medida_venta: fc.constantFrom('UN', 'KG', 'LT', 'un', 'kg'),
    cantidadminima: fc.integer({ min: 1, max: 6 }),
    discount: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
    descuento: fc.constantFrom('X', '', 'N'),
    offer: fc.option(
      fc.record({ cantidad_minima: fc.integer({ min: 1, max: 6 }), cantidad_producto_adicional: fc.integer({ min: 0, max: 3 }) }),
      { nil: null },
    ),
    oferta: fc.constantFrom('X', '', 'N'),
  })
  .map((r) => {
    const descr = categories[r.category]!;
    return product({
      descripcion_corta: r.descripcion_corta,
      descripcion_producto: r.descripcion_producto,
      sinonimos: r.sinonimos,
      categoria_id: `C${r.category}`,
      descr_categoria: descr,
      precio: r.precio,
      porcentaje_iva: r.porcentaje_iva,
      unidad_medida_venta: r.unidad_medida_venta,
      cantidadminima: r.cantidadminima,
      descuento: r.descuento,
      idescuentos: r.discount === null ? null : { valor_porcentaje_descuento: r.discount },
      oferta: r.oferta,
      iofertas: r.offer,
    });
  });

/** A catalogue with unique codes; names and categories collide often. */
export const catalogueArb: fc.Arbitrary<Product[]> = fc
  .array(productArb, { minLength: 1, maxLength: 40 })
  .map((list) => list.map((p, i) => ({ ...p, codigo_producto: String(2000 + i) })));

/** A catalogue and stored cart lines that point into it (plus, sometimes, unknown codes). */
export const cartArb: fc.Arbitrary<{ catalogue: Product[]; stored: StoredCartLine[] }> = catalogueArb.chain((catalogue) =>
  fc
    .array(
      fc.record({
        producto_id: fc.oneof(
          { weight: 9, arbitrary: fc.constantFrom(...catalogue.map((p) => p.codigo_producto)) },
          { weight: 1, arbitrary: fc.constant('9999') },
        ),
        cantidad: fc.integer({ min: 1, max: 999 }),
      }),
      { maxLength: 20 },
    )
    .map((stored) => ({ catalogue, stored })),
);

/** For each rule of docs/product.md#reglas, a change to a valid order that breaks that rule and no earlier one. */
export const orderBreakers: Record<OrderRule, (o: Order) => Order> = {
  kondaPresent: (o) => ({ ...o, konda: ' ' }),
  recipientRequired: (o) => ({ ...o, nombre_recibe: '' }),
  recipientMaxLength: (o) => ({ ...o, nombre_recibe: 'A'.repeat(51) }),
  deliveryDateRequired: (o) => ({ ...o, fecha_entrega: '' }),
  deliveryTimeRequired: (o) => ({ ...o, hora_entrega: '' }),
  cityRequired: (o) => ({ ...o, ciudad: '' }),
  addressRequired: (o) => ({ ...o, direccion: '' }),
  phoneRequired: (o) => ({ ...o, telefono: '' }),
  paymentTypeRequired: (o) => ({ ...o, tipo_pago: '' }),
  paymentStateRequired: (o) => ({ ...o, estadopago: '' }),
  cellPhoneRequired: (o) => ({ ...o, celularpedido: '' }),
  hasLines: (o) => ({ ...o, detalles_pedido: [] }),
  lineTaxConsistent: (o) => ({
    ...o,
    detalles_pedido: o.detalles_pedido.map((l) => ({ ...l, porcentaje_iva: 19, valor_iva: 0 })),
  }),
  lineDiscountConsistent: (o) => ({
    ...o,
    detalles_pedido: o.detalles_pedido.map((l) => ({ ...l, descuento: 'S', clase_condicion: '' })),
  }),
  totalAboveZero: (o) => ({ ...o, totales: { ...o.totales, total: 0 } }),
  deliveryIdentified: (o) => ({ ...o, recogeentienda: '-', valor_domicilio: 0 }),
  observationMaxLength: (o) => ({ ...o, observacion: 'x'.repeat(81) }),
};
