/**
 * Screenshots of the running storefront at 375 px and 1280 px, for docs/screenshots
 * and for looking at what we build:
 *   npx tsx scripts/screenshots.ts [baseURL] [outDir]
 */
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = process.argv[3] ?? 'docs/screenshots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--force-prefers-reduced-motion'],
});

for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width < 800 ? 812 : 900 }, locale: 'es-CO', deviceScaleFactor: 1 });
  const page = await context.newPage();
  /** Long pages (the whole menu) are shot as the first screenful only. */
  const shot = async (name: string, fullPage = true) => {
    await page.waitForTimeout(600);
    await page.screenshot({ path: join(out, `${name}-${width}.png`), fullPage });
  };
  await page.goto(base + '/');
  await shot('home-consent');
  await page.getByRole('button', { name: 'Aceptar' }).click();
  await page.waitForTimeout(800);
  await shot('home');
  await page.goto(base + '/productos');
  await page.getByTestId('product-card').first().waitFor();
  await shot('productos', false);
  const cards = page.getByTestId('product-card');
  await cards.nth(0).getByRole('button', { name: /Agregar/ }).click();
  await cards.nth(3).getByRole('button', { name: /Agregar/ }).click();
  await page.goto(base + '/carrito');
  await page.getByTestId('cart-line').first().waitFor();
  await shot('carrito');
  await context.close();
}
await browser.close();
console.log(`screenshots in ${out}`);
