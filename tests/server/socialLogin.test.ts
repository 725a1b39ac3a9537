/**
 * Social login ("Social login must not trust a bare email"). Every refused
 * attempt is checked for 0 tokens: no access token in the answer and no refresh_tokens row.
 * Tokens come from the sandbox identity provider's consent page (end to end through
 * app.request), or are signed here with the sandbox's own key (given to the server through
 * deps.social) to forge one claim at a time.
 */
import { createHash, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { base64url, exportJWK, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../machines/messages';
import { sessionAnswerSchema, socialProviderListSchema, type Provider, type SessionAnswer } from '../../machines/schemas';
import { createSocialLogin, hasProviderList, REAL_PROVIDERS, socialFromEnv } from '../../server/auth/socialLogin';
import { verifyToken, secretKey } from '../../server/auth/token';
import type { ServerContext } from '../../server/context';
import { refreshTokens, socialIdentities, users } from '../../server/db/schema';
import { IDENTITY_PATHS } from '../../server/routes/identityPaths';
import {
  SANDBOX_CLIENT_ID,
  SANDBOX_DEMO_LINKS,
  SANDBOX_DEMO_SUBJECT,
  SANDBOX_ISSUERS,
  sandboxPaths,
  sandboxSubject,
} from '../../server/sandbox/identityProvider';
import { DEMO_CUSTOMER } from '../../server/seed/users';
import { createTestServer, setCookieValue, TEST_JWT_SECRET, type TestServer } from './helpers';
import { REFRESH_COOKIE } from '../../server/auth/refreshCookie';
import { identityTexts } from '../../machines/screenTexts/identity';

const LOGIN = IDENTITY_PATHS.socialLogin;
const NONCE = 'n0nce-de-prueba_123';
const STATE = 'estado-xyz';

const newKey = () => generateKeyPairSync('ec', { namedCurve: 'P-256' });
/** The sandbox's signing keys, known to the tests. */
const sandboxKeys: Record<Provider, KeyObject> = { google: newKey().privateKey, facebook: newKey().privateKey };

let server: TestServer;
let demoUserId: number;

beforeAll(async () => {
  server = await createTestServer({ deps: { social: { sandbox: { signingKeys: sandboxKeys } } } });
  const [demo] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_CUSTOMER.username));
  demoUserId = demo!.id;
  // What server/db/seed.ts does with SANDBOX_DEMO_LINKS.
  await server.database.db
    .insert(socialIdentities)
    .values(SANDBOX_DEMO_LINKS.map((l) => ({ ...l, userId: demoUserId, createdAt: server.clock.now })))
    .onConflictDoNothing();
});
afterAll(async () => server?.close());

// ─── helpers ───────────────────────────────────────────────────────────────

async function refreshRows(): Promise<number> {
  const [row] = await server.database.db.select({ n: count() }).from(refreshTokens);
  return row!.n;
}

const seconds = () => Math.floor(server.clock.now.getTime() / 1000);

/** Claims the sandbox would sign for the demo customer at `proveedor`. */
function demoClaims(proveedor: Provider = 'google'): Record<string, unknown> {
  const iat = seconds();
  return {
    iss: SANDBOX_ISSUERS[proveedor],
    aud: SANDBOX_CLIENT_ID,
    sub: SANDBOX_DEMO_SUBJECT,
    email: DEMO_CUSTOMER.username,
    email_verified: true,
    given_name: 'Laura',
    family_name: 'Gómez',
    nonce: NONCE,
    iat,
    exp: iat + 600,
  };
}

async function sign(claims: Record<string, unknown>, key: KeyObject | Uint8Array, alg = 'ES256', kid?: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT', ...(kid ? { kid } : {}) }).sign(key);
}

async function sandboxKid(proveedor: Provider): Promise<string> {
  const res = await server.request(sandboxPaths(proveedor).jwks);
  const { keys } = (await res.json()) as { keys: JWK[] };
  return keys[0]!.kid!;
}

function authorizeQuery(overrides: Record<string, string | undefined> = {}): string {
  const params: Record<string, string | undefined> = {
    client_id: SANDBOX_CLIENT_ID,
    redirect_uri: '/callback',
    response_type: 'id_token',
    scope: 'openid email profile',
    state: STATE,
    nonce: NONCE,
    ...overrides,
  };
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) search.set(k, v);
  return search.toString();
}

function postConsent(
  proveedor: Provider,
  fields: Record<string, string>,
  overrides: Record<string, string | undefined> = {},
): Promise<Response> {
  const form = new URLSearchParams(authorizeQuery(overrides));
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return server.request(sandboxPaths(proveedor).authorize, { method: 'POST', body: form });
}

/** The fragment of a 303 back to the SPA. */
function fragmentOf(res: Response): URLSearchParams {
  expect(res.status).toBe(303);
  const location = res.headers.get('location')!;
  expect(location.startsWith('/callback#')).toBe(true);
  return new URLSearchParams(location.slice('/callback#'.length));
}

/** An ID token from the consent page. */
async function consentToken(
  proveedor: Provider,
  fields: Record<string, string> = { accion: 'demo' },
  nonce = NONCE,
): Promise<string> {
  const fragment = fragmentOf(await postConsent(proveedor, fields, { nonce }));
  expect(fragment.get('state')).toBe(STATE);
  return fragment.get('id_token')!;
}

const OTHER_PERSON = { accion: 'otra', nombres: 'Pedro José', apellidos: 'Pérez Ríos', correo: 'Pedro.Perez@Example.com' };

/** A refused login: the status, a catalogue message, no token, and no refresh token stored. */
async function expectRefused(body: unknown, status = 401, message: string = identityTexts.providerTokenInvalid): Promise<void> {
  const before = await refreshRows();
  const res = await server.postJson(LOGIN, body);
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json; charset=utf-8$/i);
  const answer = (await res.json()) as Record<string, unknown>;
  expect(answer.isError).toBe(true);
  expect(answer.message).toBe(message);
  expect(answer).not.toHaveProperty('token');
  expect(answer).not.toHaveProperty('refresh_token');
  expect(await refreshRows()).toBe(before);
}

/** A 200 answer; refresh_token is the one its HttpOnly cookie carries ('' when it sets none). */
async function login(body: unknown): Promise<SessionAnswer & { refresh_token: string }> {
  const res = await server.postJson(LOGIN, body);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const answer = (await res.json()) as SessionAnswer;
  expect(sessionAnswerSchema.safeParse(answer).success).toBe(true);
  expect(answer).not.toHaveProperty('refresh_token');
  return { ...answer, refresh_token: setCookieValue(res, REFRESH_COOKIE) ?? '' };
}

// ─── refused: 0 tokens ─────────────────────────────────────────────────────

describe('a bare email or a bad ID token never opens a session', () => {
  it('control: the same claims signed with the sandbox key do open one (so each refusal below is its one change)', async () => {
    for (const proveedor of ['google', 'facebook'] as const) {
      const token = await sign(demoClaims(proveedor), sandboxKeys[proveedor], 'ES256', await sandboxKid(proveedor));
      expect((await login({ proveedor, id_token: token, nonce: NONCE })).esta_autenticado).toBe('1');
      // Without a kid the one key of the set is used.
      expect(
        (await login({ proveedor, id_token: await sign(demoClaims(proveedor), sandboxKeys[proveedor]), nonce: NONCE }))
          .esta_autenticado,
      ).toBe('1');
    }
  });

  it("the victim's email and no token: 422, 0 tokens", async () => {
    await expectRefused({ email: DEMO_CUSTOMER.username }, 422, messages.http.validation);
    await expectRefused({ proveedor: 'google', email: DEMO_CUSTOMER.username }, 422, messages.http.validation);
    await expectRefused({ proveedor: 'google', email: DEMO_CUSTOMER.username, id_token: '' }, 422, messages.http.validation);
    await expectRefused({ proveedor: 'google', email: DEMO_CUSTOMER.username, id_token: 'a.b.c' });
  });

  it('a forged token (right claims and kid, signed with another key): 401, 0 tokens', async () => {
    const kid = await sandboxKid('google');
    await expectRefused({
      proveedor: 'google',
      id_token: await sign(demoClaims(), newKey().privateKey, 'ES256', kid),
      nonce: NONCE,
    });
    // A genuine token with its payload swapped for another subject's.
    const [header, , signature] = (await consentToken('google', OTHER_PERSON)).split('.');
    const payload = base64url.encode(JSON.stringify(demoClaims()));
    await expectRefused({ proveedor: 'google', id_token: `${header}.${payload}.${signature}`, nonce: NONCE });
  });

  it('alg none: 401, 0 tokens', async () => {
    const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
    const payload = base64url.encode(JSON.stringify(demoClaims()));
    await expectRefused({ proveedor: 'google', id_token: `${header}.${payload}.`, nonce: NONCE });
    const kid = await sandboxKid('google');
    const withKid = base64url.encode(JSON.stringify({ alg: 'none', kid }));
    await expectRefused({ proveedor: 'google', id_token: `${withKid}.${payload}.`, nonce: NONCE });
  });

  it('HS256 signed with the public key bytes or with our JWT secret: 401, 0 tokens', async () => {
    const res = await server.request(sandboxPaths('google').jwks);
    const jwksText = await res.text();
    const jwk = (JSON.parse(jwksText) as { keys: JWK[] }).keys[0]!;
    const publicPem = createPublicKey(sandboxKeys.google).export({ format: 'pem', type: 'spki' }).toString();
    const secrets = [
      new TextEncoder().encode(JSON.stringify(jwk)),
      new TextEncoder().encode(jwksText),
      new TextEncoder().encode(`${jwk.x}${jwk.y}`),
      new TextEncoder().encode(publicPem),
      secretKey(TEST_JWT_SECRET),
    ];
    for (const secret of secrets) {
      for (const alg of ['HS256', 'HS384', 'HS512']) {
        await expectRefused({ proveedor: 'google', id_token: await sign(demoClaims(), secret, alg, jwk.kid), nonce: NONCE });
      }
    }
  });

  it('the wrong audience (also as one of several without azp): 401, 0 tokens', async () => {
    const key = sandboxKeys.google;
    await expectRefused({
      proveedor: 'google',
      id_token: await sign({ ...demoClaims(), aud: 'otra-aplicacion' }, key),
      nonce: NONCE,
    });
    await expectRefused({
      proveedor: 'google',
      id_token: await sign({ ...demoClaims(), aud: ['otra-aplicacion', SANDBOX_CLIENT_ID] }, key),
      nonce: NONCE,
    });
    await expectRefused({
      proveedor: 'google',
      id_token: await sign({ ...demoClaims(), aud: [SANDBOX_CLIENT_ID, 'otra'], azp: 'otra' }, key),
      nonce: NONCE,
    });
    const { aud: _aud, ...noAudience } = demoClaims();
    await expectRefused({ proveedor: 'google', id_token: await sign(noAudience, key), nonce: NONCE });
  });

  it('the wrong issuer (another provider, the real Google, none): 401, 0 tokens', async () => {
    const key = sandboxKeys.google;
    for (const iss of [
      SANDBOX_ISSUERS.facebook,
      'https://accounts.google.com',
      'accounts.google.com',
      `${SANDBOX_ISSUERS.google}/`,
    ]) {
      await expectRefused({ proveedor: 'google', id_token: await sign({ ...demoClaims(), iss }, key), nonce: NONCE });
    }
    const { iss: _iss, ...noIssuer } = demoClaims();
    await expectRefused({ proveedor: 'google', id_token: await sign(noIssuer, key), nonce: NONCE });
  });

  it('an expired token (the sandbox signed it 11 minutes ago): 401, 0 tokens', async () => {
    const token = await consentToken('google');
    server.clock.advance(11 * 60_000);
    await expectRefused({ proveedor: 'google', id_token: token, nonce: NONCE });
  });

  it('not yet valid, issued in the future, too old, or without sub/exp/iat: 401, 0 tokens', async () => {
    const key = sandboxKeys.google;
    const now = seconds();
    const variants: Record<string, unknown>[] = [
      { ...demoClaims(), nbf: now + 300 },
      { ...demoClaims(), iat: now + 300, exp: now + 900 },
      { ...demoClaims(), iat: now - 31 * 60, exp: now + 600 },
      { ...demoClaims(), sub: '' },
    ];
    for (const claim of ['sub', 'exp', 'iat']) {
      const claims = demoClaims();
      delete claims[claim];
      variants.push(claims);
    }
    for (const claims of variants) await expectRefused({ proveedor: 'google', id_token: await sign(claims, key), nonce: NONCE });
  });

  it('a nonce that does not match (or is missing on either side): 401, 0 tokens', async () => {
    const token = await consentToken('google');
    await expectRefused({ proveedor: 'google', id_token: token, nonce: 'otro-nonce' });
    await expectRefused({ proveedor: 'google', id_token: token });
    const { nonce: _nonce, ...noNonce } = demoClaims();
    await expectRefused({ proveedor: 'google', id_token: await sign(noNonce, sandboxKeys.google), nonce: NONCE });
  });

  it('a token from google sent as facebook (and the reverse): 401, 0 tokens', async () => {
    await expectRefused({ proveedor: 'facebook', id_token: await consentToken('google'), nonce: NONCE });
    await expectRefused({ proveedor: 'google', id_token: await consentToken('facebook'), nonce: NONCE });
    // Even signed with facebook's own key, google's issuer is not facebook's.
    await expectRefused({
      proveedor: 'facebook',
      id_token: await sign(demoClaims('google'), sandboxKeys.facebook),
      nonce: NONCE,
    });
  });

  it('an unknown provider: 422, 0 tokens', async () => {
    await expectRefused(
      { proveedor: 'twitter', id_token: await consentToken('google'), nonce: NONCE },
      422,
      messages.http.validation,
    );
  });
});

// ─── accepted ──────────────────────────────────────────────────────────────

describe('the sandbox consent page, end to end', () => {
  it('GET the consent page: 200 HTML in Spanish, its own CSP with no script, no framing', async () => {
    const res = await server.request(`${sandboxPaths('google').authorize}?${authorizeQuery()}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8$/i);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toMatch(/unsafe-inline|script-src/);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await res.text();
    expect(html).not.toMatch(/<script|\son\w+=|style="/i);
    // The one inline stylesheet is allowed by its hash.
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    expect(csp).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(html).toContain('Continuar como Laura Gómez');
    expect(html).toContain('cliente@pollosbrasa.co');
    expect(html).toContain('Usar otra persona');
    expect(html).toContain('Cancelar');
    expect(html).toContain('Entorno de pruebas');
    expect(html).toContain(`value="${STATE}"`);
  });

  it('demo customer: POST → 303 with id_token in the fragment → esta_autenticado 1 and a working token', async () => {
    for (const proveedor of ['google', 'facebook'] as const) {
      const res = await postConsent(proveedor, { accion: 'demo' });
      expect(res.headers.get('cache-control')).toBe('no-store');
      const fragment = fragmentOf(res);
      expect(fragment.get('state')).toBe(STATE);
      const before = await refreshRows();
      const answer = await login({ proveedor, id_token: fragment.get('id_token'), nonce: NONCE, email: 'otro@correo.co' });
      expect(answer.esta_autenticado).toBe('1');
      expect(answer.email).toBe(DEMO_CUSTOMER.username);
      expect(answer.nombres).toBe('Laura');
      expect(answer.cedula).toBe('1020304050');
      expect(answer.refresh_token).not.toBe('');
      const claims = await verifyToken(answer.token, secretKey(TEST_JWT_SECRET), server.clock.now);
      expect(claims?.userId).toBe(demoUserId);
      expect(await refreshRows()).toBe(before + 1);
    }
  });

  it('a new person: esta_autenticado 0, no token, names and email from the ID token for registro', async () => {
    const before = await refreshRows();
    const token = await consentToken('google', OTHER_PERSON);
    // The body's email is ignored: the answer carries the token's.
    const answer = await login({ proveedor: 'google', id_token: token, nonce: NONCE, email: DEMO_CUSTOMER.username });
    expect(answer).toEqual({
      nombres: 'Pedro José',
      apellidos: 'Pérez Ríos',
      direccion: '',
      telefono2: '',
      cedula: '',
      EAdministrador: '',
      esta_autenticado: '0',
      token: '',
      email: 'pedro.perez@example.com',
      refresh_token: '', // no cookie: no session was opened
    });
    expect(await refreshRows()).toBe(before);
  });

  it('providerEmailMismatch: registro with the sandbox token of one email cannot create an account for another; with its own email it links', async () => {
    const registration = (email: string, id_token: string) => ({
      nombres: 'Pedro José',
      apellidos: 'Pérez Ríos',
      cedula: '5550123987',
      email,
      telefono2: '3157654321',
      password: 'Arepa2026',
      password_confirmacion: 'Arepa2026',
      aceptaterminos: 'S',
      proveedor: 'google',
      id_token,
      nonce: NONCE,
    });
    const token = await consentToken('google', OTHER_PERSON);
    const refused = await server.postJson(IDENTITY_PATHS.register, registration('otra.victima@correo.co', token));
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { errors: unknown }).errors).toEqual({
      email: [identityTexts.providerEmailMismatch],
    });
    expect(await server.database.db.select().from(users).where(eq(users.email, 'otra.victima@correo.co'))).toEqual([]);
    const created = await server.postJson(IDENTITY_PATHS.register, registration('pedro.perez@example.com', token));
    expect(created.status, await created.clone().text()).toBe(201);
    const [link] = await server.database.db
      .select()
      .from(socialIdentities)
      .where(eq(socialIdentities.subject, sandboxSubject('google', OTHER_PERSON.correo)));
    expect(link?.email).toBe('pedro.perez@example.com');
  });

  it('providerEmailMismatch: an email the provider marks unverified (email_verified false) never matches the body', async () => {
    const claims = { ...demoClaims(), sub: 'sin-verificar-1', email: 'no.verificado@correo.co', email_verified: false };
    const res = await server.postJson(IDENTITY_PATHS.register, {
      nombres: 'Ana',
      apellidos: 'Ruiz',
      cedula: '5550123988',
      email: 'no.verificado@correo.co',
      telefono2: '3157654321',
      password: 'Arepa2026',
      password_confirmacion: 'Arepa2026',
      aceptaterminos: 'S',
      proveedor: 'google',
      id_token: await sign(claims, sandboxKeys.google, 'ES256', await sandboxKid('google')),
      nonce: NONCE,
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: unknown }).errors).toEqual({ email: [identityTexts.providerEmailMismatch] });
  });

  it("'otra persona' with the customer's email is still somebody else: esta_autenticado 0", async () => {
    const before = await refreshRows();
    const token = await consentToken('google', { ...OTHER_PERSON, correo: DEMO_CUSTOMER.username });
    const answer = await login({ proveedor: 'google', id_token: token, nonce: NONCE });
    expect(answer.esta_autenticado).toBe('0');
    expect(answer.token).toBe('');
    expect(answer.email).toBe(DEMO_CUSTOMER.username);
    expect(await refreshRows()).toBe(before);
    expect(sandboxSubject('google', DEMO_CUSTOMER.username)).not.toBe(SANDBOX_DEMO_SUBJECT);
  });

  it('the subject of a new person is stable per provider and email', () => {
    expect(sandboxSubject('google', 'A@b.co')).toBe(sandboxSubject('google', 'a@b.co'));
    expect(sandboxSubject('google', 'a@b.co')).not.toBe(sandboxSubject('facebook', 'a@b.co'));
  });

  it('cancel: 303 back with error=access_denied and the state, no token', async () => {
    const fragment = fragmentOf(await postConsent('facebook', { accion: 'cancelar' }));
    expect(Object.fromEntries(fragment)).toEqual({ error: 'access_denied', state: STATE });
  });

  it('another person with missing or invalid data: 400, the form again with the messages', async () => {
    const res = await postConsent('google', { accion: 'otra', nombres: 'Ana', apellidos: '', correo: 'no-es-correo' });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(identityTexts.surnamesRequired);
    expect(html).toContain(identityTexts.emailInvalid);
    expect(html).toContain('value="Ana"');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const unknownAction = await postConsent('google', { accion: 'borrar' });
    expect(unknownAction.status).toBe(400);
  });

  it('what the user types is escaped in the page', async () => {
    const res = await postConsent('google', {
      accion: 'otra',
      nombres: '<script>alert(1)</script>',
      apellidos: '"><img src=x>',
      correo: 'x',
    });
    const html = await res.text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('"><img');
    expect(html).toContain('&lt;script&gt;');
  });

  it('redirect_uri not allowed, unknown client_id, no nonce, another response_type: 400 page, never a redirect', async () => {
    const bad: Record<string, string | undefined>[] = [
      { redirect_uri: 'https://atacante.example/callback' },
      { redirect_uri: '//atacante.example/callback' },
      { redirect_uri: '/callback?x=1' },
      { redirect_uri: '/otra' },
      { redirect_uri: 'javascript:alert(1)' },
      { redirect_uri: undefined },
      { client_id: 'otra-app' },
      { client_id: undefined },
      { nonce: undefined },
      { response_type: 'code' },
      { scope: 'email' },
    ];
    for (const overrides of bad) {
      const get = await server.request(`${sandboxPaths('google').authorize}?${authorizeQuery(overrides)}`);
      expect(get.status, JSON.stringify(overrides)).toBe(400);
      expect(get.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await get.text()).toContain('No se puede iniciar sesión');
      const post = await postConsent('google', { accion: 'demo' }, overrides);
      expect(post.status, JSON.stringify(overrides)).toBe(400);
      expect(post.headers.get('location')).toBeNull();
    }
  });

  it('an allowlisted origin may be the redirect_uri, and the page allows the form to go there', async () => {
    const social = createSocialLogin({ sandbox: { redirectOrigins: ['http://localhost:5173'] } }, () => server.clock.now);
    const app = new Hono();
    social.routes(app, {} as ServerContext);
    const query = authorizeQuery({ redirect_uri: 'http://localhost:5173/callback' });
    const page = await app.request(`${sandboxPaths('google').authorize}?${query}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self' http://localhost:5173");
    const form = new URLSearchParams(query);
    form.set('accion', 'demo');
    const res = await app.request(sandboxPaths('google').authorize, { method: 'POST', body: form });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(
      /^http:\/\/localhost:5173\/callback#id_token=[\w-]+\.[\w-]+\.[\w-]+&state=estado-xyz$/,
    );
    const other = await app.request(
      `${sandboxPaths('google').authorize}?${authorizeQuery({ redirect_uri: 'http://localhost:5174/callback' })}`,
    );
    expect(other.status).toBe(400);
  });

  it('the JWKS serves only public parts; the discovery document names the issuer and endpoints', async () => {
    for (const proveedor of ['google', 'facebook'] as const) {
      const res = await server.request(sandboxPaths(proveedor).jwks);
      expect(res.status).toBe(200);
      const { keys } = (await res.json()) as { keys: JWK[] };
      expect(keys).toHaveLength(1);
      expect(Object.keys(keys[0]!).sort()).toEqual(['alg', 'crv', 'kid', 'kty', 'use', 'x', 'y']);
      const expected = await exportJWK(createPublicKey(sandboxKeys[proveedor]));
      expect({ x: keys[0]!.x, y: keys[0]!.y }).toEqual({ x: expected.x, y: expected.y });

      const discovery = await server.request(sandboxPaths(proveedor).discovery);
      const doc = (await discovery.json()) as Record<string, unknown>;
      expect(doc.issuer).toBe(SANDBOX_ISSUERS[proveedor]);
      expect(doc.jwks_uri).toBe(`http://localhost${sandboxPaths(proveedor).jwks}`);
      expect(doc.id_token_signing_alg_values_supported).toEqual(['ES256']);
    }
    expect((await server.request('/sandbox/idp/twitter/jwks.json')).status).toBe(404);
    expect((await server.request('/sandbox/idp/twitter/autorizar')).status).toBe(404);
  });

  it('GET /api/auth_resources/proveedores lists both sandbox providers', async () => {
    const res = await server.request(IDENTITY_PATHS.providers);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const list = socialProviderListSchema.parse(await res.json());
    expect(list).toEqual([
      {
        proveedor: 'google',
        url_autorizacion: '/sandbox/idp/google/autorizar',
        client_id: SANDBOX_CLIENT_ID,
        alcance: 'openid email profile',
      },
      {
        proveedor: 'facebook',
        url_autorizacion: '/sandbox/idp/facebook/autorizar',
        client_id: SANDBOX_CLIENT_ID,
        alcance: 'openid email profile',
      },
    ]);
  });
});

// ─── configuration ─────────────────────────────────────────────────────────

describe('providers configuration', () => {
  const clock = () => new Date('2026-03-02T15:00:00Z');
  const now = Math.floor(clock().getTime() / 1000);
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });

  it('a configured client id uses the real provider: its issuers (both Google spellings, one account key), RS256, our audience', async () => {
    const jwk = { ...(await exportJWK(rsa.publicKey)), kid: 'g1', alg: 'RS256', use: 'sig' };
    const social = createSocialLogin({ google: { clientId: 'pollos.apps.googleusercontent.com', keys: { keys: [jwk] } } }, clock);
    const claims = {
      aud: 'pollos.apps.googleusercontent.com',
      sub: '1098765',
      email: 'laura@gmail.com',
      name: 'Laura Gómez',
      iat: now,
      exp: now + 3600,
    };
    for (const iss of ['https://accounts.google.com', 'accounts.google.com']) {
      const token = await new SignJWT({ ...claims, iss }).setProtectedHeader({ alg: 'RS256', kid: 'g1' }).sign(rsa.privateKey);
      expect(await social.verifier.verify('google', token)).toEqual({
        proveedor: 'google',
        issuer: 'https://accounts.google.com',
        subject: '1098765',
        email: 'laura@gmail.com',
        nombres: 'Laura',
        apellidos: 'Gómez',
      });
    }
    const otherAudience = await new SignJWT({ ...claims, iss: 'https://accounts.google.com', aud: SANDBOX_CLIENT_ID })
      .setProtectedHeader({ alg: 'RS256', kid: 'g1' })
      .sign(rsa.privateKey);
    expect(await social.verifier.verify('google', otherAudience)).toBeNull();
    // Google is real now: the sandbox no longer speaks for it, facebook still uses it.
    expect(social.sandbox?.providers).toEqual(['facebook']);
    const sandboxToken = await social.sandbox!.signIdToken(
      'facebook',
      { subject: 's', email: 'a@b.co', nombres: 'A', apellidos: 'B' },
      undefined,
    );
    expect(await social.verifier.verify('facebook', sandboxToken)).not.toBeNull();
    expect(await social.verifier.verify('google', sandboxToken)).toBeNull();
    expect(hasProviderList(social.verifier) && social.verifier.providers()).toEqual([
      {
        proveedor: 'google',
        url_autorizacion: REAL_PROVIDERS.google.authorizationUrl,
        client_id: 'pollos.apps.googleusercontent.com',
        alcance: 'openid email profile',
      },
      {
        proveedor: 'facebook',
        url_autorizacion: '/sandbox/idp/facebook/autorizar',
        client_id: SANDBOX_CLIENT_ID,
        alcance: 'openid email profile',
      },
    ]);
  });

  it('an email the provider marks unverified is not passed on', async () => {
    const jwk = { ...(await exportJWK(rsa.publicKey)), kid: 'g1', alg: 'RS256' };
    const social = createSocialLogin({ google: { clientId: 'c', keys: { keys: [jwk] } }, sandbox: false }, clock);
    const token = await new SignJWT({
      iss: 'https://accounts.google.com',
      aud: 'c',
      sub: '1',
      email: 'x@y.co',
      email_verified: false,
      iat: now,
      exp: now + 60,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'g1' })
      .sign(rsa.privateKey);
    expect((await social.verifier.verify('google', token))?.email).toBe('');
  });

  it('sandbox off: providers without a client id are unavailable (no routes, verify null)', async () => {
    const social = createSocialLogin({ sandbox: false }, clock);
    expect(social.sandbox).toBeUndefined();
    expect(hasProviderList(social.verifier) && social.verifier.providers()).toEqual([]);
    const app = new Hono();
    expect(social.routes(app, {} as ServerContext)).toEqual([]);
    expect(await social.verifier.verify('google', 'a.b.c')).toBeNull();
  });

  it('socialFromEnv reads client ids, SOCIAL_SANDBOX and the sandbox options', () => {
    expect(socialFromEnv({})).toEqual({ sandbox: {} });
    expect(socialFromEnv({ GOOGLE_CLIENT_ID: ' g.apps ', FACEBOOK_CLIENT_ID: '123', SOCIAL_SANDBOX: 'off' })).toEqual({
      google: { clientId: 'g.apps' },
      facebook: { clientId: '123' },
      sandbox: false,
    });
    expect(
      socialFromEnv({
        SOCIAL_SANDBOX_CLIENT_ID: 'mi-app',
        SOCIAL_SANDBOX_REDIRECT_ORIGINS: 'http://localhost:5173, https://tienda.test',
      }),
    ).toEqual({
      sandbox: { clientId: 'mi-app', redirectOrigins: ['http://localhost:5173', 'https://tienda.test'] },
    });
    expect(() => socialFromEnv({ SOCIAL_SANDBOX_REDIRECT_ORIGINS: 'localhost:5173' })).toThrow(/SOCIAL_SANDBOX_REDIRECT_ORIGINS/);
    expect(() => socialFromEnv({ SOCIAL_SANDBOX_REDIRECT_ORIGINS: 'http://localhost:5173/callback' })).toThrow(
      /SOCIAL_SANDBOX_REDIRECT_ORIGINS/,
    );
  });
});

describe('with the sandbox off and no client ids', () => {
  let off: TestServer;
  beforeAll(async () => {
    off = await createTestServer({ deps: { social: { sandbox: false } } });
  });
  afterAll(async () => off?.close());

  it('no provider is offered, login with one is a 422, the sandbox pages are gone', async () => {
    const providers = await off.request(IDENTITY_PATHS.providers);
    expect(await providers.json()).toEqual([]);
    const res = await off.postJson(LOGIN, { proveedor: 'google', id_token: 'a.b.c', nonce: NONCE });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.errors.proveedor).toEqual([identityTexts.providerUnknown]);
    expect((await off.request(`${sandboxPaths('google').authorize}?${authorizeQuery()}`)).status).toBe(404);
    expect((await off.request(sandboxPaths('google').jwks)).status).toBe(404);
  });
});
