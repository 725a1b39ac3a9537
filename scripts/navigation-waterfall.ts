/**
 * What a client-side navigation to a lazy screen costs on a slow connection: loads / in Chromium
 * under network throttling (150 ms latency, 1.6 Mbps down), navigates inside the app and reports
 * the time until the screen's heading shows and the sequential depth of the scripts it fetched
 * (the longest chain of requests each starting after the previous one ended: 1 = one round trip).
 * Several origins (comma-separated: two builds served side by side) are measured in turn, run by
 * run, so that a busy machine slows them alike. DIRECT=/carrito,/productos measures first visits.
 *   npx tsx scripts/navigation-waterfall.ts [origins] [runs]
 */
import { chromium, type Page } from 'playwright-core';

const origins = (process.argv[2] ?? 'http://127.0.0.1:3000').split(',');
const runs = Number(process.argv[3] ?? 3);

interface Scenario {
  name: string;
  /** Before the navigation (after the page's scripts settled). */
  prepare?: (page: Page) => Promise<void>;
  navigate: (page: Page) => Promise<void>;
}

const pushState = (path: string) => async (page: Page) => page.evaluate((p) => history.pushState(null, '', p), path);
const scenarios: Scenario[] = [
  { name: '/carrito, no earlier tap or scroll (history.pushState)', navigate: pushState('/carrito') },
  { name: '/login, no earlier tap or scroll (history.pushState)', navigate: pushState('/login') },
  {
    // The tap itself is the visitor's first engagement: its pointerdown comes ~80 ms before the click.
    name: '/carrito, first tap is on its link',
    navigate: (page) =>
      page.evaluate(async () => {
        const link = document.querySelector<HTMLAnchorElement>('a[href="/carrito"]')!;
        link.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
        await new Promise((resolve) => setTimeout(resolve, 80));
        link.click();
      }),
  },
  {
    // The idle prefetch (order path) does not include this screen: only the loaders are in.
    name: '/registro, 2 s after a scroll',
    prepare: async (page) => {
      await page.mouse.wheel(0, 200);
      await page.waitForTimeout(2000);
    },
    navigate: pushState('/registro'),
  },
];

/**
 * Consent given and the registration popup dismissed on an earlier visit: the route guards let the
 * navigation through, no tap on 'Aceptar' counts as the visitor's first one, and no modal blocks a scroll.
 */
const returningVisitor = (origin: string) => [
  { name: 'cookiesAceptadas', value: 'true', url: origin },
  { name: 'habilitarCupon', value: 'false', url: origin },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

async function measure(origin: string, scenario: Scenario) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, serviceWorkers: 'block' });
  await context.addCookies(returningVisitor(origin));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await page.addInitScript(() =>
    document.addEventListener('storefront:ready', () => ((window as unknown as { appReady: boolean }).appReady = true)),
  );
  await page.goto(`${origin}/`, { waitUntil: 'load' });
  await page.waitForFunction(() => (window as unknown as { appReady?: boolean }).appReady === true, null, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await scenario.prepare?.(page);
  const before = await page.evaluate(() => {
    const mark = performance.now();
    (window as unknown as { navMark: number }).navMark = mark;
    return document.querySelector('h1')?.textContent ?? '';
  });
  await scenario.navigate(page);
  const handle = await page.waitForFunction(
    (previous) => {
      const h1 = document.querySelector('h1');
      return h1 && h1.textContent !== previous && h1.getBoundingClientRect().height > 0 ? h1.textContent : null;
    },
    before,
    { polling: 'raf', timeout: 30_000 },
  );
  const heading = await handle.jsonValue();
  const result = await page.evaluate(() => {
    const mark = (window as unknown as { navMark: number }).navMark;
    const shownAt = performance.now() - mark;
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => e.startTime >= mark && new URL(e.name).pathname.endsWith('.js'))
      .map((e) => ({ name: new URL(e.name).pathname, start: e.startTime, end: e.responseEnd }))
      .sort((a, b) => a.start - b.start);
    const depth: number[] = [];
    scripts.forEach((s, i) => {
      depth[i] = 1 + Math.max(0, ...scripts.slice(0, i).flatMap((t, j) => (t.end <= s.start ? [depth[j]!] : [])));
    });
    return {
      shownAt,
      scripts: scripts.length,
      depth: Math.max(0, ...depth),
      names: scripts.map((s) => s.name.replace('/assets/', '')),
    };
  });
  await context.close();
  return { heading, ...result };
}

/**
 * A first visit straight to a lazy screen: the app shell's /carrito (until its heading shows) and the
 * server-rendered /productos and product page (until the app is up: hydrated over the server's HTML).
 */
async function directLoad(origin: string, path: string) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, serviceWorkers: 'block' });
  await context.addCookies(returningVisitor(origin));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await page.addInitScript(() =>
    document.addEventListener(
      'storefront:ready',
      () => ((window as unknown as { appReadyAt: number }).appReadyAt = performance.now()),
    ),
  );
  await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
  await page.waitForFunction(
    () => (window as unknown as { appReadyAt?: number }).appReadyAt !== undefined && document.querySelector('h1'),
    null,
    { timeout: 30_000 },
  );
  const at = await page.evaluate(() => (window as unknown as { appReadyAt: number }).appReadyAt);
  await context.close();
  return at;
}

const directPaths = (process.env.DIRECT ?? '').split(',').filter(Boolean);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
for (const path of directPaths) {
  const times = origins.map(() => [] as number[]);
  for (let i = 0; i < runs; i++) for (const [o, origin] of origins.entries()) times[o]!.push(await directLoad(origin, path));
  for (const [o, origin] of origins.entries()) {
    console.log(
      `${origin} direct load of ${path}: app up after ${times[o]!.map((t) => t.toFixed(0)).join(' / ')} ms (median ${median(times[o]!).toFixed(0)})`,
    );
  }
}

for (const scenario of process.env.DIRECT ? [] : scenarios) {
  const results = origins.map(() => [] as Awaited<ReturnType<typeof measure>>[]);
  for (let i = 0; i < runs; i++) for (const [o, origin] of origins.entries()) results[o]!.push(await measure(origin, scenario));
  for (const [o, origin] of origins.entries()) {
    const rs = results[o]!;
    const last = rs.at(-1)!;
    console.log(
      `${origin} ${scenario.name}: heading "${last.heading}" after ${rs.map((r) => r.shownAt.toFixed(0)).join(' / ')} ms ` +
        `(median ${median(rs.map((r) => r.shownAt)).toFixed(0)}), ${last.scripts} scripts, depth ${rs.map((r) => r.depth).join(' / ')}`,
    );
    if (process.env.VERBOSE) console.log(`  ${last.names.join(' ')}`);
  }
}
await browser.close();
