/**
 * Screenshots of the session screens at 375 px and 1280 px, for docs/screenshots: the maintenance
 * page with its staff link, and the footer's consent withdrawal. Against a running storefront with the
 * demo accounts (maintenance is switched on through the API as the administrator, and off again):
 *   npx tsx scripts/screenshots-session.ts [baseURL] [outDir]
 */
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_ADMIN } from '../server/seed/users';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = process.argv[3] ?? 'docs/screenshots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--force-prefers-reduced-motion'],
});
const api = await browser.newContext();
const login = await api.request.post(`${base}/api/auth_resources/loginecommerce`, { data: DEMO_ADMIN });
const { token } = (await login.json()) as { token: string };
const maintenance = (on: boolean) =>
  api.request.post(`${base}/api/prefenciasEcommerce/guardarvalor/2`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { llave: 'mantenimiento', valor: on ? 'S' : 'N' },
  });

try {
  for (const width of [375, 1280]) {
    const context = await browser.newContext({
      viewport: { width, height: width < 800 ? 812 : 900 },
      locale: 'es-CO',
      deviceScaleFactor: 1,
    });
    await context.addCookies([
      { name: 'cookiesAceptadas', value: 'true', url: base },
      { name: 'habilitarCupon', value: 'false', url: base },
    ]);
    await context.addInitScript(() => window.sessionStorage.setItem('ciudadConfirmada', '1'));
    const page = await context.newPage();

    await maintenance(true);
    await page.goto(`${base}/productos`);
    await page.waitForURL((url) => url.pathname === '/mantenimiento');
    await page.getByRole('link', { name: 'Acceso para administradores' }).waitFor();
    await page.waitForTimeout(600);
    // In maintenance the API refuses the generic sales point too: its notice is not what this picture is about.
    for (const close of await page.getByRole('button', { name: 'Cerrar aviso' }).all()) await close.click();
    await page.screenshot({ path: join(out, `mantenimiento-${width}.png`), fullPage: false });
    await maintenance(false);

    await page.goto(`${base}/carrito`);
    const withdraw = page.getByRole('button', { name: 'Retirar consentimiento de cookies' });
    await withdraw.waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(600);
    await page.screenshot({ path: join(out, `footer-consentimiento-${width}.png`), fullPage: false });
    await withdraw.click();
    await page.getByText('Este sitio usa cookies').waitFor();
    await page.waitForTimeout(600);
    await page.screenshot({ path: join(out, `consentimiento-retirado-${width}.png`), fullPage: false });
    await context.close();
  }
} finally {
  await maintenance(false);
  await browser.close();
}
