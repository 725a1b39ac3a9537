/**
 * Real mail: the SMTP mailer (server/mail/smtp.ts) against an in-process SMTP server, its choice by
 * SMTP_URL / MAIL_FROM (server/mail/config.ts), and the two parts of every mail (server/mail/render.ts).
 */
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { confirmationSchema } from '../../machines/schemas';
import { identityTexts } from '../../machines/screenTexts/identity';
import { subscriptionTexts } from '../../machines/screenTexts/subscriptions';
import { createMailer, mailFromEnv } from '../../server/mail/config';
import type { Mail, Mailer } from '../../server/mail/mailer';
import { FileOutbox } from '../../server/mail/outbox';
import { renderMail } from '../../server/mail/render';
import {
  MAIL_QUEUE_LIMIT,
  MAIL_RETRY_BACKOFF_MS,
  MAIL_SEND_ATTEMPTS,
  SMTP_GREETING_TIMEOUT_MS,
  SmtpMailer,
} from '../../server/mail/smtp';
import { createPino, toLogger } from '../../server/log';
import { recoveryMailsSettled } from '../../server/routes/passwordRecovery';
import { sandboxWarnings } from '../../server/sandboxWarnings';
import { createTestServer, START, type TestServer } from './helpers';
import { customerAuth, CUSTOMER_DOCUMENT, line, placePaidOrder } from './accountHelpers';
import { IDENTITY_PATHS, login, registerCustomer } from './identityHelpers';
import { parseMail, smtpReply, startSilentServer, startTestSmtpServer, type TestSmtpServer } from './mailHelpers';

const PUBLIC_ORIGIN = 'https://pedidos.example.co';
const MAIL_FROM = 'Pollos La Brasa <pedidos@pollosbrasa.co>';
const NEW_PASSWORD = 'Bandeja2026';
/** An answer that waited for a silent mail server would take at least its greeting timeout (10 s); half of it leaves room for a loaded CI machine. */
const ANSWER_BOUND_MS = SMTP_GREETING_TIMEOUT_MS / 2;

/** The process's logger kind (pino, JSON lines) writing into an array. */
function pinoLines() {
  const lines: Array<{ level: string; msg: string; err?: { message: string }; responseCode?: number }> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: toLogger(createPino({ LOG_LEVEL: 'info' }, sink)) };
}

/** A sleep that only records how long the mailer asked to wait (simulated time: no real waiting). */
function recordedSleep() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

const opened: Array<{ close(): unknown }> = [];
afterEach(async () => {
  // Mailers first: a test SMTP server's close waits for its clients to leave.
  for (const item of opened.splice(0).reverse()) await item.close();
});

function smtpMailer(url: string, extra: Partial<ConstructorParameters<typeof SmtpMailer>[0]> = {}) {
  const log = pinoLines();
  const mailer = new SmtpMailer({ url, from: MAIL_FROM, logger: log.logger, ...extra });
  opened.push(mailer);
  return { mailer, log };
}

async function smtpServer(options: Parameters<typeof startTestSmtpServer>[0] = {}): Promise<TestSmtpServer> {
  const server = await startTestSmtpServer(options);
  opened.push(server);
  return server;
}

const mail = (overrides: Partial<Mail> = {}): Mail => ({
  to: 'laura.gomez@correo.co',
  subject: 'Prueba de envío',
  text: 'Hola:\n\nUna prueba.',
  ...overrides,
});

describe('every mail has a Spanish plain-text part and an HTML part made from it', () => {
  it('escapes everything in the HTML (a name is the customer’s to type) and keeps the text as written', () => {
    const text = 'Hola, <b>Ana</b> & "Lu" O\'Neil:\n\nLínea uno\nlínea dos';
    const { text: plain, html } = renderMail({ subject: 'Asunto <i>', text });
    expect(plain).toBe(text);
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<title>Asunto &lt;i&gt;</title>');
    expect(html).toContain('Hola, &lt;b&gt;Ana&lt;/b&gt; &amp; &quot;Lu&quot; O&#39;Neil:</p>');
    expect(html).toContain('>Línea uno<br>\nlínea dos</p>');
    expect(html).not.toMatch(/<b>|<i>/);
  });

  it('makes absolute http(s) addresses links, without the sentence’s punctuation, and nothing else', () => {
    const { html } = renderMail({
      subject: 's',
      text: 'Abre https://pedidos.example.co/recuperar-contrasena?token=a_b-c&x="y". O javascript:alert(1) o /mis-pedidos.',
    });
    expect(html).toContain(
      '<a href="https://pedidos.example.co/recuperar-contrasena?token=a_b-c&amp;x=">https://pedidos.example.co/recuperar-contrasena?token=a_b-c&amp;x=</a>&quot;y&quot;.',
    );
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain('O javascript:alert(1) o /mis-pedidos.');
  });
});

describe('SMTP_URL and MAIL_FROM choose the mailer (server/main.ts)', () => {
  it('reads smtp:// and smtps:// with credentials; MAIL_FROM is required with SMTP_URL; a bad value stops the start without echoing the password', () => {
    expect(mailFromEnv({})).toEqual({});
    expect(mailFromEnv({ MAIL_FROM: MAIL_FROM })).toEqual({});
    expect(mailFromEnv({ SMTP_URL: 'smtps://pedidos:cl%40ve@smtp.example.co:465', MAIL_FROM })).toEqual({
      smtpUrl: 'smtps://pedidos:cl%40ve@smtp.example.co:465',
      from: MAIL_FROM,
    });
    expect(mailFromEnv({ SMTP_URL: 'smtp://smtp.example.co:587', MAIL_FROM: 'pedidos@pollosbrasa.co' }).smtpUrl).toBe(
      'smtp://smtp.example.co:587',
    );
    expect(() => mailFromEnv({ SMTP_URL: 'smtp://smtp.example.co' })).toThrow(/^MAIL_FROM es obligatorio con SMTP_URL/);
    expect(() => mailFromEnv({ SMTP_URL: 'smtp://smtp.example.co', MAIL_FROM: 'pedidos' })).toThrow(/^MAIL_FROM inválido/);
    expect(() => mailFromEnv({ SMTP_URL: 'smtp://smtp.example.co', MAIL_FROM: 'a@pollosbrasa.co, b@pollosbrasa.co' })).toThrow(
      /^MAIL_FROM inválido/,
    );
    for (const url of ['https://pedidos:secreto-smtp@smtp.example.co', 'smtp:secreto-smtp', 'no es una url secreto-smtp']) {
      expect(() => mailFromEnv({ SMTP_URL: url, MAIL_FROM })).toThrow(/^SMTP_URL inválido/);
      try {
        mailFromEnv({ SMTP_URL: url, MAIL_FROM });
      } catch (error) {
        expect((error as Error).message).not.toContain('secreto-smtp');
      }
    }
  });

  it('sends through SMTP whenever SMTP_URL is set; without it mail goes to the outbox and the warning at start names SMTP_URL (production or not)', async () => {
    const { logger, lines } = pinoLines();
    const smtp = createMailer(mailFromEnv({ SMTP_URL: 'smtp://pedidos:clave@smtp.example.co:587', MAIL_FROM }), {
      outboxDir: '/srv/pollos/data/outbox',
      logger,
    });
    expect(smtp.mailer).toBeInstanceOf(SmtpMailer);
    opened.push(smtp.mailer as SmtpMailer);
    expect(smtp.outboxDir).toBeUndefined();
    expect(lines.at(-1)!.msg).toBe(`[correo] envío por SMTP (smtp://smtp.example.co:587, con usuario) como ${MAIL_FROM}`);
    expect(JSON.stringify(lines)).not.toContain('clave');

    const outbox = createMailer(mailFromEnv({ NODE_ENV: 'production' }), { outboxDir: '/srv/pollos/data/outbox', logger });
    expect(outbox.mailer).toBeInstanceOf(FileOutbox);
    expect(outbox.outboxDir).toBe('/srv/pollos/data/outbox');
    const warnings = sandboxWarnings({
      social: { sandbox: false },
      payments: { provider: 'wompi' },
      outboxDir: outbox.outboxDir,
    });
    expect(warnings).toEqual([
      expect.stringMatching(
        /^\[api\] AVISO: los correos NO se envían \(falta SMTP_URL\): se guardan como archivos en \/srv\/pollos\/data\/outbox .*configure SMTP_URL y MAIL_FROM\.$/,
      ),
    ]);
    expect(sandboxWarnings({ social: { sandbox: false }, payments: { provider: 'wompi' }, outboxDir: smtp.outboxDir })).toEqual(
      [],
    );
  });
});

describe('a recovery mail asked for through the API reaches the SMTP server', () => {
  let server: TestServer;
  /** The mailer the test server's routes hand mail to; each test points it at its own SMTP server. */
  let current: Mailer;
  beforeAll(async () => {
    server = await createTestServer({ deps: { publicOrigin: PUBLIC_ORIGIN, mailer: { send: (m) => current.send(m) } } });
  });
  afterAll(async () => server?.close());

  it('in Spanish, from MAIL_FROM, with a plain-text and an escaped HTML part, and an absolute PUBLIC_ORIGIN link whose token resets the password', async () => {
    const smtp = await smtpServer();
    const { mailer, log } = smtpMailer(smtp.url());
    current = mailer;
    const customer = await registerCustomer(server, { nombres: '<b>Ana & "Lu"</b>' });
    const res = await server.postJson(IDENTITY_PATHS.recoverPassword, { email: customer.body.email });
    expect(res.status).toBe(200);
    await recoveryMailsSettled();
    await mailer.settled();

    expect(smtp.received).toHaveLength(1);
    const received = smtp.received[0]!;
    expect(received.to).toEqual([customer.body.email]);
    expect(received.from).toBe('pedidos@pollosbrasa.co');
    const parsed = parseMail(received.raw);
    expect(parsed.headers.get('from')).toBe(MAIL_FROM);
    expect(parsed.subject).toBe(identityTexts.recoveryMailSubject);
    expect(parsed.headers.get('content-language')).toBe('es');
    expect(parsed.headers.get('content-type')).toMatch(/^multipart\/alternative;/);
    const [text, html] = parsed.parts;
    expect(text!.contentType).toBe('text/plain; charset=utf-8');
    expect(html!.contentType).toBe('text/html; charset=utf-8');
    expect(text!.body).toContain('Hola, <b>Ana & "Lu"</b>:');
    expect(html!.body).toContain('Hola, &lt;b&gt;Ana &amp; &quot;Lu&quot;&lt;/b&gt;:');

    const link = /\n(https:\/\/pedidos\.example\.co\/recuperar-contrasena\?token=([A-Za-z0-9_-]{43}))\n/.exec(text!.body);
    expect(link, text!.body).not.toBeNull();
    expect(html!.body).toContain(`<a href="${link![1]}">${link![1]}</a>`);
    // The link works: its token sets the new password.
    const reset = await server.postJson(IDENTITY_PATHS.resetPassword, {
      token: link![2],
      password: NEW_PASSWORD,
      password_confirmacion: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
    expect((await login(server, customer.body.email, NEW_PASSWORD)).email).toBe(customer.body.email);
    expect(log.lines.map((line) => line.msg)).toEqual([
      `[correo] enviado a c***@correo.co: "${identityTexts.recoveryMailSubject}"`,
    ]);
  });

  it('a mail server that is down (accepts and never answers) changes neither the answer nor its timing: answered well within the greeting timeout while the mail is still pending, then retried and logged', async () => {
    const silent = await startSilentServer();
    const { waits, sleep } = recordedSleep();
    const { mailer, log } = smtpMailer(silent.url, { sleep });
    const customer = await registerCustomer(server);

    current = mailer;
    const started = performance.now();
    const res = await server.postJson(IDENTITY_PATHS.recoverPassword, { email: customer.body.email });
    const elapsed = performance.now() - started;
    expect(res.status).toBe(200);
    expect(confirmationSchema.parse(await res.json()).mensaje).toBe(identityTexts.recoverySent);
    expect(elapsed).toBeLessThan(ANSWER_BOUND_MS);
    // The background job is done too: it handed the mail over and did not wait for the server.
    await recoveryMailsSettled();
    expect(mailer.pending).toBe(1);

    // The server goes away for good: every try fails, each retry after its backoff, then one error.
    await silent.close();
    await mailer.settled();
    expect(waits).toEqual([MAIL_RETRY_BACKOFF_MS, 2 * MAIL_RETRY_BACKOFF_MS, 4 * MAIL_RETRY_BACKOFF_MS]);
    expect(waits).toHaveLength(MAIL_SEND_ATTEMPTS - 1);
    expect(log.lines.filter((line) => line.level === 'warn')).toHaveLength(MAIL_SEND_ATTEMPTS - 1);
    const errors = log.lines.filter((line) => line.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.msg).toBe(
      `[correo] no se envió "${identityTexts.recoveryMailSubject}" a c***@correo.co (${MAIL_SEND_ATTEMPTS} intentos)`,
    );
    expect(errors[0]!.err?.message).toBeTruthy();
    expect(JSON.stringify(log.lines)).not.toContain(customer.body.email);
    // Nothing reached the API's own error log: the answer was never concerned.
    expect(server.errors).toEqual([]);
  });
});

describe('a subscription repeat mails its payment link through SMTP, and a silent mail server does not hold the scheduler', () => {
  let server: TestServer;
  let current: Mailer;
  beforeAll(async () => {
    server = await createTestServer({ deps: { publicOrigin: PUBLIC_ORIGIN, mailer: { send: (m) => current.send(m) } } });
  });
  afterAll(async () => server?.close());
  /** An instant in Bogotá (UTC−5). */
  const bogota = (day: string, time: string) => new Date(`${day}T${time}:00-05:00`);

  it('the repeat’s mail carries the whole payment address on PUBLIC_ORIGIN in both parts; the next repeat is placed while its mail still waits for a server that never answers', async () => {
    const auth = await customerAuth(server);
    // The contract's example order: delivered 2026-03-03; weekly, so the next ones are due the 9th and the 16th.
    const pedido = await placePaidOrder(server, auth, { detalles_pedido: [line('T100', 2)] });
    expect(
      (await server.request(`/api/usuarios/suscripciones/${CUSTOMER_DOCUMENT}/${pedido}/7/N`, { method: 'POST', headers: auth }))
        .status,
    ).toBe(200);

    const smtp = await smtpServer();
    current = smtpMailer(smtp.url()).mailer;
    server.clock.now = bogota('2026-03-09', '00:05');
    const [placed] = await server.app.placeDueRepeats();
    expect(placed).toMatchObject({ suscripcion: pedido, fecha: '2026-03-10' });
    await (current as SmtpMailer).settled();
    expect(smtp.received).toHaveLength(1);
    const parsed = parseMail(smtp.received[0]!.raw);
    expect(parsed.subject).toBe(subscriptionTexts.repeatPlacedSubject(placed!.pedido!));
    const [text, html] = parsed.parts;
    const link = new RegExp(`\\n(${PUBLIC_ORIGIN.replaceAll('.', '\\.')}/\\S+)\\n`).exec(text!.body);
    expect(link, text!.body).not.toBeNull();
    expect(html!.body).toContain(`<a href="${link![1]!.replaceAll('&', '&amp;')}">`);

    const silent = await startSilentServer();
    opened.push(silent);
    const stuck = smtpMailer(silent.url, { sleep: async () => {} }).mailer;
    current = stuck;
    server.clock.now = bogota('2026-03-16', '00:05');
    expect(await server.app.placeDueRepeats()).toEqual([expect.objectContaining({ suscripcion: pedido, fecha: '2026-03-17' })]);
    expect(stuck.pending).toBe(1);
    await silent.close();
    await stuck.settled();
    server.clock.now = new Date(START);
  });
});

describe('retries and their limits (simulated time: the waits are recorded, never slept)', () => {
  it('a server that refuses the first try (451, try later) gets the mail on the retry, after MAIL_RETRY_BACKOFF_MS; the refusal is logged as a warning', async () => {
    const smtp = await smtpServer({
      refuseRecipient: (nth) => (nth === 1 ? smtpReply(451, 'Lista gris: intente más tarde') : undefined),
    });
    const { waits, sleep } = recordedSleep();
    const { mailer, log } = smtpMailer(smtp.url(), { sleep });
    await mailer.send(mail());
    await mailer.settled();
    expect(smtp.recipients).toBe(2);
    expect(smtp.received).toHaveLength(1);
    expect(parseMail(smtp.received[0]!.raw).subject).toBe('Prueba de envío');
    expect(waits).toEqual([MAIL_RETRY_BACKOFF_MS]);
    expect(log.lines.map(({ level, msg, responseCode }) => ({ level, msg, responseCode }))).toEqual([
      {
        level: 'warn',
        msg: expect.stringMatching(/^\[correo\] intento 1 de 4 fallido para l\*\*\*@correo\.co: .*451.*; se reintenta en 5 s$/),
        responseCode: 451,
      },
      { level: 'info', msg: '[correo] enviado a l***@correo.co: "Prueba de envío" (intento 2)', responseCode: undefined },
    ]);
  });

  it(`gives up after ${MAIL_SEND_ATTEMPTS} transient refusals, each wait twice the previous one, with one error`, async () => {
    const smtp = await smtpServer({ refuseRecipient: () => smtpReply(421, 'Servicio no disponible') });
    const { waits, sleep } = recordedSleep();
    const { mailer, log } = smtpMailer(smtp.url(), { sleep });
    await mailer.send(mail());
    await mailer.settled();
    expect(smtp.recipients).toBe(MAIL_SEND_ATTEMPTS);
    expect(smtp.received).toEqual([]);
    expect(waits).toEqual([5_000, 10_000, 20_000]);
    expect(log.lines.filter((line) => line.level === 'error')).toHaveLength(1);
  });

  it('a permanent refusal (550, no such mailbox) is not tried again: one error, no wait', async () => {
    const smtp = await smtpServer({ refuseRecipient: () => smtpReply(550, 'Buzón inexistente') });
    const { waits, sleep } = recordedSleep();
    const { mailer, log } = smtpMailer(smtp.url(), { sleep });
    await mailer.send(mail());
    await mailer.settled();
    expect(smtp.recipients).toBe(1);
    expect(waits).toEqual([]);
    expect(log.lines.map(({ level, msg }) => ({ level, msg }))).toEqual([
      { level: 'error', msg: '[correo] no se envió "Prueba de envío" a l***@correo.co (rechazo definitivo del servidor)' },
    ]);
  });

  it(`send() refuses beyond the queue limit (${MAIL_QUEUE_LIMIT} in production) of pending mails: a down server under a flood must not fill the memory`, async () => {
    const silent = await startSilentServer();
    const { sleep } = recordedSleep();
    const queueLimit = 5;
    const { mailer } = smtpMailer(silent.url, { sleep, queueLimit });
    for (let i = 0; i < queueLimit; i++) await mailer.send(mail({ to: `cliente${i}@correo.co` }));
    expect(mailer.pending).toBe(queueLimit);
    await expect(mailer.send(mail())).rejects.toThrow(/cola llena/);
    await silent.close();
    await mailer.settled();
    expect(mailer.pending).toBe(0);
    await expect(mailer.send(mail())).resolves.toBeUndefined();
    await mailer.settled();
  });
});

describe('SMTP authentication: the credentials of SMTP_URL', () => {
  const account = { user: 'pedidos@pollosbrasa.co', pass: 'cl@ve:con/signos%' };

  it('signs in with the user and the (percent-encoded) password of the URL', async () => {
    const smtp = await smtpServer({ requireAuth: account });
    const { mailer } = smtpMailer(smtp.url(account));
    await mailer.send(mail());
    await mailer.settled();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.user).toBe(account.user);
  });

  it('without credentials, or with a wrong password, the server refuses and the mail is not retried (the credentials will not change)', async () => {
    const smtp = await smtpServer({ requireAuth: account });
    for (const url of [smtp.url(), smtp.url({ user: account.user, pass: 'otra' })]) {
      const { waits, sleep } = recordedSleep();
      const { mailer, log } = smtpMailer(url, { sleep });
      await mailer.send(mail());
      await mailer.settled();
      expect(waits, url).toEqual([]);
      expect(log.lines.map((line) => line.level)).toEqual(['error']);
    }
    expect(smtp.received).toEqual([]);
  });
});
