/**
 * Two real API processes (server/main.ts) on one PostgreSQL database, as a deployment with
 * two replicas behind a reverse proxy runs them: same DATABASE_URL, same secrets,
 * TRUST_PROXY=1, a DATA_DIR of their own each, different ports.
 *
 *   const cluster = await startCluster();   // needs DATABASE_URL (an admin URL: CREATEDB)
 *   cluster.urls                             // ['http://127.0.0.1:…', 'http://127.0.0.1:…']
 *   cluster.databaseUrl                      // the cluster's own database (created, dropped at stop)
 *   await cluster.stop();                    // SIGTERM both (SIGKILL after a bound), drop the database
 *
 * Both processes start at the same time on the empty database, so the start-up lock (migrations
 * and seed, server/db/client.ts) is exercised as well. Ports: REPLICA_PORTS="4300,4301" when the
 * machine assigns them, else two free ephemeral ports. The processes' output is kept (logs())
 * and printed when a start fails.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../../scripts/freePort';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;

export interface Replica {
  url: string;
  child: ChildProcess;
  logs(): string;
}

export interface Cluster {
  /** Base URLs of replica A and replica B. */
  urls: [string, string];
  replicas: [Replica, Replica];
  /** The cluster's own database (tests may read or prepare rows through it). */
  databaseUrl: string;
  /** The environment both replicas share (secrets included). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /** Extra environment for both replicas. */
  env?: Record<string, string>;
  /** Admin PostgreSQL URL (default DATABASE_URL). */
  adminUrl?: string;
  ports?: [number, number];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function portsToUse(given?: [number, number]): Promise<[number, number]> {
  if (given) return given;
  const listed = (process.env.REPLICA_PORTS ?? '')
    .split(',')
    .map((p) => Number(p.trim()))
    .filter((p) => Number.isInteger(p) && p > 0);
  if (listed.length >= 2) return [listed[0]!, listed[1]!];
  return [await freePort(), await freePort()];
}

/** The secrets every replica must share (production refuses to start without them). */
export function sharedSecrets(): Record<string, string> {
  const signingKey = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    .privateKey.export({ format: 'pem', type: 'pkcs8' })
    .toString();
  return {
    JWT_SECRET: randomBytes(32).toString('hex'),
    PAYMENT_PROVIDER: 'sandbox',
    PAYMENT_SANDBOX_SECRET: randomBytes(24).toString('hex'),
    SOCIAL_SANDBOX: 'on',
    SOCIAL_SANDBOX_SIGNING_KEY: signingKey,
  };
}

async function createDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `pollos_replicas_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

function startReplica(port: number, env: Record<string, string>): { replica: Replica; dataDir: string } {
  const dataDir = mkdtempSync(join(tmpdir(), 'pollos-replica-'));
  // node --import tsx rather than npx: the signal reaches the server itself, not a wrapper.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, 'sin-spa'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => void (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => void (log += chunk.toString()));
  return { replica: { url: `http://127.0.0.1:${port}`, child, logs: () => log }, dataDir };
}

async function waitReady(replica: Replica): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (replica.child.exitCode !== null) throw new Error(`la réplica ${replica.url} terminó al iniciar:\n${replica.logs()}`);
    try {
      const res = await fetch(`${replica.url}/principal/sap/status`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`la réplica ${replica.url} no respondió en ${START_TIMEOUT_MS / 1000} s:\n${replica.logs()}`);
    await sleep(200);
  }
}

async function stopReplica(replica: Replica): Promise<void> {
  const { child } = replica;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(STOP_TIMEOUT_MS)]);
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
    await exited;
  }
}

/** Starts replicas A and B on a fresh database of the admin URL's server; see the header. */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const adminUrl = options.adminUrl ?? process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('startCluster: DATABASE_URL no está definido');
  const database = await createDatabase(adminUrl);
  const env: Record<string, string> = {
    ...sharedSecrets(),
    DATABASE_URL: database.url,
    TRUST_PROXY: '1',
    NODE_ENV: 'production',
    // Production requires it (server/web/origin.ts); the replicas serve no pages here.
    PUBLIC_ORIGIN: 'https://pedidos.example.co',
    SEED_DEMO_USERS: '1',
    LOG_LEVEL: 'info',
    ...options.env,
  };
  const [portA, portB] = await portsToUse(options.ports);
  const started = [startReplica(portA, env), startReplica(portB, env)];
  const replicas = started.map((s) => s.replica) as [Replica, Replica];
  const stop = async () => {
    await Promise.all(replicas.map(stopReplica));
    for (const { dataDir } of started) rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  };
  try {
    await Promise.all(replicas.map(waitReady));
  } catch (error) {
    await stop();
    throw error;
  }
  return { urls: [replicas[0].url, replicas[1].url], replicas, databaseUrl: database.url, env, stop };
}
