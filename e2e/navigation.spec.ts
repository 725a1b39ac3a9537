import { expect, test } from './fixtures';

test.describe('routes and consent', () => {
  test('an unmatched path shows the 404 page with a link to products', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Aceptar' }).click();
    // The app has taken the consent (a tap before it runs is replayed once it is ready).
    await expect(page.getByText('Este sitio usa cookies')).toBeHidden();
    await page.goto('/esta-ruta-no-existe');
    await expect(page.getByRole('heading', { name: 'Página No Encontrada' })).toBeVisible();
    await page.getByRole('link', { name: 'Ir a Productos' }).click();
    await expect(page).toHaveURL(/\/productos$/);
  });

  test('without cookie acceptance, navigating to any page other than / shows a warning and redirects to /', async ({ page }) => {
    await page.goto('/carrito');
    await expect(page.getByText('Debe aceptar las cookies para poder navegar por el sitio.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Este sitio usa cookies')).toBeVisible();
  });

  test('once accepted, the cookie banner is hidden and other pages are reachable', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('Este sitio usa cookies')).toBeHidden();
    await page.goto('/carrito');
    await expect(page).toHaveURL(/\/carrito$/);
  });

  test('spec §6 esta-autenticado and es-admin: a guest opening an account page or /preferencias is sent to /productos', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('Este sitio usa cookies')).toBeHidden();
    for (const path of ['/mi-cuenta', '/mis-pedidos', '/preferencias']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/productos$/);
    }
  });
});
