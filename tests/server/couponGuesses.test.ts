/**
 * Coupon judgements share one limit (finding 3; server/middleware/couponGuesses.ts):
 * every judgement of a coupon code, by POST /api/pedidos/validar_cupon or inside an order, draws
 * from the same bucket per client address and per account. Three a minute here (RATE_LIMIT's
 * loginPerWindow), addresses given as the TCP peer, as @hono/node-server passes it. On PostgreSQL
 * the buckets live in the database: two apps on one database (two replicas) share them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../machines/messages';
import { orderMessages } from '../../machines/screenTexts/order';
import { formatPesos } from '../../machines/rules/money';
import { orderResultSchema } from '../../machines/schemas';
import { createApp, type StorefrontApp } from '../../server/app';
import { createTestServer, ORDER_PATH, TEST_JWT_SECRET, validOrder, type TestServer } from './helpers';
import { adminAuth, customerAuth, expectError, orderCount } from './accountHelpers';

const CHECK_PATH = '/api/pedidos/validar_cupon';
const PER_WINDOW = 3;
const rateLimit = { apiPerWindow: 100_000, loginPerWindow: PER_WINDOW, windowMs: 60_000 };

/** The bindings @hono/node-server passes to the app: the TCP peer is the client address. */
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress, remotePort: 50_000, remoteFamily: 'IPv4' } } });

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ deps: { rateLimit } });
});
afterAll(async () => server?.close());

function post(
  path: string,
  body: unknown,
  ip: string,
  headers: Record<string, string> = {},
  app: StorefrontApp = server.app,
): Promise<Response> {
  return Promise.resolve(
    app.request(
      path,
      { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) },
      from(ip),
    ),
  );
}
const check = (nrocupon: string, ip: string, headers: Record<string, string> = {}, app?: StorefrontApp) =>
  post(
    CHECK_PATH,
    { nrocupon, pdv: validOrder().pdv, detalles_pedido: [{ codigo_producto: 'T100', cantidad: 1 }] },
    ip,
    headers,
    app,
  );
const order = (nrocupon: string, ip: string, auth: Record<string, string>, app?: StorefrontApp) =>
  post(ORDER_PATH, validOrder({ nrocupon }), ip, auth, app);

/** A 429 of the limit: Retry-After in whole seconds (one token every 20 s here), no-store, the docs/product.md#errores message. */
async function expectLimited(res: Response): Promise<void> {
  await expectError(res, 429, messages.http.tooManyRequests);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(20);
  expect(res.headers.get('cache-control')).toBe('no-store');
}

// Each case refills every bucket first: a minute of the fake clock.
const refill = () => server.clock.advance(60_000);

describe('one budget of coupon guesses for validar_cupon and the order call', () => {
  it('after validar_cupon answers 429, a guess sent as an order’s nrocupon gets 429 too, before the code is judged: the real code does not leak and no order is placed', async () => {
    refill();
    const auth = await customerAuth(server);
    for (let i = 0; i < PER_WINDOW; i++)
      await expectError(await check(`ADIVINA${i}`, '203.0.113.1', auth), 422, orderMessages.couponNotFound);
    await expectLimited(await check('ADIVINA9', '203.0.113.1', auth));
    const before = await orderCount(server);
    // BRASA10MIL is real: judged, one T100 would answer 'El monto mínimo…' (finding 3).
    const guess = await order('BRASA10MIL', '203.0.113.1', auth);
    await expectLimited(guess);
    expect(await orderCount(server)).toBe(before);
    // The same order judged once the bucket refilled: the answer the limit kept back.
    server.clock.advance(20_000);
    await expectError(
      await order('BRASA10MIL', '203.0.113.1', await customerAuth(server)),
      422,
      messages.cart.couponMinimum(formatPesos(60_000)),
    );
  });

  it('after order guesses use the budget, validar_cupon answers 429 (one shared bucket, per address as well as per account)', async () => {
    refill();
    const auth = await customerAuth(server);
    for (let i = 0; i < PER_WINDOW; i++)
      await expectError(await order(`PEDIDO${i}`, '203.0.113.2', auth), 422, orderMessages.couponNotFound);
    await expectLimited(await order('PEDIDO9', '203.0.113.2', auth));
    await expectLimited(await check('PEDIDO9', '203.0.113.2', auth));
    // The account's budget is spent whatever the address…
    await expectLimited(await check('PEDIDO9', '198.51.100.2', auth));
    // …and the address's, whoever asks: a guest, or another account.
    await expectLimited(await check('PEDIDO9', '203.0.113.2'));
    await expectLimited(await order('PEDIDO9', '203.0.113.2', await adminAuth(server)));
    // A guest elsewhere has a budget of their own.
    await expectError(await check('PEDIDO9', '198.51.100.3'), 422, orderMessages.couponNotFound);
  });

  it('an order without a coupon draws nothing, and is placed when the budget is spent', async () => {
    refill();
    const auth = await customerAuth(server);
    for (let i = 0; i < 5; i++) expect((await order('', '203.0.113.3', auth)).status).toBe(200);
    for (let i = 0; i < PER_WINDOW; i++)
      await expectError(await check(`SINCUPON${i}`, '203.0.113.3', auth), 422, orderMessages.couponNotFound);
    await expectLimited(await check('SINCUPON9', '203.0.113.3', auth));
    const placed = await order('', '203.0.113.3', auth);
    expect(placed.status).toBe(200);
    expect(orderResultSchema.parse(await placed.json()).tipo).toBe('S');
  });

  it('a call refused before the code is looked at (lines the sales point cannot price) draws nothing', async () => {
    refill();
    const unpriceable = {
      nrocupon: 'BRASA10MIL',
      pdv: validOrder().pdv,
      detalles_pedido: [{ codigo_producto: 'NOEXISTE', cantidad: 1 }],
    };
    for (let i = 0; i < 2 * PER_WINDOW; i++)
      await expectError(await post(CHECK_PATH, unpriceable, '203.0.113.4'), 422, orderMessages.pricesUndeterminable);
    for (let i = 0; i < PER_WINDOW; i++)
      await expectError(await check(`PRECIO${i}`, '203.0.113.4'), 422, orderMessages.couponNotFound);
    await expectLimited(await check('PRECIO9', '203.0.113.4'));
  });

  it('holds under concurrency: 20 simultaneous order guesses for one account from 20 addresses judge exactly 3 codes', async () => {
    refill();
    const auth = await customerAuth(server);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => order(`PARALELO${i}`, `192.0.2.${i + 1}`, auth)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 422)).toHaveLength(PER_WINDOW);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - PER_WINDOW);
    for (const res of answers) await res.body?.cancel();
  });

  it('the machine itself (a loopback TCP peer) is not counted, as in the API gate', async () => {
    refill();
    for (let i = 0; i < 2 * PER_WINDOW; i++)
      await expectError(await check(`LOCAL${i}`, '127.0.0.1'), 422, orderMessages.couponNotFound);
  });

  // On PGlite each app keeps its buckets in memory (one process per database, by the folder lock).
  it.runIf(Boolean(process.env.DATABASE_URL))(
    'on PostgreSQL two replicas share the budget: guesses alternated between two apps on one database get 429 after 3',
    async () => {
      refill();
      const replica = createApp({
        db: server.database.db,
        jwtSecret: TEST_JWT_SECRET,
        clock: () => server.clock.now,
        logger: { error: () => {} },
        rateLimit,
      });
      try {
        const auth = await customerAuth(server);
        const apps = [server.app, replica];
        for (let i = 0; i < PER_WINDOW; i++)
          await expectError(await order(`REPLICA${i}`, '203.0.113.5', auth, apps[i % 2]), 422, orderMessages.couponNotFound);
        await expectLimited(await check('REPLICA9', '203.0.113.5', auth, apps[PER_WINDOW % 2]));
        await expectLimited(await order('REPLICA9', '203.0.113.5', auth, apps[(PER_WINDOW + 1) % 2]));
      } finally {
        replica.orderStreams.close();
        await replica.notifier.close();
      }
    },
  );

  it('without rate limits (RATE_LIMIT off) nothing is counted', async () => {
    const open = createApp({
      db: server.database.db,
      jwtSecret: TEST_JWT_SECRET,
      clock: () => server.clock.now,
      logger: { error: () => {} },
    });
    try {
      for (let i = 0; i < 2 * PER_WINDOW; i++)
        await expectError(await check(`ABIERTO${i}`, '203.0.113.6', {}, open), 422, orderMessages.couponNotFound);
    } finally {
      open.orderStreams.close();
      await open.notifier.close();
    }
  });
});
