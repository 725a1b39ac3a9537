/**
 * Live changes across replicas: two real API processes on one PostgreSQL database
 * (tests/replicas/cluster.ts). A change made through A reaches B by PostgreSQL LISTEN/NOTIFY:
 * B's catalogue cache is dropped, and B's open order streams hear the status change.
 * Skipped without DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusChangeSchema, orderStreamTicketSchema, productListSchema } from '../../machines/schemas';
import { addDays, slotOffer } from '../../machines/rules/deliverySlots';
import { exampleOrder } from '../../server/openapi';
import { IDENTITY_PATHS } from '../../server/routes/identityPaths';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../server/seed/users';
import { readSse } from '../server/sse';
import { startCluster, type Cluster } from './cluster';

const databaseUrl = process.env.DATABASE_URL;
/** The bound: a change on one replica is seen on the other within 2 s. */
const WITHIN_MS = 2_000;
const MENU_PATH = '/api/productos/listar_productos_minimo/B001/2026-03-02/++/1000000000/30/%20/G';

describe.skipIf(!databaseUrl)('live changes between two replicas on one PostgreSQL', () => {
  let cluster: Cluster;
  let a: string;
  let b: string;

  beforeAll(async () => {
    cluster = await startCluster();
    [a, b] = cluster.urls;
  }, 180_000);
  afterAll(async () => cluster?.stop(), 60_000);

  const post = (base: string, path: string, body: unknown, token?: string) =>
    fetch(base + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  async function tokenOf(base: string, who: { username: string; password: string }): Promise<string> {
    const res = await post(base, IDENTITY_PATHS.login, who);
    expect(res.status).toBe(200);
    return ((await res.json()) as { token: string }).token;
  }

  const priceOn = async (base: string, code: string) =>
    productListSchema.parse(await (await fetch(base + MENU_PATH)).json()).find((p) => p.codigo_producto === code)?.precio;

  it("an administrator's price change on A is served by B within 2 s", async () => {
    const admin = await tokenOf(a, DEMO_ADMIN);
    const product = productListSchema.parse(await (await fetch(b + MENU_PATH)).json())[0]!;
    // B has the menu cached now.
    expect(await priceOn(b, product.codigo_producto)).toBe(product.precio);
    const changedAt = Date.now();
    const res = await post(
      a,
      `/api/productos/guardar_precio/${product.codigo_producto}`,
      { konda: '30', precio: product.precio + 1_000 },
      admin,
    );
    expect(res.status).toBe(200);
    let seen: number | undefined;
    while (Date.now() - changedAt < WITHIN_MS) {
      seen = await priceOn(b, product.codigo_producto);
      if (seen === product.precio + 1_000) break;
    }
    expect(seen, 'B still serves the old price 2 s after the change').toBe(product.precio + 1_000);
  });

  it("a customer's order stream on B receives a status change made on A within 2 s", async () => {
    const customer = await tokenOf(a, DEMO_CUSTOMER);
    const admin = await tokenOf(a, DEMO_ADMIN);
    const today = new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);
    const slot = slotOffer(Date.now(), { day: addDays(today, 1), time: '12:30' });
    const placed = await post(
      a,
      '/api/pedidos/enviar_pedidos_playerid_canal',
      { ...exampleOrder, fecha_entrega: slot.day, hora_entrega: slot.time },
      customer,
    );
    expect(placed.status, await placed.clone().text()).toBe(200);
    const { pedido } = (await placed.json()) as { pedido: number };

    // The ticket comes from A and opens the stream on B: one secret for all replicas.
    const ticket = orderStreamTicketSchema.parse(
      await (await post(a, '/api/pedidos/eventos/ticket', {}, customer)).json(),
    ).ticket;
    const res = await fetch(`${b}/api/pedidos/eventos?ticket=${encodeURIComponent(ticket)}`);
    expect(res.status).toBe(200);
    const stream = readSse(res);
    try {
      expect((await stream.next()).comments).toContain('conectado');
      const changedAt = Date.now();
      expect((await post(a, `/api/pedidos/guardar_estado/${pedido}`, { estado: 'en preparación' }, admin)).status).toBe(200);
      const frame = await stream.nextEvent(WITHIN_MS);
      expect(Date.now() - changedAt).toBeLessThan(WITHIN_MS);
      expect(frame.event).toBe('estado');
      expect(orderStatusChangeSchema.parse(JSON.parse(frame.data!))).toMatchObject({ pedido, estado: 'en preparación' });
    } finally {
      await stream.close();
    }
  });

  it('a ticket opens one stream once across replicas: 10 uses at once, 5 on A and 5 on B, open exactly one', async () => {
    const customer = await tokenOf(a, DEMO_CUSTOMER);
    const ticket = orderStreamTicketSchema.parse(
      await (await post(a, '/api/pedidos/eventos/ticket', {}, customer)).json(),
    ).ticket;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => fetch(`${i % 2 ? b : a}/api/pedidos/eventos?ticket=${encodeURIComponent(ticket)}`)),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, ...Array<number>(9).fill(401)]);
    await Promise.all(answers.map((res) => res.body?.cancel()));
  });

  // Last: it stops B.
  it('SIGTERM on B ends its open order streams at once, and B exits 0 (the browser reconnects to A)', async () => {
    const customer = await tokenOf(a, DEMO_CUSTOMER);
    const ticket = orderStreamTicketSchema.parse(
      await (await post(a, '/api/pedidos/eventos/ticket', {}, customer)).json(),
    ).ticket;
    const stream = readSse(await fetch(`${b}/api/pedidos/eventos?ticket=${encodeURIComponent(ticket)}`));
    expect((await stream.next()).comments).toContain('conectado');
    const child = cluster.replicas[1].child;
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const stoppedAt = Date.now();
    child.kill('SIGTERM');
    await expect(stream.next(5_000)).rejects.toThrow('the stream ended');
    expect(await exited).toBe(0);
    // Within the shutdown bound, not after a stream's natural end.
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    // The browser reconnects to A with a new ticket (the one B saw has been used).
    const used = await fetch(`${a}/api/pedidos/eventos?ticket=${encodeURIComponent(ticket)}`);
    expect(used.status).toBe(401);
    const fresh = orderStreamTicketSchema.parse(await (await post(a, '/api/pedidos/eventos/ticket', {}, customer)).json()).ticket;
    const again = await fetch(`${a}/api/pedidos/eventos?ticket=${encodeURIComponent(fresh)}`);
    expect(again.status).toBe(200);
    await again.body?.cancel();
  });
});
