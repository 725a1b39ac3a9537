/** Coupons on orders (server recomputation, atomic redemption) and the registration-coupon popup. */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../machines/messages';
import { orderMessages } from '../../machines/screenTexts/order';
import { formatPesos } from '../../machines/rules/money';
import {
  couponCheckAnswerSchema,
  orderDetailSchema,
  orderResultSchema,
  registrationCouponListSchema,
} from '../../machines/schemas';
import { couponRedemptions, coupons, orders, orderStatusHistory } from '../../server/db/schema';
import { seedCoupons } from '../../server/seed/coupons';
import { createTestServer, expectStillAnswering, START, validOrder, type TestServer } from './helpers';
import {
  adminAuth,
  customerAuth,
  expectError,
  latestPayment,
  line,
  MINUTE,
  orderCount,
  payOrder,
  placeOrder,
  sendOrder,
} from './accountHelpers';
import { accountTexts } from '../../machines/screenTexts/account';

let server: TestServer;
let auth: Record<string, string>;
beforeAll(async () => {
  server = await createTestServer();
  auth = await customerAuth(server);
});
afterAll(async () => server?.close());

type CouponInsert = typeof coupons.$inferInsert;
async function addCoupon(row: Partial<CouponInsert> & Pick<CouponInsert, 'nrocupon'>): Promise<void> {
  await server.database.db
    .insert(coupons)
    .values({ tipo: 'V', valorCupon: 5_000, montoMinimo: 30_000, crudoALaCarta: 'G', ...row });
}
const couponRow = async (code: string) => (await server.database.db.select().from(coupons).where(eq(coupons.nrocupon, code)))[0]!;

async function detail(pedido: number, headers = auth) {
  const res = await server.request(`/api/pedidos/detalle_pedido/${pedido}`, { headers });
  expect(res.status).toBe(200);
  return orderDetailSchema.parse(await res.json());
}

describe('seeded coupons', () => {
  it('are in the database as documented in server/seed/coupons.ts', async () => {
    for (const seed of seedCoupons) {
      const row = await couponRow(seed.nrocupon);
      expect(row).toMatchObject({
        tipo: seed.tipo,
        valorCupon: seed.ValorCupon,
        montoMinimo: seed.MontoMinimo,
        singleUse: seed.single_use,
        oncePerCustomer: seed.once_per_customer,
        registro: seed.registro,
        redeemedByOrder: null,
      });
    }
  });
});

describe('a coupon on an order', () => {
  it('BIENVENIDA deducts 5.000 from what the customer pays, whatever cuponesvalor the client claims, and is stored upper case', async () => {
    const pedido = await placeOrder(server, auth, { nrocupon: ' bienvenida ', cuponesvalor: 99_999 });
    const stored = await detail(pedido);
    expect(stored.nrocupon).toBe('BIENVENIDA');
    expect(stored.cuponesvalor).toBe(5_000);
    expect(stored.total_a_pagar).toBe(stored.totales.total - 5_000);
    // The online payment charges what is left to pay.
    expect((await latestPayment(server, pedido)).monto).toBe(stored.total_a_pagar);
    const rows = await server.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.pedido, pedido));
    expect(rows).toHaveLength(1);
  });

  it('BIENVENIDA is once per customer: the same customer is refused, another customer is not', async () => {
    const before = await orderCount(server);
    await expectError(
      await sendOrder(server, auth, validOrder({ nrocupon: 'BIENVENIDA' })),
      422,
      orderMessages.couponAlreadyUsed,
    );
    expect(await orderCount(server)).toBe(before);
    const other = await adminAuth(server);
    expect((await sendOrder(server, other, validOrder({ nrocupon: 'BIENVENIDA' }))).status).toBe(200);
  });

  it('without a coupon nothing is deducted, even when the client claims one', async () => {
    const stored = await detail(await placeOrder(server, auth, { nrocupon: '', cuponesvalor: 10_000 }));
    expect(stored.cuponesvalor).toBe(0);
    expect(stored.total_a_pagar).toBe(stored.totales.total);
  });

  it('checks the minimum against the recomputed subtotal with the shared rule (client totals ignored)', async () => {
    await addCoupon({ nrocupon: 'MINIMO30' });
    const small = validOrder({
      nrocupon: 'MINIMO30',
      detalles_pedido: [line('T201', 1)],
      totales: { subtotal: 1_000_000, iva: 0, descuento: 0, valor_domicilio: 0, total: 1_000_000 },
    });
    const expected = messages.cart.couponMinimum(formatPesos(30_000));
    const body = await expectError(await sendOrder(server, auth, small), 422, expected);
    expect(body.errors).toEqual({ nrocupon: [expected] });
    expect((await sendOrder(server, auth, validOrder({ nrocupon: 'MINIMO30' }))).status).toBe(200);
  });

  it('refuses an unknown, inactive, expired or not-yet-valid coupon', async () => {
    await addCoupon({ nrocupon: 'APAGADO', activo: false });
    await addCoupon({ nrocupon: 'VENCIDO', vigenteHasta: '2026-03-01' });
    await addCoupon({ nrocupon: 'FUTURO', vigenteDesde: '2026-03-03' });
    await addCoupon({ nrocupon: 'HOY', vigenteDesde: '2026-03-02', vigenteHasta: '2026-03-02' });
    const expected = {
      NOEXISTE: orderMessages.couponNotFound,
      APAGADO: orderMessages.couponNotFound,
      VENCIDO: orderMessages.couponExpired,
      FUTURO: orderMessages.couponNotYetValid,
    };
    for (const [code, message] of Object.entries(expected)) {
      await expectError(await sendOrder(server, auth, validOrder({ nrocupon: code })), 422, message);
    }
    expect((await sendOrder(server, auth, validOrder({ nrocupon: 'HOY' }))).status).toBe(200);
  });

  it('applies a coupon tied to products only when the order has one of them', async () => {
    await addCoupon({ nrocupon: 'PECHUGA', materialesAplica: 'T300, T999', montoMinimo: 0, valorCupon: 2_000 });
    await expectError(await sendOrder(server, auth, validOrder({ nrocupon: 'PECHUGA' })), 422, orderMessages.couponNotApplicable);
    const stored = await detail(
      await placeOrder(server, auth, { nrocupon: 'PECHUGA', detalles_pedido: [line('T100', 1), line('T300', 1)] }),
    );
    expect(stored.cuponesvalor).toBe(2_000);
  });

  it("a coupon of type 'P' is accepted but deducts nothing (only value coupons count)", async () => {
    await addCoupon({ nrocupon: 'PORCENTAJE', tipo: 'P', valorCupon: 10 });
    const stored = await detail(await placeOrder(server, auth, { nrocupon: 'PORCENTAJE' }));
    expect(stored).toMatchObject({ nrocupon: 'PORCENTAJE', cuponesvalor: 0 });
  });

  it('never deducts more than the order total', async () => {
    await addCoupon({ nrocupon: 'GIGANTE', valorCupon: 10_000_000, montoMinimo: 0 });
    const stored = await detail(await placeOrder(server, auth, { nrocupon: 'GIGANTE' }));
    expect(stored.cuponesvalor).toBe(stored.totales.total);
    expect(stored.total_a_pagar).toBe(0);
  });
});

describe('atomic redemption', () => {
  it('a single-use coupon sent by 20 orders in parallel is redeemed by exactly one', async () => {
    await addCoupon({ nrocupon: 'UNICO20', singleUse: true, valorCupon: 10_000 });
    const before = await orderCount(server);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => sendOrder(server, auth, validOrder({ nrocupon: 'UNICO20' }), `unico-${i}`)),
    );
    const ok = answers.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    for (const res of answers.filter((r) => r.status !== 200)) await expectError(res, 422, orderMessages.couponAlreadyUsed);
    const winner = orderResultSchema.parse(await ok[0]!.json()).pedido;
    expect(await orderCount(server)).toBe(before + 1);
    expect((await couponRow('UNICO20')).redeemedByOrder).toBe(winner);
    await expectStillAnswering(server);
  });

  it('a once-per-customer coupon sent by 20 orders of one customer in parallel is redeemed once', async () => {
    await addCoupon({ nrocupon: 'UNAVEZ', oncePerCustomer: true });
    const before = await orderCount(server);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => sendOrder(server, auth, validOrder({ nrocupon: 'UNAVEZ' }))),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 422)).toHaveLength(19);
    expect(await orderCount(server)).toBe(before + 1);
  });

  it('cancelling the order gives the coupon back', async () => {
    await addCoupon({ nrocupon: 'DEVUELTO', singleUse: true });
    const pedido = await placeOrder(server, auth, { nrocupon: 'DEVUELTO' });
    await expectError(await sendOrder(server, auth, validOrder({ nrocupon: 'DEVUELTO' })), 422, orderMessages.couponAlreadyUsed);
    const cancel = await server.request(`/api/pedidos/cancelar_pedido/${pedido}`, { method: 'POST', headers: auth });
    expect(cancel.status).toBe(200);
    expect((await couponRow('DEVUELTO')).redeemedByOrder).toBeNull();
    expect((await sendOrder(server, auth, validOrder({ nrocupon: 'DEVUELTO' }))).status).toBe(200);
  });
});

describe('an unpaid order does not hold its coupon forever (server/services/orderExpiry.ts)', () => {
  afterEach(() => {
    server.clock.now = new Date(START);
  });

  it("a single-use coupon held by an order unpaid for 30 minutes is free for another customer: the order is 'vencido'", async () => {
    await addCoupon({ nrocupon: 'ESPERA1', singleUse: true });
    const held = await placeOrder(server, auth, { nrocupon: 'ESPERA1' });
    server.clock.advance(29 * MINUTE);
    await expectError(
      await sendOrder(server, await adminAuth(server), validOrder({ nrocupon: 'ESPERA1' })),
      422,
      orderMessages.couponAlreadyUsed,
    );
    server.clock.advance(1 * MINUTE);
    // Nothing read the held order: the judgement expires it first, in SQL, on whichever replica judges.
    const taker = await placeOrder(server, await adminAuth(server), { nrocupon: 'ESPERA1' });
    expect((await couponRow('ESPERA1')).redeemedByOrder).toBe(taker);
    expect(await detail(held, await customerAuth(server))).toMatchObject({
      estado: 'vencido',
      puede_cancelar: false,
      nrocupon: 'ESPERA1',
    });
  });

  it('validar_cupon, too, finds the coupon free once its unpaid order is past its time', async () => {
    await addCoupon({ nrocupon: 'ESPERA2', singleUse: true });
    await placeOrder(server, auth, { nrocupon: 'ESPERA2' });
    const ask = () =>
      server.postJson('/api/pedidos/validar_cupon', {
        nrocupon: 'ESPERA2',
        pdv: validOrder().pdv,
        detalles_pedido: [{ codigo_producto: 'T100', cantidad: 1 }],
      });
    await expectError(await ask(), 422, orderMessages.couponAlreadyUsed);
    server.clock.advance(30 * MINUTE);
    expect((await ask()).status).toBe(200);
    expect((await couponRow('ESPERA2')).redeemedByOrder).toBeNull();
  });

  it('a once-per-customer coupon on an expired order can be used again by the same customer; a paid order keeps it', async () => {
    await addCoupon({ nrocupon: 'ESPERA3', oncePerCustomer: true });
    const unpaid = await placeOrder(server, auth, { nrocupon: 'ESPERA3' });
    server.clock.advance(31 * MINUTE);
    const again = await placeOrder(server, await customerAuth(server), { nrocupon: 'ESPERA3' });
    expect(again).not.toBe(unpaid);
    await payOrder(server, again);
    server.clock.advance(60 * MINUTE);
    await expectError(
      await sendOrder(server, await customerAuth(server), validOrder({ nrocupon: 'ESPERA3' })),
      422,
      orderMessages.couponAlreadyUsed,
    );
  });

  it("the scheduler's tick sweeps expired orders, so their coupons come back when nobody reads them", async () => {
    await addCoupon({ nrocupon: 'ESPERA4', singleUse: true });
    const held = await placeOrder(server, auth, { nrocupon: 'ESPERA4' });
    server.clock.advance(30 * MINUTE);
    expect((await couponRow('ESPERA4')).redeemedByOrder).toBe(held);
    await server.app.placeDueRepeats();
    expect((await couponRow('ESPERA4')).redeemedByOrder).toBeNull();
    const [row] = await server.database.db.select({ estado: orders.estado }).from(orders).where(eq(orders.pedido, held));
    expect(row!.estado).toBe('vencido');
  });

  it('once freed, 10 customers racing for the coupon in parallel: exactly one gets it, and the expiry is recorded once', async () => {
    await addCoupon({ nrocupon: 'ESPERA5', singleUse: true });
    const held = await placeOrder(server, auth, { nrocupon: 'ESPERA5' });
    server.clock.advance(30 * MINUTE);
    const racers = await Promise.all([customerAuth(server), adminAuth(server)]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        sendOrder(server, racers[i % 2]!, validOrder({ nrocupon: 'ESPERA5' }), `espera5-${i}`),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.status !== 200)) await expectError(res, 422, orderMessages.couponAlreadyUsed);
    const history = await server.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.pedido, held));
    expect(history.map((h) => h.estado).sort()).toEqual(['recibido', 'vencido']);
  });
});

describe('coupon entry (POST /api/pedidos/validar_cupon)', () => {
  const check = (
    nrocupon: string,
    detalles_pedido = [{ codigo_producto: 'T100', cantidad: 1 }],
    headers: Record<string, string> = {},
  ) => server.postJson('/api/pedidos/validar_cupon', { nrocupon, pdv: validOrder().pdv, detalles_pedido }, headers);

  it('answers the coupon and what it deducts, priced by the server (the cart shows the discount)', async () => {
    await addCoupon({ nrocupon: 'REVISAR5', valorCupon: 5_000, montoMinimo: 30_000 });
    const res = await check(' revisar5 ');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(couponCheckAnswerSchema.parse(await res.json())).toMatchObject({
      nrocupon: 'REVISAR5',
      ValorCupon: 5_000,
      MontoMinimo: 30_000,
      cuponesvalor: 5_000,
    });
    // Nothing is reserved: the coupon is still free for an order.
    expect((await couponRow('REVISAR5')).redeemedByOrder).toBeNull();
  });

  it('gives the reason of a refusal: unknown, expired, used, not for these products, minimum not met', async () => {
    await addCoupon({ nrocupon: 'REV-VENCIDO', vigenteHasta: '2026-03-01' });
    await addCoupon({ nrocupon: 'REV-USADO', singleUse: true });
    await placeOrder(server, auth, { nrocupon: 'REV-USADO' });
    await addCoupon({ nrocupon: 'REV-PECHUGA', materialesAplica: 'T300', montoMinimo: 0 });
    await addCoupon({ nrocupon: 'REV-MINIMO', montoMinimo: 1_000_000 });
    const refusals: Record<string, string> = {
      'NO-EXISTE': orderMessages.couponNotFound,
      'REV-VENCIDO': orderMessages.couponExpired,
      'REV-USADO': orderMessages.couponAlreadyUsed,
      'REV-PECHUGA': orderMessages.couponNotApplicable,
      'REV-MINIMO': messages.cart.couponMinimum(formatPesos(1_000_000)),
    };
    for (const [code, message] of Object.entries(refusals)) {
      const body = await expectError(await check(code), 422, message);
      expect(body.errors).toEqual({ nrocupon: [message] });
    }
  });

  it('never trusts the client: the minimum is judged on the prices of the sales point, not on a claimed total', async () => {
    await addCoupon({ nrocupon: 'REV-60MIL', montoMinimo: 60_000 });
    // One T100 is $ 54.000 before VAT at this sales point: short of 60.000; two reach it.
    await expectError(await check('REV-60MIL'), 422, messages.cart.couponMinimum(formatPesos(60_000)));
    expect((await check('REV-60MIL', [{ codigo_producto: 'T100', cantidad: 2 }])).status).toBe(200);
    // A product the sales point does not sell cannot be priced.
    await expectError(
      await check('REV-60MIL', [{ codigo_producto: 'NOPE', cantidad: 1 }]),
      422,
      orderMessages.pricesUndeterminable,
    );
  });

  it('once per customer: a customer who used it is told so; a guest is told at the order', async () => {
    await addCoupon({ nrocupon: 'REV-UNAVEZ', oncePerCustomer: true });
    await placeOrder(server, auth, { nrocupon: 'REV-UNAVEZ' });
    await expectError(await check('REV-UNAVEZ', undefined, auth), 422, orderMessages.couponAlreadyUsed);
    expect((await check('REV-UNAVEZ')).status).toBe(200);
  });
});

describe('registration coupon (POST /api/usuarios/cupon_registro)', () => {
  const ask = (body: unknown, headers: Record<string, string> = {}) =>
    server.postJson('/api/usuarios/cupon_registro', body, headers);

  it("answers today's registration coupons with the popup image and text (a non-empty list shows the popup)", async () => {
    const res = await ask({ fecha: '2026-03-02' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const list = registrationCouponListSchema.parse(await res.json());
    expect(list).toEqual([
      {
        nrocupon: 'BIENVENIDA',
        tipo: 'V',
        ValorCupon: 5_000,
        MontoMinimo: 30_000,
        Materialesaplica: '',
        crudo_a_la_carta: 'G',
        imagen: '/img/popup-registro.svg',
        mensaje: accountTexts.registrationCoupon(formatPesos(5_000), formatPesos(30_000)),
        vigente_hasta: null,
      },
    ]);
  });

  it('accepts a day either side of Bogotá (time zones) and leaves out coupons not in force that day', async () => {
    await addCoupon({ nrocupon: 'REGISTROMARZO', registro: true, vigenteDesde: '2026-03-03' });
    const yesterday = registrationCouponListSchema.parse(await (await ask({ fecha: '2026-03-01' })).json());
    expect(yesterday.map((c) => c.nrocupon)).toEqual(['BIENVENIDA']);
    const tomorrow = registrationCouponListSchema.parse(await (await ask({ fecha: '2026-03-03' })).json());
    expect(tomorrow.map((c) => c.nrocupon)).toEqual(['BIENVENIDA', 'REGISTROMARZO']);
  });

  it('answers an empty list to a signed-in customer (already registered)', async () => {
    expect(await (await ask({ fecha: '2026-03-02' }, auth)).json()).toEqual([]);
    await expectError(await ask({ fecha: '2026-03-02' }, { Authorization: 'Bearer roto' }), 401, messages.http.unauthorized);
  });

  it('rejects a date that is not today, not a day or malformed with 4xx in Spanish, and keeps answering', async () => {
    for (const fecha of ['2026-03-09', '2025-03-02', '2026-02-30', '02/03/2026', '', 20260302]) {
      const body = await expectError(await ask({ fecha }), 422);
      expect(body.errors?.fecha?.[0]).toBeDefined();
    }
    await expectError(await ask({}), 422, messages.http.validation);
    await expectError(await ask('{"fecha":'), 400, messages.http.badRequest);
    await expectStillAnswering(server);
  });
});
