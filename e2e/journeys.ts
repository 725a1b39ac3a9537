import { request as apiRequest } from '@playwright/test';
import { expect, test, type Page } from './fixtures';

/**
 * A signed-in customer with a product in the cart, on /confirmar-ubicacion: the way a customer gets there.
 * A customer of this run, whose address book is empty: the address is typed (the demo customer's
 * seeded addresses, server/seed/demoHistory.ts, would be offered instead).
 */
export async function toConfirmLocationWithCart(page: Page): Promise<void> {
  const customer = await registeredCustomer(test.info().project.use.baseURL!);
  await page.goto('/');
  await page.getByRole('button', { name: 'Aceptar' }).click();
  // The app has taken the consent (a tap before it runs is replayed once it is ready).
  await expect(page.getByText('Este sitio usa cookies')).toBeHidden();
  await page.goto('/productos');
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  await cards
    .first()
    .getByRole('button', { name: /Agregar/ })
    .click();
  // Leaving the page before the replayed tap is taken would drop it.
  await expect(page.getByRole('button', { name: 'Carrito, 1 producto' })).toBeVisible();
  await page.goto('/carrito');
  await page.getByRole('button', { name: 'Continuar al Pago' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Usuario o correo', { exact: true }).fill(customer.username);
  await page.getByLabel('Contraseña', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: /^(Ingresar|Iniciar sesión)$/ }).click();
  await expect(page).toHaveURL(/\/confirmar-ubicacion/);
}

/** A customer nobody registered yet (both projects run, so each run needs its own). */
export function newCustomer() {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-10);
  return {
    nombres: 'Camila',
    apellidos: 'Torres',
    cedula: stamp,
    email: `camila.${stamp}@correo.co`,
    telefono2: `3${stamp.slice(-9)}`,
  };
}

/** The password of the customers these tests register. */
export const NEW_CUSTOMER_PASSWORD = 'Pollo2025seguro';

/**
 * A customer registered through the API for this test, as login credentials: an empty account (no
 * order, saved address or favourite), for the tests about one. The demo customer has a history
 * (server/seed/demoHistory.ts). Registered from a request context of its own, so the browser's
 * cookies stay those of a visitor.
 */
export async function registeredCustomer(baseURL: string): Promise<{ username: string; password: string }> {
  const who = newCustomer();
  const api = await apiRequest.newContext({ baseURL });
  try {
    const answer = await api.post('/api/usuarios/registro', {
      data: { ...who, password: NEW_CUSTOMER_PASSWORD, password_confirmacion: NEW_CUSTOMER_PASSWORD, aceptaterminos: 'S' },
    });
    expect(answer.status(), await answer.text()).toBe(201);
  } finally {
    await api.dispose();
  }
  return { username: who.email, password: NEW_CUSTOMER_PASSWORD };
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
  await page.getByLabel('Contraseña', { exact: true }).fill(NEW_CUSTOMER_PASSWORD);
  await page.getByLabel('Confirma la contraseña').fill(NEW_CUSTOMER_PASSWORD);
  await page.getByRole('checkbox', { name: /Acepto los términos/ }).check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
}

/** On /confirmar-ubicacion: an address typed in Chapinero, tomorrow (always on offer) at noon, confirmed. */
export async function confirmTypedDelivery(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Dirección' }).fill('Calle 72 # 10-34');
  await page.getByRole('textbox', { name: 'Barrio' }).fill('Chapinero');
  const dates = page.getByRole('combobox', { name: 'Fecha de entrega' });
  await dates.selectOption((await dates.locator('option:not([disabled])').nth(1).getAttribute('value'))!);
  await page.getByRole('combobox', { name: 'Hora de entrega' }).selectOption('12:00');
  await page.getByRole('button', { name: 'Confirmar ubicación' }).click();
}
