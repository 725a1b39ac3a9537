import { expect, test, type Page } from './fixtures';
import { registeredCustomer, toConfirmLocationWithCart, confirmTypedDelivery } from './journeys';
import { messageText } from '../machines/rules/messageLinks';
import { orderMessages } from '../machines/screenTexts/order';

const pesos = /^\$\s\d{1,3}(\.\d{3})*$/;

async function addFirstProducts(page: Page, count: number) {
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  for (let i = 0; i < count; i++) {
    await cards
      .nth(i)
      .getByRole('button', { name: /Agregar/ })
      .click();
  }
  // Taps before the scripts run are replayed once the app is ready: leaving the page before that drops them.
  await expect(page.getByRole('button', { name: `Carrito, ${count} productos` })).toBeVisible();
}

test('a guest fills the cart, signs in, confirms the address and places an order stored with its number', async ({
  page,
  request,
  baseURL,
}) => {
  // A customer of this run, with no saved address: the address is typed (the demo customer's seeded ones would be offered).
  const customer = await registeredCustomer(baseURL!);
  await page.goto('/');
  await page.getByRole('button', { name: 'Aceptar' }).click();
  // A tap before the scripts run is replayed once the app is ready: leaving '/' before that drops the consent.
  await expect(page.getByText('Este sitio usa cookies')).toBeHidden();

  await page.goto('/productos');
  await addFirstProducts(page, 2);

  await page.goto('/carrito');
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  for (const total of await lines.getByTestId('line-total').allTextContents()) expect(total.trim()).toMatch(pesos);
  await expect(page.getByTestId('cart-total')).toHaveText(pesos);

  await page.getByRole('button', { name: 'Continuar al Pago' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Usuario o correo', { exact: true }).fill(customer.username);
  await page.getByLabel('Contraseña', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: /^(Ingresar|Iniciar sesión)$/ }).click();

  await expect(page).toHaveURL(/\/confirmar-ubicacion/);
  await page.getByRole('textbox', { name: 'Dirección' }).fill('Calle 72 # 10-34');
  await page.getByRole('textbox', { name: 'Barrio' }).fill('Chapinero');
  // Tomorrow at noon is always on offer, whatever time the test runs.
  const dates = page.getByRole('combobox', { name: 'Fecha de entrega' });
  const tomorrow = await dates.locator('option:not([disabled])').nth(1).getAttribute('value');
  await dates.selectOption(tomorrow!);
  await page.getByRole('combobox', { name: 'Hora de entrega' }).selectOption('12:00');
  await page.getByRole('button', { name: 'Confirmar ubicación' }).click();

  await expect(page).toHaveURL(/\/confirma-pedido/);
  await page.getByRole('textbox', { name: /celular/i }).fill('3001234567');
  await page.getByRole('button', { name: /Pagar/ }).click();

  // Paid online: the sandbox gateway (no card data asked), then back to the payment result.
  await expect(page).toHaveURL(/\/sandbox\/pagos\/[A-Za-z0-9_-]+$/);
  await expect(page.locator('input[autocomplete^="cc-"], input[name*="tarjeta" i], input[name*="card" i]')).toHaveCount(0);
  await page.getByLabel(/Nequi/).check();
  await page.getByRole('button', { name: 'Aprobar pago' }).click();

  await expect(page).toHaveURL(/\/resultado-enviar\/\d+$/);
  const orderNumber = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { name: '¡Pago aprobado!' })).toBeVisible();
  await expect(page.getByText(new RegExp(orderNumber))).toBeVisible();
  await expect(page.getByText('Nequi', { exact: true })).toBeVisible();
  // The cart was emptied when the order was placed (docs/product.md#estados-y-transiciones "After sending an order").
  const cartCookie = (await page.context().cookies()).find((c) => c.name === 'carrito_alacarta');
  expect(cartCookie === undefined || JSON.parse(decodeURIComponent(cartCookie.value)).length === 0).toBe(true);

  // The order is in the database: its owner can read it back through the API.
  const token = (await page.context().cookies()).find((c) => c.name === 'usuario');
  expect(token).toBeDefined();
  const user = JSON.parse(decodeURIComponent(token!.value));
  const stored = await request.get(`/api/pedidos/${orderNumber}`, { headers: { Authorization: `Bearer ${user.token}` } });
  expect(stored.status()).toBe(200);
  expect(await stored.json()).toMatchObject({ estadopago: 'APROBADO' });
});

test('an order error names screens as links, never as raw paths', async ({ page }) => {
  await toConfirmLocationWithCart(page);
  await confirmTypedDelivery(page);
  await expect(page).toHaveURL(/\/confirma-pedido/);

  // The order call answers the spec's generic order error, which names /seguir-pedidos and /mi-cuenta.
  await page.route('**/api/pedidos/enviar_pedidos_playerid_canal', (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ isError: true, message: orderMessages.unexpected, mensaje: orderMessages.unexpected }),
    }),
  );
  await page.getByRole('textbox', { name: /celular/i }).fill('3001234567');
  await page.getByRole('button', { name: /Pagar/ }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Ocurrió un error inesperado' });
  await expect(alert).toHaveText(messageText(orderMessages.unexpected, orderMessages.linkNames));
  await expect(alert).not.toContainText('/seguir-pedidos');
  await expect(alert.getByRole('link', { name: 'Seguir tus pedidos' })).toHaveAttribute('href', '/seguir-pedidos');
  await expect(alert.getByRole('link', { name: 'Mi cuenta' })).toHaveAttribute('href', '/mi-cuenta');
  // Followed within the app (no reload).
  await alert.getByRole('link', { name: 'Seguir tus pedidos' }).click();
  await expect(page).toHaveURL(/\/seguir-pedidos$/);
});
