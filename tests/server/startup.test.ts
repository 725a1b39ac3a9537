/** Production defaults of server/main.ts: demo accounts only when asked, a warning line per sandbox in use, and only this machine listens unless HOST says otherwise. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../machines/messages';
import { socialFromEnv } from '../../server/auth/socialLogin';
import { demoUsersWanted, loadSeedDataFor } from '../../server/db/seed';
import { socialIdentities, users } from '../../server/db/schema';
import { paymentsFromEnv } from '../../server/payments/config';
import { sandboxWarnings } from '../../server/sandboxWarnings';
import { DEMO_CUSTOMER } from '../../server/seed/users';
import { freePort } from '../../scripts/freePort';
import { createTestServer, LOGIN_PATH, type TestServer } from './helpers';
import { expectError } from './accountHelpers';

describe('SEED_DEMO_USERS: demo accounts outside production, in production only when asked', () => {
  it('demoUsersWanted: always outside production; in production only with SEED_DEMO_USERS=1', () => {
    expect(demoUsersWanted({})).toBe(true);
    expect(demoUsersWanted({ NODE_ENV: 'development' })).toBe(true);
    expect(demoUsersWanted({ NODE_ENV: 'test', SEED_DEMO_USERS: '0' })).toBe(true);
    expect(demoUsersWanted({ NODE_ENV: 'production' })).toBe(false);
    expect(demoUsersWanted({ NODE_ENV: 'production', SEED_DEMO_USERS: '0' })).toBe(false);
    expect(demoUsersWanted({ NODE_ENV: 'production', SEED_DEMO_USERS: 'yes' })).toBe(false);
    expect(demoUsersWanted({ NODE_ENV: 'production', SEED_DEMO_USERS: '1' })).toBe(true);
  });

  it('loadSeedDataFor: production without SEED_DEMO_USERS has no users and no sandbox provider links; the rest is the same', async () => {
    const dev = await loadSeedDataFor({});
    const prod = await loadSeedDataFor({ NODE_ENV: 'production' });
    expect(dev.users.length).toBeGreaterThan(0);
    expect(dev.socialLinks.length).toBeGreaterThan(0);
    expect(prod.users).toEqual([]);
    expect(prod.socialLinks).toEqual([]);
    expect(prod.products).toBe(dev.products);
    expect(prod.salesPoints).toBe(dev.salesPoints);
    expect((await loadSeedDataFor({ NODE_ENV: 'production', SEED_DEMO_USERS: '1' })).users).toEqual(dev.users);
  });

  describe('a production database seeded without SEED_DEMO_USERS', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await createTestServer({ seed: await loadSeedDataFor({ NODE_ENV: 'production' }) });
    });
    afterAll(async () => server?.close());

    it('has no account and no provider link: the demo password opens nothing', async () => {
      const [people] = await server.database.db.select({ n: count() }).from(users);
      const [links] = await server.database.db.select({ n: count() }).from(socialIdentities);
      expect(people!.n).toBe(0);
      expect(links!.n).toBe(0);
      await expectError(await server.postJson(LOGIN_PATH, DEMO_CUSTOMER), 401, messages.session.invalidCredentials);
    });
  });
});

describe('a warning line at start for each sandbox in use', () => {
  const config = (env: Record<string, string>, outboxDir?: string) => ({
    social: socialFromEnv(env),
    payments: paymentsFromEnv(env),
    ...(outboxDir ? { outboxDir } : {}),
  });

  it('development defaults: the identity sandbox, the payment sandbox and the file outbox, one Spanish line each', () => {
    const lines = sandboxWarnings(config({}, '/srv/pollos/data/outbox'));
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).toMatch(/^\[api\] AVISO: .*\S$/);
    expect(lines[0]).toContain('proveedor de identidad de PRUEBAS');
    expect(lines[0]).toContain('google y facebook');
    expect(lines[1]).toContain('PAYMENT_PROVIDER=sandbox');
    expect(lines[2]).toContain('/srv/pollos/data/outbox');
    for (const line of lines) expect(line).not.toContain('\n');
  });

  it('only what is in use: a real Google client id leaves Facebook sandboxed; production turns the identity sandbox off', () => {
    expect(sandboxWarnings(config({ GOOGLE_CLIENT_ID: 'id-real.apps.googleusercontent.com' }))[0]).toMatch(/para facebook:/);
    const production = sandboxWarnings(
      config({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', PAYMENT_SANDBOX_SECRET: 'secreto-compartido-de-pruebas' }),
    );
    expect(production).toEqual([expect.stringContaining('pasarela de pagos de PRUEBAS')]);
    expect(sandboxWarnings({ social: { sandbox: false }, payments: { provider: 'wompi' } })).toEqual([]);
  });

  it('demo accounts seeded in production (SEED_DEMO_USERS=1) get their own line', () => {
    const lines = sandboxWarnings({ social: { sandbox: false }, payments: { provider: 'wompi' }, demoUsersInProduction: true });
    expect(lines).toEqual([expect.stringContaining('SEED_DEMO_USERS=1')]);
  });
});

describe('HOST: the server listens on 127.0.0.1 unless told otherwise (the image sets 0.0.0.0)', () => {
  /** An IPv4 address of this machine that is not loopback, if it has one. */
  const outward = Object.values(networkInterfaces())
    .flat()
    .find((info) => info && info.family === 'IPv4' && !info.internal)?.address;

  const reachable = (host: string, port: number) =>
    new Promise<boolean>((resolve) => {
      const socket = connect({ host, port });
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });

  it('without HOST: reachable on 127.0.0.1 and not on the machine’s other addresses; the start line says so', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'pollos-host-'));
    const env: Record<string, string | undefined> = {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, 'sin-spa'),
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
    };
    delete env.HOST;
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout!.on('data', () => output.includes('escuchando en') && resolve());
        void exited.then((code) => reject(new Error(`salió con ${code}: ${output}`)));
      });
      expect(output).toContain(`escuchando en http://127.0.0.1:${port}`);
      expect(await reachable('127.0.0.1', port)).toBe(true);
      if (outward) expect(await reachable(outward, port)).toBe(false);
    } finally {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
