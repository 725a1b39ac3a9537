/**
 * Structured logs: one JSON object per line on stdout (pino), so that a log collector can
 * index them (level, time, msg, reqId, err with its stack…).
 *
 *   LOG_LEVEL  fatal | error | warn | info (default) | debug | trace | silent.
 *              Under the test runner (NODE_ENV=test) the default is 'silent': tests stay quiet.
 *
 * The app's Logger interface (server/context.ts) takes console-style arguments; toLogger()
 * maps them onto pino: strings make the message, an Error becomes `err` (serialized with its
 * stack), plain objects are fields (e.g. { reqId }).
 */
import pino, { type Logger as Pino } from 'pino';
import type { Logger } from './context';
import { stdoutDestination } from './logDestination';

export type AppLogger = Required<Logger> & {
  pino: Pino;
  /** Writes the buffered lines before process.exit, without ever hanging on a stalled stdout. */
  flushBeforeExit(): Promise<void>;
};

export function logLevelFromEnv(env: Record<string, string | undefined>): string {
  const level = env.LOG_LEVEL?.trim().toLowerCase();
  if (level) {
    if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(level))
      throw new Error(`LOG_LEVEL inválido: ${level}`);
    return level;
  }
  return env.NODE_ENV === 'test' ? 'silent' : 'info';
}

/** A pino logger writing JSON lines to `destination` (tests) or pino's stdout. */
export function createPino(env: Record<string, string | undefined> = process.env, destination?: pino.DestinationStream): Pino {
  const options: pino.LoggerOptions = {
    level: logLevelFromEnv(env),
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** Console-style arguments as one pino call: (fields, message). */
function entry(args: readonly unknown[]): [Record<string, unknown>, string] {
  const fields: Record<string, unknown> = {};
  const words: string[] = [];
  for (const arg of args) {
    if (arg instanceof Error) fields.err = arg;
    else if (typeof arg === 'string') words.push(arg);
    else if (arg && typeof arg === 'object') Object.assign(fields, arg);
    else if (arg !== undefined) words.push(String(arg));
  }
  return [fields, words.join(' ')];
}

/** The app's Logger on top of a pino logger. */
export function toLogger(p: Pino, flushBeforeExit = async () => p.flush()): AppLogger {
  return {
    pino: p,
    flushBeforeExit,
    error: (...args) => p.error(...entry(args)),
    warn: (...args) => p.warn(...entry(args)),
    info: (...args) => p.info(...entry(args)),
  };
}

const stdout = stdoutDestination();
/** The process's logger (LOG_LEVEL) on stdout; what the app and the outbox use unless given another. */
export const defaultLogger: AppLogger = toLogger(createPino(process.env, stdout.stream), stdout.flushBeforeExit);
