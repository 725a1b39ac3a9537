/**
 * Two API replicas on one PostgreSQL database: what one replica does, the other
 * must honour, because every piece of shared state lives in the database. Real processes
 * (tests/replicas/cluster.ts), real HTTP, the clock of the machine. Skipped without
 * DATABASE_URL (CI sets it: .ci/run).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../machines/messages';
import { orderMessages } from '../../machines/screenTexts/order';
import { addDays, slotOffer } from '../../machines/rules/deliverySlots';
import { identityTexts } from '../../machines/screenTexts/identity';
import { REFRESH_REUSE_GRACE_SECONDS } from '../../server/auth/sessions';
import { exampleOrder } from '../../server/openapi';
import { REFRESH_COOKIE } from '../../server/auth/refreshCookie';
import { IDENTITY_PATHS } from '../../server/routes/identityPaths';
import { DEMO_CUSTOMER } from '../../server/seed/users';
import { startCluster, type Cluster } from './cluster';

const ORDER_PATH = '/api/pedidos/enviar_pedidos_playerid_canal';
/**
 * The replicas run in production mode, so every password check is scrypt at N=2¹⁷ (about 0.75 s of
 * one core, 128 MiB): the login cases verify 10 and more, on a host other suites may share.
 */
const PASSWORD_CASE_TIMEOUT_MS = 180_000;
const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('two replicas on one PostgreSQL', () => {
  let cluster: Cluster;
  let db: pg.Client;
  let a: string;
  let b: string;

  beforeAll(async () => {
    cluster = await startCluster();
    [a, b] = cluster.urls;
    db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
  }, 180_000);
  afterAll(async () => {
    await db?.end();
    await cluster?.stop();
  }, 60_000);

  const post = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(base + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  /** The refresh token an answer put in its HttpOnly cookie (token_renovacion). */
  const refreshCookieOf = (res: Response): string => {
    const line = res.headers.getSetCookie().find((l) => l.startsWith(`${REFRESH_COOKIE}=`));
    expect(line).toBeDefined();
    return line!.split(';')[0]!.slice(REFRESH_COOKIE.length + 1);
  };
  const withRefreshCookie = (token: string) => ({ Cookie: `${REFRESH_COOKIE}=${token}` });

  async function logIn(base: string): Promise<{ token: string; refresh_token: string }> {
    const res = await post(base, IDENTITY_PATHS.login, DEMO_CUSTOMER);
    expect(res.status).toBe(200);
    const { token } = (await res.json()) as { token: string };
    return { token, refresh_token: refreshCookieOf(res) };
  }

  /** The documented example order, on a delivery slot the kitchen can still meet (the server checks it against the real clock). */
  function order(overrides: Record<string, unknown> = {}) {
    const today = new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);
    const slot = slotOffer(Date.now(), { day: addDays(today, 1), time: '12:30' });
    return { ...exampleOrder, fecha_entrega: slot.day, hora_entrega: slot.time, ...overrides };
  }

  it('a customer logs in on A and the token works on B (one JWT secret for all replicas)', async () => {
    const session = await logIn(a);
    const res = await fetch(b + IDENTITY_PATHS.account, { headers: { Authorization: `Bearer ${session.token}` } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { email: string }).email).toBe(DEMO_CUSTOMER.username);
  });

  it('a refresh token rotated on A and replayed on B after the grace is refused, and ends the session on both', async () => {
    const session = await logIn(a);
    const rotated = await post(a, IDENTITY_PATHS.refresh, {}, withRefreshCookie(session.refresh_token));
    expect(rotated.status).toBe(200);
    const next = { refresh_token: refreshCookieOf(rotated) };
    await rotated.body?.cancel();
    // The grace for racing tabs is 30 s of wall time: move the rotation back instead of waiting.
    await db.query(`UPDATE refresh_tokens SET revoked_at = revoked_at - make_interval(secs => $1) WHERE revoked_at IS NOT NULL`, [
      REFRESH_REUSE_GRACE_SECONDS + 1,
    ]);
    const replay = await post(b, IDENTITY_PATHS.refresh, {}, withRefreshCookie(session.refresh_token));
    expect(replay.status).toBe(401);
    expect(((await replay.json()) as { message: string }).message).toBe(messages.identity.refreshTokenInvalid);
    // Reuse detected on B revoked the family: the newer token no longer works on A either.
    const newer = await post(a, IDENTITY_PATHS.refresh, {}, withRefreshCookie(next.refresh_token));
    expect(newer.status).toBe(401);
  });

  it(
    'failed logins are counted in the database: 11 wrong passwords for one username from one address, alternating A and B, get a 429 by the 11th',
    async () => {
      // A username of its own: the lockout lasts 15 minutes, and the other cases log in as the demo customer.
      // The limit is the same whether the account exists or not (server/middleware/rateLimit.ts).
      const who = { username: 'objetivo-de-adivinanzas@pollos.test', password: 'no-es-la-clave' };
      const forwarded = { 'X-Forwarded-For': '203.0.113.77' };
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await post(i % 2 === 0 ? a : b, IDENTITY_PATHS.login, who, forwarded);
        statuses.push(res.status);
        if (res.status === 429) {
          expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
          const { message } = (await res.json()) as { message: string };
          expect([messages.http.tooManyRequests, identityTexts.tooManyFailedLogins]).toContain(message);
        } else {
          await res.body?.cancel();
        }
      }
      // 10 attempts per minute per address and username (and 10 failures per account): the 11th is over, whichever replica counts it.
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
      // The same limit holds for the account from another address: the failures are shared, not per process.
      const elsewhere = await post(b, IDENTITY_PATHS.login, who, { 'X-Forwarded-For': '198.51.100.9' });
      expect(elsewhere.status).toBe(429);
      expect(((await elsewhere.json()) as { message: string }).message).toBe(identityTexts.tooManyFailedLogins);
    },
    PASSWORD_CASE_TIMEOUT_MS,
  );

  it(
    '40 parallel wrong passwords for one account from 40 addresses, split across A and B: at most 10 passwords are verified, and the right one is refused after the limit',
    async () => {
      // A fresh account (the failure token is taken before the scrypt, in one statement on the shared table).
      const email = `carrera.${randomUUID().slice(0, 8)}@correo.co`;
      const password = 'Arepa2026';
      const registered = await post(
        a,
        IDENTITY_PATHS.register,
        {
          nombres: 'Ana',
          apellidos: 'Réplica',
          cedula: String(7_000_000_000 + Math.floor(Math.random() * 1e8)),
          email,
          telefono2: '3157654321',
          password,
          password_confirmacion: password,
          aceptaterminos: 'S',
        },
        { 'X-Forwarded-For': '203.0.113.200' },
      );
      expect(registered.status, await registered.clone().text()).toBe(201);
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          post(
            i % 2 === 0 ? a : b,
            IDENTITY_PATHS.login,
            { username: email, password: `Equivocada${i}` },
            { 'X-Forwarded-For': `198.51.100.${i + 10}` },
          ),
        ),
      );
      const statuses = answers.map((r) => r.status);
      await Promise.all(answers.map((r) => r.body?.cancel()));
      // A verified password answers 401 (or 200); a refused attempt 429 before any scrypt.
      expect(statuses.filter((s) => s === 401 || s === 200).length).toBeLessThanOrEqual(10);
      expect(statuses.filter((s) => s === 401)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(30);
      for (const base of [a, b]) {
        const right = await post(
          base,
          IDENTITY_PATHS.login,
          { username: email, password },
          { 'X-Forwarded-For': '198.51.100.99' },
        );
        expect(right.status).toBe(429);
        expect(((await right.json()) as { message: string }).message).toBe(identityTexts.tooManyFailedLogins);
      }
    },
    PASSWORD_CASE_TIMEOUT_MS,
  );

  it('the same Idempotency-Key posted to A and B at once stores one order', async () => {
    const { token } = await logIn(b);
    const key = randomUUID();
    const headers = { Authorization: `Bearer ${token}`, 'Idempotency-Key': key };
    const body = order();
    const count = async () => Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM orders')).rows[0]!.n);
    const before = await count();
    const answers = await Promise.all([
      post(a, ORDER_PATH, body, headers),
      post(b, ORDER_PATH, body, headers),
      post(a, ORDER_PATH, body, headers),
      post(b, ORDER_PATH, body, headers),
    ]);
    const statuses = answers.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const texts = await Promise.all(answers.filter((r) => r.status === 200).map((r) => r.text()));
    expect(texts.length).toBeGreaterThan(0);
    expect(new Set(texts).size).toBe(1);
    expect(await count()).toBe(before + 1);
    // Finished on one replica, replayed by the other.
    const retry = await post(statuses[0] === 200 ? b : a, ORDER_PATH, body, headers);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await retry.text()).toBe(texts[0]);
  });

  it('20 parallel redemptions of a single-use coupon, split across A and B, succeed once', async () => {
    const code = 'REPLICAS1';
    await db.query(
      `INSERT INTO coupons (nrocupon, tipo, valor_cupon, monto_minimo, crudo_a_la_carta, single_use) VALUES ($1, 'V', 5000, 0, 'G', true)`,
      [code],
    );
    const { token } = await logIn(a);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(i % 2 === 0 ? a : b, ORDER_PATH, order({ nrocupon: code }), {
          Authorization: `Bearer ${token}`,
          'Idempotency-Key': randomUUID(),
        }),
      ),
    );
    const ok = answers.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    for (const res of answers.filter((r) => r.status !== 200)) {
      expect(res.status).toBe(422);
      expect(((await res.json()) as { message: string }).message).toBe(orderMessages.couponAlreadyUsed);
    }
    const { pedido } = (await ok[0]!.json()) as { pedido: number };
    const { rows } = await db.query<{ redeemed_by_order: number }>('SELECT redeemed_by_order FROM coupons WHERE nrocupon = $1', [
      code,
    ]);
    expect(rows[0]!.redeemed_by_order).toBe(pedido);
  });

  // Last: it stops replica B.
  it('SIGTERM on B: its answer in flight is sent, B exits 0 and closes its port, and A keeps serving B’s customer', async () => {
    const replicaB = cluster.replicas[1];
    const exited = new Promise<number | null>((resolve) => replicaB.child.once('exit', resolve));
    const { token } = await logIn(b);
    // An order whose body arrives in two parts, the signal in between: B has the request in hand when it is told to stop.
    const text = JSON.stringify(order());
    let sendRest!: () => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text.slice(0, 100)));
        sendRest = () => {
          controller.enqueue(new TextEncoder().encode(text.slice(100)));
          controller.close();
        };
      },
    });
    const inFlight = fetch(b + ORDER_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() },
      body,
      duplex: 'half',
    } as RequestInit);
    await new Promise((resolve) => setTimeout(resolve, 300));
    replicaB.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(replicaB.child.exitCode).toBeNull();
    sendRest();
    expect((await inFlight).status).toBe(200);
    expect(await exited).toBe(0);
    expect(replicaB.logs()).toContain('[api] cerrado');
    await expect(fetch(`${b}/healthz`)).rejects.toThrow();
    expect((await fetch(`${a}/readyz`)).status).toBe(200);
    // The session B opened goes on on A: nothing of it lived in B.
    expect((await fetch(a + IDENTITY_PATHS.account, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
  });
});
