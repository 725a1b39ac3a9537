import { expect, test, type APIRequestContext } from './fixtures';
import { ADMIN, CUSTOMER, bearer, logIn, signInBrowser, tomorrow, type SessionUser } from './apiSession';
import { exampleOrder } from '../server/openapi';
import { DEFAULT_GENERIC_SALES_POINT } from '../machines/constants';
import { messages } from '../machines/messages';
import { orderPages as t } from '../machines/screenTexts/orderPages';

/**
 * Reorder in one tap: a delivered order's products go back into the cart, verified
 * against the customer's current sales point (the generic G001 here: konda 28, while the order was
 * placed at B001, konda 30), with a message naming what is no longer sold and what changed price;
 * into a cart with products the customer chooses replace or add (a Radix dialog). Against the real
 * API; availability is changed with the administrator's call and the data is reset around each test.
 */

const POLLO = { codigo: 'P1001', nombre: 'Pollo asado entero' };
const ALITAS = { codigo: 'P1206', nombre: 'Alitas broaster x 10' };

/** A paid order of a whole chicken and ten wings at B001, then delivered by the kitchen (the administrator). */
async function deliveredOrder(request: APIRequestContext, user: SessionUser, admin: SessionUser): Promise<number> {
  const line = exampleOrder.detalles_pedido[0]!;
  const placed = await request.post('/api/pedidos/enviar_pedidos_playerid_canal', {
    headers: bearer(user),
    data: {
      ...exampleOrder,
      fecha_entrega: tomorrow(),
      hora_entrega: '12:30',
      detalles_pedido: [line, { ...line, codigo_producto: ALITAS.codigo, cantidad: 2 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const { pedido, url_pago } = (await placed.json()) as { pedido: number; url_pago: string };
  const paid = await request.post(url_pago, { form: { resultado: 'aprobado', metodo: 'PSE' }, maxRedirects: 0 });
  expect([200, 302, 303]).toContain(paid.status());
  const delivered = await request.post(`/api/pedidos/guardar_estado/${pedido}`, {
    headers: bearer(admin),
    data: { estado: 'entregado' },
  });
  expect(delivered.status(), await delivered.text()).toBe(200);
  return pedido;
}

/** The administrator stops selling a product at a sales point (guardar_disponibilidad). */
async function makeUnavailable(request: APIRequestContext, admin: SessionUser, codigo: string, vkbur: string) {
  const answer = await request.post(`/api/productos/guardar_disponibilidad/${codigo}`, {
    headers: bearer(admin),
    data: { vkbur, disponible: false },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The lines of the cart as the cookie keeps them. */
async function cartCookie(page: import('@playwright/test').Page): Promise<Array<{ producto_id: string; cantidad: number }>> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'carrito_alacarta');
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as Array<{ producto_id: string; cantidad: number }>) : [];
}

test.beforeEach(async ({ request }) => {
  expect((await request.post('/api/pruebas/reiniciar')).status()).toBe(200);
});
test.afterAll(async ({ request }) => {
  // Availability back as seeded for the specs that follow.
  await request.post('/api/pruebas/reiniciar');
});

test('a delivered order goes back into an empty cart in one tap, with what is no longer sold and what changed price', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const user = await logIn(request, CUSTOMER);
  const admin = await logIn(request, ADMIN);
  const pedido = await deliveredOrder(request, user, admin);
  await makeUnavailable(request, admin, ALITAS.codigo, DEFAULT_GENERIC_SALES_POINT);
  await signInBrowser(context, baseURL!, user);

  await page.goto('/mis-pedidos');
  const card = page.getByTestId('order-card').filter({ has: page.getByRole('heading', { name: `Pedido #${pedido}` }) });
  await expect(card.getByTestId('order-status')).toHaveText('Entregado');
  await card.getByRole('button', { name: t.reorderOf(pedido) }).click();

  // Straight to the cart (it was empty: nothing to ask), verified against G001.
  await expect(page).toHaveURL(/\/carrito$/);
  const notice = page.getByRole('dialog');
  await expect(notice).toContainText(messages.reorder.addedWithChanges(pedido));
  await expect(notice).toContainText(messages.reorder.unavailable(ALITAS.nombre));
  // Paid at B001's price list (konda 30, $ 57.100), now at G001's (konda 28): the menu's price, rounded to a price VAT can land on.
  const now = await notice.textContent();
  expect(now).toMatch(new RegExp(`${POLLO.nombre} \\(antes \\$\\s57\\.100, ahora \\$\\s5[23]\\.\\d00\\)`));
  await notice.getByRole('button', { name: messages.ui.close }).click();
  await expect(page.getByRole('heading', { name: POLLO.nombre })).toBeVisible();
  await expect(page.getByText(ALITAS.nombre)).toHaveCount(0);
  expect(await cartCookie(page)).toEqual([{ producto_id: POLLO.codigo, cantidad: 1 }]);
});

test('into a cart with products the customer chooses: add to them, or replace them', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const user = await logIn(request, CUSTOMER);
  const admin = await logIn(request, ADMIN);
  const pedido = await deliveredOrder(request, user, admin);
  await makeUnavailable(request, admin, ALITAS.codigo, DEFAULT_GENERIC_SALES_POINT);
  await signInBrowser(context, baseURL!, user);
  // Already in the cart: one whole chicken and a half chicken (P1002).
  await context.addCookies([
    {
      name: 'carrito_alacarta',
      value: encodeURIComponent(
        JSON.stringify([
          { producto_id: POLLO.codigo, cantidad: 1 },
          { producto_id: 'P1002', cantidad: 1 },
        ]),
      ),
      url: baseURL!,
    },
  ]);

  // From the order's detail: the dialog asks; 'Agregar al carrito' adds (the chickens add up).
  await page.goto(`/detalle-pedido?pedido=${pedido}`);
  await page.getByRole('button', { name: t.reorderOf(pedido) }).click();
  const choice = page.getByRole('dialog', { name: t.reorderChoiceTitle });
  await expect(choice).toContainText(t.reorderChoiceBody(pedido));
  await choice.getByRole('button', { name: t.reorderAdd }).click();
  await expect(page).toHaveURL(/\/carrito$/);
  const notice = page.getByRole('dialog');
  await expect(notice).toContainText(messages.reorder.unavailable(ALITAS.nombre));
  await notice.getByRole('button', { name: messages.ui.close }).click();
  await expect
    .poll(() => cartCookie(page))
    .toEqual([
      { producto_id: POLLO.codigo, cantidad: 2 },
      { producto_id: 'P1002', cantidad: 1 },
    ]);

  // Again from mis-pedidos, 'Reemplazar el carrito': only the order's products remain.
  await page.goto('/mis-pedidos');
  await page.getByRole('button', { name: t.reorderOf(pedido) }).click();
  await page.getByRole('dialog', { name: t.reorderChoiceTitle }).getByRole('button', { name: t.reorderReplace }).click();
  await expect(page).toHaveURL(/\/carrito$/);
  await expect(page.getByRole('dialog')).toContainText(messages.reorder.unavailable(ALITAS.nombre));
  await expect.poll(() => cartCookie(page)).toEqual([{ producto_id: POLLO.codigo, cantidad: 1 }]);

  // 'Cancelar' leaves the cart as it is and stays on the page.
  await page.getByRole('dialog').getByRole('button', { name: messages.ui.close }).click();
  await page.goto('/mis-pedidos');
  await page.getByRole('button', { name: t.reorderOf(pedido) }).click();
  await page.getByRole('dialog', { name: t.reorderChoiceTitle }).getByRole('button', { name: t.reorderCancel }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/mis-pedidos$/);
  expect(await cartCookie(page)).toEqual([{ producto_id: POLLO.codigo, cantidad: 1 }]);
});
