import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../machines/messages';
import { identityTexts } from '../../machines/screenTexts/identity';
import { clientKey } from '../../server/middleware/clientIp';
import { rateLimitFromEnv } from '../../server/middleware/config';
import { RATE_LIMIT_DEFAULTS, TokenBucketLimiter } from '../../server/middleware/rateLimit';
import { PostgresBucketLimiter } from '../../server/middleware/sharedRateLimit';
import { rateLimitBuckets } from '../../server/db/schema';
import { CREDENTIAL_PATHS, IDENTITY_PATHS } from '../../server/routes/identityPaths';
import { createTestServer, expectApiError, LOGIN_PATH, type TestServer } from './helpers';

/** The bindings @hono/node-server passes to the app: the TCP peer is the client address. */
const from = (remoteAddress: string) => ({
  incoming: { socket: { remoteAddress, remotePort: 50_000, remoteFamily: remoteAddress.includes(':') ? 'IPv6' : 'IPv4' } },
});

let server: TestServer;
let proxied: TestServer;
beforeAll(async () => {
  server = await createTestServer({ deps: { rateLimit: { apiPerWindow: 5, loginPerWindow: 3, windowMs: 60_000 } } });
  proxied = await createTestServer({ deps: { rateLimit: { apiPerWindow: 2, trustProxy: true } } });
});
afterAll(async () => {
  await server?.close();
  await proxied?.close();
});

const STATUS = '/principal/sap/status';
const get = (s: TestServer, ip: string, path = STATUS, headers: Record<string, string> = {}) =>
  s.app.request(path, { headers }, from(ip));
const login = (ip: string, username: string) =>
  server.app.request(
    LOGIN_PATH,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password: 'clave-equivocada' }),
    },
    from(ip),
  );

describe('general rate limit per client IP (token bucket)', () => {
  it('answers 429 with Retry-After and the §8 message once the bucket is empty, then refills with the clock', async () => {
    const ip = '203.0.113.10';
    for (let i = 0; i < 5; i++) expect((await get(server, ip)).status).toBe(200);
    const limited = await get(server, ip);
    await expectApiError(limited, 429, messages.http.tooManyRequests);
    // 5 a minute: one token every 12 s.
    expect(limited.headers.get('retry-after')).toBe('12');
    expect(limited.headers.get('cache-control')).toBe('no-store');

    server.clock.advance(11_999);
    expect((await get(server, ip)).status).toBe(429);
    server.clock.advance(1);
    expect((await get(server, ip)).status).toBe(200);
    expect((await get(server, ip)).status).toBe(429);

    server.clock.advance(60_000); // a full bucket again, not more
    for (let i = 0; i < 5; i++) expect((await get(server, ip)).status).toBe(200);
    expect((await get(server, ip)).status).toBe(429);
  });

  it('other addresses have their own bucket; an IPv6 /64 is one client', async () => {
    const ip = '203.0.113.20';
    for (let i = 0; i < 5; i++) await get(server, ip);
    expect((await get(server, ip)).status).toBe(429);
    expect((await get(server, '203.0.113.21')).status).toBe(200);
    expect((await get(server, '::ffff:203.0.113.20')).status).toBe(429);

    for (let i = 0; i < 5; i++) expect((await get(server, `2001:db8:aa:bb::${i + 1}`)).status).toBe(200);
    expect((await get(server, '2001:db8:aa:bb:ffff::9')).status).toBe(429);
    expect((await get(server, '2001:db8:aa:cc::1')).status).toBe(200);
  });

  it('counts every API answer (404, 405 too) but not the SPA paths', async () => {
    const ip = '203.0.113.30';
    await get(server, ip, '/api/no/existe');
    await server.app.request(STATUS, { method: 'POST' }, from(ip));
    for (let i = 0; i < 3; i++) await get(server, ip);
    expect((await get(server, ip)).status).toBe(429);
    const spa = await get(server, ip, '/productos');
    expect(spa.status).toBe(404); // the plain not-found of a server without SPA, never 429
  });

  it('the machine itself (loopback: local tools, browser tests) is not counted unless asked', async () => {
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      for (let i = 0; i < 8; i++) expect((await get(server, ip)).status, ip).toBe(200);
    }
    const strict = await createTestServer({ deps: { rateLimit: { apiPerWindow: 2, exemptLoopback: false } } });
    try {
      for (let i = 0; i < 2; i++) expect((await get(strict, '127.0.0.1')).status).toBe(200);
      expect((await get(strict, '127.0.0.1')).status).toBe(429);
    } finally {
      await strict.close();
    }
  });

  it('without a TCP peer (app.request in tests) every request shares one key', async () => {
    for (let i = 0; i < 5; i++) expect((await server.request(STATUS)).status).toBe(200);
    expect((await server.request(STATUS)).status).toBe(429);
    server.clock.advance(60_000);
  });

  it('X-Forwarded-For is ignored unless the proxy is trusted; then its last address counts', async () => {
    // Untrusted: one peer, whatever the header says.
    for (const fake of ['198.51.100.1', '198.51.100.2']) await get(server, '203.0.113.40', STATUS, { 'X-Forwarded-For': fake });
    for (let i = 0; i < 3; i++) await get(server, '203.0.113.40', STATUS, { 'X-Forwarded-For': `198.51.100.${i + 3}` });
    expect((await get(server, '203.0.113.40', STATUS, { 'X-Forwarded-For': '198.51.100.9' })).status).toBe(429);

    // Trusted: the address the proxy appended (the last one) is the client.
    const viaProxy = (xff: string) => get(proxied, '10.0.0.1', STATUS, { 'X-Forwarded-For': xff });
    expect((await viaProxy('1.1.1.1, 198.51.100.50')).status).toBe(200);
    expect((await viaProxy('2.2.2.2, 198.51.100.50')).status).toBe(200);
    expect((await viaProxy('3.3.3.3, 198.51.100.50')).status).toBe(429);
    expect((await viaProxy('198.51.100.51')).status).toBe(200);
  });
});

describe('login attempts per client IP + username', () => {
  it('allow 3 a minute per username (from one address), then 429 while other usernames still log in', async () => {
    const ip = '203.0.113.60';
    for (let i = 0; i < 3; i++)
      await expectApiError(await login(ip, 'cliente@pollosbrasa.co'), 401, messages.session.invalidCredentials);
    const limited = await login(ip, 'Cliente@PollosBrasa.co '); // same account, other spelling
    await expectApiError(limited, 429, messages.http.tooManyRequests);
    expect(limited.headers.get('retry-after')).toBe('20');
    await expectApiError(await login(ip, 'admin@pollosbrasa.co'), 401);
    await expectApiError(await login('203.0.113.61', 'cliente@pollosbrasa.co'), 401);
    server.clock.advance(20_000);
    await expectApiError(await login(ip, 'cliente@pollosbrasa.co'), 401);
  });

  it('a malformed login body still counts (one bucket for "no username") and still gets its 4xx', async () => {
    const ip = '203.0.113.70';
    const bad = () =>
      server.app.request(
        LOGIN_PATH,
        { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"username":' },
        from(ip),
      );
    for (let i = 0; i < 3; i++) await expectApiError(await bad(), 400, messages.http.badRequest);
    await expectApiError(await bad(), 429, messages.http.tooManyRequests);
  });
});

describe('failed logins per account, whatever the address (loginFailuresPerAccount)', () => {
  let proxy: TestServer;
  beforeAll(async () => {
    // Behind a trusted proxy: each forwarded address is a client of its own with fresh IP buckets.
    proxy = await createTestServer({
      deps: { rateLimit: { trustProxy: true, loginFailuresPerAccount: 10, loginFailureWindowMs: 15 * 60_000 } },
    });
  });
  afterAll(async () => proxy?.close());

  const loginVia = (xff: string, username: string, password = 'clave-equivocada') =>
    proxy.app.request(
      LOGIN_PATH,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': xff },
        body: JSON.stringify({ username, password }),
      },
      from('10.0.0.1'),
    );

  it.each([
    ['an existing account', 'cliente@pollosbrasa.co'],
    ['an account that does not exist', 'nadie.registrado@correo.co'],
  ])(
    '30 guesses from 30 forwarded addresses at %s: the 11th and later answer 429 with the same Spanish lockout message',
    async (_name, username) => {
      const statuses: number[] = [];
      let locked: Response | undefined;
      for (let i = 0; i < 30; i++) {
        const res = await loginVia(`198.18.${username.length}.${i + 1}`, i % 2 ? username.toUpperCase() : `  ${username}`);
        statuses.push(res.status);
        if (res.status === 429) locked ??= res;
        else await expectApiError(res, 401, messages.session.invalidCredentials);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses.slice(10)).toEqual(Array(20).fill(429));
      await expectApiError(locked!, 429, identityTexts.tooManyFailedLogins);
      expect(Number(locked!.headers.get('retry-after'))).toBeGreaterThan(0);
      // The message does not say whether the account exists.
      expect(identityTexts.tooManyFailedLogins).not.toMatch(/existe|registrad|no encontr/i);
    },
  );

  it('while locked even the right password is refused; the lock lifts with the (simulated) clock', async () => {
    const demo = { username: 'cliente@pollosbrasa.co', password: 'Cliente123!' };
    // Locked by the previous test: a failure refills every 90 s (10 per 15 minutes).
    await expectApiError(await loginVia('198.18.99.1', demo.username, demo.password), 429, identityTexts.tooManyFailedLogins);
    proxy.clock.advance(15 * 60_000);
    expect((await loginVia('198.18.99.2', demo.username, demo.password)).status).toBe(200);
  });

  it('the lockout is per account: other usernames still log in meanwhile', async () => {
    for (let i = 0; i < 12; i++) await loginVia(`198.18.50.${i + 1}`, 'otro.usuario@correo.co');
    expect((await loginVia('198.18.50.99', 'otro.usuario@correo.co')).status).toBe(429);
    expect((await loginVia('198.18.50.100', 'admin@pollosbrasa.co', 'Admin123!')).status).toBe(200);
  });
});

describe('loopback exemption: only the real TCP peer', () => {
  it('a forwarded 127.0.0.1 (TRUST_PROXY) is counted like any client; a loopback peer without the header is still exempt', async () => {
    const limited = await createTestServer({ deps: { rateLimit: { apiPerWindow: 2, trustProxy: true } } });
    try {
      for (const forged of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        const viaProxy = () => get(limited, '203.0.113.80', STATUS, { 'X-Forwarded-For': forged });
        expect((await viaProxy()).status).toBe(200);
        expect((await viaProxy()).status).toBe(200);
        expect((await viaProxy()).status, forged).toBe(429);
        // The same from the proxy on this machine (a loopback peer): the header still decides, and is counted.
        expect((await get(limited, '127.0.0.1', STATUS, { 'X-Forwarded-For': forged })).status, forged).toBe(429);
        limited.clock.advance(60_000);
      }
      for (let i = 0; i < 5; i++) expect((await get(limited, '127.0.0.1')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('without TRUST_PROXY the header is ignored: a forwarded 127.0.0.1 from another peer is that peer, counted', async () => {
    const limited = await createTestServer({ deps: { rateLimit: { apiPerWindow: 2 } } });
    try {
      for (let i = 0; i < 2; i++)
        expect((await get(limited, '203.0.113.81', STATUS, { 'X-Forwarded-For': '127.0.0.1' })).status).toBe(200);
      expect((await get(limited, '203.0.113.81', STATUS, { 'X-Forwarded-For': '127.0.0.1' })).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('registration attempts per client IP alone (CREDENTIAL_PATHS registro: null)', () => {
  it('keys registro on the IP only: a new email each time does not buy a fresh bucket', async () => {
    expect(CREDENTIAL_PATHS[IDENTITY_PATHS.register]).toBeNull();
    const ip = '203.0.113.80';
    // Invalid bodies (no cedula, no password): each still takes a token and gets its 422, creating nothing.
    const register = (from_: string, email: string) =>
      server.app.request(
        IDENTITY_PATHS.register,
        { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email }) },
        from(from_),
      );
    for (let i = 0; i < 3; i++) await expectApiError(await register(ip, `nuevo.${i}@correo.co`), 422, messages.http.validation);
    const limited = await register(ip, 'otro.correo.mas@correo.co');
    await expectApiError(limited, 429, messages.http.tooManyRequests);
    expect(limited.headers.get('retry-after')).toBe('20');
    // Another address has its own bucket; the clock refills this one.
    await expectApiError(await register('203.0.113.81', 'nuevo.0@correo.co'), 422);
    server.clock.advance(20_000);
    await expectApiError(await register(ip, 'uno.mas@correo.co'), 422);
  });
});

describe('off by default in createApp (tests, benchmarks); configurable from the environment', () => {
  it('createApp without the rateLimit option never answers 429', async () => {
    const plain = await createTestServer();
    try {
      for (let i = 0; i < 301; i++) expect((await plain.request(STATUS)).status).toBe(200);
    } finally {
      await plain.close();
    }
  });

  it('RATE_LIMIT=off disables; a number sets the API limit; RATE_LIMIT_LOGIN the login limit', () => {
    for (const off of ['off', 'OFF', '0', 'false', 'no']) expect(rateLimitFromEnv({ RATE_LIMIT: off })).toBe(false);
    expect(rateLimitFromEnv({})).toEqual({
      apiPerWindow: 300,
      loginPerWindow: 10,
      windowMs: 60_000,
      loginFailuresPerAccount: 10,
      loginFailureWindowMs: 900_000,
      trustProxy: false,
    });
    expect(rateLimitFromEnv({ RATE_LIMIT: 'on' })).toMatchObject({ apiPerWindow: RATE_LIMIT_DEFAULTS.apiPerWindow });
    expect(
      rateLimitFromEnv({ RATE_LIMIT: '100000', RATE_LIMIT_LOGIN: '50', RATE_LIMIT_LOGIN_ACCOUNT: '20', TRUST_PROXY: 'true' }),
    ).toEqual({
      apiPerWindow: 100_000,
      loginPerWindow: 50,
      windowMs: 60_000,
      loginFailuresPerAccount: 20,
      loginFailureWindowMs: 900_000,
      trustProxy: true,
    });
    expect(() => rateLimitFromEnv({ RATE_LIMIT_LOGIN_ACCOUNT: '0' })).toThrow(/RATE_LIMIT_LOGIN_ACCOUNT/);
    expect(() => rateLimitFromEnv({ RATE_LIMIT: 'mucho' })).toThrow(/RATE_LIMIT/);
    expect(() => rateLimitFromEnv({ RATE_LIMIT_LOGIN: '-1' })).toThrow(/RATE_LIMIT_LOGIN/);
  });
});

describe('TokenBucketLimiter', () => {
  it('refills continuously, never above its limit, and a clock that goes back refills nothing', () => {
    let now = 1_000_000;
    const limiter = new TokenBucketLimiter(2, 1_000, () => now);
    expect(limiter.take('a')).toEqual({ allowed: true });
    expect(limiter.take('a')).toEqual({ allowed: true });
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now += 500;
    expect(limiter.take('a').allowed).toBe(true);
    now -= 10_000;
    expect(limiter.take('a').allowed).toBe(false);
    now += 1_000_000;
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
  });

  it('remembers at most maxKeys clients, dropping the least recently seen', () => {
    const limiter = new TokenBucketLimiter(1, 60_000, () => 0, 3);
    for (const key of ['a', 'b', 'c']) limiter.take(key);
    limiter.take('a'); // a is now the most recent (and empty)
    limiter.take('d'); // drops b
    expect(limiter.size).toBe(3);
    expect(limiter.take('a').allowed).toBe(false);
    expect(limiter.take('b').allowed).toBe(true); // forgotten, so a fresh bucket
  });

  it('refund gives back one taken token (a login that turned out right), never above the limit, nothing for a key never taken', () => {
    let now = 0;
    const limiter = new TokenBucketLimiter(2, 60_000, () => now);
    limiter.take('a');
    limiter.take('a');
    expect(limiter.take('a').allowed).toBe(false);
    limiter.refund('a');
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
    // Refunds of a full bucket are lost: never more than `limit` in hand.
    now += 60_000;
    limiter.refund('a');
    limiter.refund('a');
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')].map((r) => r.allowed)).toEqual([true, true, false]);
    limiter.refund('nunca');
    expect(limiter.size).toBe(1);
  });

  it('Retry-After is whole seconds, at least 1', () => {
    const limiter = new TokenBucketLimiter(300, 60_000, () => 0);
    for (let i = 0; i < 300; i++) limiter.take('x');
    expect(limiter.take('x')).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });
});

describe('PostgresBucketLimiter: the buckets every replica on one PostgreSQL shares', () => {
  // Runs on the test database (PGlite, or PostgreSQL when DATABASE_URL is set): the same SQL.
  const shared = (name: string, limit: number, windowMs: number, now: () => number) =>
    new PostgresBucketLimiter(server.database.db, name, limit, windowMs, now, () => 1);

  it('has the token bucket semantics of the in-memory limiter: refill, cap, a clock going back refills nothing', async () => {
    let now = 1_000_000;
    const limiter = shared('semantica', 2, 1_000, () => now);
    expect(await limiter.take('a')).toEqual({ allowed: true });
    expect(await limiter.take('a')).toEqual({ allowed: true });
    expect(await limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await limiter.peek('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now += 500;
    expect((await limiter.take('a')).allowed).toBe(true);
    now -= 10_000;
    expect((await limiter.take('a')).allowed).toBe(false);
    now += 1_000_000;
    expect((await limiter.peek('a')).allowed).toBe(true);
    expect((await limiter.take('a')).allowed).toBe(true);
    expect((await limiter.take('a')).allowed).toBe(true);
    expect((await limiter.take('a')).allowed).toBe(false);
  });

  it('two limiters on one table (two replicas) count against the same bucket; other names and keys are apart', async () => {
    const now = () => 5_000_000;
    const onA = shared('compartido', 3, 60_000, now);
    const onB = shared('compartido', 3, 60_000, now);
    const other = shared('otro', 3, 60_000, now);
    expect((await onA.take('k')).allowed).toBe(true);
    expect((await onB.take('k')).allowed).toBe(true);
    expect((await onA.take('k')).allowed).toBe(true);
    expect(await onB.take('k')).toEqual({ allowed: false, retryAfterSeconds: 20 });
    expect((await other.take('k')).allowed).toBe(true);
    expect((await onB.take('k2')).allowed).toBe(true);
  });

  it('20 takes at once of a bucket of 10 let exactly 10 through (one atomic statement per take)', async () => {
    const limiter = shared('paralelo', 10, 60_000, () => 7_000_000);
    const results = await Promise.all(Array.from({ length: 20 }, () => limiter.take('x')));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });

  it('refund is atomic too: gives one token back, counts the refill first, never above the limit, creates no row', async () => {
    let now = 11_000_000;
    const limiter = shared('devolucion', 2, 60_000, () => now);
    await limiter.take('a');
    await limiter.take('a');
    expect((await limiter.take('a')).allowed).toBe(false);
    await limiter.refund('a');
    expect((await limiter.take('a')).allowed).toBe(true);
    expect((await limiter.take('a')).allowed).toBe(false);
    now += 30_000; // one token refilled
    await limiter.refund('a'); // and one given back: two, the limit
    await limiter.refund('a'); // lost: the bucket is full
    expect([await limiter.take('a'), await limiter.take('a'), await limiter.take('a')].map((r) => r.allowed)).toEqual([
      true,
      true,
      false,
    ]);
    await limiter.refund('nunca-tomado');
    const keys = (await server.database.db.select({ key: rateLimitBuckets.key }).from(rateLimitBuckets)).map((r) => r.key);
    expect(keys).not.toContain('devolucion\nnunca-tomado');
  });

  it('refunds racing on one bucket are capped: 15 refunds at once on an empty bucket of 10 give back 10, not 15', async () => {
    const limiter = shared('devolucion-paralela', 10, 60_000, () => 12_000_000);
    const first = await Promise.all(Array.from({ length: 30 }, () => limiter.take('x')));
    expect(first.filter((r) => r.allowed)).toHaveLength(10);
    await Promise.all(Array.from({ length: 15 }, () => limiter.refund('x')));
    const second = await Promise.all(Array.from({ length: 30 }, () => limiter.take('x')));
    // 15 refunds on an empty bucket of 10 give back 10, not 15.
    expect(second.filter((r) => r.allowed)).toHaveLength(10);
  });

  it('prune deletes only the rows of buckets that are full again', async () => {
    let now = 9_000_000;
    const limiter = shared('poda', 2, 1_000, () => now);
    await limiter.take('lleno-pronto');
    now += 100;
    await limiter.take('vacio');
    await limiter.take('vacio');
    now += 600; // the first is full again (500 ms after its take), the second is not
    await limiter.prune();
    const keys = (await server.database.db.select({ key: rateLimitBuckets.key }).from(rateLimitBuckets)).map((r) => r.key);
    expect(keys).not.toContain('poda\nlleno-pronto');
    expect(keys).toContain('poda\nvacio');
  });
});

describe('client keys', () => {
  it.each([
    ['10.1.2.3', '10.1.2.3'],
    ['::ffff:10.1.2.3', '10.1.2.3'],
    ['2001:DB8:0:1:2:3:4:5', '2001:db8:0:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('%s → %s', (address, key) => expect(clientKey(address)).toBe(key));
});
