/**
 * Lighthouse mobile on the real server: npm run perf [-- --runs 3 --products 5000 --port 4321]
 *
 * `npm run perf` builds first. This script starts the compiled server (dist-server/main.js) on a
 * free loopback port with a fresh PGlite database in a temp folder (SEED_PRODUCTS=N with
 * --products N), then runs Lighthouse 12 (its default mobile profile: simulated slow 4G and 4× CPU
 * slowdown) `--runs` times on a near-empty probe page, /, /productos and the first product page of
 * the sitemap, in alternating rounds, with Debian's chromium (CHROME_PATH, default
 * /usr/bin/chromium). It prints the medians (performance, LCP and its ratio to the probe's, FCP,
 * TBT, CLS, accessibility), each page's HTML size and server time, pass or short against the
 * budgets, and the load average before and after: on a shared 2-core machine the load moves the numbers.
 *
 * A benchmark, not a test: it is not part of npm test (tests/server/transfer.test.ts and
 * e2e/server-rendering.spec.ts guard what can be checked deterministically).
 */
import { execFile, spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { freePort } from './freePort';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? fallback : Number(process.argv[at + 1]);
}
const runs = option('runs', 3);
const products = option('products', 0);
/**
 * --cpu N: Lighthouse's CPU slowdown (default 4). Lighthouse calibrates its 4× for a host whose
 * benchmark index is 1,500–2,000 (a high-end desktop: 4× makes it a mid-tier phone); on a slower
 * host the same 4× models a slower phone. The table prints the host's index and the multiplier
 * that models the same phone on it (4 × index ÷ 1,750), to run again with --cpu.
 */
const cpuSlowdown = option('cpu', 4);
const CALIBRATED_BENCHMARK_INDEX = 1750;
/** --port N: the server listens on N and Chrome's debugging port is N + 1 (a shared machine's assigned ports); 0: free ports. */
const fixedPort = option('port', 0);

/** The budgets (docs/performance.md): blocking time, and LCP against the probe measured in the same run. */
const TBT_BUDGET_MS = 50;
const LCP_PROBE_RATIO_BUDGET = 1.25;
const PROBE = 'probe';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const port = fixedPort || (await freePort());
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(os.tmpdir(), 'pollos-perf-'));
const server = spawn(process.execPath, ['dist-server/main.js'], {
  cwd: ROOT,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    PUBLIC_ORIGIN: base,
    JWT_SECRET: 'perf-secret-perf-secret-perf-secret',
    RATE_LIMIT: 'off',
    PAYMENT_PROVIDER: 'sandbox',
    PAYMENT_SANDBOX_SECRET: 'perf-sandbox-secret-perf-sandbox',
    LOG_LEVEL: 'warn',
    ...(products ? { SEED_PRODUCTS: String(products) } : {}),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  server.kill();
  probe.close();
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);

async function waitForServer(): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/principal/sap/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not start within 120 s');
}

interface Lighthouse {
  performance: number;
  accessibility: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  benchmarkIndex: number;
}

/** Asynchronous on purpose: a blocked event loop would miss the server closing idle keep-alive sockets. */
async function lighthouse(url: string): Promise<Lighthouse> {
  const out = join(dataDir, 'lighthouse.json');
  await promisify(execFile)(
    join(ROOT, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility',
      `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
      ...(fixedPort ? [`--port=${fixedPort + 1}`] : []),
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run',
    ],
    { env: { ...process.env, CHROME_PATH }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    categories: Record<string, { score: number }>;
    audits: Record<string, { numericValue: number }>;
    environment: { benchmarkIndex: number };
  };
  return {
    performance: Math.round(report.categories.performance!.score * 100),
    accessibility: Math.round(report.categories.accessibility!.score * 100),
    lcp: report.audits['largest-contentful-paint']!.numericValue,
    fcp: report.audits['first-contentful-paint']!.numericValue,
    tbt: report.audits['total-blocking-time']!.numericValue,
    cls: report.audits['cumulative-layout-shift']!.numericValue,
    benchmarkIndex: report.environment.benchmarkIndex,
  };
}

/**
 * The probe: a near-empty page (one heading, no script, no style sheet) from a loopback server of
 * its own. Its LCP is what the simulated network alone costs, so a page's LCP divided by the
 * probe's, measured in the same minutes, says what the page itself adds.
 */
const PROBE_HTML =
  '<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Sonda</title><meta name="description" content="Página casi vacía para medir"></head><body><main><h1>Pollos La Brasa</h1>' +
  '<p>Página de referencia de la medición.</p></main></body></html>';
const probePort = await freePort();
const probe = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(PROBE_HTML);
}).listen(probePort, '127.0.0.1');
const probeUrl = `http://127.0.0.1:${probePort}/`;

/** The HTML as a first visit gets it: its size raw and in brotli, and the server's time (median of 20). */
async function html(url: string): Promise<{ kb: number; brotliKb: number; ms: number }> {
  const times: number[] = [];
  let body = '';
  for (let i = 0; i < 20; i++) {
    const start = performance.now();
    body = await (await fetch(url)).text();
    times.push(performance.now() - start);
  }
  return { kb: Buffer.byteLength(body) / 1024, brotliKb: brotliCompressSync(body).length / 1024, ms: median(times) };
}

try {
  await waitForServer();
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const productPath = [...sitemap.matchAll(/<loc>[^<]*?(\/productos\/[^/<]+\/[^/<]+)<\/loc>/g)][0]?.[1];
  if (!productPath) throw new Error('the sitemap lists no product page');
  const pages = ['/', '/productos', productPath];
  const loadBefore = os.loadavg();
  // Rounds alternate the pages and the probe, so that a machine getting busier slows them alike.
  const results = new Map<string, Lighthouse[]>([[PROBE, []], ...pages.map((path) => [path, []] as [string, Lighthouse[]])]);
  const served = new Map<string, Awaited<ReturnType<typeof html>>>();
  for (const path of pages) served.set(path, await html(base + path));
  for (let i = 0; i < runs; i++) {
    for (const path of [PROBE, ...pages]) {
      if (server.exitCode !== null || server.signalCode)
        throw new Error(`the server stopped (${server.exitCode ?? server.signalCode})`);
      results.get(path)!.push(await lighthouse(path === PROBE ? probeUrl : base + path));
    }
  }
  const loadAfter = os.loadavg();
  for (const [path, list] of results)
    console.error(
      `${path}: ${list.map((r) => `${r.performance} (LCP ${Math.round(r.lcp)} ms, TBT ${Math.round(r.tbt)} ms)`).join(', ')}`,
    );
  const m = (path: string, key: keyof Lighthouse) => median(results.get(path)!.map((r) => r[key]));
  const probeLcp = m(PROBE, 'lcp');
  const benchmarkIndex = median([...results.values()].flat().map((r) => r.benchmarkIndex));
  const calibrated = (cpuSlowdown * benchmarkIndex) / CALIBRATED_BENCHMARK_INDEX;
  console.log(
    `Lighthouse mobile (CPU ${cpuSlowdown}×), medians of ${runs} runs · ${products || 'seed'} products · ${new Date().toISOString()}`,
  );
  console.log(
    `host benchmark index ${Math.round(benchmarkIndex)} (Lighthouse calibrates 4× for ${CALIBRATED_BENCHMARK_INDEX}): ` +
      `the phone ${cpuSlowdown}× models is ${(CALIBRATED_BENCHMARK_INDEX / benchmarkIndex).toFixed(1)}× slower than Lighthouse's; ` +
      `the same phone here is --cpu ${Math.max(1, calibrated).toFixed(1)}`,
  );
  console.log(
    `load average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')} · after ${loadAfter.map((l) => l.toFixed(2)).join(' ')} · ${os.cpus().length} cores`,
  );
  console.log('');
  console.log(
    '| page | performance | LCP (ms) | LCP ÷ probe | FCP (ms) | TBT (ms) | CLS | accessibility | HTML KB raw / brotli | server (ms) | budgets |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const path of [PROBE, ...pages]) {
    const ratio = m(path, 'lcp') / probeLcp;
    const page = served.get(path);
    const short = [
      m(path, 'tbt') > TBT_BUDGET_MS && 'TBT',
      ratio > LCP_PROBE_RATIO_BUDGET && 'LCP',
      m(path, 'cls') > 0 && 'CLS',
      m(path, 'accessibility') < 100 && 'accessibility',
    ].filter(Boolean);
    console.log(
      `| ${path} | ${m(path, 'performance')} | ${Math.round(m(path, 'lcp'))} | ${ratio.toFixed(2)} | ${Math.round(m(path, 'fcp'))} | ${Math.round(m(path, 'tbt'))} | ${m(path, 'cls').toFixed(3)} | ${m(path, 'accessibility')} | ${page ? `${page.kb.toFixed(1)} / ${page.brotliKb.toFixed(1)}` : '—'} | ${page ? page.ms.toFixed(1) : '—'} | ${path === PROBE ? '—' : short.length ? `short: ${short.join(', ')}` : 'met'} |`,
    );
  }
} finally {
  stop();
}
