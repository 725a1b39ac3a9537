import { CUSTOMER } from './apiSession';
import { expect, type Page } from './fixtures';

/** A signed-in customer with a product in the cart, on /confirmar-ubicacion: the way a customer gets there. */
export async function toConfirmLocationWithCart(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Aceptar' }).click();
  // The app has taken the consent (a tap before it runs is replayed once it is ready).
  await expect(page.getByText('Este sitio usa cookies')).toBeHidden();
  await page.goto('/productos');
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  await cards.first().getByRole('button', { name: /Agregar/ }).click();
  // Leaving the page before the replayed tap is taken would drop it.
  await expect(page.getByRole('button', { name: 'Carrito, 1 producto' })).toBeVisible();
  await page.goto('/carrito');
  await page.getByRole('button', { name: 'Continuar al Pago' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Usuario o correo', { exact: true }).fill(CUSTOMER.username);
  await page.getByLabel('Contraseña', { exact: true }).fill(CUSTOMER.password);
  await page.getByRole('button', { name: /^(Ingresar|Iniciar sesión)$/ }).click();
  await expect(page).toHaveURL(/\/confirmar-ubicacion/);
}
