import { expect, test } from '@playwright/test';

/**
 * Registration popup (docs/product.md#pantallas-y-rutas, docs/product.md#llamadas cupon_registro), city tooltip (docs/product.md#pantallas-y-rutas) and the 429 error page (docs/product.md#pantallas-y-rutas, docs/product.md#estados-y-transiciones, docs/product.md#errores).
 * The reference API seeds one registration coupon in force, so a new guest is offered it.
 */

test('a guest who accepts cookies is offered the registration coupon once; the image leads to registro', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('button', { name: 'Aceptar' }).click();

  const popup = page.getByRole('dialog', { name: 'Tu cupón de bienvenida' });
  await expect(popup).toBeVisible();
  await expect(popup.getByText(/Regístrate y recibe/)).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'habilitarCupon');
  expect(cookie?.value).toBe('false');

  await popup.getByRole('button', { name: /Regístrate en Pollos La Brasa/ }).click();
  await expect(page).toHaveURL(/\/registro\?accion=n&hc=s$/);
  await expect(popup).toBeHidden();

  await page.goto('/');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // habilitarCupon is now false: once the page has settled, no popup (and no coupon call).
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog', { name: 'Tu cupón de bienvenida' })).toBeHidden();
});

test('closing the popup dismisses it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Aceptar' }).click();
  const popup = page.getByRole('dialog', { name: 'Tu cupón de bienvenida' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Ahora no' }).click();
  await expect(popup).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});

test('the city tooltip asks about the generic city; Mantener hides it for the rest of the visit', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'habilitarCupon', value: 'false', url: baseURL! }]);
  await page.goto('/');
  await page.getByRole('button', { name: 'Aceptar' }).click();
  const question = page.getByRole('dialog', { name: 'Vas a comprar para Bogotá?' });
  await expect(question).toBeVisible();
  await page.getByRole('button', { name: 'Mantener' }).click();
  await expect(question).toBeHidden();
  await page.reload();
  // The page is up (products shown, where the prompt would have appeared): still no question.
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(question).toBeHidden();
});

test("a 429 shows 'Espera un momento' and counts the Retry-After seconds down", async ({ page, context, baseURL }) => {
  await context.addCookies([
    { name: 'habilitarCupon', value: 'false', url: baseURL! },
    { name: 'cookiesAceptadas', value: 'true', url: baseURL! },
  ]);
  // A server-rendered page brings the start's answers with it (no call to fail): the cart is the app
  // shell, so the browser asks for the preferences itself.
  await page.route('**/api/prefenciasEcommerce/obtenervalores/**', (route) =>
    route.fulfill({ status: 429, headers: { 'Retry-After': '2' }, json: { message: 'Demasiadas solicitudes' } }),
  );
  await page.goto('/carrito');
  await expect(page.getByRole('heading', { name: 'Espera un momento' })).toBeVisible();
  await expect(page.getByText('Reintentando en 2 segundos')).toBeVisible();
  await expect(page.getByText('Reintentando en 1 segundo')).toBeVisible();
  // Then the page reloads; with the API answering again the cart comes back.
  await page.unroute('**/api/prefenciasEcommerce/obtenervalores/**');
  await expect(page.getByRole('heading', { name: 'Tu Carrito' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Espera un momento' })).toBeHidden();
});
