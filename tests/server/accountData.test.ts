/** The signed-in customer's account data (mi_cuenta) and password change (cambiar_contrasena). */
import { recoveryMailsSettled } from '../../server/routes/passwordRecovery';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../machines/messages';
import { accountSchema, confirmationSchema } from '../../machines/schemas';
import { passwordResets, socialIdentities, users } from '../../server/db/schema';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../server/seed/users';
import { createTestServer, type TestServer } from './helpers';
import { customerAuth, expectError, tokenFor, userIdOf } from './accountHelpers';
import { IDENTITY_PATHS, login, PASSWORD, refresh, registerCustomer } from './identityHelpers';
import { identityTexts } from '../../machines/screenTexts/identity';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => server?.close());

const NEW_PASSWORD = 'Bandeja2026';
const getAccount = (headers: Record<string, string> = {}) => server.request(IDENTITY_PATHS.account, { headers });
const putAccount = (body: unknown, headers: Record<string, string>) =>
  server.request(IDENTITY_PATHS.account, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const changePassword = (body: unknown, headers: Record<string, string>) =>
  server.postJson(IDENTITY_PATHS.changePassword, body, headers);
const validUpdate = {
  nombres: 'Laura Marcela',
  apellidos: 'Gómez Ruiz',
  telefono2: '3209876543',
  direccion: 'Carrera 11 # 93-40, Bogotá',
};

describe('account data (GET /api/usuarios/mi_cuenta)', () => {
  it('answers the token’s own customer, with linked providers and the registration instant, never cached', async () => {
    const res = await getAccount(await customerAuth(server));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const account = accountSchema.parse(await res.json());
    expect(account).toMatchObject({
      nombres: 'Laura',
      apellidos: 'Gómez',
      cedula: '1020304050',
      email: DEMO_CUSTOMER.username,
      telefono2: '3001234567',
      EAdministrador: '',
      // The seed links the demo customer to both sandbox providers.
      proveedores: ['facebook', 'google'],
    });
    expect(new Date(account.fecha_registro).toISOString()).toBe(account.fecha_registro);
  });

  it('lists each linked provider once, in order', async () => {
    const customer = await registerCustomer(server);
    const userId = await userIdOf(server, { username: customer.body.email });
    const now = server.clock.now;
    await server.database.db.insert(socialIdentities).values([
      { issuer: 'https://www.facebook.com', subject: 'fb-1', proveedor: 'facebook', userId, createdAt: now },
      { issuer: 'https://accounts.google.com', subject: 'g-1', proveedor: 'google', userId, createdAt: now },
      { issuer: 'accounts.google.com', subject: 'g-2', proveedor: 'google', userId, createdAt: now },
    ]);
    expect(accountSchema.parse(await (await getAccount(customer.auth)).json()).proveedores).toEqual(['facebook', 'google']);
  });

  it('shows each customer only their own data', async () => {
    const admin = accountSchema.parse(await (await getAccount(await tokenFor(server, DEMO_ADMIN))).json());
    expect(admin).toMatchObject({ email: DEMO_ADMIN.username, cedula: '79123456', EAdministrador: 'X' });
  });

  it('answers 401 without a token, with a forged one, and for a customer who no longer exists', async () => {
    await expectError(await getAccount(), 401, messages.http.unauthorized);
    await expectError(await getAccount({ Authorization: 'Bearer abc.def.ghi' }), 401, messages.http.unauthorized);
    const customer = await registerCustomer(server);
    await server.database.db.delete(users).where(eq(users.email, customer.body.email));
    await expectError(await getAccount(customer.auth), 401, messages.http.unauthorized);
  });
});

describe('account update (PUT /api/usuarios/mi_cuenta)', () => {
  it('updates names, mobile and address and answers the updated account', async () => {
    const customer = await registerCustomer(server);
    const res = await putAccount({ ...validUpdate, nombres: '  Laura Marcela ' }, customer.auth);
    expect(res.status).toBe(200);
    expect(accountSchema.parse(await res.json())).toMatchObject({
      ...validUpdate,
      email: customer.body.email,
      cedula: customer.body.cedula,
    });
    expect(accountSchema.parse(await (await getAccount(customer.auth)).json())).toMatchObject(validUpdate);
  });

  it('never changes the email or the cedula, even when the body sends them', async () => {
    const customer = await registerCustomer(server);
    const res = await putAccount(
      { ...validUpdate, email: DEMO_CUSTOMER.username, cedula: '1020304050', EAdministrador: 'X' },
      customer.auth,
    );
    expect(res.status).toBe(200);
    expect(accountSchema.parse(await res.json())).toMatchObject({
      email: customer.body.email,
      cedula: customer.body.cedula,
      EAdministrador: '',
    });
  });

  it('changes only the token’s own customer', async () => {
    const customer = await registerCustomer(server);
    await putAccount(validUpdate, customer.auth);
    const demo = accountSchema.parse(await (await getAccount(await customerAuth(server))).json());
    expect(demo.nombres).toBe('Laura');
  });

  it('answers 401 without a token and for a customer who no longer exists', async () => {
    await expectError(await putAccount(validUpdate, {}), 401, messages.http.unauthorized);
    const customer = await registerCustomer(server);
    await server.database.db.delete(users).where(eq(users.email, customer.body.email));
    await expectError(await putAccount(validUpdate, customer.auth), 401, messages.http.unauthorized);
  });

  it.each([
    ['empty names', { nombres: '' }, 'nombres', identityTexts.namesRequired],
    ['empty surnames', { apellidos: '  ' }, 'apellidos', identityTexts.surnamesRequired],
    ['a landline instead of a mobile', { telefono2: '6017425000' }, 'telefono2', identityTexts.phoneInvalid],
  ])('rejects %s with 422 and the Spanish field error', async (_name, override, field, message) => {
    const answer = await expectError(
      await putAccount({ ...validUpdate, ...override }, await customerAuth(server)),
      422,
      messages.http.validation,
    );
    expect(answer.errors?.[field]).toEqual([message]);
  });

  it('rejects a missing field with 422 and malformed JSON with 400', async () => {
    const { direccion: _omitted, ...partial } = validUpdate;
    const answer = await expectError(await putAccount(partial, await customerAuth(server)), 422, messages.http.validation);
    expect(answer.errors?.direccion?.length).toBeGreaterThan(0);
    await expectError(await putAccount('{"nombres":', await customerAuth(server)), 400, messages.http.badRequest);
  });
});

describe('password change (POST /api/usuarios/cambiar_contrasena)', () => {
  const change = (actual: string, password = NEW_PASSWORD, password_confirmacion = password) => ({
    actual,
    password,
    password_confirmacion,
  });

  it('changes the password when the current one is right: the new one logs in, the old one no longer does', async () => {
    const customer = await registerCustomer(server);
    const res = await changePassword(change(PASSWORD), customer.auth);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(confirmationSchema.parse(await res.json())).toEqual({
      isError: false,
      mensaje: identityTexts.passwordChanged,
    });
    await login(server, customer.body.email, NEW_PASSWORD);
    await expectError(await server.postJson(IDENTITY_PATHS.login, { username: customer.body.email, password: PASSWORD }), 401);
  });

  it('revokes every refresh token of the customer (other devices must log in again)', async () => {
    const customer = await registerCustomer(server);
    const laptop = await login(server, customer.body.email, PASSWORD);
    expect((await changePassword(change(PASSWORD), customer.auth)).status).toBe(200);
    await expectError(await refresh(server, customer.refresh_token), 401, messages.identity.refreshTokenInvalid);
    await expectError(await refresh(server, laptop.refresh_token), 401, messages.identity.refreshTokenInvalid);
  });

  it('spends pending password-recovery links', async () => {
    const customer = await registerCustomer(server);
    await server.postJson(IDENTITY_PATHS.recoverPassword, { email: customer.body.email });
    await recoveryMailsSettled(); // the reset row is stored by the background job, after the answer
    expect((await changePassword(change(PASSWORD), customer.auth)).status).toBe(200);
    const userId = await userIdOf(server, { username: customer.body.email });
    const pending = await server.database.db.select().from(passwordResets).where(eq(passwordResets.userId, userId));
    expect(pending.length).toBe(1);
    expect(pending.every((r) => r.usedAt !== null)).toBe(true);
  });

  it('answers 422 on the field actual when the current password is wrong, and changes nothing', async () => {
    const customer = await registerCustomer(server);
    const answer = await expectError(
      await changePassword(change('NoEsLaMia1'), customer.auth),
      422,
      identityTexts.currentPasswordWrong,
    );
    expect(answer.errors).toEqual({ actual: [identityTexts.currentPasswordWrong] });
    await login(server, customer.body.email, PASSWORD);
    expect((await refresh(server, customer.refresh_token)).status).toBe(200);
  });

  it('answers 401 without a token and for a customer who no longer exists', async () => {
    await expectError(await changePassword(change(PASSWORD), {}), 401, messages.http.unauthorized);
    const customer = await registerCustomer(server);
    await server.database.db.delete(users).where(eq(users.email, customer.body.email));
    await expectError(await changePassword(change(PASSWORD), customer.auth), 401, messages.http.unauthorized);
  });

  it.each([
    ['an empty current password', change(''), 'actual', identityTexts.currentPasswordWrong],
    ['a weak new password', change(PASSWORD, 'corta'), 'password', identityTexts.passwordTooShort],
    [
      'a confirmation that differs',
      change(PASSWORD, NEW_PASSWORD, 'Otra2026x'),
      'password_confirmacion',
      identityTexts.passwordsDiffer,
    ],
  ])('rejects %s with 422 and the Spanish field error', async (_name, body, field, message) => {
    const customer = await registerCustomer(server);
    const answer = await expectError(await changePassword(body, customer.auth), 422, messages.http.validation);
    expect(answer.errors?.[field]).toContain(message);
  });
});
