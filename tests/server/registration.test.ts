/** Registration (POST /api/usuarios/registro), with and without a provider account to link. */
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../machines/messages';
import { accountSchema, sessionAnswerSchema } from '../../machines/schemas';
import { verifyPassword } from '../../server/auth/password';
import { secretKey, verifyToken } from '../../server/auth/token';
import { socialIdentities, users } from '../../server/db/schema';
import { databaseError } from '../../server/routes/registration';
import { DEMO_CUSTOMER } from '../../server/seed/users';
import { createTestServer, TEST_JWT_SECRET, type TestServer } from './helpers';
import { expectError, userIdOf } from './accountHelpers';
import {
  FakeIdentity,
  heldSession,
  IDENTITY_PATHS,
  identityApp,
  login,
  PASSWORD,
  refresh,
  registerCustomer,
  registrationBody,
} from './identityHelpers';
import { identityTexts } from '../../machines/screenTexts/identity';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => server?.close());

const register = (body: unknown, on: Pick<TestServer, 'postJson'> = server) => on.postJson(IDENTITY_PATHS.register, body);
const usersWith = async (email: string) => {
  const [row] = await server.database.db
    .select({ n: count() })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row!.n;
};

describe('registration (POST /api/usuarios/registro)', () => {
  it('creates the account and signs the customer in: 201 with the user, a bearer token and a refresh token in its HttpOnly cookie', async () => {
    const body = registrationBody();
    const res = await register(body);
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const session = await heldSession(res);
    expect(session).toMatchObject({
      nombres: 'Camila',
      apellidos: 'Rodríguez Pérez',
      cedula: body.cedula,
      email: body.email,
      telefono2: '3157654321',
      direccion: '',
      EAdministrador: '',
      esta_autenticado: '1',
    });
    const claims = await verifyToken(session.token, secretKey(TEST_JWT_SECRET), server.clock.now);
    expect(claims).toMatchObject({ cedula: body.cedula, admin: false });
    expect((await refresh(server, session.refresh_token)).status).toBe(200);
  });

  it('stores the password hashed with scrypt, and the new customer can log in with it', async () => {
    const { body } = await registerCustomer(server);
    const [row] = await server.database.db.select().from(users).where(eq(users.email, body.email));
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(row!.passwordHash).not.toContain(PASSWORD);
    expect(await verifyPassword(PASSWORD, row!.passwordHash)).toBe(true);
    expect((await login(server, body.email, PASSWORD)).cedula).toBe(body.cedula);
  });

  it('keeps the email in lower case and uses it as the username', async () => {
    const body = registrationBody();
    const shouted = body.email.toUpperCase();
    const res = await register({ ...body, email: `  ${shouted} ` });
    expect(res.status).toBe(201);
    const [row] = await server.database.db.select().from(users).where(eq(users.email, body.email));
    expect(row).toMatchObject({ email: body.email, username: body.email });
  });

  it('records the registration instant from the server clock', async () => {
    const { auth } = await registerCustomer(server);
    const account = accountSchema.parse(await (await server.request(IDENTITY_PATHS.account, { headers: auth })).json());
    expect(account.fecha_registro).toBe(server.clock.now.toISOString());
  });

  it('answers 409 when the email already has an account, in any letter case, and creates nothing', async () => {
    const answer = await expectError(
      await register(registrationBody({ email: 'Cliente@PollosBrasa.co' })),
      409,
      identityTexts.emailTaken,
    );
    expect(answer.errors).toEqual({ email: [identityTexts.emailTaken] });
    expect(await usersWith(DEMO_CUSTOMER.username)).toBe(1);
  });

  it('answers 409 when the cedula already has an account', async () => {
    const body = registrationBody({ cedula: '1020304050' });
    const answer = await expectError(await register(body), 409, identityTexts.cedulaTaken);
    expect(answer.errors).toEqual({ cedula: [identityTexts.cedulaTaken] });
    expect(await usersWith(body.email)).toBe(0);
  });

  it('names both fields when both the email and the cedula are taken', async () => {
    const answer = await expectError(
      await register(registrationBody({ email: DEMO_CUSTOMER.username, cedula: '1020304050' })),
      409,
    );
    expect(answer.errors).toEqual({ email: [identityTexts.emailTaken], cedula: [identityTexts.cedulaTaken] });
  });

  it('lets exactly one of several simultaneous registrations with the same email through', async () => {
    const email = registrationBody().email;
    const answers = await Promise.all(Array.from({ length: 5 }, () => register(registrationBody({ email }))));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const res of answers.filter((r) => r.status === 409)) await expectError(res, 409, identityTexts.emailTaken);
    expect(await usersWith(email)).toBe(1);
  });

  it('lets exactly one of several simultaneous registrations with the same cedula through', async () => {
    const cedula = registrationBody().cedula;
    const answers = await Promise.all(Array.from({ length: 5 }, () => register(registrationBody({ cedula }))));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const [row] = await server.database.db.select({ n: count() }).from(users).where(eq(users.cedula, cedula));
    expect(row!.n).toBe(1);
  });

  it.each([
    ['empty names', { nombres: ' ' }, 'nombres', identityTexts.namesRequired],
    ['empty surnames', { apellidos: '' }, 'apellidos', identityTexts.surnamesRequired],
    ['names over 60 characters', { nombres: 'a'.repeat(61) }, 'nombres', identityTexts.nameTooLong],
    ['an invalid email', { email: 'camila@correo' }, 'email', identityTexts.emailInvalid],
    ['a cedula with letters', { cedula: '10A2030' }, 'cedula', identityTexts.cedulaInvalid],
    ['a phone that is not a mobile number', { telefono2: '6017425000' }, 'telefono2', identityTexts.phoneInvalid],
    [
      'a password without digits',
      { password: 'soloLetras', password_confirmacion: 'soloLetras' },
      'password',
      identityTexts.passwordTooShort,
    ],
    ['a short password', { password: 'Ab1', password_confirmacion: 'Ab1' }, 'password', identityTexts.passwordTooShort],
    [
      'a confirmation that differs',
      { password_confirmacion: 'Arepa2027' },
      'password_confirmacion',
      identityTexts.passwordsDiffer,
    ],
    ['terms not accepted', { aceptaterminos: 'N' }, 'aceptaterminos', identityTexts.termsRequired],
    ['an unknown provider', { proveedor: 'twitter', id_token: 'a.b.c' }, 'proveedor', identityTexts.providerUnknown],
    ['a provider without its ID token', { proveedor: 'google' }, 'id_token', identityTexts.providerTokenRequired],
    ['an ID token without its provider', { id_token: 'a.b.c' }, 'proveedor', identityTexts.providerUnknown],
    [
      'an ID token that is not a JWS',
      { proveedor: 'google', id_token: 'no es un token' },
      'id_token',
      identityTexts.providerTokenInvalid,
    ],
  ])('rejects %s with 422 and the Spanish field error, creating nothing', async (_name, override, field, message) => {
    const body = registrationBody(override as never);
    const answer = await expectError(await register(body), 422, messages.http.validation);
    expect(answer.errors?.[field]).toEqual([message]);
    expect(await usersWith(body.email)).toBe(0);
  });

  it('rejects a body that is not an object with 422, and malformed JSON with 400', async () => {
    await expectError(await register(JSON.stringify('hola')), 422, messages.http.validation);
    await expectError(await register('{"nombres":'), 400, messages.http.badRequest);
  });

  it('rejects a forged provider ID token with 401 and creates no account (the app’s own verifier)', async () => {
    const body = registrationBody({ proveedor: 'google', id_token: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.' });
    await expectError(await register(body), 401, identityTexts.providerTokenInvalid);
    expect(await usersWith(body.email)).toBe(0);
  });
});

describe('registration that links a provider account (verifier injected)', () => {
  it('with a valid ID token links the provider account by issuer and subject, in the same step', async () => {
    const identity = new FakeIdentity();
    const app = identityApp(server, { identity });
    const idToken = identity.issue({ subject: '10987654321', email: 'camila.g@gmail.com' });
    const body = registrationBody({ proveedor: 'google', id_token: idToken, nonce: 'n-0S6_WzA2Mj', email: 'camila.g@gmail.com' });
    const res = await register(body, app);
    expect(res.status, await res.clone().text()).toBe(201);
    expect(identity.calls).toEqual([{ proveedor: 'google', idToken, nonce: 'n-0S6_WzA2Mj' }]);
    const userId = await userIdOf(server, { username: body.email });
    const links = await server.database.db.select().from(socialIdentities).where(eq(socialIdentities.userId, userId));
    expect(links).toEqual([
      expect.objectContaining({
        issuer: 'https://accounts.google.com',
        subject: '10987654321',
        proveedor: 'google',
        email: 'camila.g@gmail.com',
      }),
    ]);
    const session = sessionAnswerSchema.parse(await res.json());
    const account = accountSchema.parse(
      await (await app.request(IDENTITY_PATHS.account, { headers: { Authorization: `Bearer ${session.token}` } })).json(),
    );
    expect(account.proveedores).toEqual(['google']);
  });

  it('providerEmailMismatch: a provider account is linked only to its own verified email; another customer’s email gives 422 and nothing', async () => {
    const identity = new FakeIdentity();
    const app = identityApp(server, { identity });
    // The attacker's own Facebook account, and the victim's email (no account yet) in the body.
    const idToken = identity.issue({
      subject: 'fb-5550001',
      proveedor: 'facebook',
      issuer: 'https://www.facebook.com',
      email: 'atacante@gmail.com',
    });
    const body = registrationBody({ proveedor: 'facebook', id_token: idToken, email: 'victima.sin.cuenta@correo.co' });
    const answer = await expectError(await register(body, app), 422, messages.http.validation);
    expect(answer.errors).toEqual({ email: [identityTexts.providerEmailMismatch] });
    expect(await usersWith(body.email)).toBe(0);
    expect(await server.database.db.select().from(socialIdentities).where(eq(socialIdentities.subject, 'fb-5550001'))).toEqual(
      [],
    );
    // The same token with its own email registers and links (trimmed, any letter case).
    const own = registrationBody({ proveedor: 'facebook', id_token: idToken, email: '  Atacante@Gmail.com ' });
    expect((await register(own, app)).status).toBe(201);
    const [link] = await server.database.db.select().from(socialIdentities).where(eq(socialIdentities.subject, 'fb-5550001'));
    expect(link!.userId).toBe(await userIdOf(server, { username: 'atacante@gmail.com' }));
  });

  it('providerEmailMismatch: a token whose email the provider did not verify (empty) links nothing', async () => {
    const identity = new FakeIdentity();
    const app = identityApp(server, { identity });
    const idToken = identity.issue({ subject: 'g-sin-correo', email: '' });
    const body = registrationBody({ proveedor: 'google', id_token: idToken });
    const answer = await expectError(await register(body, app), 422, messages.http.validation);
    expect(answer.errors).toEqual({ email: [identityTexts.providerEmailMismatch] });
    expect(await usersWith(body.email)).toBe(0);
  });

  it('answers 401 and creates no account when the provider does not confirm the token', async () => {
    const identity = new FakeIdentity();
    const app = identityApp(server, { identity });
    const body = registrationBody({ proveedor: 'google', id_token: 'eyJhbGciOiJSUzI1NiJ9.e30.falsa' });
    await expectError(await register(body, app), 401, identityTexts.providerTokenInvalid);
    expect(await usersWith(body.email)).toBe(0);
  });

  it('answers 401 when the token is for another provider than the one named', async () => {
    const identity = new FakeIdentity();
    const app = identityApp(server, { identity });
    const idToken = identity.issue({ subject: 'g-42' });
    await expectError(
      await register(registrationBody({ proveedor: 'facebook', id_token: idToken }), app),
      401,
      identityTexts.providerTokenInvalid,
    );
  });

  it('answers 401 when the verifier itself fails', async () => {
    const app = identityApp(server, { identity: { verify: () => Promise.reject(new Error('JWKS caído')) } });
    await expectError(
      await register(registrationBody({ proveedor: 'google', id_token: 'a.b.c' }), app),
      401,
      identityTexts.providerTokenInvalid,
    );
  });

  it('answers 409 when the provider account is already linked to someone, creating no second account', async () => {
    const identity = new FakeIdentity();
    const app = identityApp(server, { identity });
    const idToken = identity.issue({ subject: 'g-ya-vinculado' });
    // Linked to the demo customer (as the seed links accounts), while its email has no account.
    await server.database.db.insert(socialIdentities).values({
      issuer: 'https://accounts.google.com',
      subject: 'g-ya-vinculado',
      proveedor: 'google',
      userId: await userIdOf(server, DEMO_CUSTOMER),
      email: 'g-ya-vinculado@gmail.com',
      createdAt: server.clock.now,
    });
    const second = registrationBody({ proveedor: 'google', id_token: idToken, email: 'g-ya-vinculado@gmail.com' });
    const answer = await expectError(await register(second, app), 409, identityTexts.providerAlreadyLinked);
    expect(answer.errors).toEqual({ id_token: [identityTexts.providerAlreadyLinked] });
    expect(await usersWith(second.email)).toBe(0);
  });

  it('lets one of two simultaneous registrations with the same provider account through', async () => {
    const identity = new FakeIdentity();
    const app = identityApp(server, { identity });
    const idToken = identity.issue({ subject: 'g-carrera' });
    const answers = await Promise.all(
      [0, 1].map(() => register(registrationBody({ proveedor: 'google', id_token: idToken, email: 'g-carrera@gmail.com' }), app)),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const links = await server.database.db.select().from(socialIdentities).where(eq(socialIdentities.subject, 'g-carrera'));
    expect(links).toHaveLength(1);
  });
});

describe('the database guards registration races too', () => {
  it('a duplicate email that slips past the checks is a unique violation the route recognises (23505, constraint named)', async () => {
    const error = await server.database.db
      .insert(users)
      .values({
        nombres: 'X',
        apellidos: 'Y',
        email: 'CLIENTE@pollosbrasa.co',
        username: 'otro@pollosbrasa.co',
        passwordHash: 'x',
        createdAt: server.clock.now,
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(databaseError(error)).toMatchObject({ code: '23505', constraint: 'users_email_unique' });
  });
});
