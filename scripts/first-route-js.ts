/**
 * JS a phone downloads for the first route: loads the page in Chromium, collects
 * every script it fetches, and sums their gzip sizes (budget: 100 KB).
 *   npx tsx scripts/first-route-js.ts [url]
 */
import { chromium } from 'playwright-core';
import { gzipSync } from 'node:zlib';

const url = process.argv[2] ?? 'http://127.0.0.1:3000/';
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
const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
const scripts: { name: string; raw: number; gzip: number }[] = [];
page.on('response', async (res) => {
  if (res.request().resourceType() !== 'script') return;
  const body = await res.body().catch(() => null);
  if (body) scripts.push({ name: new URL(res.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
});
await page.goto(url, { waitUntil: 'networkidle' });
await browser.close();

scripts.sort((a, b) => b.gzip - a.gzip);
const kb = (n: number) => (n / 1024).toFixed(1);
for (const s of scripts) console.log(`${kb(s.gzip).padStart(7)} KB gzip  ${kb(s.raw).padStart(7)} KB  ${s.name}`);
const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
console.log(`${kb(total).padStart(7)} KB gzip in ${scripts.length} scripts (budget 100 KB)`);
