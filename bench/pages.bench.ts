/**
 * Server-rendered search pages under load (finding 5): npx tsx bench/pages.bench.ts [-- options]
 *
 * Starts the real server (server/main.ts, NODE_ENV=production) on a free loopback port with a fresh
 * PGlite database of SEED_PRODUCTS products (default 10,000) and the built SPA and renderer
 * (STATIC_DIR / SSR_DIR, default dist/ and dist-ssr/: `npm run build` first). Then, for each
 * rate-limit setting (off, and on at its default of 300 a minute per address, with TRUST_PROXY=1
 * so that the forwarded addresses below count; loopback peers are exempt):
 *   1. alone: an unrelated API call (the preferences, one database read) at a steady 20 a second
 *      from one address, for --duration seconds: its p50/p99 with nothing else running;
 *   2. under load: --connections connections (default 10) asking for the search page
 *      /productos?textoBusqueda=<--query> as fast as they can from another single address, and at
 *      the same time the unrelated call as in 1. Prints the page's req/s, p50/p99, 2xx and 429
 *      counts, and the unrelated call's p50/p99.
 * The load average (1 min) is printed before and after each step: the machine may be shared.
 *
 * --root DIR runs another checkout's server (e.g. the commit before a change: `git archive HEAD |
 * tar -x -C DIR`, node_modules linked, built there), for a before/after comparison with the same
 * load generator. Traffic goes to 127.0.0.1 only; every run is bounded.
 *
 * Options: --duration 10 --connections 10 --products 10000 --query a --only off|on --root DIR
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../scripts/freePort';
import { autocannon, type AutocannonResult } from './loadGenerator';

const HERE = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1]! : fallback;
};
const DURATION_S = Number(option('duration', '10'));
const CONNECTIONS = Number(option('connections', '10'));
const PRODUCTS = Number(option('products', '10000'));
const QUERY = option('query', 'a');
const ONLY = option('only', '');
const ROOT = resolve(option('root', HERE));
/** The unrelated call's pace: 20 a second stays under 300 a minute for a 10 s run. */
const PROBE_RATE = 20;
/** The page load and the unrelated call come from two different forwarded addresses. */
const LOAD_ADDRESS = '203.0.113.7';
const PROBE_ADDRESS = '198.51.100.9';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const load = () => os.loadavg()[0]!.toFixed(2);

const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

export async function startPageServer(
  rateLimit: boolean,
  products = PRODUCTS,
): Promise<{ base: string; child: ChildProcess; stop(): Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(os.tmpdir(), 'pollos-pages-bench-'));
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: process.env.STATIC_DIR ?? join(ROOT, 'dist'),
      SSR_DIR: process.env.SSR_DIR ?? join(ROOT, 'dist-ssr'),
      SEED_PRODUCTS: String(products),
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: base,
      JWT_SECRET: randomBytes(32).toString('hex'),
      PAYMENT_PROVIDER: 'sandbox',
      PAYMENT_SANDBOX_SECRET: randomBytes(24).toString('hex'),
      LOG_LEVEL: 'warn',
      ...(rateLimit ? { RATE_LIMIT: 'on', TRUST_PROXY: '1' } : { RATE_LIMIT: 'off' }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => void (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => void (log += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([new Promise((done) => child.once('exit', done)), sleep(10_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  // 50,000 products (bench/scale.bench.ts) take minutes to migrate and seed on a loaded machine.
  const deadline = Date.now() + 900_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`el servidor terminó al iniciar:\n${log}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`el servidor no respondió en 900 s:\n${log}`);
    }
    await sleep(250);
  }
  return { base, child, stop };
}

const count = (r: AutocannonResult, status: string) => r.statusCodeStats?.[status]?.count ?? 0;

async function scenario(rateLimit: boolean): Promise<string[]> {
  const label = rateLimit ? 'con límite (300/min por dirección)' : 'sin límite';
  console.info(`\n== ${label}: iniciando el servidor (${PRODUCTS} productos)…`);
  const server = await startPageServer(rateLimit);
  try {
    const page = `${server.base}/productos?textoBusqueda=${encodeURIComponent(QUERY)}`;
    const probe = `${server.base}/api/prefenciasEcommerce/obtenervalores/2`;
    const first = await fetch(page, { headers: { 'X-Forwarded-For': '192.0.2.99' } });
    const html = await first.text();
    if (!first.ok || !html.includes('id="page-data"'))
      throw new Error(`la página no se renderizó en el servidor: ${first.status}`);
    console.info(`   página de búsqueda: ${html.length} caracteres`);
    const probeAt = (rate: number) => ({
      url: probe,
      connections: 1,
      overallRate: rate,
      duration: DURATION_S,
      headers: { 'X-Forwarded-For': PROBE_ADDRESS },
      timeout: 10,
    });

    const loadBefore = load();
    const alone = await autocannon(probeAt(PROBE_RATE));
    // A fresh address for the probe under load: the first run spent part of its bucket.
    const [pages, probed] = await Promise.all([
      autocannon({
        url: page,
        connections: CONNECTIONS,
        duration: DURATION_S,
        headers: { 'X-Forwarded-For': LOAD_ADDRESS },
        timeout: 10,
      }),
      autocannon({ ...probeAt(PROBE_RATE), headers: { 'X-Forwarded-For': '198.51.100.10' } }),
    ]);
    const loadAfter = load();
    const lines = [
      `| ${label} | llamada ajena sola | ${alone.requests.total} | — | ${alone.latency.p50} | ${alone.latency.p99} | carga ${loadBefore} |`,
      `| ${label} | página de búsqueda, ${CONNECTIONS} conexiones | ${pages.requests.total} (${pages.requests.average.toFixed(0)}/s) | 2xx ${pages['2xx']} · 429 ${count(pages, '429')} · errores ${pages.errors + pages.timeouts} | ${pages.latency.p50} | ${pages.latency.p99} | |`,
      `| ${label} | llamada ajena, a la vez | ${probed.requests.total} | no-2xx ${probed.non2xx} | ${probed.latency.p50} | ${probed.latency.p99} | carga ${loadAfter} |`,
    ];
    for (const line of lines) console.info(line);
    return lines;
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  console.info(
    `servidor: ${ROOT}; ${os.cpus().length} núcleos; Node ${process.version}; carga (1/5/15 min): ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')}`,
  );
  const rows: string[] = [];
  if (ONLY !== 'on') rows.push(...(await scenario(false)));
  if (ONLY !== 'off') rows.push(...(await scenario(true)));
  console.info('\n| límite | qué | solicitudes | respuestas | p50 (ms) | p99 (ms) | |');
  console.info('| --- | --- | ---: | --- | ---: | ---: | --- |');
  for (const row of rows) console.info(row);
}

// Run as a command; bench/main.ts imports startPageServer only.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
