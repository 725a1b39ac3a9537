import { formatPesos } from '../../machines/rules/money';
import { priceForKonda } from '../../server/seed/places';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_FEE_PESOS, MAX_LINE_QUANTITY, MAX_ONLINE_ORDER_TOTAL_PESOS } from '../../machines/constants';
import { messages } from '../../machines/messages';
import { orderMessages } from '../../machines/screenTexts/order';
import { orderResultSchema, storedOrderSchema, type Order, type OrderLine, type StoredOrder } from '../../machines/schemas';
import { orderTotals, priceLine, toOrderLines } from '../../machines/rules/pricing';
import { secretKey } from '../../server/auth/token';
import { count, eq } from 'drizzle-orm';
import { orderLines, orders, payments } from '../../server/db/schema';
import {
  bearer,
  createTestServer,
  expectApiError,
  expectStillAnswering,
  logIn,
  logInAdmin,
  ORDER_PATH,
  START,
  validOrder,
  type TestServer,
} from './helpers';
import { fixtureProducts } from './fixtures';
import { orderFieldTexts } from '../../machines/screenTexts/orderFields';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await createTestServer();
  token = (await logIn(server)).token;
});
afterAll(async () => server?.close());

const send = (order: unknown, auth: Record<string, string> = bearer(token)) => server.postJson(ORDER_PATH, order, auth);

async function sendOk(order: Order, auth: Record<string, string> = bearer(token)): Promise<number> {
  const res = await send(order, auth);
  expect(res.status).toBe(200);
  const result = orderResultSchema.parse(await res.json());
  expect(result).toMatchObject({ tipo: 'S', mensaje: orderMessages.sent });
  expect(Number.isInteger(result.pedido)).toBe(true);
  // Online payment: the sandbox gateway's page of the order's first attempt.
  expect(result.url_pago).toMatch(/^\/sandbox\/pagos\/[0-9a-f]{32}$/);
  return result.pedido!;
}

async function fetchOrder(pedido: number | string, auth: Record<string, string> = bearer(token)): Promise<Response> {
  return server.request(`/api/pedidos/${pedido}`, { headers: auth });
}

async function storedOrder(pedido: number): Promise<StoredOrder> {
  const res = await fetchOrder(pedido);
  expect(res.status).toBe(200);
  return storedOrderSchema.parse(await res.json());
}

async function orderCount(): Promise<number> {
  const [row] = await server.database.db.select({ n: count() }).from(orders);
  return row!.n;
}

/** A line with client-side numbers that the server must ignore. */
function tamperedLine(codigo_producto: string, cantidad: number): OrderLine {
  return {
    codigo_producto,
    cantidad,
    precio: 1,
    porcentaje_iva: 0,
    valor_iva: 0,
    porcentaje_descuento: 0,
    valor_descuento: 0,
    descuento: '',
    clase_condicion: '',
    total: 1,
  };
}

const fixtureProduct = (code: string) => fixtureProducts.find((p) => p.codigo_producto === code)!;
/** The stored net price of a fixture product in a konda (the seed's own rule). */
const listPrice = (code: string, konda: string) => {
  const p = fixtureProduct(code);
  return priceForKonda(p.precio, konda, p.porcentaje_iva, p.unidad_medida_venta)!;
};

/** What the server should compute: fixture product at the konda's price, shared pricing rules. */
function expectedFor(lines: Array<[string, number]>, konda: '28' | '29' | '30' | '31', fee: number) {
  const priced = lines.map(([code, qty], i) => {
    return priceLine({ ...fixtureProduct(code), precio: listPrice(code, konda) }, qty, i + 1);
  });
  return { lines: toOrderLines(priced), totals: orderTotals(priced, fee) };
}

describe('sending an order (POST /api/pedidos/enviar_pedidos_playerid_canal)', () => {
  it('stores a valid order and answers tipo S with the order number', async () => {
    const before = await orderCount();
    const pedido = await sendOk(validOrder());
    expect(pedido).toBeGreaterThanOrEqual(100_001);
    expect(await orderCount()).toBe(before + 1);
    const stored = await storedOrder(pedido);
    expect(stored).toMatchObject({
      pedido,
      estado: 'recibido',
      pdv: 'B001',
      nombre_recibe: 'Laura Gómez',
      fecha_creacion: START.toISOString(),
    });
  });

  it('numbers consecutive orders upwards', async () => {
    const first = await sendOk(validOrder());
    const second = await sendOk(validOrder());
    expect(second).toBe(first + 1);
  });

  it('stores an order whose prices were tampered with (precio 1, total 1) with the server prices', async () => {
    const tampered = validOrder({
      konda: '28', // the client's konda is ignored too: Bogotá's sales point uses konda 30
      cedula: '999',
      valor_domicilio: 0,
      valorbolsa: 0,
      cuponesvalor: 50_000,
      detalles_pedido: [tamperedLine('T100', 2), tamperedLine('T101', 1), tamperedLine('T200', 3), tamperedLine('T300', 1)],
      totales: { subtotal: 1, iva: 0, descuento: 0, valor_domicilio: 0, total: 1 },
    });
    const pedido = await sendOk(tampered);
    const stored = await storedOrder(pedido);
    const expected = expectedFor(
      [
        ['T100', 2],
        ['T101', 1],
        ['T200', 3],
        ['T300', 1],
      ],
      '30',
      DELIVERY_FEE_PESOS,
    );
    expect(stored.konda).toBe('30');
    expect(stored.cedula).toBe('1020304050');
    expect(stored.cuponesvalor).toBe(0);
    expect(stored.detalles_pedido).toEqual(expected.lines);
    expect(stored.totales).toEqual(expected.totals);
    expect(stored.detalles_pedido[0]!.precio).toBe(listPrice('T100', '30'));
    expect(stored.detalles_pedido[1]).toMatchObject({ porcentaje_descuento: 10, descuento: 'S', clase_condicion: 'ZDES' });
    expect(stored.totales.total).toBeGreaterThan(100_000);
  });

  it('charges the delivery fee for home delivery and none for pick-up in store', async () => {
    const delivery = await storedOrder(await sendOk(validOrder({ recogeentienda: '-', valor_domicilio: 0 })));
    expect(delivery.valor_domicilio).toBe(DELIVERY_FEE_PESOS);
    expect(delivery.totales.valor_domicilio).toBe(DELIVERY_FEE_PESOS);
    const pickup = await storedOrder(await sendOk(validOrder({ recogeentienda: 'X', valor_domicilio: 5_900 })));
    expect(pickup.valor_domicilio).toBe(0);
    expect(pickup.totales.total).toBe(delivery.totales.total - DELIVERY_FEE_PESOS);
  });

  it('raises a quantity below cantidadminima to it', async () => {
    const stored = await storedOrder(await sendOk(validOrder({ detalles_pedido: [tamperedLine('T301', 1)] })));
    expect(stored.detalles_pedido[0]!.cantidad).toBe(2);
  });

  it('answers 401 without a token and stores nothing', async () => {
    const before = await orderCount();
    await expectApiError(await send(validOrder(), {}), 401, messages.http.unauthorized);
    await expectApiError(
      await send(validOrder(), { Authorization: 'Basic Y2xpZW50ZTpDbGllbnRlMTIzIQ==' }),
      401,
      messages.http.unauthorized,
    );
    await expectApiError(await send(validOrder(), bearer('no.es.token')), 401, messages.http.unauthorized);
    expect(await orderCount()).toBe(before);
  });

  it('answers 401 with an expired token or one signed with another secret', async () => {
    server.clock.advance(3601_000);
    try {
      await expectApiError(await send(validOrder()), 401, messages.http.unauthorized);
    } finally {
      server.clock.advance(-3601_000);
    }
    const forged = await new SignJWT({ cedula: '1020304050', admin: true })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuedAt(Math.floor(START.getTime() / 1000))
      .setExpirationTime(Math.floor(START.getTime() / 1000) + 3600)
      .sign(secretKey('un-secreto-que-no-es-el-del-servidor'));
    await expectApiError(await send(validOrder(), bearer(forged)), 401, messages.http.unauthorized);
  });

  it('answers 401 before looking at a malformed body', async () => {
    await expectApiError(await server.postJson(ORDER_PATH, '{nope'), 401, messages.http.unauthorized);
  });

  it('rejects an order whose recipient name has 60 characters with 422 and the spec-order message', async () => {
    const res = await send(validOrder({ nombre_recibe: 'L'.repeat(60) }));
    const body = await expectApiError(res, 422, orderMessages.recipientTooLong);
    expect(body.errors).toEqual({ nombre_recibe: [orderMessages.recipientTooLong] });
  });

  it('reports the first failing rule in the spec order (recipient before observation)', async () => {
    const body = await expectApiError(
      await send(validOrder({ nombre_recibe: '  ', observacion: 'o'.repeat(81), telefono: '' })),
      422,
      orderMessages.recipientRequired,
    );
    expect(Object.keys(body.errors!)).toEqual(['nombre_recibe']);
    await expectApiError(await send(validOrder({ telefono: '', observacion: 'o'.repeat(81) })), 422, orderMessages.phoneMissing);
    await expectApiError(await send(validOrder({ observacion: 'o'.repeat(81) })), 422, orderMessages.observationTooLong);
    await expectApiError(await send(validOrder({ detalles_pedido: [] })), 422, orderMessages.noProducts);
    await expectApiError(await send(validOrder({ recogeentienda: '?' })), 422, orderMessages.deliveryNotIdentified);
    await expectApiError(await send(validOrder({ estadopago: '' })), 422, orderMessages.paymentStateInvalid);
  });

  it('rejects an unknown product, a product not sold at the sales point and an unknown sales point with prices undeterminable', async () => {
    const before = await orderCount();
    const unknown = await expectApiError(
      await send(validOrder({ detalles_pedido: [tamperedLine('NOEXISTE', 1)] })),
      422,
      orderMessages.pricesUndeterminable,
    );
    expect(unknown.errors).toHaveProperty('detalles_pedido');
    // Cali (C001) does not sell T201.
    await expectApiError(
      await send(
        validOrder({ pdv: 'C001', ciudad: 'Cali', detalles_pedido: [tamperedLine('T100', 1), tamperedLine('T201', 1)] }),
      ),
      422,
      orderMessages.pricesUndeterminable,
    );
    const pdv = await expectApiError(await send(validOrder({ pdv: 'Z999' })), 422, orderMessages.pricesUndeterminable);
    expect(pdv.errors).toHaveProperty('pdv');
    expect(await orderCount()).toBe(before);
  });

  it.each([
    ['a missing pdv', (o: Record<string, unknown>) => delete o.pdv, 'pdv'],
    [
      'a quantity of 0',
      (o: Record<string, unknown>) => ((o.detalles_pedido as OrderLine[])[0]!.cantidad = 0),
      'detalles_pedido.0.cantidad',
    ],
    [
      'a fractional quantity',
      (o: Record<string, unknown>) => ((o.detalles_pedido as OrderLine[])[0]!.cantidad = 1.5),
      'detalles_pedido.0.cantidad',
    ],
    ['detalles_pedido that is an object', (o: Record<string, unknown>) => (o.detalles_pedido = {}), 'detalles_pedido'],
    ['totals missing', (o: Record<string, unknown>) => delete o.totales, 'totales'],
    ['a negative delivery fee', (o: Record<string, unknown>) => (o.valor_domicilio = -1), 'valor_domicilio'],
    ['an observation of 401 characters', (o: Record<string, unknown>) => (o.observacion = 'x'.repeat(401)), 'observacion'],
  ])('rejects %s with 422 and a Spanish field error', async (_name, mutate, field) => {
    const order = structuredClone(validOrder()) as unknown as Record<string, unknown>;
    mutate(order);
    const body = await expectApiError(await send(order), 422, messages.http.validation);
    expect(body.errors?.[field]?.[0]).toMatch(/[a-záéíóúñ]{3}/i);
    await expectStillAnswering(server);
  });

  it('rejects malformed JSON with 400 and keeps answering', async () => {
    await expectApiError(await send('{"pdv": "B001", '), 400, messages.http.badRequest);
    await expectApiError(await send('[1,2'), 400, messages.http.badRequest);
    await expectStillAnswering(server);
  });

  it('computes the same stored order whatever numbers the client sends (property)', async () => {
    const { recomputeOrder } = await import('../../server/routes/orders');
    const ctx = {
      catalogue: server.app.catalogue,
    } as unknown as Parameters<typeof recomputeOrder>[0];
    const codesAtBogota = fixtureProducts.map((p) => p.codigo_producto);
    const money = fc.integer({ min: 0, max: 10_000_000 });
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({ code: fc.constantFrom(...codesAtBogota), cantidad: fc.integer({ min: 1, max: 999 }), noise: money }),
          { minLength: 1, maxLength: 6 },
        ),
        money,
        fc.constantFrom('X', '-'),
        async (lines, noise, recoge) => {
          const submitted = validOrder({
            recogeentienda: recoge,
            valor_domicilio: noise,
            detalles_pedido: lines.map((l) => ({
              ...tamperedLine(l.code, l.cantidad),
              precio: l.noise,
              total: l.noise,
              valor_iva: l.noise,
            })),
            totales: { subtotal: noise, iva: noise, descuento: noise, valor_domicilio: noise, total: noise },
          });
          const clean = validOrder({
            recogeentienda: recoge,
            detalles_pedido: lines.map((l) => tamperedLine(l.code, l.cantidad)),
          });
          const a = await recomputeOrder(ctx, submitted, '1020304050');
          const b = await recomputeOrder(ctx, clean, '1020304050');
          expect(a).toEqual(b);
          expect(a.totales.total).toBe(
            a.detalles_pedido.reduce((sum, l) => sum + l.total, 0) + (recoge === '-' ? DELIVERY_FEE_PESOS : 0),
          );
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('reading an order (GET /api/pedidos/{pedido})', () => {
  it('returns the order with its lines and totals to its owner', async () => {
    const pedido = await sendOk(validOrder({ detalles_pedido: [tamperedLine('T102', 2)] }));
    const stored = await storedOrder(pedido);
    expect(stored.pedido).toBe(pedido);
    expect(stored.detalles_pedido).toHaveLength(1);
    expect(stored.detalles_pedido[0]).toMatchObject({ codigo_producto: 'T102', cantidad: 2, precio: listPrice('T102', '30') });
    expect(stored.totales.total).toBe(stored.detalles_pedido[0]!.total + DELIVERY_FEE_PESOS);
  });

  it('answers 404 to anyone else, even an administrator, and 401 without a token', async () => {
    const pedido = await sendOk(validOrder());
    const admin = await logInAdmin(server);
    await expectApiError(await fetchOrder(pedido, bearer(admin.token)), 404, messages.http.notFound);
    await expectApiError(await fetchOrder(pedido, {}), 401, messages.http.unauthorized);
    // The administrator's own orders are theirs.
    const own = await sendOk(validOrder(), bearer(admin.token));
    expect((await fetchOrder(own, bearer(admin.token))).status).toBe(200);
    await expectApiError(await fetchOrder(own), 404, messages.http.notFound);
  });

  it('answers 404 for an order that does not exist and 4xx for a malformed number', async () => {
    await expectApiError(await fetchOrder(999_999), 404, messages.http.notFound);
    await expectApiError(await fetchOrder('abc'), 404, messages.http.notFound);
    await expectApiError(await fetchOrder('0'), 422, messages.http.validation);
    await expectApiError(await fetchOrder('99999999999999999999'), 422, messages.http.validation);
    await expectStillAnswering(server);
  });

  it('answers 405 for a GET on the order-sending path and a POST on an order', async () => {
    await expectApiError(await server.request(ORDER_PATH, { headers: bearer(token) }), 405, messages.http.methodNotAllowed);
    await expectApiError(await server.postJson('/api/pedidos/100001', {}, bearer(token)), 405, messages.http.methodNotAllowed);
  });
});

describe('what order fields hold: checked by the server, whatever the client sent', () => {
  // START is 2026-03-02 10:00 in Bogotá: today's first possible slot is 11:00 (45 minutes' lead).
  const t = orderFieldTexts;
  it.each<[string, Partial<Order>, keyof Order, string]>([
    ['a date that is not a date', { fecha_entrega: 'aaaa' }, 'fecha_entrega', t.deliveryDateInvalid],
    ['a day that does not exist', { fecha_entrega: '9999-99-99' }, 'fecha_entrega', t.deliveryDateInvalid],
    ['30 February', { fecha_entrega: '2026-02-30' }, 'fecha_entrega', t.deliveryDateInvalid],
    ['a past day', { fecha_entrega: '2020-01-01' }, 'fecha_entrega', t.deliveryDayUnavailable],
    ['a day beyond the days on offer', { fecha_entrega: '2099-12-31' }, 'fecha_entrega', t.deliveryDayUnavailable],
    ['an hour that is not an hour', { hora_entrega: '99:99' }, 'hora_entrega', t.deliveryTimeInvalid],
    [
      "today's hour too soon for the kitchen",
      { fecha_entrega: '2026-03-02', hora_entrega: '10:30' },
      'hora_entrega',
      t.deliveryTimeUnavailable,
    ],
    ['an hour outside the slots', { hora_entrega: '12:10' }, 'hora_entrega', t.deliveryTimeUnavailable],
    ['a contact phone with letters and markup', { telefono: 'abc<script>' }, 'telefono', t.phoneInvalid],
    ['a mobile that is not a Colombian mobile', { celularpedido: '12345' }, 'celularpedido', t.cellPhoneInvalid],
    ['terms not accepted', { aceptaterminos: 'N' }, 'aceptaterminos', t.termsNotAccepted],
  ])('%s: 422 with the Spanish message on the field, nothing stored', async (_, override, field, message) => {
    const before = await orderCount();
    const body = await expectApiError(await send(validOrder(override)), 422, message);
    expect(body.errors).toEqual({ [field]: [message] });
    expect(await orderCount()).toBe(before);
  });

  it("today's next possible slot and phones written with spaces or dashes are accepted", async () => {
    await sendOk(
      validOrder({ fecha_entrega: '2026-03-02', hora_entrega: '11:00', telefono: '601 742-5000', celularpedido: '300 123 4567' }),
    );
  });
});

describe('money that cannot overflow', () => {
  it('17 lines × 999 units (about 1,000 million pesos) answer 422 with the online maximum, never 500, and nothing is stored', async () => {
    const product = fixtureProducts[0]!;
    const lines = Array.from({ length: 17 }, () => ({
      ...validOrder().detalles_pedido[0]!,
      codigo_producto: product.codigo_producto,
      cantidad: 999,
    }));
    const before = await orderCount();
    const body = await expectApiError(await send(validOrder({ detalles_pedido: lines })), 422, orderFieldTexts.totalTooLarge);
    expect(body.errors).toEqual({ totales: [orderFieldTexts.totalTooLarge] });
    expect(await orderCount()).toBe(before);
    expect(orderFieldTexts.totalTooLarge).toContain(formatPesos(5_000_000));
  });

  it('an order above the old int4 range (50 lines × 999 units, about 2,900 million pesos) is refused by the ceiling with 422, never a column overflow', async () => {
    const lines = Array.from({ length: 50 }, () => tamperedLine('T100', MAX_LINE_QUANTITY));
    const { recomputeOrder } = await import('../../server/routes/orders');
    const priced = await recomputeOrder(
      { catalogue: server.app.catalogue } as unknown as Parameters<typeof recomputeOrder>[0],
      validOrder({ detalles_pedido: lines }),
      '1020304050',
    );
    expect(priced.totales.total).toBeGreaterThan(2 ** 31 - 1);
    const before = await orderCount();
    const body = await expectApiError(await send(validOrder({ detalles_pedido: lines })), 422, orderFieldTexts.totalTooLarge);
    expect(body.errors).toEqual({ totales: [orderFieldTexts.totalTooLarge] });
    expect(await orderCount()).toBe(before);
  });

  it('a big order just under the ceiling is stored to the peso: the stored total is the recomputed one', async () => {
    const { recomputeOrder } = await import('../../server/routes/orders');
    const order = validOrder({ detalles_pedido: [tamperedLine('T100', 92)] });
    const priced = await recomputeOrder(
      { catalogue: server.app.catalogue } as unknown as Parameters<typeof recomputeOrder>[0],
      order,
      '1020304050',
    );
    expect(priced.totales.total).toBeGreaterThan(4_900_000);
    expect(priced.totales.total).toBeLessThanOrEqual(MAX_ONLINE_ORDER_TOTAL_PESOS);
    const pedido = await sendOk(order);
    const stored = await storedOrder(pedido);
    expect(stored.totales.total).toBe(priced.totales.total);
    const [row] = await server.database.db.select({ total: orders.total }).from(orders).where(eq(orders.pedido, pedido));
    expect(row!.total).toBe(priced.totales.total);
  });

  it('every peso column is bigint: an amount beyond int4 (up to Number.MAX_SAFE_INTEGER) is stored and read back exactly', async () => {
    const pedido = await sendOk(validOrder());
    const huge = Number.MAX_SAFE_INTEGER;
    await server.database.db
      .update(orders)
      .set({ total: huge, subtotal: 2 ** 31, valorDomicilio: 2 ** 40 })
      .where(eq(orders.pedido, pedido));
    await server.database.db
      .update(orderLines)
      .set({ total: huge, precio: 2 ** 33 })
      .where(eq(orderLines.pedido, pedido));
    await server.database.db.update(payments).set({ monto: huge }).where(eq(payments.pedido, pedido));
    const [order] = await server.database.db.select().from(orders).where(eq(orders.pedido, pedido));
    expect(order).toMatchObject({ total: huge, subtotal: 2 ** 31, valorDomicilio: 2 ** 40 });
    const [line] = await server.database.db.select().from(orderLines).where(eq(orderLines.pedido, pedido));
    expect(line).toMatchObject({ total: huge, precio: 2 ** 33 });
    const [payment] = await server.database.db.select().from(payments).where(eq(payments.pedido, pedido));
    expect(payment!.monto).toBe(huge);
  });
});

describe('a maximum quantity per line (MAX_LINE_QUANTITY)', () => {
  it(`${MAX_LINE_QUANTITY} units of a product are accepted; ${MAX_LINE_QUANTITY + 1} answer 422 naming the maximum in Spanish, and nothing is stored`, async () => {
    expect(MAX_LINE_QUANTITY).toBe(999);
    const before = await orderCount();
    for (const cantidad of [MAX_LINE_QUANTITY + 1, 1_000_000, 2 ** 31]) {
      const body = await expectApiError(
        await send(validOrder({ detalles_pedido: [tamperedLine('T200', cantidad)] })),
        422,
        messages.http.validation,
      );
      expect(body.errors?.['detalles_pedido.0.cantidad']).toEqual([orderMessages.lineQuantityTooLarge]);
    }
    expect(orderMessages.lineQuantityTooLarge).toContain(String(MAX_LINE_QUANTITY));
    expect(await orderCount()).toBe(before);
    // 999 × T200 (about 4,9 million pesos) is inside the ceiling: the maximum itself is allowed.
    await sendOk(validOrder({ detalles_pedido: [tamperedLine('T200', MAX_LINE_QUANTITY)] }));
  });
});
