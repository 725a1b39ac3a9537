import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await page.addInitScript(() => {
  (window as any).__lt = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) (window as any).__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
});
await cdp.send('Profiler.start');
await page.goto('http://127.0.0.1:4710' + (process.argv[2] ?? '/productos'), { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
const { profile } = await cdp.send('Profiler.stop');
console.log('longtasks', JSON.stringify(await page.evaluate(() => (window as any).__lt)));
// self time per function+url
const self = new Map<string, number>();
const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
const dt = profile.timeDeltas; let i = 0;
for (const id of profile.samples) { const n: any = byId.get(id); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/.*\//, '')}:${n.callFrame.lineNumber}`; self.set(k, (self.get(k) ?? 0) + (dt[i++] ?? 0) / 1000); }
// longest busy run
const parent = new Map<number, number>(); for (const n of profile.nodes as any[]) for (const c of n.children ?? []) parent.set(c, n.id);
const stackOf = (id: number) => { const out: string[] = []; let cur: number | undefined = id; while (cur !== undefined) { const n: any = byId.get(cur); out.push(`${n.callFrame.functionName || '(anon)'}@${n.callFrame.url.replace(/.*\//, '')}:${n.callFrame.lineNumber}`); cur = parent.get(cur); } return out.reverse(); };
let runs: { start: number; ids: number[]; ms: number }[] = []; let curRun: any = null; let t = 0;
profile.samples.forEach((id: number, k: number) => { t += (dt[k] ?? 0) / 1000; const n: any = byId.get(id); const idle = n.callFrame.functionName === '(idle)'; if (idle) { if (curRun) runs.push(curRun); curRun = null; } else { curRun ??= { start: t, ids: [], ms: 0 }; curRun.ids.push(id); curRun.ms += (dt[k] ?? 0) / 1000; } });
if (curRun) runs.push(curRun);
runs.sort((a, b) => b.ms - a.ms);
for (const run of runs.slice(0, 3)) {
  console.log('RUN', run.start.toFixed(0), run.ms.toFixed(0));
  const agg = new Map<string, number>();
  for (const id of run.ids) { const st = stackOf(id).slice(1, 4).join(' > '); agg.set(st, (agg.get(st) ?? 0) + 1); }
  console.log([...agg.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `  ${v} ${k}`).join('\n'));
}
console.log([...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${v.toFixed(1).padStart(7)} ms  ${k}`).join('\n'));
await browser.close();
