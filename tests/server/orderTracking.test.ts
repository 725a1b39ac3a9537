/**
 * Order lifecycle with the fake clock, mis-pedidos, seguir-pedidos, detalle-pedido, cancelling and rating.
 * The kitchen's timeline starts when the online payment is approved: tests pay through the
 * sandbox gateway (payOrder) before moving the clock.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../machines/messages';
import { orderMessages } from '../../machines/screenTexts/order';
import {
  orderDetailSchema,
  orderResultSchema,
  orderSummaryListSchema,
  ratingAnswerSchema,
  storedOrderSchema,
  trackedOrderListSchema,
  type OrderDetail,
} from '../../machines/schemas';
import { orderRatings, orders, orderStatusHistory } from '../../server/db/schema';
import { sandboxTimeline } from '../../server/services/orderStatus';
import { createTestServer, expectStillAnswering, START, type TestServer } from './helpers';
import { adminAuth, customerAuth, expectError, line, MINUTE, payOrder, placeOrder, placePaidOrder } from './accountHelpers';
import { ratingTexts } from '../../machines/screenTexts/rating';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => server?.close());
afterEach(() => {
  server.clock.now = new Date(START);
});

/** Moves the fake clock and answers a token valid at the new time. */
async function later(minutes: number): Promise<Record<string, string>> {
  server.clock.advance(minutes * MINUTE);
  return customerAuth(server);
}

async function detail(pedido: number | string, headers: Record<string, string>): Promise<OrderDetail> {
  const res = await server.request(`/api/pedidos/detalle_pedido/${pedido}`, { headers });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  return orderDetailSchema.parse(await res.json());
}

const statuses = (d: OrderDetail) => d.historial.map((h) => h.estado);
const cancel = (pedido: number | string, headers: Record<string, string>) =>
  server.request(`/api/pedidos/cancelar_pedido/${pedido}`, { method: 'POST', headers });

describe('status lifecycle (sandbox, from the injected clock)', () => {
  it('a paid home delivery goes recibido → en preparación (5 min) → en camino (20) → entregado (45), each step recorded', async () => {
    let auth = await customerAuth(server);
    const pedido = await placePaidOrder(server, auth);
    const created = server.clock.now.getTime();
    expect(await detail(pedido, auth)).toMatchObject({
      estado: 'recibido',
      puede_cancelar: true,
      historial: [{ estado: 'recibido', fecha: START.toISOString() }],
    });

    auth = await later(4);
    expect((await detail(pedido, auth)).estado).toBe('recibido');
    auth = await later(1);
    expect((await detail(pedido, auth)).estado).toBe('en preparación');
    auth = await later(15);
    expect(await detail(pedido, auth)).toMatchObject({ estado: 'en camino', puede_cancelar: false });
    auth = await later(25);
    const done = await detail(pedido, auth);
    expect(done.estado).toBe('entregado');
    expect(done.historial).toEqual([
      { estado: 'recibido', fecha: new Date(created).toISOString() },
      { estado: 'en preparación', fecha: new Date(created + 5 * MINUTE).toISOString() },
      { estado: 'en camino', fecha: new Date(created + 20 * MINUTE).toISOString() },
      { estado: 'entregado', fecha: new Date(created + 45 * MINUTE).toISOString() },
    ]);
    // The durable log and orders.estado follow.
    const rows = await server.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.pedido, pedido))
      .orderBy(asc(orderStatusHistory.fecha));
    expect(rows.map((r) => [r.estado, r.fecha.toISOString()])).toEqual(done.historial.map((h) => [h.estado, h.fecha]));
    const [row] = await server.database.db.select({ estado: orders.estado }).from(orders).where(eq(orders.pedido, pedido));
    expect(row!.estado).toBe('entregado');
    auth = await later(600);
    expect((await detail(pedido, auth)).estado).toBe('entregado');
  });

  it('a paid pick-up order skips en camino and is delivered at 30 min', async () => {
    let auth = await customerAuth(server);
    const pedido = await placePaidOrder(server, auth, { recogeentienda: 'X', valor_domicilio: 0 });
    auth = await later(30);
    expect(statuses(await detail(pedido, auth))).toEqual(['recibido', 'en preparación', 'entregado']);
  });

  it('jumping straight past the end reports every step with its own time', async () => {
    let auth = await customerAuth(server);
    const pedido = await placePaidOrder(server, auth);
    auth = await later(24 * 60);
    expect(statuses(await detail(pedido, auth))).toEqual(['recibido', 'en preparación', 'en camino', 'entregado']);
  });

  it('an unpaid order stays recibido until its 30 minutes run out, then is vencido; a rejected payment does not start the kitchen either', async () => {
    let auth = await customerAuth(server);
    const pending = await placeOrder(server, auth);
    const rejected = await placeOrder(server, auth);
    await payOrder(server, rejected, 'rechazado');
    auth = await later(29);
    for (const pedido of [pending, rejected]) {
      expect(await detail(pedido, auth)).toMatchObject({
        estado: 'recibido',
        puede_cancelar: true,
        historial: [{ estado: 'recibido', fecha: START.toISOString() }],
      });
    }
    const [row] = await server.database.db
      .select({ estado: orders.estado, pagadoEn: orders.pagadoEn })
      .from(orders)
      .where(eq(orders.pedido, pending));
    expect(row).toEqual({ estado: 'recibido', pagadoEn: null });
    // Past UNPAID_ORDER_EXPIRY_MS: final, dated at the deadline, never prepared (server/services/orderExpiry.ts).
    auth = await later(3 * 60);
    for (const pedido of [pending, rejected]) {
      expect(await detail(pedido, auth)).toMatchObject({
        estado: 'vencido',
        puede_cancelar: false,
        historial: [
          { estado: 'recibido', fecha: START.toISOString() },
          { estado: 'vencido', fecha: new Date(START.getTime() + 30 * MINUTE).toISOString() },
        ],
      });
    }
  });

  it('the schedule counts from the payment, not from reception', async () => {
    let auth = await customerAuth(server);
    const pedido = await placeOrder(server, auth);
    auth = await later(10);
    await payOrder(server, pedido);
    const paidAt = server.clock.now.getTime();
    auth = await later(4);
    expect((await detail(pedido, auth)).estado).toBe('recibido');
    auth = await later(41);
    const done = await detail(pedido, auth);
    expect(done.historial).toEqual([
      { estado: 'recibido', fecha: START.toISOString() },
      { estado: 'en preparación', fecha: new Date(paidAt + 5 * MINUTE).toISOString() },
      { estado: 'en camino', fecha: new Date(paidAt + 20 * MINUTE).toISOString() },
      { estado: 'entregado', fecha: new Date(paidAt + 45 * MINUTE).toISOString() },
    ]);
    const [row] = await server.database.db.select({ pagadoEn: orders.pagadoEn }).from(orders).where(eq(orders.pedido, pedido));
    expect(row!.pagadoEn!.getTime()).toBe(paidAt);
  });

  it('sandboxTimeline is pure: cancelling before a step stops the schedule', () => {
    const createdAt = new Date(START);
    const at = (m: number) => new Date(START.getTime() + m * MINUTE);
    expect(sandboxTimeline({ createdAt, pickup: false, cancelledAt: at(3), now: at(60) }).map((s) => s.estado)).toEqual([
      'recibido',
      'cancelado',
    ]);
    expect(sandboxTimeline({ createdAt, pickup: false, cancelledAt: at(5), now: at(60) }).map((s) => s.estado)).toEqual([
      'recibido',
      'cancelado',
    ]);
    expect(sandboxTimeline({ createdAt, pickup: true, cancelledAt: null, now: at(29) }).map((s) => s.estado)).toEqual([
      'recibido',
      'en preparación',
    ]);
    // Unpaid: nothing but reception; paid at 10 min: the schedule starts there.
    expect(
      sandboxTimeline({ createdAt, paidAt: null, pickup: false, cancelledAt: null, now: at(600) }).map((s) => s.estado),
    ).toEqual(['recibido']);
    const paid = sandboxTimeline({ createdAt, paidAt: at(10), pickup: false, cancelledAt: null, now: at(30) });
    expect(paid.map((s) => [s.estado, s.fecha.getTime()])).toEqual([
      ['recibido', START.getTime()],
      ['en preparación', at(15).getTime()],
      ['en camino', at(30).getTime()],
    ]);
    expect(
      sandboxTimeline({ createdAt, paidAt: at(10), pickup: false, cancelledAt: at(12), now: at(60) }).map((s) => s.estado),
    ).toEqual(['recibido', 'cancelado']);
  });
});

describe('cancelling (POST /api/pedidos/cancelar_pedido/{pedido})', () => {
  it('cancels while recibido; the order then stays cancelado and cancelling again answers the same', async () => {
    let auth = await customerAuth(server);
    const pedido = await placeOrder(server, auth);
    auth = await later(2);
    const res = await cancel(pedido, auth);
    expect(res.status).toBe(200);
    expect(orderResultSchema.parse(await res.json())).toEqual({ tipo: 'S', mensaje: orderMessages.cancelled, pedido });
    auth = await later(60);
    const d = await detail(pedido, auth);
    expect(d).toMatchObject({ estado: 'cancelado', puede_cancelar: false });
    expect(d.historial).toEqual([
      { estado: 'recibido', fecha: START.toISOString() },
      { estado: 'cancelado', fecha: new Date(START.getTime() + 2 * MINUTE).toISOString() },
    ]);
    expect((await cancel(pedido, auth)).status).toBe(200);
  });

  it('a paid order can be cancelled before the kitchen starts', async () => {
    let auth = await customerAuth(server);
    const pedido = await placePaidOrder(server, auth);
    auth = await later(4);
    expect((await cancel(pedido, auth)).status).toBe(200);
    auth = await later(60);
    expect(await detail(pedido, auth)).toMatchObject({ estado: 'cancelado', estadopago: 'APROBADO' });
  });

  it('an unpaid order can be cancelled until it expires: the kitchen never started', async () => {
    let auth = await customerAuth(server);
    const pedido = await placeOrder(server, auth);
    auth = await later(29);
    expect(await detail(pedido, auth)).toMatchObject({ estado: 'recibido', puede_cancelar: true });
    expect((await cancel(pedido, auth)).status).toBe(200);
    expect(await detail(pedido, auth)).toMatchObject({ estado: 'cancelado' });
  });

  it('an order that expired unpaid cannot be cancelled (422 in Spanish), whether or not anything read it before', async () => {
    let auth = await customerAuth(server);
    const unread = await placeOrder(server, auth);
    const read = await placeOrder(server, auth);
    auth = await later(31);
    expect((await detail(read, auth)).estado).toBe('vencido');
    for (const pedido of [unread, read]) {
      const body = await expectError(await cancel(pedido, auth), 422, orderMessages.cannotCancelExpired);
      expect(body.errors).toEqual({ pedido: [orderMessages.cannotCancelExpired] });
      expect(await detail(pedido, auth)).toMatchObject({ estado: 'vencido', puede_cancelar: false });
    }
  });

  it('refuses once the kitchen started (422 in Spanish)', async () => {
    let auth = await customerAuth(server);
    const pedido = await placePaidOrder(server, auth);
    auth = await later(5);
    const body = await expectError(await cancel(pedido, auth), 422, orderMessages.cannotCancel);
    expect(body.errors).toEqual({ pedido: [orderMessages.cannotCancel] });
    expect((await detail(pedido, auth)).estado).toBe('en preparación');
  });

  it("401 without a token, 404 for another customer's order or an unknown one, 422 for a malformed number", async () => {
    const auth = await customerAuth(server);
    const pedido = await placeOrder(server, auth);
    await expectError(await cancel(pedido, {}), 401, messages.http.unauthorized);
    await expectError(await cancel(pedido, await adminAuth(server)), 404, messages.http.notFound);
    await expectError(await cancel(999_999, auth), 404, messages.http.notFound);
    await expectError(await cancel('abc', auth), 422, messages.http.validation);
    expect((await detail(pedido, auth)).estado).toBe('recibido');
  });
});

describe('detail (GET /api/pedidos/detalle_pedido/{pedido} and /api/pedidos/{pedido})', () => {
  it('answers the stored order with lines, totals, history, what is left to pay and flags, on both paths', async () => {
    const auth = await customerAuth(server);
    const pedido = await placeOrder(server, auth, { detalles_pedido: [line('T102', 2)] });
    const d = await detail(pedido, auth);
    expect(d).toMatchObject({ pedido, estado: 'recibido', calificado: false, frecuencia_suscripcion: null, cuponesvalor: 0 });
    expect(d.detalles_pedido).toHaveLength(1);
    // Each line names its product (reorder tells the customer by name what is no longer sold).
    expect(d.detalles_pedido[0]).toMatchObject({ codigo_producto: 'T102', descripcion_corta: expect.stringMatching(/\S/) });
    expect(d.total_a_pagar).toBe(d.totales.total);
    const short = await server.request(`/api/pedidos/${pedido}`, { headers: auth });
    expect(storedOrderSchema.parse(await short.clone().json()).pedido).toBe(pedido);
    expect(await short.json()).toEqual(d);
  });

  it("keeps the delivery address's barrio in its own field and answers it in the detail (it was sent empty)", async () => {
    const auth = await customerAuth(server);
    const pedido = await placeOrder(server, auth, {
      direccion: 'Carrera 7 # 71-21',
      barrio: 'Quinta Camacho',
      textoBarrio: 'Quinta Camacho',
    });
    expect(await detail(pedido, auth)).toMatchObject({
      direccion: 'Carrera 7 # 71-21',
      barrio: 'Quinta Camacho',
      textoBarrio: 'Quinta Camacho',
    });
  });

  it("401 without a token; another customer's order is a 404; malformed numbers 422 and the server keeps answering", async () => {
    const auth = await customerAuth(server);
    const pedido = await placeOrder(server, auth);
    await expectError(await server.request(`/api/pedidos/detalle_pedido/${pedido}`), 401, messages.http.unauthorized);
    await expectError(
      await server.request(`/api/pedidos/detalle_pedido/${pedido}`, { headers: await adminAuth(server) }),
      404,
      messages.http.notFound,
    );
    for (const bad of ['0', '-1', '1.5', 'x', '99999999999']) {
      await expectError(
        await server.request(`/api/pedidos/detalle_pedido/${bad}`, { headers: auth }),
        422,
        messages.http.validation,
      );
    }
    await expectStillAnswering(server);
  });
});

describe('lists (GET /api/pedidos/mis_pedidos and /api/pedidos/seguir_pedidos)', () => {
  it("counts the order's products in units, not lines (two chickens are two products)", async () => {
    const auth = await customerAuth(server);
    const pedido = await placeOrder(server, auth, { detalles_pedido: [line('T100', 2), line('T101', 3)] });
    const list = orderSummaryListSchema.parse(
      await (await server.request('/api/pedidos/mis_pedidos?limite=100', { headers: auth })).json(),
    );
    expect(list.find((o) => o.pedido === pedido)?.cantidad_productos).toBe(5);
  });

  it("each listed order says whether it was paid (estadopago), so the card says 'Total pagado' or 'Total a pagar'", async () => {
    const auth = await customerAuth(server);
    const paid = await placePaidOrder(server, auth);
    const unpaid = await placeOrder(server, auth);
    const list = orderSummaryListSchema.parse(
      await (await server.request('/api/pedidos/mis_pedidos?limite=100', { headers: auth })).json(),
    );
    expect(list.find((o) => o.pedido === paid)?.estadopago).toBe('APROBADO');
    expect(list.find((o) => o.pedido === unpaid)?.estadopago).toBe('PENDIENTE');
    const tracked = trackedOrderListSchema.parse(
      await (await server.request('/api/pedidos/seguir_pedidos', { headers: auth })).json(),
    );
    expect(tracked.find((o) => o.pedido === paid)?.estadopago).toBe('APROBADO');
  });

  it('mis_pedidos lists only my orders, newest first, with pages', async () => {
    const auth = await customerAuth(server);
    const admin = await adminAuth(server);
    const theirs = await placeOrder(server, admin);
    const mine = [await placeOrder(server, auth), await placeOrder(server, auth), await placeOrder(server, auth)];
    const res = await server.request('/api/pedidos/mis_pedidos?limite=2', { headers: auth });
    expect(res.status).toBe(200);
    const page1 = orderSummaryListSchema.parse(await res.json());
    expect(page1.map((o) => o.pedido)).toEqual([mine[2], mine[1]]);
    expect(page1[0]).toMatchObject({ estado: 'recibido', cantidad_productos: 1, ciudad: 'Bogotá' });
    const page2 = orderSummaryListSchema.parse(
      await (await server.request('/api/pedidos/mis_pedidos?limite=2&pagina=2', { headers: auth })).json(),
    );
    expect(page2[0]!.pedido).toBe(mine[0]);
    const all = orderSummaryListSchema.parse(
      await (await server.request('/api/pedidos/mis_pedidos?limite=100', { headers: auth })).json(),
    );
    expect(all.some((o) => o.pedido === theirs)).toBe(false);
    const adminList = orderSummaryListSchema.parse(
      await (await server.request('/api/pedidos/mis_pedidos', { headers: admin })).json(),
    );
    expect(adminList.every((o) => !mine.includes(o.pedido))).toBe(true);
  });

  it('seguir_pedidos shows the last 24 h with their history, and advances with the clock', async () => {
    let auth = await customerAuth(server);
    const pedido = await placePaidOrder(server, auth);
    auth = await later(21);
    const tracked = trackedOrderListSchema.parse(
      await (await server.request('/api/pedidos/seguir_pedidos', { headers: auth })).json(),
    );
    const mine = tracked.find((o) => o.pedido === pedido)!;
    expect(mine.estado).toBe('en camino');
    expect(mine.historial.map((h) => h.estado)).toEqual(['recibido', 'en preparación', 'en camino']);
    auth = await later(24 * 60);
    const afterADay = trackedOrderListSchema.parse(
      await (await server.request('/api/pedidos/seguir_pedidos', { headers: auth })).json(),
    );
    expect(afterADay.some((o) => o.pedido === pedido)).toBe(false);
  });

  it('need a token; malformed pages answer 422 in Spanish', async () => {
    const auth = await customerAuth(server);
    await expectError(await server.request('/api/pedidos/mis_pedidos'), 401, messages.http.unauthorized);
    await expectError(await server.request('/api/pedidos/seguir_pedidos'), 401, messages.http.unauthorized);
    for (const q of ['limite=0', 'limite=101', 'pagina=0', 'pagina=uno', 'limite=2.5']) {
      const body = await expectError(
        await server.request(`/api/pedidos/mis_pedidos?${q}`, { headers: auth }),
        422,
        messages.http.validation,
      );
      expect(Object.keys(body.errors!)[0]).toMatch(/^(limite|pagina)$/);
    }
  });
});

describe('rating (GET /api/pedidos/calificar_pedido/{orderNumber}/{pdv}/{rating}/{reason}/{observation})', () => {
  const rate = (parts: (string | number)[], headers: Record<string, string>) =>
    server.request(`/api/pedidos/calificar_pedido/${parts.map((p) => encodeURIComponent(String(p))).join('/')}`, { headers });

  it('stores one rating of my delivered order and answers tipo S with a message', async () => {
    const pedido = await placePaidOrder(server, await customerAuth(server));
    const auth = await later(46);
    const res = await rate([pedido, 'b001', 5, 'servicio', 'Llegó caliente, ¡gracias!'], auth);
    expect(res.status).toBe(200);
    expect(ratingAnswerSchema.parse(await res.json())).toEqual({ tipo: 'S', message: ratingTexts.sent });
    const [row] = await server.database.db.select().from(orderRatings).where(eq(orderRatings.pedido, pedido));
    expect(row).toMatchObject({ calificacion: 5, motivo: 'servicio', observacion: 'Llegó caliente, ¡gracias!', pdv: 'B001' });
    expect((await detail(pedido, auth)).calificado).toBe(true);
    // A second rating of the same order is refused with the spec's message.
    const again = await expectError(await rate([pedido, 'B001', 1, 'demora', ' '], auth), 422, ratingTexts.failed);
    expect(again).toMatchObject({ tipo: 'E', errors: { orderNumber: [ratingTexts.alreadyRated] } });
  });

  it("refuses, with 'Hubo un error enviando la PQR', to rate an order not yet delivered (unpaid, or paid and still on its way)", async () => {
    const auth = await customerAuth(server);
    const unpaid = await placeOrder(server, auth);
    const body = await expectError(await rate([unpaid, 'B001', 5, 'ok', ' '], auth), 422, ratingTexts.failed);
    expect(body.errors).toEqual({ orderNumber: [ratingTexts.notDelivered] });
    const paid = await placePaidOrder(server, auth);
    const onTheWay = await later(25);
    await expectError(await rate([paid, 'B001', 5, 'ok', ' '], onTheWay), 422, ratingTexts.failed);
    const [row] = await server.database.db.select().from(orderRatings).where(eq(orderRatings.pedido, paid));
    expect(row).toBeUndefined();
  });

  it("401 without a token; another customer's order is a 404", async () => {
    const auth = await customerAuth(server);
    const pedido = await placeOrder(server, auth);
    await expectError(await rate([pedido, 'B001', 4, 'ok', ' '], {}), 401, messages.http.unauthorized);
    await expectError(await rate([pedido, 'B001', 4, 'ok', ' '], await adminAuth(server)), 404, messages.http.notFound);
  });

  it("answers 'Hubo un error enviando la PQR' (422) for a rating outside 1..5, a wrong sales point or malformed parts", async () => {
    const auth = await customerAuth(server);
    const pedido = await placeOrder(server, auth);
    const cases: [(string | number)[], string][] = [
      [[pedido, 'B001', 0, 'x', ' '], 'rating'],
      [[pedido, 'B001', 6, 'x', ' '], 'rating'],
      [[pedido, 'B001', 'cinco', 'x', ' '], 'rating'],
      [[pedido, 'B001', 3.5, 'x', ' '], 'rating'],
      [[pedido, 'M001', 3, 'x', ' '], 'pdv'],
      [[pedido, 'B-001', 3, 'x', ' '], 'pdv'],
      [[pedido, 'B001', 3, 'r'.repeat(61), ' '], 'reason'],
      [[pedido, 'B001', 3, 'x', 'o'.repeat(501)], 'observation'],
      [['cero', 'B001', 3, 'x', ' '], 'orderNumber'],
    ];
    for (const [parts, field] of cases) {
      const body = await expectError(await rate(parts, auth), 422, ratingTexts.failed);
      expect(body.tipo).toBe('E');
      expect(Object.keys(body.errors!)).toContain(field);
    }
    expect((await detail(pedido, auth)).calificado).toBe(false);
    await expectStillAnswering(server);
  });
});
