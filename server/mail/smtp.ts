/**
 * Mail through an SMTP server (nodemailer), configured by SMTP_URL and MAIL_FROM (server/mail/config.ts).
 *
 * send() only queues: the request that asked for a mail never waits for the mail server, whether
 * it is slow, refusing or down. Each mail is tried up to MAIL_SEND_ATTEMPTS times; after a
 * transient failure (no connection, a timeout, a 4xx reply) the next try waits MAIL_RETRY_BACKOFF_MS,
 * doubled at each retry; a permanent refusal (a 5xx reply: unknown mailbox, wrong credentials) is
 * not tried again. Every failed try is logged as a warning and a mail given up on as an error, with
 * the recipient masked (logs are kept longer and seen by more people than mail).
 */
import { createTransport, type Transporter } from 'nodemailer';
import type { Logger } from '../context';
import type { Mail, Mailer } from './mailer';
import { renderMail } from './render';

/** Tries per mail, the first included. With the backoff below a mail is given up on after about 35 s of waiting. */
export const MAIL_SEND_ATTEMPTS = 4;
/** Wait before the first retry; each later retry waits twice the previous one (5 s, 10 s, 20 s). */
export const MAIL_RETRY_BACKOFF_MS = 5_000;
/** Mails waiting or being tried at once; beyond it send() refuses (a mail server down under a flood of requests must not fill the memory). */
export const MAIL_QUEUE_LIMIT = 500;
/** Connections to the mail server at once (nodemailer's pool); later mails wait for a free one. */
export const SMTP_MAX_CONNECTIONS = 3;
/** nodemailer waits 2 min for a connection and 30 s for the greeting by default: too long to hold a mail before retrying. */
export const SMTP_CONNECTION_TIMEOUT_MS = 10_000;
export const SMTP_GREETING_TIMEOUT_MS = 10_000;
/** Inactivity on an open connection before it is dropped. */
export const SMTP_SOCKET_TIMEOUT_MS = 30_000;

/** Wait before try number `attempt + 1` (attempt ≥ 1). */
export const retryDelayMs = (attempt: number) => MAIL_RETRY_BACKOFF_MS * 2 ** (attempt - 1);

export interface SmtpMailerOptions {
  /** SMTP_URL: smtp://user:pass@host:587 or smtps://user:pass@host:465. */
  url: string;
  /** MAIL_FROM: 'Pollos La Brasa <pedidos@pollosbrasa.co>'. */
  from: string;
  logger: Logger;
  /** Waits between tries; tests pass one that records the delay and returns at once. */
  sleep?: (ms: number) => Promise<void>;
  /** MAIL_QUEUE_LIMIT unless given (tests fill a small queue). */
  queueLimit?: number;
}

/** laura.gomez@correo.co → l***@correo.co */
export const maskAddress = (address: string) => address.replace(/^(.)[^@]*@/, '$1***@');

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** nodemailer's error fields: `permanent` is set from the SMTP reply class (5xx except 503). */
type SendError = Error & { code?: string; responseCode?: number; permanent?: boolean };

export class SmtpMailer implements Mailer {
  readonly #transport: Transporter;
  readonly #logger: Logger;
  readonly #sleep: (ms: number) => Promise<void>;
  readonly #pending = new Set<Promise<void>>();
  readonly #queueLimit: number;

  constructor(options: SmtpMailerOptions) {
    this.#transport = createTransport(
      {
        url: options.url,
        pool: true,
        maxConnections: SMTP_MAX_CONNECTIONS,
        connectionTimeout: SMTP_CONNECTION_TIMEOUT_MS,
        greetingTimeout: SMTP_GREETING_TIMEOUT_MS,
        socketTimeout: SMTP_SOCKET_TIMEOUT_MS,
      },
      { from: options.from, headers: { 'Content-Language': 'es' } },
    );
    this.#logger = options.logger;
    this.#sleep = options.sleep ?? realSleep;
    this.#queueLimit = options.queueLimit ?? MAIL_QUEUE_LIMIT;
  }

  /** Mails queued or being tried. */
  get pending(): number {
    return this.#pending.size;
  }

  async send(mail: Mail): Promise<void> {
    if (this.#pending.size >= this.#queueLimit)
      throw new Error(`[correo] cola llena (${this.#queueLimit} correos pendientes): no se envía "${mail.subject}"`);
    const job: Promise<void> = this.#deliver(mail).finally(() => this.#pending.delete(job));
    this.#pending.add(job);
  }

  /** Resolves once every mail queued so far was delivered or given up on (tests; shutdown waits for it). */
  async settled(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all([...this.#pending]);
  }

  /** Closes the pooled connections (tests; the process's exit does it otherwise). */
  close(): void {
    this.#transport.close();
  }

  /** Never rejects: the outcome is logged. */
  async #deliver(mail: Mail): Promise<void> {
    const { text, html } = renderMail(mail);
    const to = maskAddress(mail.to);
    for (let attempt = 1; ; attempt++) {
      try {
        await this.#transport.sendMail({ to: mail.to, subject: mail.subject, text, html });
        this.#logger.info?.(`[correo] enviado a ${to}: "${mail.subject}"${attempt > 1 ? ` (intento ${attempt})` : ''}`);
        return;
      } catch (caught) {
        const error = caught as SendError;
        const reason = { code: error.code, responseCode: error.responseCode };
        if (error.permanent || attempt >= MAIL_SEND_ATTEMPTS) {
          const why = error.permanent ? 'rechazo definitivo del servidor' : `${attempt} intentos`;
          this.#logger.error(`[correo] no se envió "${mail.subject}" a ${to} (${why})`, error, reason);
          return;
        }
        const delay = retryDelayMs(attempt);
        this.#logger.warn?.(
          `[correo] intento ${attempt} de ${MAIL_SEND_ATTEMPTS} fallido para ${to}: ${error.message}; se reintenta en ${delay / 1000} s`,
          reason,
        );
        await this.#sleep(delay);
      }
    }
  }
}
