/**
 * Screenshots of the running storefront at 375 px and 1280 px, for docs/screenshots
 * and for looking at what we build:
 *   npx tsx scripts/screenshots.ts [baseURL] [outDir]
 */
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fullPageShot } from './fullPageShot';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = process.argv[3] ?? 'docs/screenshots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--force-prefers-reduced-motion',
  ],
});

for (const width of [375, 1280]) {
  const context = await browser.newContext({
    viewport: { width, height: width < 800 ? 812 : 900 },
    locale: 'es-CO',
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  /** Long pages (the whole menu) are shot as the first screenful only. */
  const shot = async (name: string, fullPage = true) => {
    await page.waitForTimeout(600);
    const path = join(out, `${name}-${width}.png`);
    await (fullPage ? fullPageShot(page, { path }) : page.screenshot({ path }));
  };
  await page.goto(base + '/');
  await shot('home-consent');
  await page.getByRole('button', { name: 'Aceptar' }).click();
  // A first-time guest is offered the registration coupon, then asked about the city.
  const popup = page.getByRole('dialog', { name: /cupón/i });
  await popup.waitFor();
  await shot('registration-popup', false);
  await page.keyboard.press('Escape');
  await popup.waitFor({ state: 'hidden' });
  await page.getByRole('dialog', { name: /Vas a comprar/ }).waitFor();
  await shot('home');
  await page.getByRole('button', { name: 'Mantener' }).click();
  await page.goto(base + '/productos');
  await page.getByTestId('product-card').first().waitFor();
  await shot('productos', false);
  const cards = page.getByTestId('product-card');
  await cards
    .nth(0)
    .getByRole('button', { name: /Agregar/ })
    .click();
  await cards
    .nth(3)
    .getByRole('button', { name: /Agregar/ })
    .click();
  await page.goto(base + '/carrito');
  await page.getByTestId('cart-line').first().waitFor();
  await shot('carrito');

  // The customer's side: sign in, pay an order at the sandbox gateway, see it in the account pages.
  await page.goto(base + '/login');
  await page.getByLabel('Usuario o correo', { exact: true }).fill('cliente@pollosbrasa.co');
  await page.getByLabel('Contraseña', { exact: true }).fill('Cliente123!');
  await page.getByRole('button', { name: /^(Ingresar|Iniciar sesión)$/ }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  // Recoger en tienda at 16:00 Bogotá: Chapinero open, Usaquén (closes at 15:00) 'Cerrado ahora'.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
  await page.clock.setFixedTime(new Date(`${today}T16:00:00-05:00`));
  await page.goto(base + '/confirmar-ubicacion');
  await page.getByRole('radio', { name: 'Recoger en tienda' }).check();
  await page.getByTestId('pickup-store').first().waitFor();
  await page.getByRole('radio', { name: /Chapinero/ }).check();
  await shot('recoger-en-tienda');
  const user = JSON.parse(decodeURIComponent((await context.cookies()).find((c) => c.name === 'usuario')!.value)) as {
    token: string;
  };
  const { exampleOrder } = await import('../server/openapi');
  const tomorrow = new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
  const placed = await page.request.post(base + '/api/pedidos/enviar_pedidos_playerid_canal', {
    headers: { Authorization: `Bearer ${user.token}` },
    data: { ...exampleOrder, fecha_entrega: tomorrow },
  });
  const { url_pago } = (await placed.json()) as { url_pago: string };
  await page.goto(base + url_pago);
  await shot('pasarela');
  await page.getByRole('button', { name: 'Aprobar pago' }).click();
  await page.getByRole('heading', { name: '¡Pago aprobado!' }).waitFor();
  await shot('pago-aprobado');
  await page.goto(base + '/mis-pedidos');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await shot('mis-pedidos');
  // 'Pedir de nuevo' with products in the cart: replace them or add the order.
  await page
    .getByRole('button', { name: /^Pedir de nuevo el pedido/ })
    .first()
    .click();
  const choice = page.getByRole('dialog', { name: 'Ya tienes productos en tu carrito' });
  await choice.waitFor();
  await shot('pedir-de-nuevo', false);
  await choice.getByRole('button', { name: 'Cancelar' }).click();
  await choice.waitFor({ state: 'hidden' });
  // The paid order, subscribed every 15 days: /mis-suscripciones with its pause and skip buttons.
  const { pedido } = (await placed.json()) as { pedido: number };
  const cedula = (
    JSON.parse(decodeURIComponent((await context.cookies()).find((c) => c.name === 'usuario')!.value)) as { cedula: string }
  ).cedula;
  await page.request.post(`${base}/api/usuarios/suscripciones/${cedula}/${pedido}/15/N`, {
    headers: { Authorization: `Bearer ${user.token}` },
  });
  await page.goto(base + '/mis-suscripciones');
  await page.getByTestId('subscription').first().waitFor();
  await shot('mis-suscripciones');
  await page.goto(base + '/mi-cuenta');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await shot('mi-cuenta');
  await context.close();
}
await browser.close();
console.log(`screenshots in ${out}`);
