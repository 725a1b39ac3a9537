/**
 * The main thread's long tasks while a server-rendered page starts, on a 4× slower CPU (CDP
 * throttling, as Lighthouse's mobile profile assumes): each load is observed with a `longtask`
 * PerformanceObserver until `storefront:ready` + 1.5 s, and the script prints, per page and origin,
 * the medians of the blocking time (the sum of each task's time over 50 ms), of the longest task and
 * of the time to `storefront:ready`. Several origins (two builds served side by side) are loaded in
 * turn, the order alternating run by run, so that a busy machine slows them alike.
 *   npx tsx scripts/hydration-longtasks.ts <origin[,origin]> [paths=/,/productos] [runs=6]
 */
import { chromium } from 'playwright-core';

const origins = (process.argv[2] ?? 'http://127.0.0.1:3000').split(',');
const paths = (process.argv[3] ?? '/,/productos').split(',');
const runs = Number(process.argv[4] ?? 6);

interface Load {
  blocking: number;
  longest: number;
  ready: number;
}

declare global {
  interface Window {
    __longTasks?: number[];
    __readyAt?: number;
  }
}

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
const loads = new Map<string, Load[]>();
for (let run = 0; run < runs; run += 1) {
  for (const path of paths) {
    for (const origin of run % 2 === 0 ? origins : [...origins].reverse()) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(() => {
        window.__longTasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.__longTasks!.push(entry.duration);
        }).observe({ type: 'longtask', buffered: true });
        document.addEventListener('storefront:ready', () => (window.__readyAt = performance.now()));
      });
      await page.goto(origin + path, { waitUntil: 'load' });
      await page.waitForFunction(() => window.__readyAt !== undefined, null, { timeout: 30_000 });
      await page.waitForTimeout(1_500);
      const [tasks, ready] = await page.evaluate(() => [window.__longTasks ?? [], window.__readyAt ?? 0] as const);
      const key = `${path} ${origin}`;
      loads.set(key, [
        ...(loads.get(key) ?? []),
        { blocking: tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0), longest: Math.max(0, ...tasks), ready },
      ]);
      await context.close();
    }
  }
}
await browser.close();

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
for (const [key, list] of loads) {
  const ms = (pick: (load: Load) => number) => `${Math.round(median(list.map(pick)))} ms`;
  console.log(
    `${key.padEnd(64)} blocking ${ms((l) => l.blocking)}, longest ${ms((l) => l.longest)}, ready ${ms((l) => l.ready)} (${list.length} loads)`,
  );
}
