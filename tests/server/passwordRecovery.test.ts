/** Password recovery: the mailed link (recuperar_contrasena) and the new password (restablecer_contrasena); the file outbox. */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../machines/messages';
import { confirmationSchema, resetTokenStatusSchema } from '../../machines/schemas';
import { CREDENTIAL_PATHS } from '../../server/routes/identityPaths';
import { passwordResets, socialIdentities } from '../../server/db/schema';
import type { Mail } from '../../server/mail/mailer';
import { FileOutbox, MemoryOutbox } from '../../server/mail/outbox';
import { PASSWORD_RESET_TTL_MINUTES, recoveryJobsInFlight, recoveryMailsSettled } from '../../server/routes/passwordRecovery';
import { createTestServer, START, type TestServer } from './helpers';
import { expectError, MINUTE, userIdOf } from './accountHelpers';
import { IDENTITY_PATHS, identityApp, login, PASSWORD, refresh, registerCustomer } from './identityHelpers';
import { identityTexts } from '../../machines/screenTexts/identity';

let server: TestServer;
let outbox: MemoryOutbox;
beforeAll(async () => {
  server = await createTestServer();
  outbox = server.app.mailer as MemoryOutbox;
});
afterAll(async () => server?.close());
afterEach(() => {
  server.clock.now = new Date(START);
});

const NEW_PASSWORD = 'Bandeja2026';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const ask = (email: unknown, on: Pick<TestServer, 'postJson'> = server) => on.postJson(IDENTITY_PATHS.recoverPassword, { email });
/** Asks for a link and waits for the background job the answer does not wait for (lookup, reset row, mail). */
async function recover(email: unknown, on: Pick<TestServer, 'postJson'> = server): Promise<Response> {
  const res = await ask(email, on);
  await recoveryMailsSettled();
  return res;
}
const reset = (token: string, password = NEW_PASSWORD, password_confirmacion = password) =>
  server.postJson(IDENTITY_PATHS.resetPassword, { token, password, password_confirmacion });

/** The token of the link in a recovery mail. */
function tokenIn(mail: Mail): string {
  const match = /\/recuperar-contrasena\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return match![1]!;
}

/** Asks for a link for a new customer's email and returns the customer and the mailed token. */
async function mailedLink() {
  const customer = await registerCustomer(server);
  const before = outbox.sent.length;
  expect((await recover(customer.body.email)).status).toBe(200);
  expect(outbox.sent).toHaveLength(before + 1);
  return { customer, token: tokenIn(outbox.sent.at(-1)!) };
}

describe('recovery link (POST /api/usuarios/recuperar_contrasena)', () => {
  it('mails a link with a reset token to a registered email, in Spanish, and answers 200', async () => {
    const customer = await registerCustomer(server);
    const before = outbox.sent.length;
    const res = await recover(customer.body.email);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(confirmationSchema.parse(await res.json())).toEqual({ isError: false, mensaje: identityTexts.recoverySent });
    expect(outbox.sent).toHaveLength(before + 1);
    const mail = outbox.sent.at(-1)!;
    expect(mail.to).toBe(customer.body.email);
    expect(mail.subject).toBe(identityTexts.recoveryMailSubject);
    expect(mail.text).toContain(`Hola, ${customer.nombres}:`);
    expect(mail.text).toContain(`vence en ${PASSWORD_RESET_TTL_MINUTES} minutos`);
    expect(tokenIn(mail)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // A whole address on a line of its own, which a mail client makes a link (finding 10).
    expect(mail.text).toMatch(/\nhttp:\/\/localhost\/recuperar-contrasena\?token=[A-Za-z0-9_-]{43}\n/);
  });

  it('writes the link with PUBLIC_ORIGIN when it is configured, whatever Host the request names (a forged Host never gets a working token)', async () => {
    const configured = await createTestServer({ deps: { publicOrigin: 'https://pedidos.example.co' } });
    try {
      const customer = await registerCustomer(configured);
      const mails = configured.app.mailer as MemoryOutbox;
      const res = await configured.app.request('http://evil.example/api/usuarios/recuperar_contrasena', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Host: 'evil.example' },
        body: JSON.stringify({ email: customer.body.email }),
      });
      expect(res.status).toBe(200);
      await recoveryMailsSettled();
      expect(mails.sent.at(-1)!.text).toMatch(
        /\nhttps:\/\/pedidos\.example\.co\/recuperar-contrasena\?token=[A-Za-z0-9_-]{43}\n/,
      );
      expect(mails.sent.at(-1)!.text).not.toContain('evil.example');
    } finally {
      await configured.close();
    }
  });

  it('in development (no PUBLIC_ORIGIN) writes the link with the origin the request came to (the Vite server that proxied it)', async () => {
    const customer = await registerCustomer(server);
    const res = await server.app.request('http://localhost:5173/api/usuarios/recuperar_contrasena', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: customer.body.email }),
    });
    expect(res.status).toBe(200);
    await recoveryMailsSettled();
    expect(outbox.sent.at(-1)!.text).toMatch(/\nhttp:\/\/localhost:5173\/recuperar-contrasena\?token=[A-Za-z0-9_-]{43}\n/);
  });

  it('stores only the SHA-256 of the token, valid for 60 minutes', async () => {
    const { customer, token } = await mailedLink();
    const rows = await server.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, await userIdOf(server, { username: customer.body.email })));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime() - server.clock.now.getTime()).toBe(60 * MINUTE);
  });

  it('answers exactly the same for an unknown email, and sends nothing', async () => {
    const customer = await registerCustomer(server);
    const known = await recover(customer.body.email);
    const before = outbox.sent.length;
    const unknown = await recover('nadie.registrado@correo.co');
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toBe(await known.text());
    // Every answer has its own X-Request-Id (server/app.ts): by design, not a sign of the account.
    expect([...unknown.headers.entries()].filter(([k]) => k !== 'date' && k !== 'x-request-id')).toEqual(
      [...known.headers.entries()].filter(([k]) => k !== 'date' && k !== 'x-request-id'),
    );
    expect(outbox.sent).toHaveLength(before);
  });

  it('finds the account whatever the letter case of the email, and writes to the stored address', async () => {
    const customer = await registerCustomer(server);
    expect((await recover(`  ${customer.body.email.toUpperCase()}  `)).status).toBe(200);
    expect(outbox.sent.at(-1)!.to).toBe(customer.body.email);
  });

  it('still answers the same when the mail cannot be sent (the failure is logged)', async () => {
    const customer = await registerCustomer(server);
    const errorsBefore = server.errors.length;
    for (const send of [
      () => Promise.reject(new Error('SMTP caído')),
      (): Promise<void> => {
        throw new Error('SMTP caído al llamar');
      },
    ]) {
      const res = await recover(customer.body.email, identityApp(server, { mailer: { send } }));
      expect(res.status).toBe(200);
      expect(confirmationSchema.parse(await res.json()).mensaje).toBe(identityTexts.recoverySent);
    }
    await recoveryMailsSettled();
    expect(server.errors.length).toBe(errorsBefore + 2);
    server.errors.splice(errorsBefore);
  });

  it('timing does not reveal a known account: both answers are given before any database or mail work (a database that throws changes nothing)', async () => {
    const customer = await registerCustomer(server);
    // Every use of the database throws: if the handler awaited a lookup, an insert or a mail, the answer would be a 500.
    const touched: string[] = [];
    const broken = new Proxy(server.database.db, {
      get(_target, property) {
        touched.push(String(property));
        throw new Error('base de datos caída');
      },
    });
    const brokenApp = identityApp(server, { db: broken });
    const errorsBefore = server.errors.length;
    const answers: string[] = [];
    for (const email of [customer.body.email, 'nadie.registrado@correo.co']) {
      const res = await ask(email, brokenApp);
      expect(res.status, email).toBe(200);
      answers.push(await res.text());
      // Answered, and the job is still waiting for its turn: the same one job for a known and an unknown email.
      expect(recoveryJobsInFlight()).toBe(1);
      expect(touched).toEqual([]);
      await recoveryMailsSettled();
      expect(touched.length).toBeGreaterThan(0);
      touched.length = 0;
    }
    expect(answers[0]).toBe(answers[1]);
    expect(confirmationSchema.parse(JSON.parse(answers[0]!)).mensaje).toBe(identityTexts.recoverySent);
    // Each job failed on the database and was logged, never answered.
    expect(server.errors.length).toBe(errorsBefore + 2);
    server.errors.splice(errorsBefore);
  });

  it('answers without waiting for the mail; the job stores the reset row before handing the mail over, so the link in it already works', async () => {
    const customer = await registerCustomer(server);
    const handed: Mail[] = [];
    let deliver!: () => void;
    const slow = { send: (mail: Mail) => (handed.push(mail), new Promise<void>((resolve) => (deliver = resolve))) };
    const res = await ask(customer.body.email, identityApp(server, { mailer: slow }));
    expect(res.status).toBe(200);
    expect(confirmationSchema.parse(await res.json()).mensaje).toBe(identityTexts.recoverySent);
    expect(handed).toHaveLength(0);
    // Let the job run up to the mailer, which has not answered yet.
    while (handed.length === 0) await new Promise((resolve) => setImmediate(resolve));
    const rows = await server.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, sha256(tokenIn(handed[0]!))));
    expect(rows).toHaveLength(1);
    expect(recoveryJobsInFlight()).toBe(1);
    deliver();
    await recoveryMailsSettled();
    expect(recoveryJobsInFlight()).toBe(0);
  });

  it.each([
    ['an invalid email', { email: 'no-es-correo' }],
    ['a missing email', {}],
    ['a numeric email', { email: 3001234567 }],
  ])('rejects %s with 422 and a Spanish field error', async (_name, body) => {
    const answer = await expectError(await server.postJson(IDENTITY_PATHS.recoverPassword, body), 422, messages.http.validation);
    expect(answer.errors?.email?.length).toBeGreaterThan(0);
  });

  it('rejects malformed JSON with 400', async () => {
    await expectError(await server.postJson(IDENTITY_PATHS.recoverPassword, '{"email":'), 400, messages.http.badRequest);
  });
});

describe('new password (POST /api/usuarios/restablecer_contrasena)', () => {
  it('with the mailed token sets the new password: the old one stops working', async () => {
    const { customer, token } = await mailedLink();
    const res = await reset(token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(confirmationSchema.parse(await res.json())).toEqual({
      isError: false,
      mensaje: identityTexts.passwordChanged,
    });
    expect((await login(server, customer.body.email, NEW_PASSWORD)).email).toBe(customer.body.email);
    await expectError(await server.postJson(IDENTITY_PATHS.login, { username: customer.body.email, password: PASSWORD }), 401);
  });

  it('accepts a token only once', async () => {
    const { token } = await mailedLink();
    expect((await reset(token)).status).toBe(200);
    const answer = await expectError(await reset(token, 'OtraClave99'), 422, identityTexts.resetTokenInvalid);
    expect(answer.errors).toEqual({ token: [identityTexts.resetTokenInvalid] });
  });

  it('lets only one of two simultaneous resets with the same token through', async () => {
    const { token } = await mailedLink();
    const answers = await Promise.all([reset(token, 'Primera2026'), reset(token, 'Segunda2026')]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422]);
  });

  it('refuses a token after 60 minutes (61 minutes later) and accepts it at 59', async () => {
    const first = await mailedLink();
    const second = await mailedLink();
    server.clock.advance(59 * MINUTE);
    expect((await reset(first.token)).status).toBe(200);
    server.clock.advance(2 * MINUTE);
    await expectError(await reset(second.token), 422, identityTexts.resetTokenInvalid);
    // The expired link left the password as it was.
    expect((await login(server, second.customer.body.email, PASSWORD)).email).toBe(second.customer.body.email);
  });

  it('refuses a well-formed token nobody was sent', async () => {
    const answer = await expectError(
      await reset('Zk3v9QmT1xYp0aLr7cWn5bHs2dJu8eFi4gKo6NtRqVw'),
      422,
      identityTexts.resetTokenInvalid,
    );
    expect(answer.errors).toEqual({ token: [identityTexts.resetTokenInvalid] });
  });

  it('spends the customer’s other pending links', async () => {
    const { customer, token: older } = await mailedLink();
    await recover(customer.body.email);
    const newer = tokenIn(outbox.sent.at(-1)!);
    expect((await reset(newer)).status).toBe(200);
    await expectError(await reset(older), 422, identityTexts.resetTokenInvalid);
  });

  it('signs out every session: all refresh tokens of the customer are revoked', async () => {
    const { customer, token } = await mailedLink();
    const phone = await login(server, customer.body.email, PASSWORD);
    expect((await reset(token)).status).toBe(200);
    await expectError(await refresh(server, customer.refresh_token), 401, messages.identity.refreshTokenInvalid);
    await expectError(await refresh(server, phone.refresh_token), 401, messages.identity.refreshTokenInvalid);
  });

  it.each([
    [
      'a short token',
      { token: 'corto', password: NEW_PASSWORD, password_confirmacion: NEW_PASSWORD },
      'token',
      identityTexts.resetTokenInvalid,
    ],
    [
      'a token with other characters',
      { token: 'x'.repeat(30) + '!', password: NEW_PASSWORD, password_confirmacion: NEW_PASSWORD },
      'token',
      identityTexts.resetTokenInvalid,
    ],
    [
      'a weak password',
      { token: 'Zk3v9QmT1xYp0aLr7cWn5bHs2dJu8eFi4gKo6NtRqVw', password: 'corta', password_confirmacion: 'corta' },
      'password',
      identityTexts.passwordTooShort,
    ],
    [
      'a confirmation that differs',
      { token: 'Zk3v9QmT1xYp0aLr7cWn5bHs2dJu8eFi4gKo6NtRqVw', password: NEW_PASSWORD, password_confirmacion: 'Otra2026' },
      'password_confirmacion',
      identityTexts.passwordsDiffer,
    ],
  ])('rejects %s with 422 and the Spanish field error', async (_name, body, field, message) => {
    const answer = await expectError(await server.postJson(IDENTITY_PATHS.resetPassword, body), 422);
    expect(answer.errors?.[field]).toContain(message);
  });

  it('unlinks the provider accounts whose email is not the account’s: someone else’s Google or Facebook never survives the owner proving the email', async () => {
    const { customer, token } = await mailedLink();
    const userId = await userIdOf(server, { username: customer.body.email });
    const link = (subject: string, email: string) => ({
      issuer: 'https://accounts.google.com',
      subject,
      proveedor: 'google',
      userId,
      email,
      createdAt: server.clock.now,
    });
    await server.database.db
      .insert(socialIdentities)
      .values([
        link('g-ajeno', 'atacante@gmail.com'),
        link('g-propio', customer.body.email.toUpperCase()),
        link('g-sin-correo', ''),
      ]);
    expect((await reset(token)).status).toBe(200);
    const left = await server.database.db.select().from(socialIdentities).where(eq(socialIdentities.userId, userId));
    expect(left.map((l) => l.subject)).toEqual(['g-propio']);
  });

  it('does not spend a valid token when the new password is rejected', async () => {
    const { token } = await mailedLink();
    await expectError(await reset(token, NEW_PASSWORD, 'Diferente2026'), 422);
    expect((await reset(token)).status).toBe(200);
  });
});

describe('link status (POST /api/usuarios/estado_token_recuperacion): told when the page opens', () => {
  const status = (token: unknown, on: Pick<TestServer, 'postJson'> = server) =>
    on.postJson(IDENTITY_PATHS.resetTokenStatus, { token });
  const validity = async (token: unknown) => {
    const res = await status(token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    return resetTokenStatusSchema.parse(await res.json()).valido;
  };

  it('a mailed link is usable until it is used; asking does not spend it', async () => {
    const { token } = await mailedLink();
    expect(await validity(token)).toBe(true);
    expect(await validity(token)).toBe(true);
    expect((await reset(token)).status).toBe(200);
    expect(await validity(token)).toBe(false);
  });

  it('a link lives 60 minutes: usable at 59, not at 61', async () => {
    const { token } = await mailedLink();
    server.clock.advance(59 * MINUTE);
    expect(await validity(token)).toBe(true);
    server.clock.advance(2 * MINUTE);
    expect(await validity(token)).toBe(false);
  });

  it('a link spent by a newer one (the customer reset with it) is not usable', async () => {
    const { customer, token: older } = await mailedLink();
    await recover(customer.body.email);
    expect((await reset(tokenIn(outbox.sent.at(-1)!))).status).toBe(200);
    expect(await validity(older)).toBe(false);
  });

  it('unknown, used, expired and malformed answer exactly the same (no more than restablecer_contrasena tells)', async () => {
    const used = await mailedLink();
    expect((await reset(used.token)).status).toBe(200);
    const expired = await mailedLink();
    server.clock.advance(61 * MINUTE);
    const answers = await Promise.all(
      ['Zk3v9QmT1xYp0aLr7cWn5bHs2dJu8eFi4gKo6NtRqVw', used.token, expired.token, 'corto', 'x'.repeat(30) + '!'].map((t) =>
        status(t),
      ),
    );
    const shown = async (res: Response) => ({
      status: res.status,
      body: await res.text(),
      headers: [...res.headers.entries()].filter(([k]) => k !== 'date' && k !== 'x-request-id'),
    });
    const [first, ...rest] = await Promise.all(answers.map(shown));
    expect(first!.body).toBe('{"valido":false}');
    for (const other of rest) expect(other).toEqual(first);
  });

  it('a body without a token, or with a token over 200 characters, is refused with 422', async () => {
    await expectError(await server.postJson(IDENTITY_PATHS.resetTokenStatus, {}), 422);
    await expectError(await status('a'.repeat(201)), 422);
  });

  it('counts against the same credential limit per IP as restablecer_contrasena: 429 with Retry-After once spent', async () => {
    expect(CREDENTIAL_PATHS[IDENTITY_PATHS.resetTokenStatus]).toBeNull();
    expect(CREDENTIAL_PATHS[IDENTITY_PATHS.resetTokenStatus]).toBe(CREDENTIAL_PATHS[IDENTITY_PATHS.resetPassword]);
    const limited = await createTestServer({
      deps: { rateLimit: { loginPerWindow: 3, windowMs: 60_000, exemptLoopback: false } },
    });
    try {
      const ask = (ip: string, token: string) =>
        limited.app.request(
          IDENTITY_PATHS.resetTokenStatus,
          { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token }) },
          { incoming: { socket: { remoteAddress: ip, remotePort: 50_000, remoteFamily: 'IPv4' } } },
        );
      // A new token each time buys no fresh bucket: the limit is per IP alone.
      for (let i = 0; i < 3; i++)
        expect((await ask('203.0.113.90', `Zk3v9QmT1xYp0aLr7cWn5bHs2dJu8eFi4gKo6NtRqV${i}`)).status).toBe(200);
      const refused = await ask('203.0.113.90', 'Zk3v9QmT1xYp0aLr7cWn5bHs2dJu8eFi4gKo6NtRqVw');
      await expectError(refused, 429, messages.http.tooManyRequests);
      expect(refused.headers.get('retry-after')).toBe('20');
      expect((await ask('203.0.113.91', 'Zk3v9QmT1xYp0aLr7cWn5bHs2dJu8eFi4gKo6NtRqVw')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('development outbox (FileOutbox)', () => {
  it('writes each mail as a UTF-8 text file with To, Subject and Date, and logs where', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'pollos-outbox-')), 'outbox');
    try {
      const lines: unknown[][] = [];
      const mailer = new FileOutbox(dir, {
        logger: { error: () => {}, info: (...args: unknown[]) => void lines.push(args) },
        clock: () => START,
      });
      await mailer.send({
        to: 'camila@correo.co',
        subject: 'Crea una nueva contraseña',
        text: 'Hola, Camila:\n\nAbre /recuperar-contrasena?token=abc',
      });
      await mailer.send({ to: 'camila@correo.co\r\nBcc: otro@correo.co', subject: 'Dos', text: 'ñandú' });
      const files = readdirSync(dir).sort();
      expect(files).toHaveLength(2);
      for (const file of files) expect(file).toMatch(/^20260302-150000-[0-9a-f]{8}\.txt$/);
      const texts = files.map((f) => readFileSync(join(dir, f), 'utf8'));
      const first = texts.find((t) => t.includes('Subject: Crea una nueva contraseña'))!;
      expect(first).toBe(
        'To: camila@correo.co\nSubject: Crea una nueva contraseña\nDate: Mon, 02 Mar 2026 15:00:00 GMT\nContent-Type: text/plain; charset=UTF-8\n\nHola, Camila:\n\nAbre /recuperar-contrasena?token=abc\n',
      );
      // A line break in a header cannot add another header.
      const second = texts.find((t) => t.includes('Subject: Dos'))!;
      expect(second.split('\n\n')[0]).not.toMatch(/^Bcc:/m);
      expect(second).toContain('ñandú');
      expect(statSync(join(dir, files[0]!)).mode & 0o777).toBe(0o600);
      expect(lines.map((l) => String(l[0]))).toEqual(
        files.map(() => expect.stringMatching(/^\[correo\] para camila@correo\.co.*: .*\.txt$/)),
      );
    } finally {
      rmSync(join(dir, '..'), { recursive: true, force: true });
    }
  });
});
