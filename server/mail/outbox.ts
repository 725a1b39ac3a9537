/**
 * Development outboxes: the API never sends real mail by itself (docs/api/endpoints.md "Identity").
 *   MemoryOutbox         keeps sent mail in memory: the default of createApp, read by tests.
 *   FileOutbox(dir, …)   writes each mail as a small .eml-like UTF-8 text file in `dir`
 *                        (e.g. DATA_DIR/outbox) and logs where it went, so a developer can
 *                        open the password-recovery link without a mail server.
 * A real mail service plugs into the same Mailer port.
 */
import { defaultLogger } from '../log';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../context';
import type { Mail, Mailer } from './mailer';

export class MemoryOutbox implements Mailer {
  readonly sent: Mail[] = [];
  async send(mail: Mail): Promise<void> {
    this.sent.push(mail);
  }
}

export interface FileOutboxOptions {
  /** Where `[correo] para X: <file>` goes (info). Default the process's logger (server/log.ts). */
  logger?: Logger;
  /** Stamps the file name and the Date header. Default the system clock. */
  clock?: () => Date;
}

/** A header value on one line: a CR or LF would start another header. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');

/** 20260302-150000 (UTC), so files sort by sending time. */
function stamp(at: Date): string {
  const iso = at.toISOString(); // 2026-03-02T15:00:00.000Z
  return `${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}`;
}

export class FileOutbox implements Mailer {
  readonly #logger: Logger;
  readonly #clock: () => Date;

  constructor(
    readonly dir: string,
    options: FileOutboxOptions = {},
  ) {
    this.#logger = options.logger ?? defaultLogger;
    this.#clock = options.clock ?? (() => new Date());
  }

  async send(mail: Mail): Promise<void> {
    await this.write(mail);
  }

  /** Writes the mail and returns the file's path. */
  async write(mail: Mail): Promise<string> {
    const at = this.#clock();
    const file = join(this.dir, `${stamp(at)}-${randomBytes(4).toString('hex')}.txt`);
    const text = [
      `To: ${oneLine(mail.to)}`,
      `Subject: ${oneLine(mail.subject)}`,
      `Date: ${at.toUTCString()}`,
      'Content-Type: text/plain; charset=UTF-8',
      '',
      mail.text.replace(/\r?\n/g, '\n'),
      '',
    ].join('\n');
    await mkdir(this.dir, { recursive: true });
    // The mail may hold a password-reset link: readable by the owner only, never overwritten.
    await writeFile(file, text, { encoding: 'utf8', mode: 0o600, flag: 'wx' });
    const line = `[correo] para ${oneLine(mail.to)}: ${file}`;
    this.#logger.info?.(line);
    return file;
  }
}
