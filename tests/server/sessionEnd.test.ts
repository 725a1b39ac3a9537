/**
 * Sessions that end: an access token stops working at once after logout, a password
 * change or a password reset, not when its 3600 s run out. The token carries the account's token
 * version (claim `ver`) and its login session (claim `sid`, the refresh-token family); requireUser
 * checks both in one lookup. Logout ends one session; a password change or reset ends them all.
 */
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../machines/messages';
import { refreshAnswerSchema } from '../../machines/schemas';
import { secretKey } from '../../server/auth/token';
import { users } from '../../server/db/schema';
import type { MemoryOutbox } from '../../server/mail/outbox';
import { recoveryMailsSettled } from '../../server/routes/passwordRecovery';
import { createTestServer, refreshTokenOf, setCookieLine, START, TEST_JWT_SECRET, type TestServer } from './helpers';
import { expectError } from './accountHelpers';
import { IDENTITY_PATHS, login, logout, PASSWORD, refresh, registerCustomer } from './identityHelpers';
import { REFRESH_COOKIE } from '../../server/auth/refreshCookie';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => server?.close());
afterEach(() => {
  server.clock.now = new Date(START);
});

const NEW_PASSWORD = 'Bandeja2026';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
/** An authenticated call that changes nothing: the customer's own account. */
const account = (token: string) => server.request(IDENTITY_PATHS.account, { headers: bearer(token) });
const expectAlive = async (token: string) => expect((await account(token)).status).toBe(200);
const expectDead = async (token: string) => expectError(await account(token), 401, messages.http.unauthorized);

async function versionOf(email: string): Promise<number> {
  const [row] = await server.database.db.select({ v: users.tokenVersion }).from(users).where(eq(users.email, email));
  return row!.v;
}

describe('logout ends the access tokens of its session (cerrar_sesion revokes the family)', () => {
  it('the access token of the session is refused with 401 right after logout, well inside its 3600 s', async () => {
    const customer = await registerCustomer(server);
    await expectAlive(customer.token);
    expect((await logout(server, customer.refresh_token)).status).toBe(200);
    server.clock.advance(1_000);
    await expectDead(customer.token);
    // Logging in again gives a token that works.
    await expectAlive((await login(server, customer.body.email, PASSWORD)).token);
  });

  it('another device stays signed in: its access token keeps working, and it renews it as before', async () => {
    const customer = await registerCustomer(server);
    const laptop = await login(server, customer.body.email, PASSWORD);
    await logout(server, customer.refresh_token);
    await expectDead(customer.token);
    await expectAlive(laptop.token);
    const renewed = refreshAnswerSchema.parse(await (await refresh(server, laptop.refresh_token)).json());
    await expectAlive(renewed.token);
  });

  it('every access token of the session ends, also those renewed by a refresh before the logout', async () => {
    const customer = await registerCustomer(server);
    const res = await refresh(server, customer.refresh_token);
    const renewed = { ...refreshAnswerSchema.parse(await res.clone().json()), refresh_token: refreshTokenOf(res) };
    await expectAlive(customer.token);
    await expectAlive(renewed.token);
    await logout(server, renewed.refresh_token);
    await expectDead(customer.token);
    await expectDead(renewed.token);
  });

  it('an unknown refresh token, or a session already ended, changes nothing: a stale copy cannot keep signing the customer out', async () => {
    const customer = await registerCustomer(server);
    await server.postJson(IDENTITY_PATHS.logout, { refresh_token: customer.refresh_token });
    const again = await login(server, customer.body.email, PASSWORD);
    const version = await versionOf(customer.body.email);
    for (const refresh_token of [customer.refresh_token, 'x'.repeat(43)]) {
      expect((await server.postJson(IDENTITY_PATHS.logout, { refresh_token })).status).toBe(200);
    }
    expect(await versionOf(customer.body.email)).toBe(version);
    await expectAlive(again.token);
  });
});

describe('logout by access token alone (cerrar_sesion with a bearer and no refresh token)', () => {
  const logoutWithBearer = (token: string) => server.postJson(IDENTITY_PATHS.logout, {}, bearer(token));

  it('a valid bearer with body {} ends that token’s session: the token is refused with 401 at once, not after its hour', async () => {
    const customer = await registerCustomer(server);
    await expectAlive(customer.token);
    const res = await logoutWithBearer(customer.token);
    expect(res.status).toBe(200);
    expect(setCookieLine(res, REFRESH_COOKIE)).toMatch(/Max-Age=0/);
    server.clock.advance(1_000);
    await expectDead(customer.token);
    // The session's refresh token went with it.
    await expectError(await refresh(server, customer.refresh_token), 401, messages.identity.refreshTokenInvalid);
  });

  it('ends only that session: the customer’s other device stays signed in', async () => {
    const customer = await registerCustomer(server);
    const laptop = await login(server, customer.body.email, PASSWORD);
    expect((await logoutWithBearer(customer.token)).status).toBe(200);
    await expectDead(customer.token);
    await expectAlive(laptop.token);
    expect((await refresh(server, laptop.refresh_token)).status).toBe(200);
  });

  it('also with an empty body and no Content-Type', async () => {
    const customer = await registerCustomer(server);
    const res = await server.request(IDENTITY_PATHS.logout, { method: 'POST', headers: bearer(customer.token) });
    expect(res.status).toBe(200);
    await expectDead(customer.token);
  });

  it('a forged, expired or malformed bearer ends nothing and answers the same 200', async () => {
    const customer = await registerCustomer(server);
    const claims = decodeJwt(customer.token);
    const forged = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(secretKey('otro-secreto-de-pruebas-0123456789'));
    for (const token of [forged, 'no.es.jwt', `${customer.token}x`]) expect((await logoutWithBearer(token)).status).toBe(200);
    await expectAlive(customer.token);
    server.clock.advance(3_601_000);
    expect((await logoutWithBearer(customer.token)).status).toBe(200);
    server.clock.now = new Date(START);
    await expectAlive(customer.token);
  });
});

describe('a password change ends every access token (cambiar_contrasena)', () => {
  it('the token used for the change and the other devices’ tokens are refused with 401; the new password logs in', async () => {
    const customer = await registerCustomer(server);
    const laptop = await login(server, customer.body.email, PASSWORD);
    const res = await server.postJson(
      IDENTITY_PATHS.changePassword,
      { actual: PASSWORD, password: NEW_PASSWORD, password_confirmacion: NEW_PASSWORD },
      customer.auth,
    );
    expect(res.status).toBe(200);
    await expectDead(customer.token);
    await expectDead(laptop.token);
    await expectAlive((await login(server, customer.body.email, NEW_PASSWORD)).token);
  });

  it('a refused change (wrong current password) ends nothing', async () => {
    const customer = await registerCustomer(server);
    const res = await server.postJson(
      IDENTITY_PATHS.changePassword,
      { actual: 'NoEsLaMia1', password: NEW_PASSWORD, password_confirmacion: NEW_PASSWORD },
      customer.auth,
    );
    expect(res.status).toBe(422);
    await expectAlive(customer.token);
  });
});

describe('a password reset ends every access token (restablecer_contrasena)', () => {
  it('tokens issued before the reset are refused with 401', async () => {
    const customer = await registerCustomer(server);
    const outbox = server.app.mailer as MemoryOutbox;
    await server.postJson(IDENTITY_PATHS.recoverPassword, { email: customer.body.email });
    await recoveryMailsSettled();
    const token = /token=([A-Za-z0-9_-]+)/.exec(outbox.sent.at(-1)!.text)![1]!;
    await expectAlive(customer.token);
    const res = await server.postJson(IDENTITY_PATHS.resetPassword, {
      token,
      password: NEW_PASSWORD,
      password_confirmacion: NEW_PASSWORD,
    });
    expect(res.status).toBe(200);
    await expectDead(customer.token);
    await expectAlive((await login(server, customer.body.email, NEW_PASSWORD)).token);
  });
});

describe('the token version and session claims', () => {
  const sign = (claims: Record<string, unknown>, sub: number) => {
    const now = Math.floor(server.clock.now.getTime() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(sub))
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(secretKey(TEST_JWT_SECRET));
  };

  it('a well-signed token without ver, with a malformed ver or with a version that is not the account’s is 401', async () => {
    const customer = await registerCustomer(server);
    const [row] = await server.database.db.select().from(users).where(eq(users.email, customer.body.email));
    const base = { cedula: row!.cedula, admin: false, sid: decodeJwt(customer.token).sid };
    await expectAlive(await sign({ ...base, ver: row!.tokenVersion }, row!.id));
    for (const ver of [undefined, '0', -1, 0.5, row!.tokenVersion + 1]) {
      await expectDead(await sign(ver === undefined ? base : { ...base, ver }, row!.id));
    }
  });

  it('a well-signed token without sid, with a session that does not exist, or with another customer’s session is 401', async () => {
    const customer = await registerCustomer(server);
    const other = await registerCustomer(server);
    const [row] = await server.database.db.select().from(users).where(eq(users.email, customer.body.email));
    const base = { cedula: row!.cedula, admin: false, ver: row!.tokenVersion };
    await expectAlive(await sign({ ...base, sid: decodeJwt(customer.token).sid }, row!.id));
    for (const sid of [undefined, '', 42, 'no-such-session', decodeJwt(other.token).sid]) {
      await expectDead(await sign(sid === undefined ? base : { ...base, sid }, row!.id));
    }
  });
});
