/**
 * Live order tracking: the customer's Server-Sent Events stream and the administrator's
 * changes that feed it and the catalogue. Runs on PGlite (in-process notices) and, with
 * DATABASE_URL, on PostgreSQL with LISTEN/NOTIFY on a connection of its own.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ORDER_STREAM_HEARTBEAT_MS } from '../../machines/constants';
import { messages } from '../../machines/messages';
import { orderMessages } from '../../machines/screenTexts/order';
import { adminTexts } from '../../machines/screenTexts/admin';
import { orderStatusChangeSchema, orderStreamTicketSchema, productListSchema } from '../../machines/schemas';
import { refreshTokens, users } from '../../server/db/schema';
import { createApp } from '../../server/app';
import { adminAuth, customerAuth, expectError, placeOrder, placePaidOrder, tokenFor, userIdOf } from './accountHelpers';
import { ORDER_STREAMS_PER_CUSTOMER, ORDER_STREAMS_PER_SESSION, orderStreamCapsFromEnv } from '../../server/events/orderStreams';
import { createTestServer, START, TEST_JWT_SECRET, type TestServer } from './helpers';
import { readSse, type SseReader } from './sse';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../server/seed/users';

let server: TestServer;
const open: SseReader[] = [];
beforeAll(async () => {
  server = await createTestServer({ postgresNotices: true });
});
afterAll(async () => server?.close());
afterEach(async () => {
  for (const reader of open.splice(0)) await reader.close();
  server.clock.now = new Date(START);
  vi.useRealTimers();
});

async function ticketFor(auth: Record<string, string>): Promise<string> {
  const res = await server.request('/api/pedidos/eventos/ticket', { method: 'POST', headers: auth });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return orderStreamTicketSchema.parse(await res.json()).ticket;
}

const streamPath = (ticket: string) => `/api/pedidos/eventos?ticket=${encodeURIComponent(ticket)}`;

async function openStream(auth: Record<string, string>, ticket?: string): Promise<SseReader> {
  const res = await server.request(streamPath(ticket ?? (await ticketFor(auth))), {
    headers: { 'Accept-Encoding': 'gzip, br' },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  // The compression middleware must leave a stream alone (a buffered stream never arrives).
  expect(res.headers.get('content-encoding')).toBeNull();
  expect(res.headers.get('cache-control')).toBe('no-cache, no-transform');
  const reader = readSse(res);
  open.push(reader);
  expect((await reader.next()).comments).toContain('conectado');
  return reader;
}

const setStatus = (pedido: number, estado: string, auth: Record<string, string>) =>
  server.postJson(`/api/pedidos/guardar_estado/${pedido}`, { estado }, auth);

describe('the order stream is only for the signed-in customer, as every customer call', () => {
  it('a ticket needs the bearer token (401 without it); the stream needs a valid ticket (401), which a bearer token is not', async () => {
    await expectError(await server.request('/api/pedidos/eventos/ticket', { method: 'POST' }), 401, messages.http.unauthorized);
    await expectError(await server.request('/api/pedidos/eventos?ticket=abc.def.ghi'), 401, messages.http.unauthorized);
    const bearerToken = (await customerAuth(server)).Authorization!.slice('Bearer '.length);
    await expectError(await server.request(`/api/pedidos/eventos?ticket=${bearerToken}`), 401, messages.http.unauthorized);
    await expectError(await server.request('/api/pedidos/eventos'), 422);
  });

  it('a ticket is not accepted as a bearer token, and it expires after a minute', async () => {
    const ticket = await ticketFor(await customerAuth(server));
    await expectError(
      await server.request('/api/pedidos/seguir_pedidos', { headers: { Authorization: `Bearer ${ticket}` } }),
      401,
      messages.http.unauthorized,
    );
    server.clock.advance(61_000);
    await expectError(await server.request(`/api/pedidos/eventos?ticket=${ticket}`), 401, messages.http.unauthorized);
  });

  it('a ticket of a session that has logged out since opens nothing (same rules as requireUser)', async () => {
    const auth = await customerAuth(server);
    const ticket = await ticketFor(auth);
    const [user] = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, DEMO_CUSTOMER.username));
    await server.database.db.update(refreshTokens).set({ revokedAt: server.clock.now }).where(eq(refreshTokens.userId, user!.id));
    await expectError(await server.request(`/api/pedidos/eventos?ticket=${ticket}`), 401, messages.http.unauthorized);
  });
});

describe('a ticket opens one stream, once, and streams are capped per session and per customer', () => {
  it('the same ticket a second time: 401; 20 uses of one ticket at once: exactly one stream', async () => {
    const auth = await customerAuth(server);
    const ticket = await ticketFor(auth);
    await openStream(auth, ticket);
    await expectError(await server.request(streamPath(ticket)), 401, messages.http.unauthorized);

    const another = await ticketFor(auth);
    const before = server.app.orderStreams.size;
    const answers = await Promise.all(Array.from({ length: 20 }, () => server.request(streamPath(another))));
    const opened = answers.filter((res) => res.status === 200);
    expect(opened).toHaveLength(1);
    open.push(readSse(opened[0]!));
    for (const res of answers.filter((r) => r.status !== 200)) await expectError(res, 401, messages.http.unauthorized);
    expect(server.app.orderStreams.size).toBe(before + 1);
  });

  it('a ticket used on one replica opens nothing on another (the use is in the shared database)', async () => {
    const other = createApp({
      db: server.database.db,
      jwtSecret: TEST_JWT_SECRET,
      clock: () => server.clock.now,
      notifier: server.app.notifier,
      logger: { error: () => {} },
    });
    try {
      const auth = await customerAuth(server);
      const ticket = await ticketFor(auth);
      const [here, there] = await Promise.all([server.request(streamPath(ticket)), other.request(streamPath(ticket))]);
      expect([here.status, there.status].sort()).toEqual([200, 401]);
      for (const res of [here, there]) if (res.status === 200) open.push(readSse(res));
    } finally {
      other.orderStreams.close();
    }
  });

  it(`at most ${ORDER_STREAMS_PER_SESSION} streams per login session: 5 opened at once leave the newest ${ORDER_STREAMS_PER_SESSION}, the oldest are closed`, async () => {
    const auth = await customerAuth(server);
    const customer = await userIdOf(server, DEMO_CUSTOMER);
    const tickets = await Promise.all(Array.from({ length: 5 }, () => ticketFor(auth)));
    const answers = await Promise.all(tickets.map((ticket) => server.request(streamPath(ticket))));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    const readers = answers.map(readSse);
    open.push(...readers);
    expect(server.app.orderStreams.sizeOf(customer)).toBe(ORDER_STREAMS_PER_SESSION);
    await vi.waitFor(() => expect(readers.filter((r) => r.ended)).toHaveLength(5 - ORDER_STREAMS_PER_SESSION));
    // Another session of the same customer is not touched by this one's cap.
    const otherSession = await openStream(await customerAuth(server));
    expect(otherSession.ended).toBe(false);
    expect(server.app.orderStreams.sizeOf(customer)).toBe(ORDER_STREAMS_PER_SESSION + 1);
  });

  it('the one closed is the oldest: a fourth stream of a session ends the first, the second and third stay', async () => {
    const auth = await customerAuth(server);
    const streams: SseReader[] = [];
    for (let i = 0; i < ORDER_STREAMS_PER_SESSION + 1; i++) streams.push(await openStream(auth));
    await expect(async () => {
      for (;;) await streams[0]!.next(1_000);
    }).rejects.toThrow('the stream ended');
    expect(streams.slice(1).map((stream) => stream.ended)).toEqual(Array(ORDER_STREAMS_PER_SESSION).fill(false));
  });

  it(`at most ${ORDER_STREAMS_PER_CUSTOMER} streams per customer across sessions: 14 opened at once in 7 sessions leave ${ORDER_STREAMS_PER_CUSTOMER}`, async () => {
    const customer = await userIdOf(server, DEMO_CUSTOMER);
    const sessions = await Promise.all(Array.from({ length: 7 }, () => customerAuth(server)));
    const tickets = await Promise.all(sessions.flatMap((auth) => [ticketFor(auth), ticketFor(auth)]));
    const answers = await Promise.all(tickets.map((ticket) => server.request(streamPath(ticket))));
    expect(answers.every((res) => res.status === 200)).toBe(true);
    const readers = answers.map(readSse);
    open.push(...readers);
    expect(server.app.orderStreams.sizeOf(customer)).toBe(ORDER_STREAMS_PER_CUSTOMER);
    await vi.waitFor(() => expect(readers.filter((r) => r.ended)).toHaveLength(14 - ORDER_STREAMS_PER_CUSTOMER));
    // Another customer's streams do not count against this one.
    const admin = await userIdOf(server, DEMO_ADMIN);
    await openStream(await adminAuth(server));
    expect(server.app.orderStreams.sizeOf(admin)).toBe(1);
    expect(server.app.orderStreams.sizeOf(customer)).toBe(ORDER_STREAMS_PER_CUSTOMER);
  });

  it('ORDER_STREAMS_PER_SESSION / _PER_CUSTOMER: positive integers, defaults 3 and 10', () => {
    expect(orderStreamCapsFromEnv({})).toEqual({ perSession: 3, perCustomer: 10 });
    expect(orderStreamCapsFromEnv({ ORDER_STREAMS_PER_SESSION: '5', ORDER_STREAMS_PER_CUSTOMER: '20' })).toEqual({
      perSession: 5,
      perCustomer: 20,
    });
    expect(() => orderStreamCapsFromEnv({ ORDER_STREAMS_PER_SESSION: '0' })).toThrow(/ORDER_STREAMS_PER_SESSION inválido/);
    expect(() => orderStreamCapsFromEnv({ ORDER_STREAMS_PER_CUSTOMER: 'muchos' })).toThrow(/ORDER_STREAMS_PER_CUSTOMER inválido/);
  });
});

describe('status changes reach the customer, only their own', () => {
  it("an administrator's change of the customer's order arrives on the stream with the whole timeline", async () => {
    const auth = await customerAuth(server);
    const pedido = await placeOrder(server, auth);
    const stream = await openStream(auth);
    const res = await setStatus(pedido, 'en preparación', await adminAuth(server));
    expect(res.status).toBe(200);
    const frame = await stream.nextEvent();
    expect(frame.event).toBe('estado');
    const change = orderStatusChangeSchema.parse(JSON.parse(frame.data!));
    expect(change).toMatchObject({ pedido, estado: 'en preparación' });
    expect(change.historial.map((h) => h.estado)).toEqual(['recibido', 'en preparación']);
    // seguir-pedidos agrees: the administrator's step stays (the sandbox schedule does not undo it).
    const tracked = (await (await server.request('/api/pedidos/seguir_pedidos', { headers: auth })).json()) as Array<{
      pedido: number;
      estado: string;
    }>;
    expect(tracked.find((o) => o.pedido === pedido)?.estado).toBe('en preparación');
  });

  it("another customer's order changes are not on the stream", async () => {
    const customer = await customerAuth(server);
    const admin = await adminAuth(server);
    const theirs = await placeOrder(server, admin);
    const mine = await placeOrder(server, customer);
    const stream = await openStream(customer);
    expect((await setStatus(theirs, 'en preparación', admin)).status).toBe(200);
    expect((await setStatus(mine, 'cancelado', admin)).status).toBe(200);
    const frame = await stream.nextEvent();
    expect(JSON.parse(frame.data!)).toMatchObject({ pedido: mine, estado: 'cancelado' });
    expect(await stream.quietFor(200)).toBe(true);
  });

  it("the customer's own cancellation is announced too, to each of the customer's streams", async () => {
    const auth = await customerAuth(server);
    const pedido = await placeOrder(server, auth);
    const first = await openStream(auth);
    const second = await openStream(await tokenFor(server, DEMO_CUSTOMER));
    expect((await server.request(`/api/pedidos/cancelar_pedido/${pedido}`, { method: 'POST', headers: auth })).status).toBe(200);
    for (const stream of [first, second])
      expect(JSON.parse((await stream.nextEvent()).data!)).toMatchObject({ pedido, estado: 'cancelado' });
  });

  it('an order moves forward only, and a finished one keeps its status (422)', async () => {
    const auth = await customerAuth(server);
    const admin = await adminAuth(server);
    const pedido = await placeOrder(server, auth);
    expect((await setStatus(pedido, 'en camino', admin)).status).toBe(200);
    await expectError(await setStatus(pedido, 'en preparación', admin), 422, adminTexts.statusBackwards);
    // A cancel by the customer is refused once the kitchen moved on, even before the sandbox's 5 minutes.
    await expectError(
      await server.request(`/api/pedidos/cancelar_pedido/${pedido}`, { method: 'POST', headers: auth }),
      422,
      orderMessages.cannotCancel,
    );
    expect((await setStatus(pedido, 'entregado', admin)).status).toBe(200);
    await expectError(await setStatus(pedido, 'cancelado', admin), 422, adminTexts.orderFinished);
  });

  it('only an administrator sets a status (403 for a customer, 401 without a token)', async () => {
    const auth = await customerAuth(server);
    const pedido = await placeOrder(server, auth);
    await expectError(await setStatus(pedido, 'entregado', auth), 403, messages.http.forbidden);
    await expectError(await setStatus(pedido, 'entregado', {}), 401, messages.http.unauthorized);
  });
});

describe('the stream stays open with heartbeats and ends when it should', () => {
  it(`a heartbeat every ${ORDER_STREAM_HEARTBEAT_MS / 1000} s; the stream ends when the access token expires`, async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const stream = await openStream(await customerAuth(server));
    vi.advanceTimersByTime(ORDER_STREAM_HEARTBEAT_MS);
    expect((await stream.next()).comments).toEqual(['latido']);
    server.clock.advance(60 * 60 * 1000);
    vi.advanceTimersByTime(ORDER_STREAM_HEARTBEAT_MS);
    await expect(stream.next()).rejects.toThrow('the stream ended');
  });

  it("while the customer watches, the sandbox kitchen's steps are pushed as they fall due (no one has to ask)", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const auth = await customerAuth(server);
    const pedido = await placePaidOrder(server, auth);
    const stream = await openStream(auth);
    server.clock.advance(5 * 60_000);
    vi.advanceTimersByTime(ORDER_STREAM_HEARTBEAT_MS);
    const frame = await stream.nextEvent();
    expect(JSON.parse(frame.data!)).toMatchObject({ pedido, estado: 'en preparación' });
    // Announced once: the next tick finds nothing new.
    vi.advanceTimersByTime(ORDER_STREAM_HEARTBEAT_MS);
    expect((await stream.next()).comments).toEqual(['latido']);
    expect(await stream.quietFor(200)).toBe(true);
  });

  it('a logout ends the streams of that session at the next tick (same rules as every customer call), not the others', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const ended = await tokenFor(server, DEMO_CUSTOMER);
    const kept = await tokenFor(server, DEMO_CUSTOMER);
    const closing = await openStream(ended);
    const staying = await openStream(kept);
    const sid = (auth: Record<string, string>) =>
      JSON.parse(Buffer.from(auth.Authorization!.split('.')[1]!, 'base64url').toString()).sid as string;
    await server.database.db
      .update(refreshTokens)
      .set({ revokedAt: server.clock.now })
      .where(eq(refreshTokens.family, sid(ended)));
    vi.advanceTimersByTime(ORDER_STREAM_HEARTBEAT_MS);
    await expect(async () => {
      for (;;) await closing.next(1_000);
    }).rejects.toThrow('the stream ended');
    expect((await staying.next()).comments).toEqual(['latido']);
    expect(staying.ended).toBe(false);
  });

  it('closeAll ends every open stream (shutdown)', async () => {
    const stream = await openStream(await customerAuth(server));
    expect(server.app.orderStreams.size).toBeGreaterThan(0);
    server.app.orderStreams.closeAll();
    await expect(stream.next()).rejects.toThrow('the stream ended');
    expect(server.app.orderStreams.size).toBe(0);
  });

  it('a customer who leaves is forgotten', async () => {
    const before = server.app.orderStreams.size;
    const stream = await openStream(await customerAuth(server));
    expect(server.app.orderStreams.size).toBe(before + 1);
    await stream.close();
    expect(server.app.orderStreams.size).toBe(before);
  });
});

describe("an administrator's menu change is served at once by every replica of the database", () => {
  const menu = async (app: { request: (path: string) => Response | Promise<Response> }) =>
    productListSchema.parse(
      await (await app.request('/api/productos/listar_productos_minimo/B001/2026-03-02/++/1000000000/30/ /G')).json(),
    );

  it('a price change through one app is served by another app on the same database and notices', async () => {
    // A second app on the same database and notifier: a replica, in-process.
    const other = createApp({
      db: server.database.db,
      jwtSecret: TEST_JWT_SECRET,
      clock: () => server.clock.now,
      notifier: server.app.notifier,
      logger: { error: () => {} },
    });
    const before = (await menu(other)).find((p) => p.codigo_producto === 'T100')!.precio;
    const res = await server.postJson(
      '/api/productos/guardar_precio/T100',
      { konda: '30', precio: before + 1_000 },
      await adminAuth(server),
    );
    expect(res.status).toBe(200);
    await vi.waitFor(
      async () => expect((await menu(other)).find((p) => p.codigo_producto === 'T100')!.precio).toBe(before + 1_000),
      { timeout: 2_000 },
    );
    other.orderStreams.close();
  });

  it('a product made unavailable at a sales point leaves its menu; unknown product or sales point is 404', async () => {
    const admin = await adminAuth(server);
    expect(
      (await server.postJson('/api/productos/guardar_disponibilidad/T102', { vkbur: 'B001', disponible: false }, admin)).status,
    ).toBe(200);
    expect((await menu(server)).map((p) => p.codigo_producto)).not.toContain('T102');
    expect(
      (await server.postJson('/api/productos/guardar_disponibilidad/T102', { vkbur: 'B001', disponible: true }, admin)).status,
    ).toBe(200);
    expect((await menu(server)).map((p) => p.codigo_producto)).toContain('T102');
    await expectError(
      await server.postJson('/api/productos/guardar_precio/NOPE', { konda: '30', precio: 1 }, admin),
      404,
      adminTexts.productUnknown,
    );
    await expectError(
      await server.postJson('/api/productos/guardar_disponibilidad/T102', { vkbur: 'X999', disponible: true }, admin),
      404,
      adminTexts.salesPointUnknown,
    );
    await expectError(
      await server.postJson('/api/productos/guardar_precio/T100', { konda: '30', precio: 1 }, await customerAuth(server)),
      403,
      messages.http.forbidden,
    );
  });
});

describe.skipIf(!process.env.DATABASE_URL)('the notices connection to PostgreSQL comes back by itself', () => {
  it('after the listening connection is killed, it reconnects, drops the catalogue cache (notices may have been missed) and hears again', async () => {
    const admin = await adminAuth(server);
    await server.request('/api/productos/listar_productos_minimo/B001/2026-03-02/++/1000000000/30/ /G');
    let invalidated = 0;
    const invalidate = server.app.catalogue.invalidate.bind(server.app.catalogue);
    server.app.catalogue.invalidate = () => {
      invalidated++;
      invalidate();
    };
    try {
      const killed = await server.database.db.execute(
        sql`SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN%'`,
      );
      expect((killed as unknown as { rows: unknown[] }).rows.length).toBe(1);
      await vi.waitFor(() => expect(invalidated).toBeGreaterThan(0), { timeout: 5_000 });
      await server.app.notifier.ready();
      const stream = await openStream(await customerAuth(server));
      const pedido = await placeOrder(server, await customerAuth(server));
      expect((await setStatus(pedido, 'en preparación', admin)).status).toBe(200);
      expect(JSON.parse((await stream.nextEvent()).data!)).toMatchObject({ pedido, estado: 'en preparación' });
    } finally {
      server.app.catalogue.invalidate = invalidate;
    }
  });
});
