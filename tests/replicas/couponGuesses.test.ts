/**
 * Coupon guesses across two replicas on one PostgreSQL (finding 3;
 * server/middleware/couponGuesses.ts): validar_cupon and the order call draw from the same
 * buckets, kept in the database, so alternating replicas and calls buys no extra guess. Real
 * processes (tests/replicas/cluster.ts, TRUST_PROXY=1: the address is X-Forwarded-For), real
 * HTTP, real time: RATE_LIMIT_LOGIN=4 judgements a minute per address and per account, so that a
 * token comes back only every 15 s, far longer than the burst takes. Skipped without DATABASE_URL
 * (CI sets it: .ci/run).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../machines/messages';
import { orderMessages } from '../../machines/screenTexts/order';
import { addDays, slotOffer } from '../../machines/rules/deliverySlots';
import { exampleOrder } from '../../server/openapi';
import { IDENTITY_PATHS } from '../../server/routes/identityPaths';
import { DEMO_CUSTOMER } from '../../server/seed/users';
import { startCluster, type Cluster } from './cluster';

const ORDER_PATH = '/api/pedidos/enviar_pedidos_playerid_canal';
const CHECK_PATH = '/api/pedidos/validar_cupon';
const LIMIT = 4;
const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('coupon guesses across two replicas on one PostgreSQL', () => {
  let cluster: Cluster;
  let a: string;
  let b: string;

  beforeAll(async () => {
    cluster = await startCluster({ env: { RATE_LIMIT_LOGIN: String(LIMIT) } });
    [a, b] = cluster.urls;
  }, 180_000);
  afterAll(async () => cluster?.stop(), 60_000);

  const post = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(base + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  /** The documented example order on a slot the kitchen can still meet (the replicas run on the real clock). */
  function order(nrocupon: string) {
    const today = new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);
    const slot = slotOffer(Date.now(), { day: addDays(today, 1), time: '12:30' });
    return { ...exampleOrder, fecha_entrega: slot.day, hora_entrega: slot.time, nrocupon };
  }

  it(`${LIMIT} guesses alternating replicas and calls, in parallel, then every call on either replica answers 429 before judging`, async () => {
    const login = await post(a, IDENTITY_PATHS.login, DEMO_CUSTOMER, { 'X-Forwarded-For': '198.51.100.50' });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const auth = { Authorization: `Bearer ${token}`, 'X-Forwarded-For': '203.0.113.90' };
    const guesses = Array.from({ length: 2 * LIMIT }, (_, i) => {
      const base = i % 2 === 0 ? a : b;
      return i % 4 < 2
        ? post(base, ORDER_PATH, order(`REPLICA-ADIVINA-${i}`), auth)
        : post(
            base,
            CHECK_PATH,
            { nrocupon: `REPLICA-ADIVINA-${i}`, pdv: 'B001', detalles_pedido: [{ codigo_producto: 'P1001', cantidad: 1 }] },
            auth,
          );
    });
    const answers = await Promise.all(guesses);
    const statuses = answers.map((r) => r.status);
    for (const res of answers) await res.body?.cancel();
    // Exactly the limit was judged (422 'no existe'), whichever replica and call each one reached.
    expect(statuses.filter((s) => s === 422)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(LIMIT);
    // The real code asked afterwards on each replica, by each call: 429 with Retry-After, never its answer.
    for (const [base, path, body] of [
      [a, ORDER_PATH, order('BRASA10MIL')],
      [b, CHECK_PATH, { nrocupon: 'BRASA10MIL', pdv: 'B001', detalles_pedido: [{ codigo_producto: 'P1001', cantidad: 1 }] }],
    ] as const) {
      const res = await post(base, path, body, auth);
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await res.json()) as { message: string }).message).toBe(messages.http.tooManyRequests);
    }
    // The account's budget is spent from any address too; a stranger elsewhere still has one.
    const elsewhere = await post(
      b,
      CHECK_PATH,
      { nrocupon: 'OTRO', pdv: 'B001', detalles_pedido: [{ codigo_producto: 'P1001', cantidad: 1 }] },
      { ...auth, 'X-Forwarded-For': '192.0.2.200' },
    );
    expect(elsewhere.status).toBe(429);
    const stranger = await post(
      a,
      CHECK_PATH,
      { nrocupon: 'OTRO', pdv: 'B001', detalles_pedido: [{ codigo_producto: 'P1001', cantidad: 1 }] },
      { 'X-Forwarded-For': '192.0.2.201' },
    );
    expect(stranger.status).toBe(422);
    expect(((await stranger.json()) as { message: string }).message).toBe(orderMessages.couponNotFound);
  });
});
