import { decodeJwt, decodeProtectedHeader, SignJWT, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../machines/messages';
import { sessionAnswerSchema, userSchema } from '../../machines/schemas';
import { costOf, hashPassword, SCRYPT_COST, scryptHasher, verifyPassword } from '../../server/auth/password';
import { loadOrCreateSecret, secretKey, verifyToken } from '../../server/auth/token';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../server/seed/users';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema';
import {
  createTestServer,
  expectApiError,
  expectStillAnswering,
  LOGIN_PATH,
  ORDER_PATH,
  refreshTokenOf,
  START,
  TEST_JWT_SECRET,
  TEST_SCRYPT_COST,
  testPasswords,
  validOrder,
  type TestServer,
} from './helpers';
import { login, PASSWORD, registerCustomer } from './identityHelpers';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => server?.close());

describe('login (POST /api/auth_resources/loginecommerce)', () => {
  it('returns the user with esta_autenticado 1, a bearer token and a refresh token (in its HttpOnly cookie), never cached', async () => {
    const res = await server.postJson(LOGIN_PATH, DEMO_CUSTOMER);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(refreshTokenOf(res)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const json = (await res.json()) as Record<string, unknown>;
    expect(json).not.toHaveProperty('refresh_token');
    const user = sessionAnswerSchema.parse(json);
    expect(user).toMatchObject({
      nombres: 'Laura',
      apellidos: 'Gómez',
      cedula: '1020304050',
      EAdministrador: '',
      esta_autenticado: '1',
      email: 'cliente@pollosbrasa.co',
    });
    expect(user.direccion).toMatch(/Bogotá/);
    expect(user.token.split('.')).toHaveLength(3);
  });

  it('signs an HS256 token that expires after 3600 s, subject the user id, with cedula and admin claims', async () => {
    const { token } = userSchema.parse(await (await server.postJson(LOGIN_PATH, DEMO_CUSTOMER)).json());
    expect(decodeProtectedHeader(token).alg).toBe('HS256');
    const { payload } = await jwtVerify(token, secretKey(TEST_JWT_SECRET), { algorithms: ['HS256'], currentDate: START });
    expect(payload.exp! - payload.iat!).toBe(3600);
    expect(payload.iat).toBe(Math.floor(START.getTime() / 1000));
    expect(payload.sub).toMatch(/^\d+$/);
    expect(payload).toMatchObject({ cedula: '1020304050', admin: false });
  });

  it("marks the administrator (EAdministrador 'X') in the user and the token", async () => {
    const res = await server.postJson(LOGIN_PATH, DEMO_ADMIN);
    const user = userSchema.parse(await res.json());
    expect(user.EAdministrador).toBe('X');
    expect(decodeJwt(user.token).admin).toBe(true);
  });

  it('gives a new bearer token and a new refresh token at every login', async () => {
    const first = await login(server, DEMO_CUSTOMER.username, DEMO_CUSTOMER.password);
    server.clock.advance(1000);
    const second = await login(server, DEMO_CUSTOMER.username, DEMO_CUSTOMER.password);
    server.clock.now = new Date(START);
    expect(second.token).not.toBe(first.token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
  });

  it('accepts the username in any letter case', async () => {
    const res = await server.postJson(LOGIN_PATH, { username: 'CLIENTE@PollosBrasa.co', password: DEMO_CUSTOMER.password });
    expect(res.status).toBe(200);
  });

  it('answers 401 for a wrong password', async () => {
    await expectApiError(
      await server.postJson(LOGIN_PATH, { username: DEMO_CUSTOMER.username, password: 'cliente123!' }),
      401,
      messages.session.invalidCredentials,
    );
  });

  it('answers 401 for an unknown user, with the same message', async () => {
    await expectApiError(
      await server.postJson(LOGIN_PATH, { username: 'nadie@pollosbrasa.co', password: 'Cliente123!' }),
      401,
      messages.session.invalidCredentials,
    );
  });

  it.each([
    ['an empty username', { username: '  ', password: 'x' }, 'username'],
    ['a missing password', { username: DEMO_CUSTOMER.username }, 'password'],
    ['a numeric password', { username: DEMO_CUSTOMER.username, password: 123 }, 'password'],
    ['a string body', 'hola', 'body'],
  ])('rejects %s with 422 and a Spanish field error', async (_name, body, field) => {
    const answer = await expectApiError(
      await server.postJson(LOGIN_PATH, typeof body === 'string' ? JSON.stringify(body) : body),
      422,
      messages.http.validation,
    );
    expect(answer.errors?.[field]?.length).toBe(1);
    await expectStillAnswering(server);
  });

  it('rejects malformed JSON with 400', async () => {
    await expectApiError(await server.postJson(LOGIN_PATH, '{"username":'), 400, messages.http.badRequest);
  });
});

describe('tokens', () => {
  const key = secretKey(TEST_JWT_SECRET);

  it('are refused once expired, signed with another secret or with another algorithm', async () => {
    const { token } = userSchema.parse(await (await server.postJson(LOGIN_PATH, DEMO_CUSTOMER)).json());
    expect(await verifyToken(token, key, START)).toMatchObject({ cedula: '1020304050', admin: false });
    expect(await verifyToken(token, key, new Date(START.getTime() + 3601_000))).toBeNull();
    expect(await verifyToken(token, secretKey('otro-secreto-de-pruebas-0123456789'), START)).toBeNull();
    const hs512 = await new SignJWT({ cedula: '1', admin: true })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('1')
      .setIssuedAt(Math.floor(START.getTime() / 1000))
      .setExpirationTime('1h')
      .sign(key);
    expect(await verifyToken(hs512, key, START)).toBeNull();
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${token.split('.')[1]}.`;
    expect(await verifyToken(unsigned, key, START)).toBeNull();
  });

  it('are refused without an expiry (exp is required): a session must end', async () => {
    const forever = await new SignJWT({ cedula: '1020304050', admin: false })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuedAt(Math.floor(START.getTime() / 1000))
      .sign(key);
    expect(await verifyToken(forever, key, START)).toBeNull();
  });

  it('use JWT_SECRET, else a secret generated once and kept in the data dir', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pollos-secret-'));
    try {
      const file = join(dir, 'jwt-secret');
      expect(loadOrCreateSecret('desde-el-entorno', file)).toBe('desde-el-entorno');
      const generated = loadOrCreateSecret(undefined, file);
      expect(generated.length).toBeGreaterThanOrEqual(32);
      expect(readFileSync(file, 'utf8').trim()).toBe(generated);
      expect(loadOrCreateSecret('', file)).toBe(generated);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('passwords', () => {
  it('are hashed with scrypt and a random salt, and verified', async () => {
    const a = await hashPassword('Cliente123!', TEST_SCRYPT_COST);
    const b = await hashPassword('Cliente123!', TEST_SCRYPT_COST);
    expect(a).toMatch(/^scrypt\$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Cliente123!');
    expect(await verifyPassword('Cliente123!', a)).toBe(true);
    expect(await verifyPassword('Cliente123?', a)).toBe(false);
    expect(await verifyPassword('Cliente123!', 'texto-cualquiera')).toBe(false);
  });

  it('production hashes at N=2¹⁷, r=8, p=1 (OWASP’s minimum for scrypt), and each hash names its cost', async () => {
    expect(SCRYPT_COST).toEqual({ N: 131_072, r: 8, p: 1 });
    // 128 MiB of scrypt memory: over Node's default maxmem (32 MiB), so this also proves the limit is raised.
    const stored = await hashPassword('Cliente123!');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(costOf(stored)).toEqual(SCRYPT_COST);
    expect(await verifyPassword('Cliente123!', stored)).toBe(true);
  });

  it('a stored cost that is not scrypt’s (N not a power of two) or absurdly large is refused, not computed', async () => {
    const good = await hashPassword('Cliente123!', TEST_SCRYPT_COST);
    const [, , r, p, salt, hash] = good.split('$');
    for (const n of ['1000', String(2 ** 24), '0', '-1024'])
      expect(await verifyPassword('Cliente123!', ['scrypt', n, r, p, salt, hash].join('$'))).toBe(false);
  });

  it('a hash of the old cost (N=2¹⁴) still verifies, and the next successful login replaces it with one at the server’s cost', async () => {
    const customer = await registerCustomer(server);
    const oldHash = await hashPassword(PASSWORD, { N: 2 ** 14, r: 8, p: 1 });
    await server.database.db.update(users).set({ passwordHash: oldHash }).where(eq(users.email, customer.body.email));
    const stored = async () =>
      (await server.database.db.select({ h: users.passwordHash }).from(users).where(eq(users.email, customer.body.email)))[0]!.h;
    // A wrong password rehashes nothing.
    await expectApiError(await server.postJson(LOGIN_PATH, { username: customer.body.email, password: 'Equivocada1' }), 401);
    expect(await stored()).toBe(oldHash);
    await login(server, customer.body.email, PASSWORD);
    const renewed = await stored();
    expect(renewed).not.toBe(oldHash);
    expect(costOf(renewed)).toEqual(TEST_SCRYPT_COST);
    await login(server, customer.body.email, PASSWORD);
    expect(await stored()).toBe(renewed);
  });

  it('createApp without a hasher uses SCRYPT_COST: registration writes N=2¹⁷, and an old hash is raised to it at login', async () => {
    const production = await createTestServer({ deps: { passwords: undefined } });
    try {
      const customer = await registerCustomer(production);
      const [row] = await production.database.db.select().from(users).where(eq(users.email, customer.body.email));
      expect(costOf(row!.passwordHash)).toEqual(SCRYPT_COST);
      await production.database.db
        .update(users)
        .set({ passwordHash: await hashPassword(PASSWORD, { N: 2 ** 14, r: 8, p: 1 }) })
        .where(eq(users.email, customer.body.email));
      await login(production, customer.body.email, PASSWORD);
      const [after] = await production.database.db.select().from(users).where(eq(users.email, customer.body.email));
      expect(costOf(after!.passwordHash)).toEqual(SCRYPT_COST);
    } finally {
      await production.close();
    }
  });

  it('an unknown username is checked against a dummy hash of the same cost as real ones (equal timing)', async () => {
    const seen: string[] = [];
    const inner = testPasswords();
    const spy = await createTestServer({
      deps: { passwords: { ...inner, verify: (password, stored) => (seen.push(stored), inner.verify(password, stored)) } },
    });
    try {
      await expectApiError(await spy.postJson(LOGIN_PATH, { username: 'nadie@pollosbrasa.co', password: 'Cliente123!' }), 401);
      expect(seen).toHaveLength(1);
      expect(costOf(seen[0]!)).toEqual(TEST_SCRYPT_COST);
      expect(costOf(await scryptHasher({ N: 2 ** 11, r: 8, p: 1 }).dummyHash())).toEqual({ N: 2 ** 11, r: 8, p: 1 });
    } finally {
      await spy.close();
    }
  });
});

describe('a token whose account no longer exists', () => {
  it('gets 401 on order submission, favourites and the account, not a 500', async () => {
    const customer = await registerCustomer(server);
    const [row] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, customer.body.email));
    await server.database.db.delete(users).where(eq(users.id, row!.id));
    await expectApiError(await server.postJson(ORDER_PATH, validOrder(), customer.auth), 401, messages.http.unauthorized);
    await expectApiError(
      await server.postJson(`/api/usuarios/favoritos/${customer.body.cedula}`, { codigo_producto: 'P1001' }, customer.auth),
      401,
      messages.http.unauthorized,
    );
    expect(server.errors).toEqual([]);
    await expectStillAnswering(server);
  });
});
