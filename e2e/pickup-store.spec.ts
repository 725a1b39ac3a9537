import { addDays, bogotaDayOf } from '../machines/rules/deliverySlots';
import { weekdayOf } from '../machines/rules/openingHours';
import { formatDay } from '../src/app/format';
import { expect, test, type Page } from './fixtures';
import { toConfirmLocationWithCart } from './journeys';

/**
 * Recoger en tienda (docs/product.md#entidades: recogeentienda 'X' pick-up; no delivery fee): on /confirmar-ubicacion
 * the customer chooses a store of the city among those open at the pick-up slot, and the order
 * goes to that store. Seeded Bogotá stores: Chapinero (B001, 10:00–22:00 every day) and Usaquén
 * (B002, 11:00–15:00 Monday to Saturday), in Bogotá time.
 */

const store = (page: Page, name: string) => page.getByTestId('pickup-store').filter({ hasText: name });

test('pick-up at an open store, through to a paid order: no delivery fee, and the result page shows the store and its address', async ({
  page,
  request,
}) => {
  await toConfirmLocationWithCart(page);
  await page.getByRole('radio', { name: 'Recoger en tienda' }).check();
  await expect(page.getByRole('heading', { name: 'Elige la tienda' })).toBeVisible();
  await expect(store(page, 'Chapinero')).toContainText('Carrera 13 # 54-25, Chapinero');
  await expect(store(page, 'Chapinero')).toContainText('Hoy: 10:00 – 22:00');

  // Tomorrow at noon is always on offer, and Chapinero is open then.
  const dates = page.getByRole('combobox', { name: 'Fecha para recoger' });
  await dates.selectOption(addDays(bogotaDayOf(Date.now()), 1));
  await page.getByRole('combobox', { name: 'Hora para recoger' }).selectOption('12:00');
  await page.getByRole('radio', { name: /Chapinero/ }).check();
  await page.getByRole('button', { name: 'Confirmar tienda' }).click();

  await expect(page).toHaveURL(/\/confirma-pedido/);
  // A pick-up order reads as one (finding 15): who collects it, no delivery line, no doorman hint.
  await expect(page.getByRole('textbox', { name: 'Nombre de quien recoge' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nombre de quien recibe' })).toHaveCount(0);
  await expect(page.getByRole('complementary').getByText('Domicilio', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /Observaciones/ })).not.toHaveAttribute('placeholder', /porter/i);
  await page.getByRole('textbox', { name: /celular/i }).fill('3001234567');
  await page.getByRole('button', { name: /Pagar/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/pagos\/[A-Za-z0-9_-]+$/);
  await page.getByLabel(/Nequi/).check();
  await page.getByRole('button', { name: 'Aprobar pago' }).click();

  await expect(page).toHaveURL(/\/resultado-enviar\/\d+$/);
  await expect(page.getByRole('heading', { name: '¡Pago aprobado!' })).toBeVisible();
  // Inside the result card, with the hour to collect it (finding 15), and the total as paid (finding 12).
  const card = page.locator('section').filter({ has: page.getByRole('heading', { name: '¡Pago aprobado!' }) });
  const place = card.getByTestId('pickup-result-store');
  await expect(place).toContainText('Recoge tu pedido en');
  await expect(place).toContainText('Chapinero');
  await expect(place).toContainText('Carrera 13 # 54-25, Chapinero');
  await expect(place.getByTestId('pickup-result-when')).toHaveText(
    `El ${formatDay(addDays(bogotaDayOf(Date.now()), 1))} a las 12:00`,
  );
  await expect(card.getByText('Total pagado')).toBeVisible();

  // Stored as the server decided: the store's pdv, pick-up 'X', no delivery fee.
  const orderNumber = page.url().split('/').pop()!;
  const user = JSON.parse(decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'usuario')!.value));
  const stored = await request.get(`/api/pedidos/${orderNumber}`, { headers: { Authorization: `Bearer ${user.token}` } });
  expect(await stored.json()).toMatchObject({
    pdv: 'B001',
    recogeentienda: 'X',
    valor_domicilio: 0,
    direccion: 'Carrera 13 # 54-25, Chapinero',
    estadopago: 'APROBADO',
  });
});

test("at 16:00 Bogotá a store that closes at 15:00 shows 'Cerrado ahora' and cannot be chosen today, but can for a later day", async ({
  page,
}) => {
  await toConfirmLocationWithCart(page);
  const today = bogotaDayOf(Date.now());
  // The browser's clock once signed in (the session's token timers keep the real time).
  await page.clock.setFixedTime(new Date(`${today}T16:00:00-05:00`));
  // Opened again within the app at the set time (the slot offer is computed when the form opens).
  await page.evaluate(() => window.history.pushState(null, '', '/carrito'));
  await expect(page).toHaveURL(/\/carrito$/);
  await page.evaluate(() => window.history.pushState(null, '', '/confirmar-ubicacion'));
  await expect(page).toHaveURL(/\/confirmar-ubicacion$/);
  await page.getByRole('radio', { name: 'Recoger en tienda' }).check();

  const usaquen = store(page, 'Usaquén');
  await expect(usaquen).toContainText('Cerrado ahora');
  await expect(usaquen).toContainText('Calle 119 # 6-12, Usaquén');
  await expect(usaquen).toContainText('Cerrada a la hora elegida');
  await expect(page.getByRole('radio', { name: /Usaquén/ })).toBeDisabled();
  await expect(store(page, 'Chapinero')).toContainText('Abierto');
  await expect(page.getByRole('radio', { name: /Chapinero/ })).toBeEnabled();

  // A later day it opens (not a Sunday), at noon: Usaquén can be chosen for that slot.
  const later = [1, 2].map((n) => addDays(today, n)).find((day) => weekdayOf(day) !== 0)!;
  await page.getByRole('combobox', { name: 'Fecha para recoger' }).selectOption(later);
  await page.getByRole('combobox', { name: 'Hora para recoger' }).selectOption('12:00');
  await expect(page.getByRole('radio', { name: /Usaquén/ })).toBeEnabled();
  await page.getByRole('radio', { name: /Usaquén/ }).check();
  await expect(page.getByRole('radio', { name: /Usaquén/ })).toBeChecked();
  // Still 'Cerrado ahora': the status is about now, the choice about the pick-up slot.
  await expect(usaquen).toContainText('Cerrado ahora');
});
