/** Idempotency-Key on POST /api/pedidos/enviar_pedidos_playerid_canal. */
import { and, eq, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../machines/messages';
import { orderMessages } from '../../machines/screenTexts/order';
import { orderResultSchema } from '../../machines/schemas';
import { idempotencyKeys, payments } from '../../server/db/schema';
import {
  bodyHash,
  canonicalJson,
  IDEMPOTENCY_KEY_TTL_MS,
  IN_FLIGHT_TIMEOUT_MS,
  reserveKey,
} from '../../server/services/idempotency';
import { DEMO_CUSTOMER } from '../../server/seed/users';
import { createApp } from '../../server/app';
import {
  createTestServer,
  expectStillAnswering,
  ORDER_PATH,
  START,
  TEST_JWT_SECRET,
  validOrder,
  type TestServer,
} from './helpers';
import { adminAuth, customerAuth, expectError, line, orderCount, sendOrder, userIdOf } from './accountHelpers';

let server: TestServer;
let auth: Record<string, string>;
beforeAll(async () => {
  server = await createTestServer();
  auth = await customerAuth(server);
});
afterAll(async () => server?.close());

let keys = 0;
const newKey = () => `clave-${Date.now()}-${++keys}`;

describe('Idempotency-Key', () => {
  it('the same key and body twice: one order, and the second answer is the first byte for byte with Idempotent-Replayed: true', async () => {
    const key = newKey();
    const before = await orderCount(server);
    const first = await sendOrder(server, auth, validOrder(), key);
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const firstText = await first.text();
    const second = await sendOrder(server, auth, validOrder(), key);
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(await second.text()).toBe(firstText);
    expect(await orderCount(server)).toBe(before + 1);
    const answer = orderResultSchema.parse(JSON.parse(firstText));
    expect(answer).toMatchObject({ tipo: 'S' });
    // The replay points at the same payment attempt: one attempt, the same url_pago.
    expect(answer.url_pago).toMatch(/^\/sandbox\/pagos\/[0-9a-f]{32}$/);
    const attempts = await server.database.db.select().from(payments).where(eq(payments.pedido, answer.pedido!));
    expect(attempts.map((a) => `/sandbox/pagos/${a.referencia}`)).toEqual([answer.url_pago]);
  });

  it('replays the same body written with other spacing or key order', async () => {
    const key = newKey();
    const order = validOrder();
    const first = await sendOrder(server, auth, JSON.stringify(order), key);
    const reordered = Object.fromEntries(Object.entries(order).reverse());
    const second = await sendOrder(server, auth, JSON.stringify(reordered, null, 2), key);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await second.text()).toBe(await first.text());
    expect(canonicalJson(order)).toBe(canonicalJson(reordered));
  });

  it('the same key with a different body: 422 in Spanish, and no second order', async () => {
    const key = newKey();
    expect((await sendOrder(server, auth, validOrder(), key)).status).toBe(200);
    const before = await orderCount(server);
    const body = await expectError(
      await sendOrder(server, auth, validOrder({ observacion: 'Otra cosa' }), key),
      422,
      orderMessages.idempotencyKeyReused,
    );
    expect(body.errors).toEqual({ 'Idempotency-Key': [orderMessages.idempotencyKeyReused] });
    expect(await orderCount(server)).toBe(before);
  });

  it('a duplicate while the first is in flight: 409, and the finished one is replayed afterwards', async () => {
    const key = newKey();
    const order = validOrder();
    const userId = await userIdOf(server, DEMO_CUSTOMER);
    // The first request has reserved the key and is still working on the order.
    const held = await reserveKey(server.database.db, userId, key, bodyHash(order), server.clock.now);
    expect(held.kind).toBe('owner');
    const before = await orderCount(server);
    await expectError(await sendOrder(server, auth, order, key), 409, orderMessages.inFlight);
    await expectError(
      await sendOrder(server, auth, validOrder({ observacion: 'Otra' }), key),
      422,
      orderMessages.idempotencyKeyReused,
    );
    expect(await orderCount(server)).toBe(before);
  });

  it('concurrent duplicates while the first is still in flight (its key reserved, its write not yet run): exactly one order, the others 409, then replays', async () => {
    // A second app on the same database whose order write waits at a gate: the first request is held
    // after its key was reserved (the order call prices and checks in memory before reserving it).
    let reached!: () => void;
    const entered = new Promise<void>((resolve) => (reached = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const db = server.database.db;
    const dialect = (db as unknown as { dialect: { sqlToQuery(q: SQL): { sql: string } } }).dialect;
    const held = new Proxy(db, {
      get(target, property) {
        if (property !== 'execute') return Reflect.get(target, property) as unknown;
        return async (query: SQL) => {
          if (dialect.sqlToQuery(query).sql.includes('INSERT INTO orders')) {
            reached();
            await gate;
          }
          return target.execute(query);
        };
      },
    });
    const app = createApp({ db: held, jwtSecret: TEST_JWT_SECRET, clock: () => server.clock.now });
    const post = () =>
      app.request(ORDER_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, ...auth },
        body: JSON.stringify(validOrder()),
      });
    const key = newKey();
    const before = await orderCount(server);
    const first = post();
    await entered;
    const duplicates = await Promise.all(Array.from({ length: 5 }, post));
    for (const res of duplicates) await expectError(res, 409, orderMessages.inFlight);
    release();
    const done = await first;
    expect(done.status).toBe(200);
    const text = await done.text();
    expect(await orderCount(server)).toBe(before + 1);
    const retry = await post();
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await retry.text()).toBe(text);
  });

  it('parallel duplicates: exactly one order; every other answer is a 409 or a byte-identical replay', async () => {
    const key = newKey();
    const before = await orderCount(server);
    const answers = await Promise.all(Array.from({ length: 8 }, () => sendOrder(server, auth, validOrder(), key)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const texts = await Promise.all(answers.filter((r) => r.status === 200).map((r) => r.text()));
    expect(new Set(texts).size).toBe(1);
    expect(await orderCount(server)).toBe(before + 1);
    // Once finished, a retry replays it.
    const retry = await sendOrder(server, auth, validOrder(), key);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await retry.text()).toBe(texts[0]);
  });

  it('without a key every submission is a new order (allowed, not replayable)', async () => {
    const before = await orderCount(server);
    const a = await sendOrder(server, auth, validOrder());
    const b = await sendOrder(server, auth, validOrder());
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.headers.get('idempotent-replayed')).toBeNull();
    expect(orderResultSchema.parse(await b.json()).pedido).toBe(orderResultSchema.parse(await a.json()).pedido! + 1);
    expect(await orderCount(server)).toBe(before + 2);
  });

  it('a key belongs to its user: another customer with the same key places an order of their own', async () => {
    const key = newKey();
    const mine = orderResultSchema.parse(await (await sendOrder(server, auth, validOrder(), key)).json()).pedido;
    const other = await sendOrder(server, await adminAuth(server), validOrder(), key);
    expect(other.status).toBe(200);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(orderResultSchema.parse(await other.json()).pedido).not.toBe(mine);
  });

  it('a failed submission stores nothing: the key stays free for the corrected order', async () => {
    const key = newKey();
    await expectError(
      await sendOrder(server, auth, validOrder({ nombre_recibe: '' }), key),
      422,
      orderMessages.recipientRequired,
    );
    const userId = await userIdOf(server, DEMO_CUSTOMER);
    const rows = await server.database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    expect(rows).toHaveLength(0);
    const fixed = await sendOrder(server, auth, validOrder(), key);
    expect(fixed.status).toBe(200);
    expect(fixed.headers.get('idempotent-replayed')).toBeNull();
  });

  it('keeps keys 24 h: replayed just before, a new order after (and expired keys are purged)', async () => {
    const key = newKey();
    const first = await (await sendOrder(server, auth, validOrder(), key)).text();
    server.clock.advance(IDEMPOTENCY_KEY_TTL_MS - 60_000);
    const fresh = await customerAuth(server);
    try {
      const replay = await sendOrder(server, fresh, validOrder(), key);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(await replay.text()).toBe(first);
      server.clock.advance(2 * 60_000);
      const later = await customerAuth(server);
      const again = await sendOrder(server, later, validOrder(), key);
      expect(again.status).toBe(200);
      expect(again.headers.get('idempotent-replayed')).toBeNull();
      expect(await again.text()).not.toBe(first);
      // An hour on, the next submission purges what is older than 24 h.
      server.clock.advance(IDEMPOTENCY_KEY_TTL_MS + 60 * 60_000);
      await sendOrder(server, await customerAuth(server), validOrder(), newKey());
      const left = await server.database.db.select().from(idempotencyKeys);
      expect(left.every((k) => server.clock.now.getTime() - k.createdAt.getTime() < IDEMPOTENCY_KEY_TTL_MS)).toBe(true);
    } finally {
      server.clock.now = new Date(START);
    }
  });

  it('a reservation abandoned in flight longer than the timeout is taken over by the next request', async () => {
    const key = newKey();
    const order = validOrder({ detalles_pedido: [line('T102', 1)] });
    const userId = await userIdOf(server, DEMO_CUSTOMER);
    await reserveKey(
      server.database.db,
      userId,
      key,
      bodyHash(order),
      new Date(server.clock.now.getTime() - IN_FLIGHT_TIMEOUT_MS - 1),
    );
    const res = await sendOrder(server, auth, order, key);
    expect(res.status).toBe(200);
  });

  it('rejects a malformed key with 422 in Spanish before storing anything, and keeps answering', async () => {
    const before = await orderCount(server);
    for (const bad of ['', 'con espacios', 'x'.repeat(256), 'ñandú']) {
      const body = await expectError(await sendOrder(server, auth, validOrder(), bad), 422, messages.http.validation);
      expect(body.errors?.['Idempotency-Key']).toEqual([orderMessages.idempotencyKeyInvalid]);
    }
    expect(await orderCount(server)).toBe(before);
    await expectStillAnswering(server);
  });

  it('asks for the token first: 401 without one, even with a key', async () => {
    await expectError(await sendOrder(server, {}, validOrder(), newKey()), 401, messages.http.unauthorized);
  });
});
