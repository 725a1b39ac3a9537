/**
 * A very large menu, end to end: npx tsx bench/scale.bench.ts [-- --products 50000 --duration 10]
 * (also `npm run bench -- --products 50000`, which adds these rows to its table).
 *
 * Starts the real server (server/main.ts through tsx, NODE_ENV=production, rate limits off) on a
 * fresh PGlite database seeded with --products products (SEED_PRODUCTS) and the built SPA and
 * renderer (dist/, dist-ssr/: `npm run build` first), then measures:
 *   - start time (spawn to /healthz answering: migrations, the seed, the first catalogue load) and
 *     the server's RSS after start and after all the calls below;
 *   - the HTML of /, /productos and the first product page of the sitemap, raw and brotli;
 *   - the catalogue call (listar_productos_minimo '++', B001, konda 30) as a phone asks it
 *     (Accept-Encoding: gzip, deflate, br) at 50 connections: req/s, p99, bytes on the wire;
 *   - /productos and /productos?textoBusqueda=a at 10 connections: req/s, p50, p99.
 * Prints the load average beside each figure (the machine may be shared). Traffic to 127.0.0.1 only.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { BROWSER } from './api.bench';
import { brotliKb } from './brotliSize';
import { autocannon, type AutocannonResult } from './loadGenerator';
import { startPageServer } from './pages.bench';

const CATALOGUE_CONNECTIONS = 50;
const PAGE_CONNECTIONS = 10;
const WARM_UP_S = 2;

export interface ScaleFigure {
  name: string;
  figure: number;
  unit: string;
  load: number;
}

/** Resident memory of a process (Linux), MiB; null elsewhere. */
function rssMiB(pid: number | undefined): number | null {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Number(line[1]) / 1024 : null;
  } catch {
    return null;
  }
}

const bogotaToday = () => new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);

export async function measureScale(products: number, durationS: number): Promise<ScaleFigure[]> {
  const figures: ScaleFigure[] = [];
  const add = (name: string, figure: number | null, unit: string) => {
    if (figure !== null) figures.push({ name: `${products} productos · ${name}`, figure, unit, load: os.loadavg()[0]! });
  };
  console.info(`\n== Escala: iniciando el servidor con ${products} productos (carga ${os.loadavg()[0]!.toFixed(2)})…`);
  const started = performance.now();
  const server = await startPageServer(false, products);
  try {
    add('arranque (migraciones, semilla, primera carga)', (performance.now() - started) / 1000, 's');
    add('RSS tras arrancar', rssMiB(server.child.pid), 'MiB');

    const sitemap = await (await fetch(`${server.base}/sitemap.xml`)).text();
    const productPage = [...sitemap.matchAll(/<loc>[^<]*?(\/productos\/[^/<]+\/[^/<]+)<\/loc>/g)][0]?.[1];
    for (const [label, path] of [
      ['/', '/'],
      ['/productos', '/productos'],
      ['página de producto', productPage],
    ] as const) {
      if (!path) continue;
      const res = await fetch(server.base + path);
      const html = Buffer.from(await res.arrayBuffer());
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
      add(`HTML de ${label}`, html.length / 1024, 'KB');
      add(`HTML de ${label}, brotli`, await brotliKb(html), 'KB');
    }

    const run = async (path: string, connections: number, headers: Record<string, string>): Promise<AutocannonResult> => {
      const url = server.base + path;
      await autocannon({ url, connections, duration: WARM_UP_S, headers });
      const result = await autocannon({ url, connections, duration: durationS, headers, timeout: 10 });
      const bad = result.errors + result.timeouts + result.non2xx;
      if (bad) console.warn(`   ${path}: ${bad} errores, timeouts o respuestas no-2xx`);
      return result;
    };
    const cataloguePath = `/api/productos/listar_productos_minimo/B001/${bogotaToday()}/++/1000000000/30/%20/G`;
    const catalogue = await run(cataloguePath, CATALOGUE_CONNECTIONS, BROWSER);
    add(`llamada del catálogo, ${CATALOGUE_CONNECTIONS} conexiones: req/s`, catalogue.requests.average, 'req/s');
    add(`llamada del catálogo, ${CATALOGUE_CONNECTIONS} conexiones: p99`, catalogue.latency.p99, 'ms');
    add('llamada del catálogo: bytes por respuesta (brotli)', catalogue.throughput.total / catalogue.requests.total / 1024, 'KB');
    for (const [label, path] of [
      ['/productos', '/productos'],
      ['búsqueda /productos?textoBusqueda=a', '/productos?textoBusqueda=a'],
    ] as const) {
      const page = await run(path, PAGE_CONNECTIONS, BROWSER);
      add(`${label}, ${PAGE_CONNECTIONS} conexiones: req/s`, page.requests.average, 'req/s');
      add(`${label}, ${PAGE_CONNECTIONS} conexiones: p50`, page.latency.p50, 'ms');
      add(`${label}, ${PAGE_CONNECTIONS} conexiones: p99`, page.latency.p99, 'ms');
    }
    add('RSS tras las llamadas', rssMiB(server.child.pid), 'MiB');
    return figures;
  } finally {
    await server.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const option = (name: string, fallback: number) => {
    const at = process.argv.indexOf(`--${name}`);
    return at >= 0 ? Number(process.argv[at + 1]) : fallback;
  };
  const loadBefore = os.loadavg()[0]!.toFixed(2);
  measureScale(option('products', 50_000), option('duration', 10)).then(
    (figures) => {
      console.info(`\ncarga (1 min) antes: ${loadBefore} · después: ${os.loadavg()[0]!.toFixed(2)}`);
      console.info('| medida | cifra | carga (1 min) |\n| --- | ---: | ---: |');
      for (const f of figures)
        console.info(`| ${f.name} | ${f.figure.toFixed(f.figure >= 100 ? 0 : 1)} ${f.unit} | ${f.load.toFixed(2)} |`);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
