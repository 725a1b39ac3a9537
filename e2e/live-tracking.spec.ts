import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { ADMIN, CUSTOMER, logIn, placeOrder, signInBrowser, tomorrow, type SessionUser } from './apiSession';
import { exampleOrder } from '../server/openapi';

/**
 * Live order tracking: /seguir-pedidos shows each status change as it happens, pushed
 * by the order stream, with no reload; when the stream is cut it keeps working by asking every
 * 30 s (the page's clock is driven by Playwright so the test does not wait for real).
 */

/** What an administrator does in the back office: the kitchen moves the order on. */
async function setStatus(request: APIRequestContext, admin: SessionUser, pedido: number, estado: string) {
  const answer = await request.post(`/api/pedidos/guardar_estado/${pedido}`, {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { estado },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

const card = (page: Page, pedido: number) =>
  page.getByTestId('order-card').filter({ has: page.getByRole('heading', { name: `Pedido #${pedido}` }) });
const isStream = (url: URL) => url.pathname === '/api/pedidos/eventos';

test.beforeEach(async ({ request }) => {
  expect((await request.post('/api/pruebas/reiniciar')).status()).toBe(200);
});

test('the tracking page shows each status change as it happens, without reloading', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const user = await logIn(request, CUSTOMER);
  const admin = await logIn(request, ADMIN);
  const { pedido } = await placeOrder(request, user);
  await signInBrowser(context, baseURL!, user);
  let loads = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/pedidos/seguir_pedidos') loads++;
  });

  await page.goto('/seguir-pedidos');
  const order = card(page, pedido);
  await expect(order.getByTestId('order-status')).toHaveText('Recibido');
  // The stream is open: the page says it is live.
  await expect(page.getByText(/^En vivo · actualizado a las/)).toBeVisible();

  for (const [estado, label] of [
    ['en preparación', 'En preparación'],
    ['en camino', 'En camino'],
    ['entregado', 'Entregado'],
  ] as const) {
    await setStatus(request, admin, pedido, estado);
    // Well within the 30 s of the old polling: pushed, not asked.
    await expect(order.getByTestId('order-status')).toHaveText(label, { timeout: 3_000 });
    await expect(
      order.getByRole('list', { name: `Estado del pedido #${pedido}` }).locator('[aria-current="step"]'),
    ).toContainText(label);
  }
  expect(loads, 'the list was read once, the changes came by the stream').toBe(1);
});

test('when the stream is cut the page keeps working, asking every 30 s', async ({ page, request, context, baseURL }) => {
  const user = await logIn(request, CUSTOMER);
  const admin = await logIn(request, ADMIN);
  const { pedido } = await placeOrder(request, user);
  await signInBrowser(context, baseURL!, user);
  let streams = 0;
  await page.route(isStream, (route) => {
    streams++;
    return route.abort('connectionreset');
  });
  await page.clock.install();

  await page.goto('/seguir-pedidos');
  const order = card(page, pedido);
  await expect(order.getByTestId('order-status')).toHaveText('Recibido');
  await setStatus(request, admin, pedido, 'en preparación');

  // Reconnections (1 s, 2 s, 4 s, 8 s) fail, then the page asks every 30 s: the change shows up.
  await expect(async () => {
    await page.clock.runFor(5_000);
    await expect(order.getByTestId('order-status')).toHaveText('En preparación', { timeout: 250 });
  }).toPass({ timeout: 30_000 });
  expect(streams, 'the stream was tried, and tried again').toBeGreaterThanOrEqual(2);
  await expect(page.getByText(/^Actualizado a las/)).toBeVisible();
  await expect(page.getByText(/^En vivo/)).toHaveCount(0);
});

test('the payment result page hears the approval on the stream while the payment is pending', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const user = await logIn(request, CUSTOMER);
  const answer = await request.post('/api/pedidos/enviar_pedidos_playerid_canal', {
    headers: { Authorization: `Bearer ${user.token}` },
    data: { ...exampleOrder, fecha_entrega: tomorrow(), hora_entrega: '12:30' },
  });
  const { pedido, url_pago } = (await answer.json()) as { pedido: number; url_pago: string };
  await signInBrowser(context, baseURL!, user);
  // The page's timers stand still: its 5 s polls never fire, so only the stream can bring the news.
  await page.clock.install();
  const streamOpen = page.waitForResponse((r) => isStream(new URL(r.url())) && r.status() === 200);
  await page.goto(`/resultado-enviar/${pedido}`);
  await expect(page.getByText('Tu banco o billetera aún no confirma el pago.', { exact: false })).toBeVisible();
  await streamOpen;

  const paid = await request.post(url_pago, { form: { resultado: 'aprobado', metodo: 'PSE' }, maxRedirects: 0 });
  expect([200, 302, 303]).toContain(paid.status());
  await expect(page.getByRole('heading', { name: '¡Pago aprobado!' })).toBeVisible({ timeout: 3_000 });
});
