/**
 * Database connection: PGlite (embedded PostgreSQL) by default, node-postgres when
 * DATABASE_URL is set. Both expose the same Drizzle PgDatabase API; migrations in
 * ./migrations are applied with the migrator of the driver in use.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { acquireDataLock, type DataLock } from './dataLock';
import { namePgliteStatements } from './pglitePrepared';
import { preparedNameOf } from './statement';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database the app uses, whatever the driver. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'node-postgres';
  /** The PGlite instance when driver is 'pglite' (tests dump it to reuse a seeded database). */
  pglite?: PGlite;
  /** The node-postgres pool when driver is 'node-postgres' (LISTEN, shared rate limits). */
  pool?: pg.Pool;
  /**
   * Runs `task` while holding the start-up lock: on PostgreSQL a session advisory lock, so
   * that replicas starting together migrate and seed one after the other; on PGlite (one
   * process, DATA_DIR lock) it just runs it.
   */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Whether `db` runs on node-postgres (a PostgreSQL server several processes may share), not on PGlite. */
export const isSharedDatabase = (db: Db): boolean => (db as { $client?: unknown }).$client instanceof pg.Pool;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when set, node-postgres is used. */
  databaseUrl?: string;
  /** PGlite data directory; 'memory://' (or undefined with inMemory) keeps it in memory. */
  dataDir?: string;
  /** Use an in-memory PGlite (tests). */
  inMemory?: boolean;
  /** Start the in-memory PGlite from a dump made with dumpDataDir() (tests). */
  loadDataDir?: Blob;
}

/** Opens the database and applies pending migrations. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    pool.on('connect', namePreparedStatements);
    const db = drizzlePg({ client: pool, schema });
    const exclusive = <T>(task: () => Promise<T>) => withAdvisoryLock(pool, task);
    try {
      await exclusive(() => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }));
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db: db as unknown as Db, driver: 'node-postgres', pool, exclusive, close: () => pool.end() };
  }
  const dataDir = options.inMemory || options.dataDir === 'memory://' ? undefined : options.dataDir;
  let lock: DataLock | undefined;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    // One writer per folder: a second process on it refuses to start (server/db/dataLock.ts).
    lock = acquireDataLock(dataDir);
  }
  try {
    const client = dataDir ? new PGlite(dataDir) : new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
    await client.waitReady;
    namePgliteStatements(client);
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db: db as unknown as Db,
      driver: 'pglite',
      pglite: client,
      exclusive: (task) => task(),
      close: () => client.close().finally(() => lock?.release()),
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/**
 * Statements Statement.sql named (server/db/statement.ts: the order call's) go to this connection as
 * named prepared statements: PostgreSQL parses and plans each once per connection instead of at every
 * call. Drizzle's execute has no way to pass a name, so it is added here, below it.
 */
function namePreparedStatements(client: pg.PoolClient): void {
  type Query = (config: unknown, ...rest: unknown[]) => unknown;
  (client as unknown as { query: Query }).query = function (this: pg.PoolClient, config, ...rest) {
    const query = config as { text?: unknown; name?: unknown } | null;
    const name = typeof query?.text === 'string' && query.name === undefined ? preparedNameOf(query.text) : undefined;
    // The prototype's query, looked up at each call: whatever wraps it (a test counting statements) still sees it.
    return (pg.Client.prototype.query as unknown as Query).call(this, name ? { ...query, name } : config, ...rest);
  };
}

/** Key of the start-up advisory lock (any constant bigint; this one spells "pollos"). */
export const STARTUP_LOCK_KEY = 0x706f6c6c6f73;

/** Runs `task` holding a session advisory lock on one connection of the pool (released even when the task throws). */
async function withAdvisoryLock<T>(pool: pg.Pool, task: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await task();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
