/**
 * Order streams of one replica: npm run bench:sse [-- options]
 *
 * Starts the real server (server/main.ts) as a child process on a loopback port, on PostgreSQL
 * when DATABASE_URL is set (a database created for the run and dropped after; LISTEN/NOTIFY, as
 * replicas run) or on PGlite, with the rate limits off. Then:
 *   1. memory: the server's resident memory (VmRSS of /proc/<pid>/status) with no stream open,
 *      then with each count of --streams open (default 1000,4000); memory per stream is the
 *      slope between the two counts (RSS also moves with the heap's own growth, hence a slope
 *      rather than a division from zero);
 *   2. delay: with --delay-streams open (default 1000, all of the demo customer, so every stream
 *      hears every change: the fan-out's worst case), an administrator's status change is posted
 *      --changes times (default 21: seven orders, three steps each); for each change the time
 *      from posting it to its arrival on each stream. Prints the median over changes of the
 *      first, median and last arrival.
 * The client side is this process (fetch, no EventSource): its own work is in the numbers.
 * Each stream is opened with a ticket of its own (a ticket opens one stream once), and the server
 * runs with the per-session and per-customer caps lifted (ORDER_STREAMS_PER_SESSION/_CUSTOMER),
 * so that one customer's streams can be counted in thousands: the cost of a stream, not the caps.
 *
 * Options: --port 4312 --streams 1000,4000 --delay-streams 1000 --changes 21
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { addDays, slotOffer } from '../machines/rules/deliverySlots';
import { exampleOrder } from '../server/openapi';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1]! : fallback;
};
const PORT = Number(option('port', '4312'));
const STREAM_COUNTS = option('streams', '1000,4000').split(',').map(Number);
const DELAY_STREAMS = Number(option('delay-streams', '1000'));
const CHANGES = Number(option('changes', '21'));
const BASE = `http://127.0.0.1:${PORT}`;
const CUSTOMER = { username: 'cliente@pollosbrasa.co', password: 'Cliente123!' };
const ADMIN = { username: 'admin@pollosbrasa.co', password: 'Admin123!' };
const STEPS = ['en preparación', 'en camino', 'entregado'] as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
// Node's fetch opens as many connections to one origin as asked (its agent has no limit); a
// stream's heartbeat every 15 s keeps it under the agent's 300 s body timeout.

async function startServer(databaseUrl: string | undefined): Promise<{ child: ChildProcess; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(os.tmpdir(), 'pollos-sse-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, 'sin-spa'),
      RATE_LIMIT: 'off',
      ORDER_STREAMS_PER_SESSION: '100000',
      ORDER_STREAMS_PER_CUSTOMER: '100000',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${BASE}/principal/sap/status`)).ok) break;
    } catch {
      // not yet
    }
    if (child.exitCode !== null) throw new Error('the server exited at start');
    await sleep(200);
  }
  return {
    child,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const rssMiB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

async function post(path: string, body: unknown, token?: string): Promise<Response> {
  return fetch(BASE + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

async function tokenOf(who: { username: string; password: string }): Promise<string> {
  const res = await post('/api/auth_resources/loginecommerce', who);
  if (!res.ok) throw new Error(`login ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

interface OpenStream {
  /** performance.now() of each `event: estado` heard. */
  arrivals: number[];
  close(): void;
}

async function openStreams(count: number, ticketOf: () => Promise<string>): Promise<OpenStream[]> {
  const streams: OpenStream[] = [];
  const BATCH = 100;
  for (let i = 0; i < count; i += BATCH) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(BATCH, count - i) }, async () => {
        const controller = new AbortController();
        const res = await fetch(`${BASE}/api/pedidos/eventos?ticket=${encodeURIComponent(await ticketOf())}`, {
          signal: controller.signal,
        });
        if (res.status !== 200) throw new Error(`stream ${res.status}`);
        const stream: OpenStream = { arrivals: [], close: () => controller.abort() };
        const reader = res.body!.getReader();
        const decoder = new TextDecoder();
        void (async () => {
          try {
            for (;;) {
              const { value, done } = await reader.read();
              if (done) break;
              const text = decoder.decode(value, { stream: true });
              if (text.includes('event: estado')) stream.arrivals.push(performance.now());
            }
          } catch {
            // aborted
          }
        })();
        return stream;
      }),
    );
    streams.push(...batch);
  }
  return streams;
}

async function placeOrder(token: string): Promise<number> {
  const today = new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);
  const slot = slotOffer(Date.now(), { day: addDays(today, 1), time: '12:30' });
  const res = await post(
    '/api/pedidos/enviar_pedidos_playerid_canal',
    { ...exampleOrder, fecha_entrega: slot.day, hora_entrega: slot.time },
    token,
  );
  if (!res.ok) throw new Error(`order ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { pedido: number }).pedido;
}

async function main() {
  const adminUrl = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  let drop = async () => {};
  if (adminUrl) {
    const name = `pollos_sse_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    drop = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    };
  }
  const server = await startServer(databaseUrl);
  const pid = server.child.pid!;
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  console.log(
    `servidor: ${databaseUrl ? 'PostgreSQL (LISTEN/NOTIFY)' : 'PGlite'}; ${os.cpus().length} núcleos; carga (1/5/15 min) al empezar: ${load}`,
  );
  try {
    const customer = await tokenOf(CUSTOMER);
    const admin = await tokenOf(ADMIN);
    const ticketOf = async () =>
      ((await (await post('/api/pedidos/eventos/ticket', {}, customer)).json()) as { ticket: string }).ticket;

    // 1. Memory.
    await sleep(1_000);
    const baseline = rssMiB(pid);
    console.log(`\nmemoria (RSS del servidor): sin flujos ${baseline.toFixed(1)} MiB`);
    const samples: Array<[number, number]> = [];
    const open: OpenStream[] = [];
    for (const count of STREAM_COUNTS) {
      open.push(...(await openStreams(count - open.length, ticketOf)));
      await sleep(2_000);
      const rss = rssMiB(pid);
      samples.push([count, rss]);
      console.log(
        `  ${count} flujos abiertos: ${rss.toFixed(1)} MiB (+${(((rss - baseline) * 1024) / count).toFixed(1)} KiB por flujo desde cero)`,
      );
    }
    if (samples.length >= 2) {
      const [[n1, r1], [n2, r2]] = [samples[0]!, samples[samples.length - 1]!];
      console.log(`  pendiente entre ${n1} y ${n2}: ${(((r2 - r1) * 1024) / (n2 - n1)).toFixed(1)} KiB por flujo`);
    }
    for (const s of open.splice(DELAY_STREAMS)) s.close();
    if (open.length < DELAY_STREAMS) open.push(...(await openStreams(DELAY_STREAMS - open.length, ticketOf)));
    await sleep(2_000);

    // 2. Delay from a status change to its arrival, with DELAY_STREAMS open.
    const firsts: number[] = [];
    const medians: number[] = [];
    const lasts: number[] = [];
    let missing = 0;
    for (let i = 0; i < CHANGES; i++) {
      if (i % STEPS.length === 0) (globalThis as { pedido?: number }).pedido = await placeOrder(customer);
      const pedido = (globalThis as { pedido?: number }).pedido!;
      const before = open.map((s) => s.arrivals.length);
      const sentAt = performance.now();
      const res = await post(`/api/pedidos/guardar_estado/${pedido}`, { estado: STEPS[i % STEPS.length] }, admin);
      if (!res.ok) throw new Error(`status ${res.status}`);
      const deadline = Date.now() + 10_000;
      while (open.some((s, j) => s.arrivals.length === before[j]) && Date.now() < deadline) await sleep(5);
      const delays = open.flatMap((s, j) => (s.arrivals.length > before[j]! ? [s.arrivals[before[j]!]! - sentAt] : []));
      missing += open.length - delays.length;
      firsts.push(Math.min(...delays));
      medians.push(median(delays));
      lasts.push(Math.max(...delays));
      await sleep(200);
    }
    console.log(
      `\nretraso de un cambio de estado hasta su llegada, ${open.length} flujos abiertos (todos lo reciben), ${CHANGES} cambios:`,
    );
    console.log(
      `  medianas: primer flujo ${median(firsts).toFixed(1)} ms, flujo mediano ${median(medians).toFixed(1)} ms, último flujo ${median(lasts).toFixed(1)} ms; sin llegar en 10 s: ${missing}`,
    );
    console.log(
      `  carga (1/5/15 min) al terminar: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')}`,
    );
    for (const s of open) s.close();
  } finally {
    await server.stop();
    await drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
