/** An in-process SMTP server (smtp-server) for the mail tests, and a small reader of the MIME messages it receives. */
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAuthentication, type SMTPServerOptions, type SMTPServerSession } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The authenticated user of the session, if it signed in. */
  user?: string;
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  /** RCPT TO commands seen (refused ones too). */
  recipients: number;
  /** smtp://[user:pass@]127.0.0.1:port */
  url(credentials?: { user: string; pass: string }): string;
  close(): Promise<void>;
}

/** A reply the test server answers a command with. */
export const smtpReply = (responseCode: number, message: string) => Object.assign(new Error(message), { responseCode });

export interface TestSmtpOptions {
  /** Credentials the server requires (AUTH PLAIN/LOGIN); absent: no AUTH. */
  requireAuth?: { user: string; pass: string };
  /** Answers the nth RCPT TO (1-based) with an error instead of accepting it. */
  refuseRecipient?: (nth: number) => Error | undefined;
}

export async function startTestSmtpServer(options: TestSmtpOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let recipients = 0;
  const config: SMTPServerOptions = {
    // Plain TCP on loopback: STARTTLS would need a certificate, and sign-in without TLS is what a test may allow.
    disabledCommands: options.requireAuth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    allowInsecureAuth: true,
    authOptional: !options.requireAuth,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    // Bounds close() should a client still be connected.
    closeTimeout: 1_000,
    onAuth(auth: SMTPServerAuthentication, _session: SMTPServerSession, callback) {
      const wanted = options.requireAuth;
      if (wanted && auth.username === wanted.user && auth.password === wanted.pass)
        return callback(null, { user: auth.username });
      callback(smtpReply(535, 'Credenciales inválidas'));
    },
    onRcptTo(_address, _session, callback) {
      recipients += 1;
      callback(options.refuseRecipient?.(recipients) ?? null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          ...(session.user ? { user: String(session.user) } : {}),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  };
  const server = new SMTPServer(config);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    get recipients() {
      return recipients;
    },
    url: (credentials) =>
      `smtp://${credentials ? `${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.pass)}@` : ''}127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A mail server that is "down" the worst way: it accepts the connection and never says a word. */
export async function startSilentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export interface MimePart {
  contentType: string;
  body: string;
}

export interface ParsedMail {
  headers: Map<string, string>;
  subject: string;
  parts: MimePart[];
}

/** =?UTF-8?Q?…?= and =?UTF-8?B?…?= words of a header, decoded. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_all, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_all, hex: string) => `%${hex}`);
  // Every byte of a multi-byte character is escaped; the rest is ASCII (only % must survive).
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
}

function splitHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding?.toLowerCase() === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** Reads a message as nodemailer writes it: one part, or multipart/alternative of text and HTML. */
export function parseMail(raw: string): ParsedMail {
  const split = raw.indexOf('\r\n\r\n');
  const headers = splitHeaders(raw.slice(0, split));
  const body = raw.slice(split + 4);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/.exec(contentType)?.[1];
  const parts: MimePart[] = [];
  if (boundary) {
    for (const section of body.split(`--${boundary}`).slice(1)) {
      if (section.startsWith('--')) break;
      const at = section.indexOf('\r\n\r\n');
      const partHeaders = splitHeaders(section.slice(0, at));
      parts.push({
        contentType: partHeaders.get('content-type') ?? 'text/plain',
        body: decodeBody(section.slice(at + 4).replace(/\r\n$/, ''), partHeaders.get('content-transfer-encoding')).replace(
          /\r\n/g,
          '\n',
        ),
      });
    }
  } else {
    parts.push({ contentType, body: decodeBody(body, headers.get('content-transfer-encoding')).replace(/\r\n/g, '\n') });
  }
  return { headers, subject: decodeWords(headers.get('subject') ?? ''), parts };
}
