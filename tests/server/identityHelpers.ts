/** Helpers of the identity tests: registration bodies, sessions, and an app with a fake identity verifier. */
import { ShutdownRegistry } from '../../server/shutdown';
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { messages } from '../../machines/messages';
import { sessionAnswerSchema, type Provider, type RegistrationBody, type SessionAnswer } from '../../machines/schemas';
import type { IdentityVerifier, VerifiedIdentity } from '../../server/auth/identityProvider';
import { secretKey } from '../../server/auth/token';
import type { ServerContext } from '../../server/context';
import { refreshTokens } from '../../server/db/schema';
import { ApiFailure, sendError } from '../../server/http';
import type { Mailer } from '../../server/mail/mailer';
import { accountRoutes } from '../../server/routes/account';
import { authRoutes } from '../../server/routes/auth';
import { IDENTITY_PATHS } from '../../server/routes/identityPaths';
import { passwordRecoveryRoutes } from '../../server/routes/passwordRecovery';
import { registrationRoutes } from '../../server/routes/registration';
import { refreshCookie, refreshTokenOf, TEST_JWT_SECRET, testPasswords, type TestServer } from './helpers';

export { IDENTITY_PATHS };
export const PASSWORD = 'Arepa2026';

let counter = 0;
/** A valid registration with an email and a cedula no other call of this process uses. */
export function registrationBody(overrides: Partial<RegistrationBody> = {}): RegistrationBody {
  counter += 1;
  const n = `${process.pid % 1000}${counter}`.padStart(6, '0');
  return {
    nombres: 'Camila',
    apellidos: 'Rodríguez Pérez',
    cedula: `77${n}`,
    email: `camila.${n}@correo.co`,
    telefono2: '3157654321',
    password: PASSWORD,
    password_confirmacion: PASSWORD,
    aceptaterminos: 'S',
    ...overrides,
  };
}

/** A session as a browser holds it: the answer's User and the refresh token of its HttpOnly cookie. */
export type HeldSession = SessionAnswer & { refresh_token: string };

/** The answer of a call that opened a session (must have), with the refresh token its cookie carries. */
export async function heldSession(res: Response): Promise<HeldSession> {
  const refresh_token = refreshTokenOf(res);
  const json = (await res.json()) as Record<string, unknown>;
  // The token is only in the cookie: the body never carries it (a script could read it there).
  expect(json).not.toHaveProperty('refresh_token');
  return { ...sessionAnswerSchema.parse(json), refresh_token };
}

/** Registers a new customer (must succeed) and returns the session and the credentials. */
export async function registerCustomer(
  server: Pick<TestServer, 'postJson'>,
  overrides: Partial<RegistrationBody> = {},
): Promise<HeldSession & { body: RegistrationBody; auth: Record<string, string> }> {
  const body = registrationBody(overrides);
  const res = await server.postJson(IDENTITY_PATHS.register, body);
  expect(res.status, await res.clone().text()).toBe(201);
  const session = await heldSession(res);
  return { ...session, body, auth: { Authorization: `Bearer ${session.token}` } };
}

/** Password login that must succeed. */
export async function login(server: Pick<TestServer, 'postJson'>, username: string, password: string): Promise<HeldSession> {
  const res = await server.postJson(IDENTITY_PATHS.login, { username, password });
  expect(res.status, await res.clone().text()).toBe(200);
  return heldSession(res);
}

/** refrescar_token as the browser calls it: an empty body and the refresh token in its cookie. */
export const refresh = (server: Pick<TestServer, 'postJson'>, refresh_token: string) =>
  server.postJson(IDENTITY_PATHS.refresh, {}, refreshCookie(refresh_token));

/** cerrar_sesion as the browser calls it: an empty body and the refresh token in its cookie. */
export const logout = (server: Pick<TestServer, 'postJson'>, refresh_token: string) =>
  server.postJson(IDENTITY_PATHS.logout, {}, refreshCookie(refresh_token));

/** The stored rows of a user's refresh tokens. */
export function refreshRowsOf(server: TestServer, userId: number) {
  return server.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId)).orderBy(refreshTokens.id);
}

/** A verifier that knows a fixed set of ID tokens (stands in for server/auth/socialLogin.ts). */
export class FakeIdentity implements IdentityVerifier {
  readonly calls: { proveedor: Provider; idToken: string; nonce?: string }[] = [];
  readonly #known = new Map<string, VerifiedIdentity>();

  /** Registers a token that proves `identity`; returns the token (a well-formed compact JWS). */
  issue(identity: Partial<VerifiedIdentity> & { subject: string }): string {
    const token = `eyJhbGciOiJSUzI1NiJ9.${Buffer.from(identity.subject).toString('base64url')}.firma`;
    this.#known.set(token, {
      proveedor: 'google',
      issuer: 'https://accounts.google.com',
      email: `${identity.subject}@gmail.com`,
      nombres: 'Camila',
      apellidos: 'Rodríguez',
      ...identity,
    });
    return token;
  }

  async verify(proveedor: Provider, idToken: string, nonce?: string): Promise<VerifiedIdentity | null> {
    this.calls.push({ proveedor, idToken, ...(nonce !== undefined ? { nonce } : {}) });
    const identity = this.#known.get(idToken);
    return identity && identity.proveedor === proveedor ? identity : null;
  }
}

/**
 * The identity routes on the test server's database and clock, with another identity
 * verifier and mailer: createApp builds ctx.identity from its social options and takes
 * no verifier, so the linking tests build their own small app the same way createApp does.
 */
export function identityApp(
  server: TestServer,
  options: { identity?: IdentityVerifier; mailer?: Mailer; db?: ServerContext['db'] } = {},
) {
  const ctx: ServerContext = {
    db: options.db ?? server.database.db,
    catalogue: server.app.catalogue,
    jwtKey: secretKey(TEST_JWT_SECRET),
    clock: () => server.clock.now,
    logger: { error: (...args: unknown[]) => void server.errors.push(args) },
    mailer: options.mailer ?? server.app.mailer,
    identity: options.identity ?? { verify: async () => null },
    // No identity route takes payments.
    payments: undefined as unknown as ServerContext['payments'],
    passwords: testPasswords(),
    notifier: server.app.notifier,
    orderStreams: server.app.orderStreams,
    shutdown: new ShutdownRegistry(),
    siteOrigin: (requestUrl) => (requestUrl ? new URL(requestUrl).origin : 'http://localhost:3000'),
  };
  const app = new Hono();
  for (const routes of [authRoutes, registrationRoutes, passwordRecoveryRoutes, accountRoutes]) routes(app, ctx);
  app.onError((error, c) => {
    if (error instanceof ApiFailure) return sendError(c, error.status, error.message, error.errors);
    server.errors.push([error]);
    return sendError(c, 500, messages.http.serverError);
  });
  const request = async (path: string, init?: RequestInit) => app.request(path, init);
  return {
    app,
    request,
    postJson: (path: string, body: unknown, headers: Record<string, string> = {}) =>
      request(path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) }),
  };
}
