/**
 * Every performance budget in one run and one table: npm run bench [-- --quick]
 *
 * Reuses the scenarios of bench/api.bench.ts (catalogue at 50 connections, orders at 10, the
 * two-replica scale run) and the page server of bench/pages.bench.ts, at 60 products (the seed's
 * menu) and at 5,000 (SEED_PRODUCTS), all in the same minutes so that their ratios compare:
 *   - PGlite: the catalogue at 60 and at 5,000 products, two servers up at once and measured
 *     alternately (60, 5,000, 60, 5,000…; medians) so that the machine's load hits both alike;
 *     orders at 60;
 *   - PostgreSQL (only with DATABASE_URL, on a database created for the run): orders, and the
 *     catalogue with one replica against two;
 *   - 5,000 products, server-rendered: /productos and /productos?textoBusqueda=a at 10 connections
 *     (needs dist/ and dist-ssr/ from npm run build; else 'omitido'), and the start time of that server
 *     (first start: migrations and the 5,000-product seed).
 * Prints the load average before and after (the machine may be shared), then one table: budget,
 * figure, goal, ratio to the goal (≥ 1 meets it, for either direction of goal), and cumple / no
 * llega / omitido. A scenario with errors, timeouts or non-2xx answers does not meet its budget.
 * Exits 0 whatever the figures (a measurement, not a gate). Traffic goes to 127.0.0.1 only.
 *
 * --quick: 3 s per scenario instead of 10 (a smoke run; figures are noisier).
 * --products N: also the figures of bench/scale.bench.ts at N products (e.g. 50000: start time, RSS,
 * HTML sizes, the catalogue call and the pages), as rows without a goal.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  autocannon,
  benchmark,
  BROWSER,
  format,
  medianRow,
  scale,
  startServer,
  today,
  toRow,
  withPostgresDatabase,
  type ApiSettings,
  type Row,
} from './api.bench';
import { brotliKb } from './brotliSize';
import { replicaNote } from './cpuUsage';
import { startPageServer } from './pages.bench';
import { measureScale } from './scale.bench';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const QUICK = process.argv.includes('--quick');
const SCALE_PRODUCTS = (() => {
  const at = process.argv.indexOf('--products');
  return at < 0 ? null : Number(process.argv[at + 1]);
})();
const SETTINGS: ApiSettings = { duration: QUICK ? 3 : 10, runs: 1, catalogueConnections: 50, orderConnections: 10 };
/** Alternating catalogue runs per menu size (medians). */
const CATALOGUE_RUNS = QUICK ? 1 : 3;
const LARGE_MENU = 5_000;
const PAGE_CONNECTIONS = 10;
/** A whole run must end; the sum of the scenarios with room for the servers' starts. */
const WATCHDOG_MS = (QUICK ? 8 : 20) * 60_000;

/** the budgets. */
const GOALS = {
  catalogueReqPerSec: 2_000,
  catalogueP99Ms: 50,
  pagesReqPerSec: 300,
  searchP99Ms: 100,
  ordersPostgres: 500,
  ordersPglite: 250,
  ordersP99Ms: 100,
  replicaRatio: 1.8,
  menuDataKb: 100,
} as const;

interface Budget {
  name: string;
  figure: number | null;
  unit: string;
  goal: number | null;
  /** 'min': the figure must reach the goal; 'max': it must stay under it. */
  kind: 'min' | 'max' | 'info';
  /** Errors, timeouts or non-2xx answers seen in the scenario. */
  failures?: number;
  note?: string;
  /** Load average (1 min) when the scenario ended. */
  load?: number;
}

const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
const failures = (r: Row) => r.errors + r.timeouts + r.non2xx;
const withNote = (note: string | undefined) => (note ? { note } : {});

function ratio(b: Budget): number | null {
  if (b.figure === null || b.goal === null || b.kind === 'info') return null;
  if (b.kind === 'min') return b.figure / b.goal;
  return b.figure === 0 ? Infinity : b.goal / b.figure;
}

function verdict(b: Budget): string {
  if (b.figure === null) return 'omitido';
  const r = ratio(b);
  if (r === null) return '—';
  return r >= 1 && !b.failures ? 'cumple' : 'no llega';
}

const fmt = (n: number | null, unit: string) =>
  n === null ? '—' : `${n >= 100 ? n.toFixed(0) : n.toFixed(n % 1 ? 2 : 0)} ${unit}`.trim();

/** The order scenario of one api.bench run, as budgets. */
function orderBudgets(rows: Row[], label: string, goal: number): Budget[] {
  const orders = rows.find((r) => r.scenario.includes('pedidos'));
  if (!orders) return [];
  const load = os.loadavg()[0];
  return [
    {
      name: `pedidos ${label}, 10 conexiones: por segundo`,
      figure: orders.reqPerSec,
      unit: '/s',
      goal,
      kind: 'min',
      failures: failures(orders),
      load,
    },
    {
      name: `pedidos ${label}, 10 conexiones: p99`,
      figure: orders.p99,
      unit: 'ms',
      goal: GOALS.ordersP99Ms,
      kind: 'max',
      failures: failures(orders),
      load,
    },
  ];
}

/** The catalogue at 60 and at LARGE_MENU products, both servers up, runs alternating. */
async function catalogueSizes(): Promise<Budget[]> {
  console.info(`\n== Catálogo: 60 y ${LARGE_MENU} productos, dos servidores PGlite, corridas alternadas…`);
  const small = await startServer({});
  const large = await startServer({ SEED_PRODUCTS: String(LARGE_MENU) }).catch(async (error: unknown) => {
    await small.stop();
    throw error;
  });
  try {
    const path = `/api/productos/listar_productos_minimo/B001/${today()}/++/1000000000/30/%20/G`;
    for (const server of [small, large]) {
      if (!(await fetch(server.base + path)).ok) throw new Error('catálogo: no responde');
      await autocannon({ url: server.base + path, connections: 10, duration: 2, headers: BROWSER });
    }
    const rows = { small: [] as Row[], large: [] as Row[] };
    for (let run = 1; run <= CATALOGUE_RUNS; run++) {
      for (const [size, server] of [
        ['small', small],
        ['large', large],
      ] as const) {
        const label = `catálogo ${size === 'small' ? 60 : LARGE_MENU} productos (PGlite), 50 conexiones`;
        const result = await autocannon({
          url: server.base + path,
          connections: SETTINGS.catalogueConnections,
          duration: SETTINGS.duration,
          headers: BROWSER,
          timeout: 10,
        });
        rows[size].push(toRow(label, result));
        console.info(`   corrida ${run} (carga ${os.loadavg()[0]!.toFixed(2)}): ${format(rows[size].at(-1)!)}`);
      }
    }
    const [s, l] = [medianRow(rows.small), medianRow(rows.large)];
    const load = os.loadavg()[0];
    return [
      { name: `${s.scenario}: req/s`, figure: s.reqPerSec, unit: 'req/s', goal: null, kind: 'info', failures: failures(s), load },
      { name: `${s.scenario}: p99`, figure: s.p99, unit: 'ms', goal: null, kind: 'info', failures: failures(s), load },
      {
        name: `${l.scenario}: req/s`,
        figure: l.reqPerSec,
        unit: 'req/s',
        goal: GOALS.catalogueReqPerSec,
        kind: 'min',
        failures: failures(l),
        load,
      },
      {
        name: `${l.scenario}: p99`,
        figure: l.p99,
        unit: 'ms',
        goal: GOALS.catalogueP99Ms,
        kind: 'max',
        failures: failures(l),
        load,
      },
      {
        name: `catálogo: req/s a ${LARGE_MENU} ÷ req/s a 60 (mismas corridas alternadas)`,
        figure: l.reqPerSec / s.reqPerSec,
        unit: '×',
        goal: null,
        kind: 'info',
        load,
      },
    ];
  } finally {
    await Promise.all([small.stop(), large.stop()]);
  }
}

async function pages(): Promise<Budget[]> {
  const built = existsSync(join(ROOT, 'dist/index.html')) && existsSync(join(ROOT, 'dist-ssr'));
  const skipped = (note: string): Budget[] => [
    {
      name: `/productos a ${LARGE_MENU} productos, ${PAGE_CONNECTIONS} conexiones`,
      figure: null,
      unit: 'req/s',
      goal: GOALS.pagesReqPerSec,
      kind: 'min',
      note,
    },
    {
      name: `/productos?textoBusqueda=a, ${PAGE_CONNECTIONS} conexiones: p99`,
      figure: null,
      unit: 'ms',
      goal: GOALS.searchP99Ms,
      kind: 'max',
      note,
    },
  ];
  if (!built) return skipped('falta dist/ o dist-ssr/: npm run build');
  console.info(`\n== Páginas: iniciando el servidor con ${LARGE_MENU} productos…`);
  const started = performance.now();
  const server = await startPageServer(false, LARGE_MENU);
  const startMs = performance.now() - started;
  try {
    const run = async (path: string) => {
      const first = await fetch(server.base + path);
      if (!first.ok || !(await first.text()).includes('id="page-data"'))
        throw new Error(`${path}: no se renderizó en el servidor (${first.status})`);
      const headers = { 'Accept-Encoding': 'gzip, deflate, br' };
      await autocannon({ url: server.base + path, connections: PAGE_CONNECTIONS, duration: 2, headers });
      return autocannon({
        url: server.base + path,
        connections: PAGE_CONNECTIONS,
        duration: SETTINGS.duration,
        headers,
        timeout: 10,
      });
    };
    // What a phone downloads of the menu on /productos: the page (its data block) and, when the
    // menu is larger than the page carries, the catalogue call the app makes after hydration.
    const html = await (await fetch(server.base + '/productos')).text();
    const catalogue = `/api/productos/listar_productos_minimo/B001/${today()}/++/1000000000/30/%20/G`;
    const rest = html.includes('"complete":false') ? await (await fetch(server.base + catalogue)).text() : '';
    const menuKb = (await brotliKb(html)) + (rest ? await brotliKb(rest) : 0);
    const list = await run('/productos');
    const search = await run('/productos?textoBusqueda=a');
    const bad = (r: Awaited<ReturnType<typeof run>>) => r.errors + r.timeouts + r.non2xx;
    console.info(
      `   /productos: ${list.requests.average.toFixed(0)} req/s, p99 ${list.latency.p99} ms; búsqueda: ${search.requests.average.toFixed(0)} req/s, p50 ${search.latency.p50} ms, p99 ${search.latency.p99} ms`,
    );
    return [
      {
        name: `arranque a ${LARGE_MENU} productos (PGlite, primera vez: migraciones y semilla)`,
        figure: startMs / 1000,
        unit: 's',
        goal: null,
        kind: 'info',
        load: os.loadavg()[0],
      },
      {
        name: `datos del menú que baja un teléfono en /productos a ${LARGE_MENU} productos (HTML + llamada del catálogo, brotli)`,
        figure: menuKb,
        unit: 'KB',
        goal: GOALS.menuDataKb,
        kind: 'max',
        note: rest ? 'la página pide el menú entero después de hidratar (sin ventana)' : 'solo la página',
        load: os.loadavg()[0],
      },
      {
        name: `/productos a ${LARGE_MENU} productos, ${PAGE_CONNECTIONS} conexiones`,
        figure: list.requests.average,
        unit: 'req/s',
        goal: GOALS.pagesReqPerSec,
        kind: 'min',
        failures: bad(list),
        load: os.loadavg()[0],
      },
      {
        name: `/productos?textoBusqueda=a a ${LARGE_MENU} productos, ${PAGE_CONNECTIONS} conexiones: p99`,
        figure: search.latency.p99,
        unit: 'ms',
        goal: GOALS.searchP99Ms,
        kind: 'max',
        failures: bad(search),
        load: os.loadavg()[0],
      },
    ];
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const loadBefore = loadavg();
  const databaseUrl = process.env.DATABASE_URL;
  console.info(
    `npm run bench${QUICK ? ' --quick' : ''} · ${os.cpus().length} núcleos (${os.cpus()[0]?.model ?? '?'}), Node ${process.version} · ${SETTINGS.duration} s por escenario · carga (1/5/15 min) ${loadBefore}`,
  );
  const budgets: Budget[] = [];
  budgets.push(...(await catalogueSizes()));
  const ordersOnly = { ...SETTINGS, ordersOnly: true };
  budgets.push(...orderBudgets(await benchmark('PGlite · 60 productos', {}, ordersOnly), 'PGlite', GOALS.ordersPglite));
  if (databaseUrl) {
    const rows = await withPostgresDatabase(databaseUrl, (url) =>
      benchmark('PostgreSQL · 60 productos', { DATABASE_URL: url }, ordersOnly),
    );
    budgets.push(...orderBudgets(rows, 'PostgreSQL', GOALS.ordersPostgres));
  } else {
    budgets.push({
      name: 'pedidos PostgreSQL, 10 conexiones: por segundo',
      figure: null,
      unit: '/s',
      goal: GOALS.ordersPostgres,
      kind: 'min',
      note: 'sin DATABASE_URL',
    });
  }
  budgets.push(...(await pages()));
  if (databaseUrl) {
    const [one, two] = await scale(databaseUrl, { ...SETTINGS, runs: CATALOGUE_RUNS });
    budgets.push({
      name: `dos réplicas ÷ una (catálogo, 60 productos, PostgreSQL): ${two!.reqPerSec.toFixed(0)} ÷ ${one!.reqPerSec.toFixed(0)} req/s`,
      figure: two!.reqPerSec / one!.reqPerSec,
      unit: '×',
      goal: GOALS.replicaRatio,
      kind: 'min',
      failures: failures(one!) + failures(two!),
      load: os.loadavg()[0],
      // The measured reason when short: how busy one replica's run already keeps these cores.
      ...withNote(replicaNote(one!.cpu ?? null, two!.cpu ?? null)),
    });
  } else {
    budgets.push({
      name: 'dos réplicas ÷ una',
      figure: null,
      unit: '×',
      goal: GOALS.replicaRatio,
      kind: 'min',
      note: 'sin DATABASE_URL',
    });
  }

  if (SCALE_PRODUCTS) {
    for (const f of await measureScale(SCALE_PRODUCTS, SETTINGS.duration))
      budgets.push({ name: f.name, figure: f.figure, unit: f.unit, goal: null, kind: 'info', load: f.load });
  }

  console.info(`\ncarga (1/5/15 min) antes: ${loadBefore} · después: ${loadavg()}`);
  console.info('| presupuesto | cifra | objetivo | razón al objetivo | resultado | carga (1 min) |');
  console.info('| --- | ---: | ---: | ---: | --- | ---: |');
  for (const b of budgets) {
    const r = ratio(b);
    const goal = b.goal === null ? '—' : `${b.kind === 'min' ? '≥' : '≤'} ${fmt(b.goal, b.unit)}`;
    const result = verdict(b) + (b.failures ? ` (${b.failures} errores/no-2xx)` : '') + (b.note ? ` (${b.note})` : '');
    console.info(
      `| ${b.name} | ${fmt(b.figure, b.unit)} | ${goal} | ${r === null ? '—' : r.toFixed(2)} | ${result} | ${b.load === undefined ? '—' : b.load.toFixed(2)} |`,
    );
  }
}

const watchdog = setTimeout(() => {
  console.error('npm run bench superó su tiempo máximo');
  process.exit(2);
}, WATCHDOG_MS);
watchdog.unref();

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
