/**
 * Draws the installable app's icons (public/icons/) from the favicon's drawing with the
 * browser: 192 and 512 px, and a maskable 512 px one whose drawing keeps to the 80 % safe
 * zone on the brand red, so a launcher's round or squircle mask never cuts it.
 * Run: npx tsx scripts/draw-app-icons.ts   (uses /usr/bin/chromium, or CHROMIUM_PATH)
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const PUBLIC = join(import.meta.dirname, '..', 'public');
const OUT = join(PUBLIC, 'icons');
const BRAND_RED = '#c8102e';
const drawing = readFileSync(join(PUBLIC, 'favicon.svg'), 'utf8');

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const { file, size, maskable } of icons) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const inner = maskable ? Math.round(size * 0.72) : size;
  const svg = drawing.replace(/width="\d+" height="\d+"/, `width="${inner}" height="${inner}"`);
  await page.setContent(
    `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? BRAND_RED : 'transparent'}">${svg}</body>`,
  );
  await page.screenshot({ path: join(OUT, file), omitBackground: !maskable });
  await page.close();
}
await browser.close();
console.log(`iconos en ${OUT}`);
