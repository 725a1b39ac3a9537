/**
 * Screenshots of the seams at 320, 375 and 1280 px, for docs/screenshots: the city prompt and the
 * list of cities, the product page and its toast, the used recovery link, the login that says why the cart
 * sent you, the unknown category, the delivery form and the cart's price-change notice. Against a running
 * storefront with the demo accounts (SEED_DEMO_USERS=1, or any non-production start):
 *   npx tsx scripts/screenshots-seams.ts [baseURL] [outDir]
 */
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fullPageShot } from './fullPageShot';
import { addDays, bogotaDayOf } from '../machines/rules/deliverySlots';
import { DEMO_CUSTOMER } from '../server/seed/users';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = process.argv[3] ?? 'docs/screenshots';
mkdirSync(out, { recursive: true });

const CHOCOLO = '/productos/acompanamientos/arepa-de-chocolo';
/** Stores open at 11:00 Bogotá: the pick-up list and the delivery hours look as on a working day. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
const OPEN_HOUR = new Date(`${today}T11:00:00-05:00`);

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

/** A context per picture; `returning`: consent given, coupon offer and city prompt already answered. */
async function visitor(width: number, returning = true): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width, height: width < 800 ? 812 : 900 },
    locale: 'es-CO',
    deviceScaleFactor: 1,
  });
  if (returning) {
    await context.addCookies([
      { name: 'cookiesAceptadas', value: 'true', url: base },
      { name: 'habilitarCupon', value: 'false', url: base },
    ]);
    await context.addInitScript(() => window.sessionStorage.setItem('ciudadConfirmada', '1'));
  }
  const page = await context.newPage();
  await page.clock.setFixedTime(OPEN_HOUR);
  return { context, page };
}

/** Opens a route inside the app (no page load: the cart remembers the prices it showed). */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => window.history.pushState(null, '', to), path);
  await page.waitForURL((url) => url.pathname === path);
}

async function addFirstProduct(page: Page) {
  await page.goto(base + '/productos');
  const card = page.getByTestId('product-card').first();
  await card.waitFor();
  await card.getByRole('button', { name: /Agregar/ }).click();
  await page
    .getByRole('button', { name: /^Carrito, [1-9]/ })
    .first()
    .waitFor();
}

async function signInDemoCustomer(page: Page) {
  await page.goto(base + '/login');
  await page.getByLabel('Usuario o correo', { exact: true }).fill(DEMO_CUSTOMER.username);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_CUSTOMER.password);
  await page.getByRole('button', { name: /^(Ingresar|Iniciar sesión)$/ }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** The demo customer's cart is kept by the API: start each picture from an empty one. */
async function emptyCart(page: Page) {
  await page.goto(base + '/carrito');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForTimeout(400);
  for (let i = 0; i < 20; i += 1) {
    const remove = page.getByRole('button', { name: /^(Eliminar|Quitar)/ }).first();
    if (!(await remove.isVisible())) break;
    await remove.click();
    await page.waitForTimeout(300);
  }
}

for (const width of [320, 375, 1280]) {
  /** `toFooter`: the whole page down to the footer (a form or a cart longer than a screen), else the first screenful. */
  const shot = async (page: Page, name: string, toFooter = false) => {
    // The pointer rests off the page: no button shows its hover colour by accident.
    await page.mouse.move(0, 0);
    await page.waitForTimeout(600);
    const path = join(out, `${name}-${width}.png`);
    if (!toFooter) return void (await page.screenshot({ path }));
    const height = await page.evaluate(() =>
      Math.ceil((document.querySelector('footer')?.getBoundingClientRect().top ?? window.innerHeight) + window.scrollY),
    );
    await fullPageShot(page, { path, clip: { x: 0, y: 0, width, height } });
  };
  /** The header's city chip once the visitor's city is known (not the 'Elegir Ciudad' of before). */
  const cityShown = (page: Page) =>
    page
      .waitForFunction(() => !document.querySelector('header')?.textContent?.includes('Elegir Ciudad'), undefined, {
        timeout: 5_000,
      })
      .catch(() => undefined);

  // A first visit: 'Aceptar', the coupon offer closed with Escape, then the city prompt by the chip.
  {
    const { context, page } = await visitor(width, false);
    await page.goto(base + '/');
    await page.getByRole('button', { name: 'Aceptar' }).click();
    const popup = page.getByRole('dialog', { name: /cupón/i });
    await popup.waitFor();
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'hidden' });
    const prompt = page.getByRole('dialog', { name: /Vas a comprar/ });
    await prompt.waitFor();
    await shot(page, 'ciudad-pregunta');
    // 'Cambiar' opens the location dialog; 'Elegir otra ciudad' lists the cities at once.
    await prompt.getByRole('button', { name: 'Cambiar' }).click();
    await page.getByRole('button', { name: 'Elegir otra ciudad' }).click();
    await page.getByRole('dialog').getByText('Medellín').first().waitFor();
    await shot(page, 'ciudad-elegir');
    await context.close();
  }

  // The product page: quantity, 'IVA incluido', then the toast after 'Agregar'.
  {
    const { context, page } = await visitor(width);
    await page.goto(base + CHOCOLO);
    await page.getByText('IVA incluido').waitFor();
    await shot(page, 'producto');
    await page.getByRole('button', { name: 'Agregar', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Agregaste' }).getByRole('link', { name: 'Ver carrito' }).waitFor();
    // Its entrance over (it stays 2.5 s).
    await page.waitForTimeout(300);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: join(out, `agregar-aviso-${width}.png`) });
    await context.close();
  }

  // A recovery link already used (or expired).
  {
    const { context, page } = await visitor(width);
    await page.goto(base + '/recuperar-contrasena?token=abcdefghijklmnopqrstuvwxyz0123456789');
    await page.getByRole('heading', { name: 'Este enlace ya no sirve' }).waitFor();
    await shot(page, 'enlace-recuperacion-usado');
    await context.close();
  }

  // A guest's 'Continuar al Pago' leads to /login, which says why.
  {
    const { context, page } = await visitor(width);
    await addFirstProduct(page);
    await page.goto(base + '/carrito');
    await page.getByRole('button', { name: 'Continuar al Pago' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText('tus productos siguen en el carrito').waitFor();
    await shot(page, 'login-desde-carrito');
    await context.close();
  }

  // An unknown category: the 404 page with 'Ir a Productos'.
  {
    const { context, page } = await visitor(width);
    await page.goto(base + '/productos/no-existe');
    await page.getByRole('link', { name: 'Ir a Productos' }).waitFor();
    await cityShown(page);
    await shot(page, 'categoria-no-existe');
    await context.close();
  }

  // The demo customer, signed in with a product in the cart, on /confirmar-ubicacion with 'Domicilio'.
  {
    const { context, page } = await visitor(width);
    await signInDemoCustomer(page);
    await emptyCart(page);
    await addFirstProduct(page);
    await page.goto(base + '/confirmar-ubicacion');
    await page.getByRole('radio', { name: 'Domicilio' }).check();
    await page.getByRole('combobox', { name: 'Hora de entrega' }).waitFor();
    await shot(page, 'confirmar-ubicacion-domicilio', true);
    await context.close();
  }

  // The cart names a price the sales point changed: priced at the generic point, then picked up at Chapinero.
  {
    const { context, page } = await visitor(width);
    await signInDemoCustomer(page);
    await emptyCart(page);
    await addFirstProduct(page);
    await openInApp(page, '/carrito');
    await page.getByTestId('cart-line').first().waitFor();
    await page.waitForTimeout(400);
    await openInApp(page, '/confirmar-ubicacion');
    await page.getByRole('radio', { name: 'Recoger en tienda' }).check();
    await page.getByRole('combobox', { name: 'Fecha para recoger' }).selectOption(addDays(bogotaDayOf(OPEN_HOUR.getTime()), 1));
    await page.getByRole('combobox', { name: 'Hora para recoger' }).selectOption('12:00');
    await page.getByRole('radio', { name: /Chapinero/ }).check();
    await page.getByRole('button', { name: 'Confirmar tienda' }).click();
    await page.waitForURL((url) => url.pathname === '/confirma-pedido');
    await page.getByTestId('price-changes').waitFor();
    await openInApp(page, '/carrito');
    await page.getByTestId('price-changes').getByTestId('price-change').first().waitFor();
    await shot(page, 'carrito-cambio-precio', true);
    await context.close();
  }
}
await browser.close();
console.log(`screenshots in ${out}`);
