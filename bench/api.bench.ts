/**
 * Load benchmark of the reference API with autocannon: npm run bench:api [-- options]
 *
 * Starts the real server (server/main.ts) as a child process on a free loopback port,
 * with a fresh PGlite database in a temp folder and the rate limits off (RATE_LIMIT=off),
 * then runs, for a fixed duration each:
 *   - catalogue: GET listar_productos_minimo (B001, konda 30) accepting br/gzip as a browser does, 50 connections;
 *   - orders:    POST enviar_pedidos_playerid_canal with a customer's token and the documented
 *                example order, a new Idempotency-Key per request, 10 connections.
 * Prints req/s, p50/p99 latency (ms), errors, timeouts and non-2xx answers; with --runs N the
 * median of N runs. When DATABASE_URL is set it also runs against PostgreSQL, on a database
 * created for the run and dropped after. Traffic goes to 127.0.0.1 only; every run is bounded.
 *
 * Options: --duration 10 (s per run) --runs 1 --catalogue-connections 50 --order-connections 10
 *          --only pglite|postgres --orders-only (skip the catalogue scenario)
 * BENCH_CPU_PROF=<dir>: each server writes a V8 CPU profile (.cpuprofile) into <dir> when it stops.
 *
 * --scale (needs DATABASE_URL): the catalogue with one replica and with two on one PostgreSQL
 * database, behind the same load generator: two autocannon instances running at once with half
 * the connections each, both on replica A, or one on A and one on B (req/s summed, p50/p99 the
 * worse of the two). The runs alternate 1, 2, 1, 2… so that the machine's load hits both alike; medians.
 *
 * bench/main.ts (npm run bench) imports startServer, benchmark and scale with its own settings.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { addDays, slotOffer } from '../machines/rules/deliverySlots';
import { listOperations } from '../server/openapi';
import { freePort } from '../scripts/freePort';
import { cpuShares, medianShares, replicaNote, sampleCpu, type CpuShares } from './cpuUsage';
import { autocannon, type AutocannonResult } from './loadGenerator';

export { autocannon };

const ROOT = fileURLToPath(new URL('..', import.meta.url));

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} inválido`);
  return value;
}
const only = (() => {
  const at = process.argv.indexOf('--only');
  return at < 0 ? null : process.argv[at + 1];
})();

const DURATION_S = option('duration', 10);
const RUNS = option('runs', 1);
const CATALOGUE_CONNECTIONS = option('catalogue-connections', 50);
const ORDER_CONNECTIONS = option('order-connections', 10);
const SCALE = process.argv.includes('--scale');
const ORDERS_ONLY = process.argv.includes('--orders-only');

/** How long and how wide each scenario runs (the command line's, or bench/main.ts's). */
export interface ApiSettings {
  duration: number;
  runs: number;
  catalogueConnections: number;
  orderConnections: number;
  /** Only the order scenario (bench/main.ts measures the catalogue at two menu sizes side by side). */
  ordersOnly?: boolean;
}
const FROM_ARGS: ApiSettings = {
  duration: DURATION_S,
  runs: RUNS,
  catalogueConnections: CATALOGUE_CONNECTIONS,
  orderConnections: ORDER_CONNECTIONS,
  ordersOnly: ORDERS_ONLY,
};
const CUSTOMER = { username: 'cliente@pollosbrasa.co', password: 'Cliente123!' };

/** The catalogue is asked for as a browser asks: compressed (a phone never takes the 2.5 MB of JSON at 5,000 products). */
export const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Servers this run started: killed whatever way the run ends. */
const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

export interface RunningServer {
  base: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(os.tmpdir(), 'pollos-bench-'));
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (Node refuses --cpu-prof in NODE_OPTIONS).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, 'sin-spa'),
      JWT_SECRET: randomBytes(32).toString('hex'),
      RATE_LIMIT: 'off',
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      // The order scenario pays through the sandbox gateway's provider (named: production mode requires it).
      PAYMENT_PROVIDER: 'sandbox',
      PAYMENT_SANDBOX_SECRET: randomBytes(24).toString('hex'),
      // One JSON line per request would load the 2 cores the load generator shares.
      LOG_LEVEL: 'warn',
      // The scenarios log in as the demo customer, seeded in production mode only when asked.
      SEED_DEMO_USERS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => void (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => void (log += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([new Promise((resolve) => child.once('exit', resolve)), sleep(6_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`el servidor terminó al iniciar:\n${log}`);
    try {
      const res = await fetch(`${base}/principal/sap/status`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`el servidor no respondió en 120 s:\n${log}`);
    }
    await sleep(250);
  }
  return { base, child, stop };
}

export interface Row {
  scenario: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  total: number;
  /** Where the machine's CPU went during the run (bench/cpuUsage.ts), when measured. */
  cpu?: CpuShares | null;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export function toRow(scenario: string, r: AutocannonResult): Row {
  return {
    scenario,
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    total: r.requests.total,
  };
}

export function medianRow(rows: Row[]): Row {
  return {
    scenario: rows[0]!.scenario,
    reqPerSec: median(rows.map((r) => r.reqPerSec)),
    p50: median(rows.map((r) => r.p50)),
    p99: median(rows.map((r) => r.p99)),
    errors: median(rows.map((r) => r.errors)),
    timeouts: median(rows.map((r) => r.timeouts)),
    non2xx: median(rows.map((r) => r.non2xx)),
    total: median(rows.map((r) => r.total)),
  };
}

export function today(): string {
  // Bogotá (UTC−5), as the SPA computes the order day.
  return new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);
}

export async function benchmark(label: string, env: Record<string, string>, settings: ApiSettings = FROM_ARGS): Promise<Row[]> {
  const {
    duration: DURATION_S,
    runs: RUNS,
    catalogueConnections: CATALOGUE_CONNECTIONS,
    orderConnections: ORDER_CONNECTIONS,
  } = settings;
  console.info(`\n== ${label}: iniciando el servidor…`);
  const server = await startServer(env);
  try {
    const login = await fetch(`${server.base}/api/auth_resources/loginecommerce`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(CUSTOMER),
    });
    if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
    const { token } = (await login.json()) as { token: string };

    const cataloguePath = `/api/productos/listar_productos_minimo/B001/${today()}/++/1000000000/30/%20/G`;
    const probe = await fetch(server.base + cataloguePath);
    if (!probe.ok) throw new Error(`catálogo: ${probe.status}`);
    const products = (await probe.json()) as unknown[];

    const sendOrder = listOperations().find((op) => op.operationId === 'sendOrder');
    if (!sendOrder?.body) throw new Error('no hay ejemplo de pedido en server/openapi.ts');
    // The example's slot, moved to one the kitchen can still meet now (the server checks it).
    const slot = slotOffer(Date.now(), { day: addDays(today(), 1), time: '12:30' });
    const orderBody = JSON.stringify({ ...(sendOrder.body.example as object), fecha_entrega: slot.day, hora_entrega: slot.time });
    const orderHeaders = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
    const check = await fetch(`${server.base}/api/pedidos/enviar_pedidos_playerid_canal`, {
      method: 'POST',
      headers: { ...orderHeaders, 'Idempotency-Key': randomUUID() },
      body: orderBody,
    });
    if (!check.ok) throw new Error(`pedido de ejemplo: ${check.status} ${await check.text()}`);
    console.info(`   ${products.length} productos en el catálogo de B001; pedido de ejemplo aceptado`);

    // Warm-up (JIT, caches, connection pool), not measured.
    await autocannon({ url: server.base + cataloguePath, connections: 10, duration: 2, headers: BROWSER });

    const rows: Row[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const catalogue = settings.ordersOnly
        ? null
        : await autocannon({
            url: server.base + cataloguePath,
            headers: BROWSER,
            connections: CATALOGUE_CONNECTIONS,
            duration: DURATION_S,
            timeout: 10,
          });
      const pid = server.child.pid ? [server.child.pid] : [];
      const cpuBefore = sampleCpu(pid);
      const orders = await autocannon({
        url: `${server.base}/api/pedidos/enviar_pedidos_playerid_canal`,
        connections: ORDER_CONNECTIONS,
        duration: DURATION_S,
        timeout: 10,
        method: 'POST',
        headers: orderHeaders,
        body: orderBody,
        requests: [
          {
            method: 'POST',
            // A new key per request: every request is a new order, never a replay.
            setupRequest: (req) => ({
              ...req,
              headers: { ...req.headers, ...orderHeaders, 'Idempotency-Key': randomUUID() },
              body: orderBody,
            }),
          },
        ],
      });
      const cpuAfter = sampleCpu(pid);
      const pair = [
        ...(catalogue ? [toRow(`${label} · catálogo (${CATALOGUE_CONNECTIONS} conexiones)`, catalogue)] : []),
        toRow(`${label} · pedidos (${ORDER_CONNECTIONS} conexiones)`, orders),
      ];
      for (const row of pair) console.info(`   corrida ${run}: ${format(row)}`);
      // The server's own CPU per order (user + system): what bounds req/s when its one thread is the bottleneck.
      const serverSeconds =
        cpuBefore && cpuAfter && pid[0] ? cpuAfter.servers.get(pid[0])! - cpuBefore.servers.get(pid[0])! : null;
      if (serverSeconds !== null && orders.requests.total > 0) {
        const shares = cpuShares(cpuBefore, cpuAfter);
        console.info(
          `   corrida ${run}: CPU del servidor ${((serverSeconds * 1000) / orders.requests.total).toFixed(2)} ms por pedido` +
            (shares
              ? `, máquina ocupada ${(shares.busy * 100).toFixed(0)} %, PostgreSQL ${(shares.postgres * 100).toFixed(0)} %`
              : ''),
        );
      }
      rows.push(...pair);
    }
    return [...new Set(rows.map((r) => r.scenario))].map((scenario) => medianRow(rows.filter((r) => r.scenario === scenario)));
  } finally {
    await server.stop();
  }
}

export const format = (r: Row) =>
  `${r.scenario}: ${r.reqPerSec.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errores ${r.errors}, timeouts ${r.timeouts}, no-2xx ${r.non2xx}, total ${r.total}`;

export async function withPostgresDatabase<T>(adminUrl: string, run: (url: string) => Promise<T>): Promise<T> {
  const name = `pollos_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
    await admin.end();
  }
}

/** Catalogue req/s and p99 with one replica, then with two on the same database (see the header). */
export async function scale(databaseUrl: string, settings: ApiSettings = FROM_ARGS): Promise<Row[]> {
  const { duration: DURATION_S, runs: RUNS, catalogueConnections: CATALOGUE_CONNECTIONS } = settings;
  return withPostgresDatabase(databaseUrl, async (url) => {
    console.info('\n== Réplicas: iniciando dos servidores sobre la misma base PostgreSQL…');
    const env = { DATABASE_URL: url };
    const first = await startServer(env);
    const second = await startServer(env).catch(async (error: unknown) => {
      await first.stop();
      throw error;
    });
    try {
      const path = `/api/productos/listar_productos_minimo/B001/${today()}/++/1000000000/30/%20/G`;
      for (const server of [first, second]) {
        if (!(await fetch(server.base + path)).ok) throw new Error('catálogo: no responde');
        await autocannon({ url: server.base + path, connections: 10, duration: 3, headers: BROWSER });
      }
      const half = Math.ceil(CATALOGUE_CONNECTIONS / 2);
      // The same load generator both times: two autocannon instances of `half` connections at once,
      // both on the first replica, or one on each.
      const pids = [first, second].flatMap((s) => (s.child.pid ? [s.child.pid] : []));
      const measure = async (label: string, targets: [RunningServer, RunningServer]): Promise<Row> => {
        // The machine's CPU over the run: what one replica leaves idle bounds what a second can add.
        const before = sampleCpu(pids);
        const pair = await Promise.all(
          targets.map((server) =>
            autocannon({ url: server.base + path, connections: half, duration: DURATION_S, timeout: 10, headers: BROWSER }),
          ),
        );
        const cpu = cpuShares(before, sampleCpu(pids));
        return {
          ...toRow(label, pair[0]!),
          cpu,
          reqPerSec: pair[0]!.requests.average + pair[1]!.requests.average,
          p50: Math.max(pair[0]!.latency.p50, pair[1]!.latency.p50),
          p99: Math.max(pair[0]!.latency.p99, pair[1]!.latency.p99),
          errors: pair[0]!.errors + pair[1]!.errors,
          timeouts: pair[0]!.timeouts + pair[1]!.timeouts,
          non2xx: pair[0]!.non2xx + pair[1]!.non2xx,
          total: pair[0]!.requests.total + pair[1]!.requests.total,
        };
      };
      const one: Row[] = [];
      const two: Row[] = [];
      for (let run = 1; run <= RUNS; run++) {
        const load = os.loadavg()[0]!.toFixed(2);
        one.push(await measure(`PostgreSQL · catálogo · 1 réplica (${half} + ${half} conexiones)`, [first, first]));
        two.push(await measure(`PostgreSQL · catálogo · 2 réplicas (${half} + ${half} conexiones)`, [first, second]));
        console.info(`   corrida ${run} (carga ${load}): ${format(one.at(-1)!)}`);
        console.info(
          `   corrida ${run}: ${format(two.at(-1)!)} · razón ${(two.at(-1)!.reqPerSec / one.at(-1)!.reqPerSec).toFixed(2)}`,
        );
        const note = replicaNote(one.at(-1)!.cpu ?? null, two.at(-1)!.cpu ?? null);
        if (note) console.info(`   corrida ${run}: ${note}`);
      }
      return [
        { ...medianRow(one), cpu: medianShares(one.map((r) => r.cpu ?? null)) },
        { ...medianRow(two), cpu: medianShares(two.map((r) => r.cpu ?? null)) },
      ];
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });
}

async function main(): Promise<void> {
  console.info(
    `Referencia API · ${os.cpus().length} núcleos (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}, carga ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} · ${DURATION_S} s por escenario, ${RUNS} corrida(s)`,
  );
  const results: Row[] = [];
  const databaseUrl = process.env.DATABASE_URL;
  if (SCALE) {
    if (!databaseUrl) throw new Error('--scale necesita DATABASE_URL (dos réplicas comparten una base PostgreSQL)');
    results.push(...(await scale(databaseUrl)));
  }
  if (only !== 'postgres' && !SCALE) results.push(...(await benchmark('PGlite', {})));
  if (databaseUrl && only !== 'pglite' && !SCALE) {
    results.push(...(await withPostgresDatabase(databaseUrl, (url) => benchmark('PostgreSQL', { DATABASE_URL: url }))));
  }
  console.info(`\n== ${RUNS > 1 ? `medianas de ${RUNS} corridas` : 'resultado'}`);
  console.info('| Escenario | req/s | p50 (ms) | p99 (ms) | errores | timeouts | no-2xx |');
  console.info('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of results)
    console.info(
      `| ${r.scenario} | ${r.reqPerSec.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.timeouts} | ${r.non2xx} |`,
    );
  if (SCALE) {
    const note = replicaNote(results[0]?.cpu ?? null, results[1]?.cpu ?? null);
    if (note) console.info(`\nrazón ${(results[1]!.reqPerSec / results[0]!.reqPerSec).toFixed(2)}× · ${note}`);
  }
  console.info(
    `carga al terminar: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const catalogue = results.find((r) => r.scenario.startsWith('PGlite · catálogo'));
  if (catalogue) {
    const ok = catalogue.reqPerSec > 1_000 && catalogue.p99 < 50;
    console.info(`\nObjetivo catálogo (PGlite): > 1000 req/s y p99 < 50 ms: ${ok ? 'cumplido' : 'NO cumplido'}`);
  }
}

// Run as a command (npm run bench:api); imported by bench/main.ts for its functions only.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const watchdog = setTimeout(
    () => {
      console.error('el benchmark superó su tiempo máximo');
      process.exit(2);
    },
    (60 + RUNS * 2 * (DURATION_S + 5) * 2 + 240) * 1_000,
  );
  watchdog.unref();

  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
