import { expect, test, type Page } from './fixtures';
import { signInBrowser, type SessionUser } from './apiSession';
import { messages } from '../machines/messages';
import { identityTexts } from '../machines/screenTexts/identity';
import { formTexts } from '../machines/screenTexts/forms';
import { addressBookTexts as t } from '../machines/screenTexts/addressBook';

/**
 * Mis Direcciones on /confirmar-ubicacion: a signed-in customer keeps a list of saved
 * addresses (add, edit, delete after confirming, one default), orders to one of them, and the
 * order keeps its barrio in its own field. A customer registered for this run, starting from an
 * empty list: the demo customer's seeded addresses (server/seed/demoHistory.ts) stay as they are.
 */

async function registerCustomer(page: Page): Promise<SessionUser> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-10);
  const password = 'Pollo2025seguro';
  const answer = await page.request.post('/api/usuarios/registro', {
    data: {
      nombres: 'Valentina',
      apellidos: 'Ríos',
      cedula: stamp,
      email: `valentina.${stamp}@correo.co`,
      telefono2: `3${stamp.slice(-9)}`,
      password,
      password_confirmacion: password,
      aceptaterminos: 'S',
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as SessionUser;
}

const addressDialog = (page: Page) => page.getByRole('dialog', { name: new RegExp(`${t.addTitle}|${t.editTitle}`) });
const savedItem = (page: Page, alias: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('radio', { name: new RegExp(`^${alias}`) }) });

async function fillAddress(page: Page, values: { alias?: string; direccion?: string; barrio?: string; complemento?: string }) {
  const dialog = addressDialog(page);
  if (values.alias !== undefined) await dialog.getByRole('textbox', { name: t.alias }).fill(values.alias);
  if (values.direccion !== undefined)
    await dialog.getByRole('textbox', { name: formTexts.address, exact: true }).fill(values.direccion);
  if (values.barrio !== undefined) await dialog.getByRole('textbox', { name: formTexts.neighbourhood }).fill(values.barrio);
  if (values.complemento !== undefined)
    await dialog.getByRole('textbox', { name: formTexts.complement }).fill(values.complemento);
}

test('a customer keeps saved addresses (add, default, edit, delete) and orders to one: the order detail shows its barrio', async ({
  page,
  context,
  baseURL,
}) => {
  const user = await registerCustomer(page);
  await signInBrowser(context, baseURL!, user);

  await page.goto('/productos');
  const card = page.getByTestId('product-card').first();
  await card.getByRole('button', { name: /Agregar/ }).click();
  await expect(page.getByRole('button', { name: 'Carrito, 1 producto' })).toBeVisible();

  await page.goto('/confirmar-ubicacion');
  await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
  await expect(page.getByText(t.empty)).toBeVisible();
  // Nothing saved: the address is typed, and home delivery without one is refused by the location machine (docs/product.md#reglas rule 3).
  await expect(page.getByRole('radio', { name: new RegExp(t.typedAddress) })).toBeChecked();
  await page.getByRole('button', { name: formTexts.confirmAddress }).click();
  await expect(page.getByText(messages.checkoutPages.addressRequired)).toBeVisible();
  await expect(page).toHaveURL(/\/confirmar-ubicacion/);

  // Add: the dialog is checked with the server's rules before anything is sent.
  await page.getByRole('button', { name: t.add }).click();
  await expect(addressDialog(page)).toBeVisible();
  await addressDialog(page).getByRole('button', { name: t.save }).click();
  await expect(addressDialog(page).getByText(identityTexts.addressAliasRequired)).toBeVisible();
  await expect(addressDialog(page).getByText(identityTexts.addressRequired)).toBeVisible();
  await fillAddress(page, { alias: 'Casa', direccion: 'Calle 72 # 10-34', barrio: 'Chapinero', complemento: 'Apto 501' });
  await addressDialog(page).getByRole('button', { name: t.save }).click();
  await expect(addressDialog(page)).toBeHidden();
  await expect(savedItem(page, 'Casa').getByText(t.defaultBadge)).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Casa/ })).toBeChecked();
  // A saved address is chosen: nothing to type.
  await expect(page.getByRole('textbox', { name: formTexts.address, exact: true })).toBeHidden();

  await page.getByRole('button', { name: t.add }).click();
  await fillAddress(page, { alias: 'Oficina', direccion: 'Carrera 7 # 71-21', barrio: 'Quinta Camacho' });
  await addressDialog(page).getByRole('button', { name: t.save }).click();
  await expect(addressDialog(page)).toBeHidden();
  await expect(savedItem(page, 'Oficina')).toBeVisible();
  await expect(savedItem(page, 'Oficina').getByText(t.defaultBadge)).toHaveCount(0);

  // Default: the mark moves.
  await page.getByRole('button', { name: t.makeDefaultOf('Oficina') }).click();
  await expect(savedItem(page, 'Oficina').getByText(t.defaultBadge)).toBeVisible();
  await expect(savedItem(page, 'Casa').getByText(t.defaultBadge)).toHaveCount(0);

  // Edit: the dialog starts from what was saved.
  await page.getByRole('button', { name: t.editOf('Casa') }).click();
  await expect(addressDialog(page).getByRole('textbox', { name: formTexts.neighbourhood })).toHaveValue('Chapinero');
  await fillAddress(page, { barrio: 'Chicó' });
  await addressDialog(page).getByRole('button', { name: t.save }).click();
  await expect(addressDialog(page)).toBeHidden();
  await expect(savedItem(page, 'Casa').getByText(/Chicó/)).toBeVisible();

  // Delete asks first; 'No, mantener' keeps it.
  await page.getByRole('button', { name: t.removeOf('Casa') }).click();
  const confirm = page.getByRole('dialog', { name: t.deleteTitle('Casa') });
  await confirm.getByRole('button', { name: t.keep }).click();
  await expect(confirm).toBeHidden();
  await expect(savedItem(page, 'Casa')).toBeVisible();
  await page.getByRole('button', { name: t.removeOf('Casa') }).click();
  await confirm.getByRole('button', { name: t.deleteConfirm }).click();
  await expect(confirm).toBeHidden();
  await expect(savedItem(page, 'Casa')).toHaveCount(0);

  // The API keeps the same list.
  const stored = await page.request.get(`/api/usuarios/direcciones/${user.cedula}`, {
    headers: { Authorization: `Bearer ${user.token}` },
  });
  expect((await stored.json()) as unknown[]).toMatchObject([
    { alias: 'Oficina', barrio: 'Quinta Camacho', predeterminada: true },
  ]);

  // The order goes to the chosen saved address (the default, preselected).
  await page.reload();
  await expect(page.getByRole('radio', { name: /^Oficina/ })).toBeChecked();
  const dates = page.getByRole('combobox', { name: formTexts.deliveryDate });
  await dates.selectOption((await dates.locator('option:not([disabled])').nth(1).getAttribute('value'))!);
  await page.getByRole('combobox', { name: formTexts.deliveryTime }).selectOption('12:00');
  await page.getByRole('button', { name: formTexts.confirmAddress }).click();

  await expect(page).toHaveURL(/\/confirma-pedido/);
  const cell = page.getByRole('textbox', { name: /celular/i });
  if ((await cell.inputValue()) === '') await cell.fill('3001234567');
  await page.getByRole('button', { name: /Pagar/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/pagos\/[A-Za-z0-9_-]+$/);
  await page.getByLabel(/Nequi/).check();
  await page.getByRole('button', { name: 'Aprobar pago' }).click();
  await expect(page).toHaveURL(/\/resultado-enviar\/\d+$/);
  const pedido = page.url().split('/').pop()!;

  const order = await page.request.get(`/api/pedidos/detalle_pedido/${pedido}`, {
    headers: { Authorization: `Bearer ${user.token}` },
  });
  expect(await order.json()).toMatchObject({ direccion: 'Carrera 7 # 71-21', barrio: 'Quinta Camacho' });
  await page.goto(`/detalle-pedido?pedido=${pedido}`);
  await expect(page.getByText(/Carrera 7 # 71-21, Quinta Camacho/)).toBeVisible();

  // A typed address is kept in Mis Direcciones when the customer asks, once the location accepts it.
  await page.goto('/confirmar-ubicacion');
  await page.getByRole('radio', { name: new RegExp(t.typedAddress) }).check();
  await page.getByRole('checkbox', { name: t.saveTyped }).check();
  await page.getByRole('textbox', { name: formTexts.address, exact: true }).fill('Avenida 19 # 100-20');
  await page.getByRole('textbox', { name: formTexts.neighbourhood }).fill('Usaquén');
  await dates.selectOption((await dates.locator('option:not([disabled])').nth(1).getAttribute('value'))!);
  await page.getByRole('combobox', { name: formTexts.deliveryTime }).selectOption('12:00');
  await page.getByRole('button', { name: formTexts.confirmAddress }).click();
  await expect(page.getByText(identityTexts.addressSaved).first()).toBeVisible();
  await page.reload();
  await expect(savedItem(page, 'Avenida 19 # 100-20').getByText(/Usaquén/)).toBeVisible();
});
