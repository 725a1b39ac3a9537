/**
 * Which mailer the server uses (server/main.ts), chosen by configuration:
 *
 *   SMTP_URL   the mail server, with its credentials: smtp://user:pass@smtp.example.co:587 (STARTTLS
 *              whenever the server offers it) or smtps://user:pass@smtp.example.co:465 (TLS from the
 *              first byte); a user or password with : @ / must be percent-encoded. Set: every mail is
 *              sent through it (server/mail/smtp.ts).
 *   MAIL_FROM  the sender, required with SMTP_URL: 'Pollos La Brasa <pedidos@pollosbrasa.co>'.
 *
 * Without SMTP_URL mail is written to the development outbox DATA_DIR/outbox (server/mail/outbox.ts)
 * and the server warns at start that nobody receives it (server/sandboxWarnings.ts). mailFromEnv
 * stops the start on a malformed value, naming the variable but never echoing the password.
 */
import addressparser from 'nodemailer/lib/addressparser';
import type { Logger } from '../context';
import type { Mailer } from './mailer';
import { FileOutbox } from './outbox';
import { SmtpMailer } from './smtp';

export interface MailOptions {
  /** SMTP_URL; absent: the development outbox. */
  smtpUrl?: string;
  /** MAIL_FROM; present whenever smtpUrl is. */
  from?: string;
}

const SMTP_PROTOCOLS = ['smtp:', 'smtps:'];

/** Only the scheme and the server of the URL, for error messages: never its user, password or anything after. */
function redacted(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return '(no es una URL)';
  }
}

export function mailFromEnv(env: Record<string, string | undefined>): MailOptions {
  const smtpUrl = env.SMTP_URL?.trim();
  const from = env.MAIL_FROM?.trim();
  if (!smtpUrl) return {};
  let parsed: URL;
  try {
    parsed = new URL(smtpUrl);
  } catch {
    throw new Error(`SMTP_URL inválido: ${redacted(smtpUrl)} (ejemplo: smtps://usuario:clave@smtp.example.co:465)`);
  }
  if (!SMTP_PROTOCOLS.includes(parsed.protocol) || !parsed.hostname) {
    throw new Error(`SMTP_URL inválido: ${redacted(smtpUrl)} (debe empezar por smtp:// o smtps:// y nombrar el servidor)`);
  }
  if (!from) throw new Error('MAIL_FROM es obligatorio con SMTP_URL (ejemplo: Pollos La Brasa <pedidos@pollosbrasa.co>)');
  const senders = addressparser(from, { flatten: true });
  if (senders.length !== 1 || !/^[^@\s]+@[^@\s]+$/.test(senders[0]!.address ?? '')) {
    throw new Error(`MAIL_FROM inválido: ${from} (una sola dirección, ejemplo: Pollos La Brasa <pedidos@pollosbrasa.co>)`);
  }
  return { smtpUrl, from };
}

export interface ChosenMailer {
  mailer: Mailer;
  /** Set when mail goes to files (no SMTP_URL): the warning at start names it. */
  outboxDir?: string;
  /** Resolves once the mails handed over so far are delivered or given up on (a shutdown hook). */
  settled(): Promise<void>;
}

/** SMTP when SMTP_URL is configured; otherwise the file outbox in `outboxDir`. */
export function createMailer(options: MailOptions, deps: { outboxDir: string; logger: Logger }): ChosenMailer {
  if (options.smtpUrl && options.from) {
    const smtp = new SmtpMailer({ url: options.smtpUrl, from: options.from, logger: deps.logger });
    const server = new URL(options.smtpUrl);
    deps.logger.info?.(
      `[correo] envío por SMTP (${server.protocol}//${server.host}${server.username ? ', con usuario' : ''}) como ${options.from}`,
    );
    return { mailer: smtp, settled: () => smtp.settled() };
  }
  return { mailer: new FileOutbox(deps.outboxDir, { logger: deps.logger }), outboxDir: deps.outboxDir, settled: async () => {} };
}
