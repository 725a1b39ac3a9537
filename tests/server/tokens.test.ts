/**
 * Refresh tokens: issued at login, rotated by refrescar_token, revoked by cerrar_sesion
 * (server/auth/sessions.ts), carried in the HttpOnly cookie token_renovacion (server/auth/refreshCookie.ts).
 */
import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_TOKEN_MAX_AGE_SECONDS } from '../../machines/constants';
import { messages } from '../../machines/messages';
import { confirmationSchema, refreshAnswerSchema } from '../../machines/schemas';
import { REFRESH_REUSE_GRACE_SECONDS } from '../../server/auth/sessions';
import { secretKey, verifyToken } from '../../server/auth/token';
import { refreshTokens, users } from '../../server/db/schema';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../server/seed/users';
import {
  createTestServer,
  refreshCookie,
  refreshTokenOf,
  setCookieLine,
  setCookieValue,
  START,
  TEST_JWT_SECRET,
  type TestServer,
} from './helpers';
import { expectError, userIdOf } from './accountHelpers';
import {
  IDENTITY_PATHS,
  login,
  logout as logoutWith,
  PASSWORD,
  refresh,
  refreshRowsOf,
  registerCustomer,
} from './identityHelpers';
import { REFRESH_COOKIE } from '../../server/auth/refreshCookie';
import { identityTexts } from '../../machines/screenTexts/identity';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => server?.close());
afterEach(() => {
  server.clock.now = new Date(START);
});

const SECOND = 1000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const logInCustomer = () => login(server, DEMO_CUSTOMER.username, DEMO_CUSTOMER.password);
const logout = (refresh_token: string) => logoutWith(server, refresh_token);
/** Past the grace two racing tabs get: a rotated token presented now is reuse. */
const pastGrace = () => server.clock.advance((REFRESH_REUSE_GRACE_SECONDS + 1) * SECOND);

/** A refresh that must succeed: the answer, and the rotated refresh token its cookie carries. */
async function rotated(token: string) {
  return rotatedBy(await refresh(server, token));
}

async function rotatedBy(res: Response) {
  expect(res.status, await res.clone().text()).toBe(200);
  const refresh_token = refreshTokenOf(res);
  const json = (await res.json()) as Record<string, unknown>;
  expect(json).not.toHaveProperty('refresh_token');
  return { ...refreshAnswerSchema.parse(json), refresh_token };
}

describe('login opens a session with a refresh token', () => {
  it('answers an opaque refresh token of 32 random bytes (base64url) and stores only its SHA-256', async () => {
    const session = await logInCustomer();
    expect(session.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await server.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(session.refresh_token)));
    expect(row).toBeDefined();
    expect(row!.userId).toBe(await userIdOf(server, DEMO_CUSTOMER));
    expect(row!.revokedAt).toBeNull();
    const stored = JSON.stringify(await server.database.db.select().from(refreshTokens));
    expect(stored).not.toContain(session.refresh_token);
  });

  it('makes the refresh token last 2592000 s', async () => {
    const session = await logInCustomer();
    const [row] = await server.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(session.refresh_token)));
    expect(REFRESH_TOKEN_MAX_AGE_SECONDS).toBe(2_592_000);
    expect(row!.expiresAt.getTime() - START.getTime()).toBe(2_592_000 * SECOND);
  });

  it('gives new tokens at every login, each login in a session (family) of its own', async () => {
    const first = await logInCustomer();
    server.clock.advance(SECOND);
    const second = await logInCustomer();
    expect(second.token).not.toBe(first.token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const rows = await server.database.db
      .select()
      .from(refreshTokens)
      .where(inArray(refreshTokens.tokenHash, [sha256(first.refresh_token), sha256(second.refresh_token)]));
    expect(rows).toHaveLength(2);
    expect(rows[0]!.family).not.toBe(rows[1]!.family);
  });

  it('even within the same second, two logins never share a refresh token', async () => {
    const [a, b] = await Promise.all([logInCustomer(), logInCustomer()]);
    expect(a.refresh_token).not.toBe(b.refresh_token);
  });
});

describe('the refresh token lives in an HttpOnly cookie the server sets and reads', () => {
  it('login sets token_renovacion: HttpOnly, SameSite=Strict, Path=/api/auth_resources, Max-Age 2592000, and the body has no refresh_token', async () => {
    const res = await server.postJson(IDENTITY_PATHS.login, DEMO_CUSTOMER);
    expect(res.status).toBe(200);
    const line = setCookieLine(res, REFRESH_COOKIE)!;
    expect(line).toMatch(/^token_renovacion=[A-Za-z0-9_-]{43};/);
    const attributes = line
      .split(';')
      .slice(1)
      .map((a) => a.trim());
    expect(attributes).toEqual(
      expect.arrayContaining([
        `Max-Age=${REFRESH_TOKEN_MAX_AGE_SECONDS}`,
        'Path=/api/auth_resources',
        'HttpOnly',
        'SameSite=Strict',
      ]),
    );
    // Plain HTTP (development): no Secure, or the browser would never send it back.
    expect(attributes).not.toContain('Secure');
    expect(await res.json()).not.toHaveProperty('refresh_token');
  });

  it('is Secure over HTTPS (TLS, or X-Forwarded-Proto https from the proxy), for every cookie the answer sets', async () => {
    const viaProxy = await server.postJson(IDENTITY_PATHS.login, DEMO_CUSTOMER, { 'X-Forwarded-Proto': 'https' });
    const tls = await server.app.request(
      IDENTITY_PATHS.login,
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(DEMO_CUSTOMER) },
      { incoming: { socket: { encrypted: true } } },
    );
    for (const res of [viaProxy, tls]) {
      expect(res.status).toBe(200);
      const lines = res.headers.getSetCookie();
      expect(lines.length).toBeGreaterThanOrEqual(2); // the refresh token and the device cookie
      for (const line of lines) expect(line.split(';').map((a) => a.trim())).toContain('Secure');
    }
  });

  it('refrescar_token reads the cookie with body {} or an empty body, answers { token, expira_en } and rotates the cookie', async () => {
    const session = await logInCustomer();
    // No body at all (no Content-Type either), as a fetch without body sends it.
    const empty = await server.request(IDENTITY_PATHS.refresh, { method: 'POST', headers: refreshCookie(session.refresh_token) });
    expect(empty.status).toBe(200);
    expect(Object.keys(await empty.clone().json()).sort()).toEqual(['expira_en', 'token']);
    const next = await rotatedBy(empty);
    expect(next.refresh_token).not.toBe(session.refresh_token);
    expect(setCookieLine(empty, REFRESH_COOKIE)).toContain('HttpOnly');
    // Body {} (the refresh helper), the rotated cookie works once more.
    await rotated(next.refresh_token);
  });

  it('a refresh_token in the body is still accepted, and wins over the cookie', async () => {
    const session = await logInCustomer();
    const other = await logInCustomer();
    const res = await server.postJson(
      IDENTITY_PATHS.refresh,
      { refresh_token: session.refresh_token },
      refreshCookie(other.refresh_token),
    );
    const answer = await rotatedBy(res);
    const [row] = await server.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(answer.refresh_token)));
    const [old] = await server.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(session.refresh_token)));
    expect(row!.family).toBe(old!.family);
    // The cookie's token was not touched.
    await rotated(other.refresh_token);
  });

  it('a refused refresh (revoked, unknown) clears the cookie', async () => {
    const session = await logInCustomer();
    await logout(session.refresh_token);
    const res = await refresh(server, session.refresh_token);
    await expectError(res, 401, messages.identity.refreshTokenInvalid);
    expect(setCookieValue(res, REFRESH_COOKIE)).toBe('');
    expect(setCookieLine(res, REFRESH_COOKIE)).toContain('Path=/api/auth_resources');
  });
});

describe('refresh (POST /api/auth_resources/refrescar_token)', () => {
  it('exchanges a valid refresh token for a new access token (3600 s) and a new refresh token, not cached', async () => {
    const session = await logInCustomer();
    server.clock.advance(10 * 60 * SECOND);
    const res = await refresh(server, session.refresh_token);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const answer = await rotatedBy(res);
    expect(answer.expira_en).toBe(3600);
    expect(answer.refresh_token).not.toBe(session.refresh_token);
    expect(answer.token).not.toBe(session.token);
    const claims = await verifyToken(answer.token, secretKey(TEST_JWT_SECRET), server.clock.now);
    expect(claims).toMatchObject({ userId: await userIdOf(server, DEMO_CUSTOMER), cedula: '1020304050', admin: false });
  });

  it('revokes the old token, pointing to its replacement in the same family', async () => {
    const session = await logInCustomer();
    const answer = await rotated(session.refresh_token);
    const [old] = await server.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(session.refresh_token)));
    const [next] = await server.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(answer.refresh_token)));
    expect(old!.revokedAt).not.toBeNull();
    expect(old!.replacedBy).toBe(next!.id);
    expect(next!.family).toBe(old!.family);
    expect(next!.revokedAt).toBeNull();
  });

  it('can be chained: each new refresh token works once', async () => {
    let token = (await logInCustomer()).refresh_token;
    for (let i = 0; i < 3; i++) {
      server.clock.advance(3000 * SECOND);
      token = (await rotated(token)).refresh_token;
    }
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('detects reuse: a rotated token presented again after the grace is refused and ends the whole session', async () => {
    const session = await logInCustomer();
    const next = await rotated(session.refresh_token);
    pastGrace();
    await expectError(await refresh(server, session.refresh_token), 401, messages.identity.refreshTokenInvalid);
    // The thief (or the customer) holding the newer token is signed out too.
    await expectError(await refresh(server, next.refresh_token), 401, messages.identity.refreshTokenInvalid);
  });

  it('reuse in one session leaves the customer’s other sessions working', async () => {
    const stolen = await logInCustomer();
    const other = await logInCustomer();
    await rotated(stolen.refresh_token);
    pastGrace();
    await expectError(await refresh(server, stolen.refresh_token), 401);
    await rotated(other.refresh_token);
  });

  it(`REFRESH_REUSE_GRACE_SECONDS (${REFRESH_REUSE_GRACE_SECONDS} s): two tabs refreshing at once both get 200 and both new tokens work`, async () => {
    expect(REFRESH_REUSE_GRACE_SECONDS).toBe(30);
    const session = await logInCustomer();
    const answers = await Promise.all([refresh(server, session.refresh_token), refresh(server, session.refresh_token)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const [a, b] = await Promise.all(answers.map(rotatedBy));
    expect(a!.refresh_token).not.toBe(b!.refresh_token);
    // Same session (family), no revocation: each tab goes on refreshing with its own token.
    const rows = await server.database.db
      .select()
      .from(refreshTokens)
      .where(
        inArray(refreshTokens.tokenHash, [sha256(session.refresh_token), sha256(a!.refresh_token), sha256(b!.refresh_token)]),
      );
    expect(new Set(rows.map((r) => r.family)).size).toBe(1);
    server.clock.advance(10 * SECOND);
    await rotated(a!.refresh_token);
    await rotated(b!.refresh_token);
  });

  it('REFRESH_REUSE_GRACE_SECONDS: a rotated token presented within 30 s gets a successor; at 29 s still, replayed after 31 s it is reuse and ends the session', async () => {
    const session = await logInCustomer();
    const first = await rotated(session.refresh_token);
    server.clock.advance((REFRESH_REUSE_GRACE_SECONDS - 1) * SECOND);
    const late = await rotated(session.refresh_token);
    server.clock.advance(2 * SECOND); // 31 s after the rotation
    await expectError(await refresh(server, session.refresh_token), 401, messages.identity.refreshTokenInvalid);
    // The whole family is revoked: both successors stop working.
    await expectError(await refresh(server, first.refresh_token), 401, messages.identity.refreshTokenInvalid);
    await expectError(await refresh(server, late.refresh_token), 401, messages.identity.refreshTokenInvalid);
    const [row] = await server.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(first.refresh_token)));
    const family = await server.database.db.select().from(refreshTokens).where(eq(refreshTokens.family, row!.family));
    expect(family.every((r) => r.revokedAt !== null)).toBe(true);
  });

  it('REFRESH_REUSE_GRACE_SECONDS never graces a logout: a token rotated 1 s before the logout is refused', async () => {
    const session = await logInCustomer();
    const next = await rotated(session.refresh_token);
    server.clock.advance(SECOND);
    expect((await logout(next.refresh_token)).status).toBe(200);
    await expectError(await refresh(server, session.refresh_token), 401, messages.identity.refreshTokenInvalid);
    await expectError(await refresh(server, next.refresh_token), 401, messages.identity.refreshTokenInvalid);
  });

  it('REFRESH_REUSE_GRACE_SECONDS never graces a password change: a token rotated 1 s before it is refused', async () => {
    const customer = await registerCustomer(server);
    const next = await rotated(customer.refresh_token);
    server.clock.advance(SECOND);
    const change = await server.postJson(
      IDENTITY_PATHS.changePassword,
      { actual: PASSWORD, password: 'Bandeja2026', password_confirmacion: 'Bandeja2026' },
      { Authorization: `Bearer ${next.token}` },
    );
    expect(change.status, await change.clone().text()).toBe(200);
    await expectError(await refresh(server, customer.refresh_token), 401, messages.identity.refreshTokenInvalid);
    await expectError(await refresh(server, next.refresh_token), 401, messages.identity.refreshTokenInvalid);
  });

  it('refuses an expired refresh token (after 2592000 s) and accepts it one second before', async () => {
    const a = await logInCustomer();
    const b = await logInCustomer();
    server.clock.advance((REFRESH_TOKEN_MAX_AGE_SECONDS - 1) * SECOND);
    await rotated(a.refresh_token);
    server.clock.advance(1 * SECOND);
    await expectError(await refresh(server, b.refresh_token), 401, messages.identity.refreshTokenInvalid);
  });

  it('refuses an unknown refresh token with 401', async () => {
    await expectError(
      await refresh(server, 'q3Xb0m7cJ1mZp6Hn2vW9yKfR4tLs8aUe5dGiOxNcQwE'),
      401,
      messages.identity.refreshTokenInvalid,
    );
  });

  it('refuses an access token used as a refresh token', async () => {
    const session = await logInCustomer();
    await expectError(await refresh(server, session.token.slice(0, 200)), 401, messages.identity.refreshTokenInvalid);
  });

  it('gives the administrator flag as the database has it now', async () => {
    const session = await login(server, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await server.database.db.update(users).set({ eAdministrador: '' }).where(eq(users.username, DEMO_ADMIN.username));
    try {
      const answer = await rotated(session.refresh_token);
      expect((await verifyToken(answer.token, secretKey(TEST_JWT_SECRET), server.clock.now))?.admin).toBe(false);
    } finally {
      await server.database.db.update(users).set({ eAdministrador: 'X' }).where(eq(users.username, DEMO_ADMIN.username));
    }
  });

  it('without a refresh token (no cookie, body {} or empty) answers 401 and clears the cookie', async () => {
    for (const init of [{ body: '{}', headers: { 'Content-Type': 'application/json' } }, { body: '' }, {}]) {
      const res = await server.request(IDENTITY_PATHS.refresh, { method: 'POST', ...init });
      await expectError(res, 401, messages.identity.refreshTokenInvalid);
      expect(setCookieLine(res, REFRESH_COOKIE)).toMatch(/^token_renovacion=;.*Max-Age=0/);
    }
  });

  it.each([
    ['an empty refresh_token', { refresh_token: '' }],
    ['a numeric refresh_token', { refresh_token: 12345 }],
    ['a refresh_token of 201 characters', { refresh_token: 'a'.repeat(201) }],
  ])('rejects %s with 422 and a Spanish field error', async (_name, body) => {
    const answer = await expectError(await server.postJson(IDENTITY_PATHS.refresh, body), 422, messages.http.validation);
    expect(answer.errors?.refresh_token?.length).toBeGreaterThan(0);
  });

  it('rejects malformed JSON with 400', async () => {
    await expectError(await server.postJson(IDENTITY_PATHS.refresh, '{"refresh_token":'), 400, messages.http.badRequest);
  });
});

describe('logout (POST /api/auth_resources/cerrar_sesion)', () => {
  it('revokes the refresh token: it no longer gives new access tokens', async () => {
    const session = await logInCustomer();
    const res = await logout(session.refresh_token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(confirmationSchema.parse(await res.json())).toEqual({ isError: false, mensaje: identityTexts.loggedOut });
    await expectError(await refresh(server, session.refresh_token), 401, messages.identity.refreshTokenInvalid);
  });

  it('ends the whole session, also when called with a token the session already rotated', async () => {
    const session = await logInCustomer();
    const next = await rotated(session.refresh_token);
    expect((await logout(session.refresh_token)).status).toBe(200);
    await expectError(await refresh(server, next.refresh_token), 401);
  });

  it('leaves the customer’s other sessions open', async () => {
    const phone = await logInCustomer();
    const laptop = await logInCustomer();
    expect((await logout(phone.refresh_token)).status).toBe(200);
    await rotated(laptop.refresh_token);
  });

  it('needs no bearer token and is idempotent: twice, or with an unknown token, answers the same', async () => {
    const session = await logInCustomer();
    const first = await (await logout(session.refresh_token)).json();
    const again = await logout(session.refresh_token);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(first);
    const unknown = await logout('q3Xb0m7cJ1mZp6Hn2vW9yKfR4tLs8aUe5dGiOxNcQwE');
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual(first);
  });

  it('accepts body {} or an empty body without any token: the same 200, and the cookie cleared', async () => {
    for (const init of [{ body: '{}', headers: { 'Content-Type': 'application/json' } }, { body: '' }, {}]) {
      const res = await server.request(IDENTITY_PATHS.logout, { method: 'POST', ...init });
      expect(res.status).toBe(200);
      expect(confirmationSchema.parse(await res.json()).mensaje).toBe(identityTexts.loggedOut);
      expect(setCookieLine(res, REFRESH_COOKIE)).toMatch(/^token_renovacion=;.*Max-Age=0/);
    }
  });

  it('clears the cookie with the same Path (Max-Age=0), so the browser drops it', async () => {
    const session = await logInCustomer();
    const line = setCookieLine(await logout(session.refresh_token), REFRESH_COOKIE)!;
    expect(line).toMatch(/^token_renovacion=;/);
    expect(line).toContain('Max-Age=0');
    expect(line).toContain('Path=/api/auth_resources');
  });

  it('still accepts the refresh token in the body (clients without cookies, the SPA moving its old cookie)', async () => {
    const session = await logInCustomer();
    expect((await server.postJson(IDENTITY_PATHS.logout, { refresh_token: session.refresh_token })).status).toBe(200);
    await expectError(await refresh(server, session.refresh_token), 401, messages.identity.refreshTokenInvalid);
  });

  it('ends every session presented: the body’s token and the cookie’s', async () => {
    const old = await logInCustomer();
    const current = await logInCustomer();
    expect(
      (await server.postJson(IDENTITY_PATHS.logout, { refresh_token: old.refresh_token }, refreshCookie(current.refresh_token)))
        .status,
    ).toBe(200);
    await expectError(await refresh(server, old.refresh_token), 401);
    await expectError(await refresh(server, current.refresh_token), 401);
  });

  it('revokes only the presented session’s rows in the database', async () => {
    const userId = await userIdOf(server, DEMO_CUSTOMER);
    const other = await logInCustomer();
    const session = await logInCustomer();
    await logout(session.refresh_token);
    const rows = await refreshRowsOf(server, userId);
    const mine = rows.find((r) => r.tokenHash === sha256(session.refresh_token))!;
    expect(rows.filter((r) => r.family === mine.family).every((r) => r.revokedAt !== null)).toBe(true);
    const others = rows.find((r) => r.tokenHash === sha256(other.refresh_token))!;
    expect(others.family).not.toBe(mine.family);
    expect(others.revokedAt).toBeNull();
  });
});
