import AxeBuilder from '@axe-core/playwright';
import { exampleOrder } from '../server/openapi';
import { couponTexts } from '../machines/screenTexts/coupon';
import { addressBookTexts } from '../machines/screenTexts/addressBook';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { logIn, placeOrder, signInBrowser } from './apiSession';
import { listPages } from '../machines/screenTexts/listPages';
import { orderPages } from '../machines/screenTexts/orderPages';

/** Contrast is judged on an open dialog, not half way through its fade-in (spinners never finish). */
async function animationsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * axe-core with the WCAG 2.0–2.2 A and AA rules on every route (the visitor's signed out, the
 * customer's signed in; the customer's routes redirect a visitor elsewhere), and with
 * each dialog open: 0 violations. Runs in both projects, so at 375 px (mobile) and 1280 px (desktop).
 * `label-content-name-mismatch` (WCAG 2.5.3 "Label in Name") is an experimental axe rule: turned on by name.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const CUSTOMER = { username: 'cliente@pollosbrasa.co', password: 'Cliente123!' };
const CART = [{ producto_id: 'P1001', cantidad: 1 }];

/** Every visitor's routes, checked signed out. */
const PUBLIC_ROUTES = [
  '/',
  '/productos',
  '/productos/pollo-asado',
  '/productos/pollo-asado/pollo-asado-entero',
  '/productos?textoBusqueda=pollo',
  '/carrito',
  '/login',
  '/registro',
  '/recuperar-contrasena',
  '/recomendados',
  '/no-existe',
];
/** Signed in: the header changes (account button) on every route, so the home page and the cart again, then the customer's routes. */
const CUSTOMER_ROUTES = [
  '/',
  '/carrito',
  '/confirmar-ubicacion',
  '/confirma-pedido',
  '/mis-pedidos',
  '/seguir-pedidos',
  '/mi-cuenta',
  '/mis-favoritos',
  '/mis-suscripciones',
];

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The page has settled: its main heading is there and no spinner is left in the content. */
async function settled(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main [role="status"]:has(span[aria-hidden="true"])')).toHaveCount(0);
}

async function signIn(page: Page, request: APIRequestContext, baseURL: string) {
  const answer = await request.post('/api/auth_resources/loginecommerce', { data: CUSTOMER });
  const user = (await answer.json()) as { token: string };
  await page.context().addCookies([
    { name: 'usuario', value: encodeURIComponent(JSON.stringify(user)), url: baseURL },
    { name: 'sesion_iniciada', value: '1', url: baseURL },
  ]);
  const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date(Date.now() + 86_400_000));
  const order = await request.post('/api/pedidos/enviar_pedidos_playerid_canal', {
    headers: { Authorization: `Bearer ${user.token}` },
    data: { ...exampleOrder, fecha_entrega: tomorrow, hora_entrega: '12:30' },
  });
  return ((await order.json()) as { pedido: number }).pedido;
}

/** Opens each dialog the page offers (side menu, location) and checks it open. */
async function checkDialogs(page: Page, found: string[], where: string) {
  for (const opener of [
    page.getByRole('button', { name: 'Abrir menú' }),
    page.getByRole('button', { name: /ubicación de entrega/i }),
  ]) {
    if (!(await opener.isVisible())) continue;
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await animationsDone(page);
    for (const v of await violations(page)) found.push(`${where} + diálogo: ${v}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
}

for (const signedIn of [false, true]) {
  test(`axe: 0 WCAG 2.0–2.2 A/AA violations on every route and dialog, ${signedIn ? 'signed in' : 'signed out'}`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await page.context().addCookies([
      { name: 'cookiesAceptadas', value: 'true', url: baseURL! },
      { name: 'carrito_alacarta', value: encodeURIComponent(JSON.stringify(CART)), url: baseURL! },
    ]);
    const routes = signedIn ? [...CUSTOMER_ROUTES, `/resultado-enviar/${await signIn(page, request, baseURL!)}`] : PUBLIC_ROUTES;
    const found: string[] = [];
    for (const route of routes) {
      await page.goto(route);
      await settled(page);
      for (const v of await violations(page)) found.push(`${route}: ${v}`);
      if (route === '/' || route === '/carrito') await checkDialogs(page, found, route);
      if (route === '/confirmar-ubicacion') {
        // Recoger en tienda: the store list with 'Abierto' / 'Cerrado ahora' badges and its radios.
        await page.getByRole('radio', { name: 'Recoger en tienda' }).check();
        await expect(page.getByTestId('pickup-store').first()).toBeVisible();
        for (const v of await violations(page)) found.push(`${route} (recoger en tienda): ${v}`);
      }
    }
    if (!signedIn) {
      // The coupon field in its states: a refused code (its reason), then an applied coupon (discount line, 'Quitar').
      await page.goto('/carrito');
      await settled(page);
      const field = page.getByRole('textbox', { name: couponTexts.heading });
      const apply = page.getByRole('button', { name: couponTexts.apply, exact: true });
      await field.fill('NOEXISTE');
      await apply.click();
      await expect(page.getByTestId('coupon-refusal')).toBeVisible();
      for (const v of await violations(page)) found.push(`/carrito (cupón rechazado): ${v}`);
      await field.fill('BIENVENIDA');
      await apply.click();
      await expect(page.getByTestId('coupon-applied')).toBeVisible();
      for (const v of await violations(page)) found.push(`/carrito (cupón aplicado): ${v}`);
      await page.getByRole('button', { name: couponTexts.removeLabel('BIENVENIDA') }).click();
      await expect(field).toBeVisible();
      // The cookie banner, for a first visit.
      await page.context().clearCookies({ name: 'cookiesAceptadas' });
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Aceptar' })).toBeVisible();
      for (const v of await violations(page)) found.push(`/ (banner de cookies): ${v}`);
    }
    expect(found).toEqual([]);
  });
}

test('axe: Mis Direcciones with saved addresses, its address dialog (with refusals) and its delete dialog', async ({
  page,
  request,
  baseURL,
}) => {
  // A customer of this run: the demo customer's seeded addresses (server/seed/demoHistory.ts) stay as they are for the other tests.
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-10);
  const password = 'Pollo2025seguro';
  const registered = await request.post('/api/usuarios/registro', {
    data: {
      nombres: 'Lucía',
      apellidos: 'Mora',
      cedula: stamp,
      email: `lucia.${stamp}@correo.co`,
      telefono2: `3${stamp.slice(-9)}`,
      password,
      password_confirmacion: password,
      aceptaterminos: 'S',
    },
  });
  expect(registered.status()).toBe(201);
  const user = (await registered.json()) as { token: string; cedula: string };
  const headers = { Authorization: `Bearer ${user.token}` };
  for (const [alias, ciudad] of [
    ['Casa', 'Bogotá'],
    ['Finca', 'Medellín'],
  ]) {
    const saved = await request.post(`/api/usuarios/direcciones/${user.cedula}`, {
      headers,
      data: {
        alias,
        ciudad,
        departamento: '',
        nomenclatura: 'Calle',
        segmentoDireccion1: '72',
        segmentoDireccion2: '10',
        segmentoDireccion3: '34',
        complemento: '',
        segmentoCompleto: 'Calle 72 # 10-34',
        barrio: 'Chapinero',
      },
    });
    expect(saved.status()).toBe(201);
  }
  await page.context().addCookies([
    { name: 'cookiesAceptadas', value: 'true', url: baseURL! },
    { name: 'usuario', value: encodeURIComponent(JSON.stringify(user)), url: baseURL! },
    { name: 'sesion_iniciada', value: '1', url: baseURL! },
  ]);
  const found: string[] = [];
  await page.goto('/confirmar-ubicacion');
  await settled(page);
  await expect(page.getByRole('radio', { name: /^Casa/ })).toBeVisible();
  for (const v of await violations(page)) found.push(`lista: ${v}`);

  await page.getByRole('button', { name: addressBookTexts.add }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: addressBookTexts.save }).click();
  await expect(dialog.getByText(/Ponle un nombre/)).toBeVisible();
  await animationsDone(page);
  for (const v of await violations(page)) found.push(`diálogo de dirección con errores: ${v}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: addressBookTexts.removeOf('Casa') }).click();
  await expect(dialog).toBeVisible();
  await animationsDone(page);
  for (const v of await violations(page)) found.push(`diálogo de eliminar: ${v}`);
  await dialog.getByRole('button', { name: addressBookTexts.keep }).click();
  await expect(dialog).toBeHidden();
  expect(found).toEqual([]);
});

/**
 * The account screens' dialogs, each checked open: 'Pedir de nuevo' on /mis-pedidos and the
 * order's detail with the replace-or-add dialog (the cart has products) and the cancel question,
 * and /mis-suscripciones with the pause / resume / skip buttons, the confirmation dialog
 * and a paused card.
 */
test('axe: 0 WCAG 2.0–2.2 A/AA violations in the reorder and subscription schedule states', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const user = await logIn(request);
  const { pedido, url_pago } = await placeOrder(request, user);
  const paid = await request.post(url_pago, { form: { resultado: 'aprobado', metodo: 'PSE' }, maxRedirects: 0 });
  expect([200, 302, 303]).toContain(paid.status());
  const subscribed = await request.post(`/api/usuarios/suscripciones/${String(user.cedula)}/${pedido}/7/N`, {
    headers: { Authorization: `Bearer ${user.token}` },
  });
  expect(subscribed.status()).toBe(200);
  await signInBrowser(context, baseURL!, user);
  await context.addCookies([{ name: 'carrito_alacarta', value: encodeURIComponent(JSON.stringify(CART)), url: baseURL! }]);
  const found: string[] = [];
  const check = async (where: string) => {
    await animationsDone(page);
    for (const v of await violations(page)) found.push(`${where}: ${v}`);
  };

  await page.goto('/mis-pedidos');
  await settled(page);
  await check('/mis-pedidos (Pedir de nuevo)');
  await page.getByRole('button', { name: orderPages.reorderOf(pedido) }).click();
  const choice = page.getByRole('dialog', { name: orderPages.reorderChoiceTitle });
  await expect(choice).toBeVisible();
  await check('/mis-pedidos + ¿reemplazar o agregar?');
  await choice.getByRole('button', { name: orderPages.reorderCancel }).click();

  await page.goto(`/detalle-pedido?pedido=${pedido}`);
  await settled(page);
  await check('/detalle-pedido (Pedir de nuevo)');
  await page.getByRole('button', { name: orderPages.cancelOrder, exact: true }).click();
  const cancel = page.getByRole('alertdialog', { name: orderPages.cancelTitle(pedido) });
  await expect(cancel).toBeVisible();
  await check('/detalle-pedido + ¿cancelar el pedido?');
  await page.keyboard.press('Escape');
  await expect(cancel).toBeHidden();

  await page.goto('/mis-suscripciones');
  await settled(page);
  await check('/mis-suscripciones (Pausar, Omitir el próximo pedido)');
  await page.getByRole('button', { name: listPages.scheduleLabel(listPages.pause, pedido) }).click();
  const pause = page.getByRole('dialog', { name: listPages.pauseTitle(pedido) });
  await expect(pause).toBeVisible();
  await check('/mis-suscripciones + ¿pausar?');
  await pause.getByRole('button', { name: listPages.pauseConfirm }).click();
  const card = page
    .getByTestId('subscription')
    .filter({ has: page.getByRole('heading', { name: listPages.orderNumber(pedido) }) });
  await expect(card.getByTestId('next-order')).toHaveText(listPages.pausedState);
  await check('/mis-suscripciones (en pausa, Reanudar)');
  expect(found).toEqual([]);
});
