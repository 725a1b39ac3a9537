/**
 * Operations (docs/operations.md): the probes, the shutdown hooks, structured logs
 * with a request id, and the secrets production refuses to start without.
 */
import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialFromEnv } from '../../server/auth/socialLogin';
import { jwtSecretFromEnv } from '../../server/auth/token';
import { createApp } from '../../server/app';
import { createPino, logLevelFromEnv, toLogger } from '../../server/log';
import { paymentsFromEnv } from '../../server/payments/config';
import { ShutdownRegistry } from '../../server/shutdown';
import { createTestServer, TEST_JWT_SECRET, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => server?.close());

const json = async (res: Response) => ({
  status: res.status,
  type: res.headers.get('content-type'),
  cache: res.headers.get('cache-control'),
  body: (await res.json()) as unknown,
});

describe('GET /healthz and GET /readyz', () => {
  it('/healthz: the process answers, JSON, never cached', async () => {
    expect(await json(await server.request('/healthz'))).toEqual({
      status: 200,
      type: 'application/json; charset=UTF-8',
      cache: 'no-store',
      body: { estado: 'vivo' },
    });
  });

  it('/readyz: the database answers and every migration of this build is applied', async () => {
    const res = await json(await server.request('/readyz'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ estado: 'listo', migraciones: expect.any(Number) });
  });

  it('/readyz answers 503 while a migration of this build is missing', async () => {
    const newest = await server.database.db.execute<{ id: number; hash: string; created_at: string }>(
      sql`SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
    );
    const row = (newest as unknown as { rows: { id: number; hash: string; created_at: string }[] }).rows[0]!;
    await server.database.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${row.id}`);
    try {
      expect(await json(await server.request('/readyz'))).toMatchObject({
        status: 503,
        body: { estado: 'no listo', motivo: 'migraciones pendientes' },
      });
    } finally {
      await server.database.db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${row.id}, ${row.hash}, ${row.created_at})`,
      );
    }
    expect((await server.request('/readyz')).status).toBe(200);
  });

  it('/readyz answers 503 once shutdown began (the proxy sends new requests elsewhere); /healthz still 200', async () => {
    const shutdown = new ShutdownRegistry();
    const app = createApp({ db: server.database.db, jwtSecret: TEST_JWT_SECRET, shutdown, logger: { error: () => {} } });
    expect((await app.request('/readyz')).status).toBe(200);
    await shutdown.shutdown();
    expect(await json(await app.request('/readyz'))).toMatchObject({
      status: 503,
      body: { estado: 'no listo', motivo: 'cerrando' },
    });
    expect((await app.request('/healthz')).status).toBe(200);
  });

  it('other methods get the JSON 405 with Allow', async () => {
    const res = await server.request('/readyz', { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toContain('GET');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('ShutdownRegistry: long-lived streams close on SIGTERM within a bound', () => {
  it('runs every registered hook once; an unregistered one not at all', async () => {
    const registry = new ShutdownRegistry();
    const ran: string[] = [];
    registry.register(() => void ran.push('a'));
    const remove = registry.register(() => void ran.push('b'));
    registry.register(async () => void ran.push('c'));
    remove();
    expect(registry.stopping).toBe(false);
    await registry.shutdown();
    await registry.shutdown();
    expect(registry.stopping).toBe(true);
    expect(ran.sort()).toEqual(['a', 'c']);
  });

  it('a hook that never finishes does not hold shutdown past its bound; a failing one is reported', async () => {
    const failures: unknown[] = [];
    const registry = new ShutdownRegistry((error) => failures.push(error));
    registry.register(() => new Promise<void>(() => {}));
    registry.register(() => {
      throw new Error('flujo roto');
    });
    const started = performance.now();
    await registry.shutdown(50);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(failures).toHaveLength(1);
  });

  it('a stream that opens after shutdown began is closed at once', async () => {
    const registry = new ShutdownRegistry();
    await registry.shutdown();
    let closed = false;
    registry.register(() => void (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(closed).toBe(true);
  });
});

describe('structured logs with a request id', () => {
  function capture() {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    return { lines, logger: toLogger(createPino({ LOG_LEVEL: 'info' }, stream)) };
  }

  it('every answer carries X-Request-Id: the proxy’s when sane, else a new one; the access line has it', async () => {
    const { lines, logger } = capture();
    const app = createApp({ db: server.database.db, jwtSecret: TEST_JWT_SECRET, logger, accessLog: true });
    const given = await app.request('/principal/sap/status', { headers: { 'X-Request-Id': 'proxy-abc-123' } });
    expect(given.headers.get('x-request-id')).toBe('proxy-abc-123');
    const fresh = await app.request('/healthz', { headers: { 'X-Request-Id': 'no válido <script>' } });
    const id = fresh.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'info',
        msg: 'request',
        reqId: 'proxy-abc-123',
        method: 'GET',
        path: '/principal/sap/status',
        status: 200,
      }),
      expect.objectContaining({ level: 'info', msg: 'request', reqId: id, path: '/healthz', status: 200 }),
    ]);
  });

  it('an unexpected error is one JSON line with the message, the error (stack) and the request id', async () => {
    const { lines, logger } = capture();
    const app = createApp({ db: server.database.db, jwtSecret: TEST_JWT_SECRET, logger });
    app.get('/api/explota', () => {
      throw new Error('la freidora se apagó');
    });
    const res = await app.request('/api/explota', { headers: { 'X-Request-Id': 'req-500' } });
    expect(res.status).toBe(500);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'error',
      reqId: 'req-500',
      err: { message: 'la freidora se apagó', stack: expect.stringContaining('Error') },
    });
    expect(String(lines[0]!.msg)).toContain('/api/explota');
  });

  it('LOG_LEVEL picks the level; tests are silent by default; a wrong value stops the start', () => {
    expect(logLevelFromEnv({})).toBe('info');
    expect(logLevelFromEnv({ NODE_ENV: 'test' })).toBe('silent');
    expect(logLevelFromEnv({ NODE_ENV: 'production', LOG_LEVEL: 'WARN' })).toBe('warn');
    expect(() => logLevelFromEnv({ LOG_LEVEL: 'ruidoso' })).toThrow(/LOG_LEVEL/);
  });
});

describe('NODE_ENV=production refuses to start without the secrets replicas must share', () => {
  const dataFile = () => join(mkdtempSync(join(tmpdir(), 'pollos-secret-')), 'jwt-secret');
  const pem = () =>
    generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();

  it('JWT_SECRET: required in production (named in the message); generated into DATA_DIR otherwise; a short one refused', () => {
    expect(() => jwtSecretFromEnv({ NODE_ENV: 'production' }, dataFile())).toThrow(/^JWT_SECRET no configurado/);
    expect(jwtSecretFromEnv({ NODE_ENV: 'production', JWT_SECRET: 'un-secreto-largo-de-verdad' }, dataFile())).toBe(
      'un-secreto-largo-de-verdad',
    );
    expect(jwtSecretFromEnv({}, dataFile())).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(() => jwtSecretFromEnv({ JWT_SECRET: 'corto' }, dataFile())).toThrow(/^JWT_SECRET inválido/);
  });

  it('PAYMENT_SANDBOX_SECRET: required in production with the sandbox gateway, not outside production', () => {
    expect(() => paymentsFromEnv({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' })).toThrow(
      /^PAYMENT_SANDBOX_SECRET no configurado/,
    );
    expect(
      paymentsFromEnv({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', PAYMENT_SANDBOX_SECRET: 'x'.repeat(32) }),
    ).toEqual({ provider: 'sandbox', sandboxSecret: 'x'.repeat(32) });
    expect(paymentsFromEnv({})).toEqual({ provider: 'sandbox' });
  });

  it('SOCIAL_SANDBOX_SIGNING_KEY: required in production when the sandbox is on; shared by every sandboxed provider; must be P-256', () => {
    expect(() => socialFromEnv({ NODE_ENV: 'production', SOCIAL_SANDBOX: 'on' })).toThrow(
      /^SOCIAL_SANDBOX_SIGNING_KEY no configurado/,
    );
    // Off in production by default, and then nothing is needed; nor with both real providers configured.
    expect(socialFromEnv({ NODE_ENV: 'production' })).toEqual({ sandbox: false });
    expect(() =>
      socialFromEnv({ NODE_ENV: 'production', SOCIAL_SANDBOX: 'on', GOOGLE_CLIENT_ID: 'g', FACEBOOK_CLIENT_ID: 'f' }),
    ).not.toThrow();
    const options = socialFromEnv({
      NODE_ENV: 'production',
      SOCIAL_SANDBOX: 'on',
      GOOGLE_CLIENT_ID: 'g',
      SOCIAL_SANDBOX_SIGNING_KEY: pem().replace(/\n/g, '\\n'),
    });
    const keys = typeof options.sandbox === 'object' ? options.sandbox.signingKeys : undefined;
    expect(Object.keys(keys ?? {})).toEqual(['facebook']);
    expect(() => socialFromEnv({ SOCIAL_SANDBOX_SIGNING_KEY: 'no es una llave' })).toThrow(
      /^SOCIAL_SANDBOX_SIGNING_KEY inválido/,
    );
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString();
    expect(() => socialFromEnv({ SOCIAL_SANDBOX_SIGNING_KEY: rsa })).toThrow(/P-256/);
  });

  it('PUBLIC_ORIGIN: required in production (canonical URLs, robots.txt and the sitemap never come from the Host header); the process exits naming it', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        JWT_SECRET: 'un-secreto-largo-de-verdad-para-produccion',
        PAYMENT_PROVIDER: 'sandbox',
        PAYMENT_SANDBOX_SECRET: 'x'.repeat(32),
        PUBLIC_ORIGIN: '',
        DATABASE_URL: '',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'pollos-prod-')),
        PORT: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    const line = JSON.parse(output.trim().split('\n').at(-1)!) as { level: string; msg: string };
    expect(line.level).toBe('error');
    expect(line.msg).toMatch(/PUBLIC_ORIGIN no configurado/);
  }, 60_000);

  it('the server process exits non-zero with one JSON line naming the missing variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'sandbox',
        PAYMENT_SANDBOX_SECRET: 'x'.repeat(32),
        JWT_SECRET: '',
        DATABASE_URL: '',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'pollos-prod-')),
        PORT: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    const line = JSON.parse(output.trim().split('\n').at(-1)!) as { level: string; msg: string };
    expect(line.level).toBe('error');
    expect(line.msg).toMatch(/JWT_SECRET no configurado/);
  }, 60_000);
});
