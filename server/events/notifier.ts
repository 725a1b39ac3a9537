/**
 * Change notices between replicas: one publish/subscribe for everything that must reach every
 * API process (catalogue changes, order status changes).
 *
 *   - PostgreSQL (DATABASE_URL): `pg_notify(channel, json)` through the app's pool, and one
 *     dedicated connection per process that LISTENs on every channel. A notice published on any
 *     replica reaches the listeners of all of them (the publisher's own included), in commit
 *     order. The listening connection reconnects by itself with a growing delay; notices sent
 *     while it was down are lost, so subscribers get `onReconnect` and resynchronise (the
 *     catalogue drops its cache, the order streams close so that browsers reload what they show).
 *   - PGlite (one process): an in-process emitter; the code above it is the same.
 *
 * Payloads are small JSON objects (PostgreSQL caps a notice at 8000 bytes).
 */
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Logger } from '../context';
import type { Database, Db } from '../db/client';

/** The channels, as PostgreSQL sees them (unquoted identifiers: lower case). */
export const CHANNELS = {
  catalogue: 'pollos_catalogo',
  orders: 'pollos_pedidos',
} as const;
export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];

/** First wait before the listening connection is opened again; doubled after each failure. */
export const NOTIFIER_RECONNECT_MIN_MS = 500;
/** Longest wait between two attempts. */
export const NOTIFIER_RECONNECT_MAX_MS = 10_000;

export type Listener = (payload: unknown) => void;

export interface Notifier {
  readonly kind: 'postgres' | 'memory';
  /** Sends `payload` to every subscriber of `channel` on every replica (this one included). */
  publish(channel: Channel, payload: object): Promise<void>;
  /** Hears `channel`; answers the unsubscribe. */
  subscribe(channel: Channel, listener: Listener): () => void;
  /** Called after the listening connection came back (notices may have been missed meanwhile). */
  onReconnect(listener: () => void): () => void;
  /** Resolves once notices are being received (the LISTEN is in place). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** Subscribers by channel; a failing subscriber is logged and does not stop the others. */
class Fanout {
  readonly #emitter = new EventEmitter();
  constructor(private readonly logger: Logger) {
    // One subscriber per open stream would trip Node's leak warning; streams subscribe once each through the hub.
    this.#emitter.setMaxListeners(0);
  }
  on(event: string, listener: (...args: unknown[]) => void): () => void {
    const safe = (...args: unknown[]) => {
      try {
        listener(...args);
      } catch (error) {
        this.logger.error(`[notifier] un suscriptor de ${event} falló`, error);
      }
    };
    this.#emitter.on(event, safe);
    return () => void this.#emitter.off(event, safe);
  }
  emit(event: string, payload?: unknown): void {
    this.#emitter.emit(event, payload);
  }
}

/** PGlite: one process, so an emitter is every replica there is. Delivery is asynchronous, as PostgreSQL's. */
export function createMemoryNotifier(logger: Logger = console): Notifier {
  const fanout = new Fanout(logger);
  return {
    kind: 'memory',
    async publish(channel, payload) {
      const copy = JSON.parse(JSON.stringify(payload)) as unknown;
      queueMicrotask(() => fanout.emit(channel, copy));
    },
    subscribe: (channel, listener) => fanout.on(channel, listener),
    onReconnect: (listener) => fanout.on('reconnect', listener),
    ready: async () => {},
    close: async () => {},
  };
}

export interface PostgresNotifierOptions {
  connectionString: string;
  /** The app's database: notices are published through its pool. */
  db: Db;
  logger?: Logger;
  /** Reconnection waits (tests shorten them). */
  reconnectMinMs?: number;
  reconnectMaxMs?: number;
}

export function createPostgresNotifier(options: PostgresNotifierOptions): Notifier {
  const logger = options.logger ?? console;
  const minWait = options.reconnectMinMs ?? NOTIFIER_RECONNECT_MIN_MS;
  const maxWait = options.reconnectMaxMs ?? NOTIFIER_RECONNECT_MAX_MS;
  const fanout = new Fanout(logger);
  let client: pg.Client | null = null;
  let closed = false;
  let wait = minWait;
  let everConnected = false;
  let timer: NodeJS.Timeout | null = null;
  let markReady: () => void = () => {};
  let readyNow = new Promise<void>((resolve) => (markReady = resolve));

  const schedule = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, wait);
    timer.unref();
    wait = Math.min(wait * 2, maxWait);
  };

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString: options.connectionString });
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      if (!closed) logger.error('[notifier] se perdió la conexión de avisos; se reintenta', error);
      if (client === next) client = null;
      next.removeAllListeners('notification');
      next.end().catch(() => {});
      readyNow = new Promise<void>((resolve) => (markReady = resolve));
      schedule();
    };
    next.on('error', fail);
    next.on('end', () => fail(new Error('conexión cerrada')));
    next.on('notification', (message) => {
      if (!message.payload) return;
      let payload: unknown;
      try {
        payload = JSON.parse(message.payload);
      } catch {
        return;
      }
      fanout.emit(message.channel, payload);
    });
    try {
      await next.connect();
      for (const channel of Object.values(CHANNELS)) await next.query(`LISTEN ${channel}`);
    } catch (error) {
      fail(error);
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    wait = minWait;
    markReady();
    if (everConnected) fanout.emit('reconnect');
    everConnected = true;
  };

  void connect();

  return {
    kind: 'postgres',
    async publish(channel, payload) {
      await options.db.execute(sql`SELECT pg_notify(${channel}, ${JSON.stringify(payload)})`);
    },
    subscribe: (channel, listener) => fanout.on(channel, listener),
    onReconnect: (listener) => fanout.on('reconnect', listener),
    ready: () => readyNow,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}

/** The notifier for an open database: LISTEN/NOTIFY on PostgreSQL, the in-process emitter on PGlite. */
export function notifierFor(
  database: Pick<Database, 'db' | 'driver'>,
  databaseUrl: string | undefined,
  logger: Logger = console,
): Notifier {
  return database.driver === 'node-postgres' && databaseUrl
    ? createPostgresNotifier({ connectionString: databaseUrl, db: database.db, logger })
    : createMemoryNotifier(logger);
}
