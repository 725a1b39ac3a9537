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

/** A customer nobody registered yet (both projects run, so each run needs its own). */
export function newCustomer() {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-10);
  return { nombres: 'Camila', apellidos: 'Torres', cedula: stamp, email: `camila.${stamp}@correo.co`, telefono2: `3${stamp.slice(-9)}` };
}

/**
 * Fills the /registro form for `who`, accepts the terms and sends it. `prefilled`: names and email
 * came from the social provider, so only the rest is typed.
 */
export async function submitRegistration(page: Page, who: ReturnType<typeof newCustomer>, { prefilled = false } = {}) {
  if (!prefilled) {
    await page.getByLabel('Nombres').fill(who.nombres);
    await page.getByLabel('Apellidos').fill(who.apellidos);
    await page.getByLabel('Correo electrónico').fill(who.email);
  }
  await page.getByLabel('Cédula').fill(who.cedula);
  await page.getByLabel('Celular').fill(who.telefono2);
  await page.getByLabel('Contraseña', { exact: true }).fill('Pollo2025seguro');
  await page.getByLabel('Confirma la contraseña').fill('Pollo2025seguro');
  await page.getByRole('checkbox', { name: /Acepto los términos/ }).check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
}
