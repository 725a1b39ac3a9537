/**
 * The order call's two round trips (docs/server.md#the-order-path): its checks in memory first, then one
 * statement for the session, the Idempotency-Key and the number (orderWrite.openOrder), then the write;
 * and the verified-token cache (server/auth/token.ts). What must not change with the shorter path.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../machines/messages';
import { orderMessages } from '../../machines/screenTexts/order';
import { orderResultSchema } from '../../machines/schemas';
import { secretKey, signToken, verifyToken, TOKEN_TTL_SECONDS } from '../../server/auth/token';
import { coupons, idempotencyKeys, users } from '../../server/db/schema';
import { customerAuth, expectError, orderCount, sendOrder, userIdOf } from './accountHelpers';
import { createTestServer, START, TEST_JWT_SECRET, validOrder, type TestServer, ORDER_PATH } from './helpers';
import { listen } from './socket';
import { DEMO_CUSTOMER } from '../../server/seed/users';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** The orders' sequence as it stands: a number taken and skipped would show here. */
async function lastOrderNumber(): Promise<number> {
  const result = (await server.database.db.execute(sql`SELECT last_value::int AS n FROM orders_pedido_seq`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
}

const keysOf = async (key: string) => server.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));

describe('the session check inside the first statement', () => {
  it('a token of a session that no longer stands (password changed) is a 401 that reserves no key and takes no order number', async () => {
    const auth = await customerAuth(server);
    const before = { orders: await orderCount(server), number: await lastOrderNumber() };
    const userId = await userIdOf(server, DEMO_CUSTOMER);
    await server.database.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, userId));
    const key = randomUUID();
    await expectError(await sendOrder(server, auth, validOrder(), key), 401, messages.http.unauthorized);
    await expectError(await sendOrder(server, auth, validOrder()), 401, messages.http.unauthorized);
    expect(await keysOf(key)).toEqual([]);
    expect(await orderCount(server)).toBe(before.orders);
    expect(await lastOrderNumber()).toBe(before.number);
  });

  it('a dead session gets its 401 before the order’s own 422 (the checks in memory do not answer first)', async () => {
    const auth = await customerAuth(server);
    const userId = await userIdOf(server, DEMO_CUSTOMER);
    await server.database.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, userId));
    await expectError(await sendOrder(server, auth, validOrder({ nombre_recibe: '' }), randomUUID()), 401);
    await expectError(await sendOrder(server, auth, { pdv: 'B001' }), 401);
  });
});

describe('the key’s answers keep their precedence over the order’s checks', () => {
  it('a key already answered replays its answer even when the same body now fails a check (its slot has passed)', async () => {
    const auth = await customerAuth(server);
    const key = randomUUID();
    // Today at 13:00 in Bogotá (START is 10:00 there): a slot that passes within the key's 24 h.
    const soon = validOrder({ fecha_entrega: '2026-03-02', hora_entrega: '13:00' });
    const first = await sendOrder(server, auth, soon, key);
    expect(first.status, await first.clone().text()).toBe(200);
    const text = await first.text();
    try {
      server.clock.advance(6 * 60 * 60_000);
      const late = await customerAuth(server);
      // Without the key the same body is refused: its delivery slot is in the past now.
      expect((await sendOrder(server, late, soon)).status).toBe(422);
      const replay = await sendOrder(server, late, soon, key);
      expect(replay.status).toBe(200);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(await replay.text()).toBe(text);
    } finally {
      server.clock.now = new Date(START);
    }
  });

  it('a failed check frees the key and skips no order number', async () => {
    const auth = await customerAuth(server);
    const key = randomUUID();
    const number = await lastOrderNumber();
    await expectError(
      await sendOrder(server, auth, validOrder({ nombre_recibe: '' }), key),
      422,
      orderMessages.recipientRequired,
    );
    expect(await keysOf(key)).toEqual([]);
    expect(await lastOrderNumber()).toBe(number);
    const fixed = await sendOrder(server, auth, validOrder(), key);
    expect(orderResultSchema.parse(await fixed.json()).pedido).toBe(number + 1);
  });
});

describe('real parallel requests over sockets', () => {
  it('20 orders with one single-use coupon at once: exactly one redeems it, the others 422 and store nothing; 20 plain orders at once get 20 numbers', async () => {
    await server.database.db
      .insert(coupons)
      .values({ nrocupon: 'SOCKET1', tipo: 'V', valorCupon: 5_000, montoMinimo: 30_000, crudoALaCarta: 'G', singleUse: true });
    const auth = await customerAuth(server);
    const { port, close } = await listen(server.app);
    const post = (body: unknown) =>
      fetch(`http://127.0.0.1:${port}${ORDER_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID(), ...auth },
        body: JSON.stringify(body),
      });
    try {
      const before = await orderCount(server);
      const racing = await Promise.all(Array.from({ length: 20 }, () => post(validOrder({ nrocupon: 'SOCKET1' }))));
      const won = racing.filter((r) => r.status === 200);
      expect(won).toHaveLength(1);
      for (const res of racing.filter((r) => r.status !== 200)) await expectError(res, 422, orderMessages.couponAlreadyUsed);
      const winner = orderResultSchema.parse(await won[0]!.json()).pedido;
      const [coupon] = await server.database.db.select().from(coupons).where(eq(coupons.nrocupon, 'SOCKET1'));
      expect(coupon!.redeemedByOrder).toBe(winner);
      expect(await orderCount(server)).toBe(before + 1);

      const plain = await Promise.all(Array.from({ length: 20 }, () => post(validOrder())));
      const numbers = await Promise.all(plain.map(async (r) => orderResultSchema.parse(await r.json()).pedido));
      expect(new Set(numbers).size).toBe(20);
      expect(await orderCount(server)).toBe(before + 21);
    } finally {
      await close();
    }
  });

  it('the answer goes out as it is, with its length: no ETag and no compression of a short POST answer', async () => {
    const auth = await customerAuth(server);
    const res = await server.postJson(ORDER_PATH, validOrder(), { ...auth, 'Accept-Encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('etag')).toBeNull();
    orderResultSchema.parse(JSON.parse(text));
  });
});

describe('verified tokens are kept until their expiry (server/auth/token.ts)', () => {
  const key = secretKey(TEST_JWT_SECRET);
  const claims = { userId: 7, cedula: '1020304050', admin: false, tokenVersion: 0, sessionId: 'sesion-de-prueba' };

  it('a token verified once is refused from its expiry second on, as jose refuses it', async () => {
    const issued = new Date('2026-03-02T15:00:00.000Z');
    const token = await signToken(claims, key, issued);
    expect(await verifyToken(token, key, issued)).toEqual(claims);
    const exp = issued.getTime() + TOKEN_TTL_SECONDS * 1000;
    expect(await verifyToken(token, key, new Date(exp - 1))).toEqual(claims);
    expect(await verifyToken(token, key, new Date(exp))).toBeNull();
  });

  it('a kept token is no pass for a look-alike: another signature, or the same token under another secret, is refused', async () => {
    const token = await signToken(claims, key, START);
    expect(await verifyToken(token, key, START)).toEqual(claims);
    const [head, body, signature] = token.split('.');
    const forged = `${head}.${body}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await verifyToken(forged, key, START)).toBeNull();
    expect(await verifyToken(token, secretKey(`${TEST_JWT_SECRET}-otro`), START)).toBeNull();
  });

  it('the claims handed out are copies: changing them does not change the next verification', async () => {
    const token = await signToken(claims, key, START);
    const first = (await verifyToken(token, key, START))!;
    first.userId = 999;
    expect((await verifyToken(token, key, START))!.userId).toBe(7);
  });
});
