import { orderMessages } from '../../machines/screenTexts/order';
import { exampleOrder } from '../../server/openapi';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { expect } from 'vitest';
import { createApp, type AppDeps, type StorefrontApp } from '../../server/app';
import { hashPassword, scryptHasher, type ScryptCost } from '../../server/auth/password';
import { REFRESH_COOKIE } from '../../server/auth/refreshCookie';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from '../../server/db/client';
import { seedDatabase, type SeedData } from '../../server/db/seed';
import { createPostgresNotifier } from '../../server/events/notifier';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../server/seed/users';
import { messages } from '../../machines/messages';
import type { Order, User } from '../../machines/schemas';
import { fixtureSeedData } from './fixtures';
import { pickupTexts } from '../../machines/screenTexts/pickup';
import { identityTexts } from '../../machines/screenTexts/identity';
import { paymentTexts } from '../../machines/screenTexts/payment';
import { adminTexts } from '../../machines/screenTexts/admin';
import { orderFieldTexts } from '../../machines/screenTexts/orderFields';

export const TEST_JWT_SECRET = 'secreto-de-pruebas-para-tokens-0123456789';
/**
 * The scrypt cost of the test servers: the suites create and log in hundreds of accounts, and
 * production's SCRYPT_COST (N=2¹⁷) costs about 0.75 s a hash on the test host. Passed to createApp
 * explicitly (deps.passwords); auth.test.ts checks the production default itself.
 */
export const TEST_SCRYPT_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };
export const testPasswords = () => scryptHasher(TEST_SCRYPT_COST);
export const START = new Date('2026-03-02T15:00:00.000Z');

export interface TestServer {
  app: StorefrontApp;
  database: Database;
  /** Moves the fake clock (tokens, order timestamps). */
  clock: { now: Date; advance(ms: number): void };
  errors: unknown[][];
  request(path: string, init?: RequestInit): Promise<Response>;
  postJson(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

/**
 * An in-memory PGlite, migrated and seeded. Booting PGlite (initdb) plus migrating and
 * seeding costs seconds, so the seeded database is dumped once to the temp folder, keyed
 * by the migrations, the seed data and the PGlite version, and later test files start
 * from that dump. The file is written atomically; any problem reading it falls back to
 * a fresh database.
 */
async function openSeededDatabase(seed: SeedData): Promise<Database> {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(pgliteVersion));
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    const path = join(MIGRATIONS_FOLDER, file);
    if (statSync(path).isFile()) hash.update(file).update(readFileSync(path));
  }
  hash.update(JSON.stringify(seed)).update(String(seed.priceForKonda)).update(JSON.stringify(TEST_SCRYPT_COST));
  const cacheFile = join(tmpdir(), `pollos-test-db-${hash.digest('hex').slice(0, 24)}.tar`);

  if (existsSync(cacheFile)) {
    try {
      const database = await openDatabase({ inMemory: true, loadDataDir: new Blob([readFileSync(cacheFile)]) });
      return database;
    } catch {
      rmSync(cacheFile, { force: true });
    }
  }
  const database = await openDatabase({ inMemory: true });
  await seedDatabase(database.db, seed, new Date(), cheapHash);
  try {
    const dump = await database.pglite!.dumpDataDir('none');
    const partial = `${cacheFile}.${process.pid}.${Date.now()}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, cacheFile);
  } catch {
    // No cache this time: the next file seeds again.
  }
  return database;
}

/**
 * The demo users' passwords at TEST_SCRYPT_COST, the cost the test servers verify at: production's
 * (N=2¹⁷, about 0.75 s a check) would make every seeded database and every login of the suite slow.
 */
const cheapHash = (password: string) => hashPassword(password, TEST_SCRYPT_COST);

/**
 * With DATABASE_URL set (CI runs the API suite a second time on PostgreSQL), each test
 * file gets a database of its own, created on that server, migrated and seeded, and
 * dropped when the file closes it. The URL's own database is only used to create and
 * drop the others, so its user needs CREATEDB.
 */
async function openPostgresTestDatabase(adminUrl: string, seed: SeedData): Promise<Database> {
  const name = `pollos_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } catch (error) {
    await admin.end();
    throw error;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    try {
      // pg's Pool.end() resolves before its sockets have closed: wait for the sessions to go
      // (terminating them with FORCE would make the closing clients throw), then drop.
      for (let i = 0; i < 100; i++) {
        const { rows } = await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [
          name,
        ]);
        if (rows[0]!.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  };
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: url.toString() });
    await seedDatabase(database.db, seed, new Date(), cheapHash);
  } catch (error) {
    await drop();
    throw error;
  }
  const opened: Database = {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
  postgresUrls.set(opened, url.toString());
  return opened;
}

const postgresUrls = new WeakMap<Database, string>();

/** The connection string of a test database on PostgreSQL (its own database), undefined on PGlite. */
export const postgresUrlOf = (database: Database): string | undefined => postgresUrls.get(database);

/** The database a test server runs on: in-memory PGlite, or a fresh PostgreSQL database when DATABASE_URL is set. */
export function openTestDatabase(seed: SeedData): Promise<Database> {
  const url = process.env.DATABASE_URL;
  return url ? openPostgresTestDatabase(url, seed) : openSeededDatabase(seed);
}

const pgliteVersion = (
  JSON.parse(readFileSync(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

/**
 * One migrated and seeded database behind createApp: an in-memory PGlite, or a database
 * of its own on PostgreSQL when DATABASE_URL is set. Create one per test file.
 */
export async function createTestServer(
  options: {
    seed?: SeedData;
    deps?: Partial<AppDeps>;
    /** On PostgreSQL, change notices through LISTEN/NOTIFY on the file's database (else the in-process emitter). */
    postgresNotices?: boolean;
  } = {},
): Promise<TestServer> {
  const database = await openTestDatabase(options.seed ?? fixtureSeedData());
  const url = postgresUrlOf(database);
  const notifier =
    options.postgresNotices && url
      ? createPostgresNotifier({ connectionString: url, db: database.db, logger: console })
      : undefined;
  const clock = {
    now: new Date(START),
    advance(ms: number) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  const errors: unknown[][] = [];
  const app = createApp({
    db: database.db,
    jwtSecret: TEST_JWT_SECRET,
    clock: () => clock.now,
    logger: { error: (...args: unknown[]) => void errors.push(args) },
    passwords: testPasswords(),
    ...(notifier ? { notifier } : {}),
    ...options.deps,
  });
  await app.notifier.ready();
  const request = async (path: string, init?: RequestInit) => app.request(path, init);
  return {
    app,
    database,
    clock,
    errors,
    request,
    postJson: (path, body, headers = {}) =>
      request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    close: async () => {
      app.orderStreams.close();
      await app.notifier.close();
      await database.close();
    },
  };
}

export async function logIn(server: TestServer, who: { username: string; password: string } = DEMO_CUSTOMER): Promise<User> {
  const res = await server.postJson('/api/auth_resources/loginecommerce', who);
  expect(res.status).toBe(200);
  return (await res.json()) as User;
}

export const logInAdmin = (server: TestServer) => logIn(server, DEMO_ADMIN);

/** The value an answer's Set-Cookie gives the cookie `name` (undefined when it sets none; '' when it clears it). */
export function setCookieValue(res: Response, name: string): string | undefined {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair!.indexOf('=');
    if (pair!.slice(0, at).trim() === name) return decodeURIComponent(pair!.slice(at + 1).trim());
  }
  return undefined;
}

/** The whole Set-Cookie line of cookie `name` (attributes included), if the answer sets it. */
export const setCookieLine = (res: Response, name: string): string | undefined =>
  res.headers.getSetCookie().find((line) => line.split('=')[0]!.trim() === name);

/** The refresh token an answer put in its HttpOnly cookie (token_renovacion). */
export function refreshTokenOf(res: Response): string {
  const token = setCookieValue(res, REFRESH_COOKIE);
  expect(token, 'la respuesta no pone la cookie token_renovacion').toMatch(/^[A-Za-z0-9_-]{43}$/);
  return token!;
}

/** The Cookie header a browser would send back with the refresh token. */
export const refreshCookie = (token: string) => ({ Cookie: `${REFRESH_COOKIE}=${token}` });

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Every Spanish text the API may answer with. */
const knownMessages = new Set<string>(
  [
    messages.http,
    orderMessages,
    orderFieldTexts,
    messages.location,
    messages.session,
    messages.identity,
    identityTexts,
    paymentTexts,
    adminTexts,
    pickupTexts,
  ].flatMap((group) => Object.values(group).filter((v): v is string => typeof v === 'string')),
);

/** Asserts an API error answer: status, UTF-8 JSON, { isError: true, message } with a Spanish message from the catalogue. */
export async function expectApiError(
  res: Response,
  status: number,
  message?: string,
): Promise<{ message: string; errors?: Record<string, string[]> }> {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json; charset=utf-8$/i);
  const body = (await res.json()) as { isError: boolean; message: string; errors?: Record<string, string[]> };
  expect(body.isError).toBe(true);
  if (message !== undefined) expect(body.message).toBe(message);
  expect(knownMessages.has(body.message), `mensaje fuera del catálogo: ${body.message}`).toBe(true);
  if (body.errors) {
    for (const list of Object.values(body.errors)) {
      expect(list.length).toBeGreaterThan(0);
      for (const text of list) expect(typeof text).toBe('string');
    }
  }
  return body;
}

/** The app still answers after whatever came before. */
export async function expectStillAnswering(server: TestServer): Promise<void> {
  const res = await server.request('/principal/sap/status');
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ estado: true });
}

/** The contract's example order (server/openapi.ts), with a line of the fixture catalogue. */
export function validOrder(overrides: Partial<Order> = {}): Order {
  return {
    ...exampleOrder,
    detalles_pedido: [
      {
        codigo_producto: 'T100',
        cantidad: 1,
        precio: 54_000,
        porcentaje_iva: 8,
        valor_iva: 4_320,
        porcentaje_descuento: 0,
        valor_descuento: 0,
        descuento: '',
        clase_condicion: '',
        total: 58_320,
      },
    ],
    totales: { subtotal: 54_000, iva: 4_320, descuento: 0, valor_domicilio: 5_900, total: 64_220 },
    ...overrides,
  };
}

export const ORDER_PATH = '/api/pedidos/enviar_pedidos_playerid_canal';
export const LOGIN_PATH = '/api/auth_resources/loginecommerce';
export const listMinimumPath = (
  pdv: string,
  konda: string,
  opts: { date?: string; document?: string; search?: string; blank?: string } = {},
) =>
  `/api/productos/listar_productos_minimo/${pdv}/${opts.date ?? '2026-03-02'}/${opts.search ?? '++'}/${opts.document ?? '1000000000'}/${konda}/${opts.blank ?? '%20'}/G`;
