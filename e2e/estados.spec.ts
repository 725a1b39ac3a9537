import AxeBuilder from '@axe-core/playwright';
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from './fixtures';

/**
 * The statechart explorer (/estados, tools/explorer): a product owner plays the cart in Spanish and
 * QA copies the walk as a model test. The walk recorded here is the committed
 * tests/model/recorded/cart-invitado-pide-pagar.json, which tests/model/recorded.test.ts replays on
 * the real machine: the browser must record exactly it (ESTADOS_RECORD=1 writes it anew).
 */
// The explorer is a large page (24 machines, the cart's diagram and screen) and axe reads all of it.
test.describe.configure({ timeout: 180_000 });

const RECORDED = new URL('../tests/model/recorded/cart-invitado-pide-pagar.json', import.meta.url);

test('un invitado agrega un producto, espera la verificación y al pedir pagar ve la regla de iniciar sesión; el camino se copia como prueba', async ({
  page,
}, testInfo) => {
  await page.goto('/estados');
  await expect(page).toHaveURL(/\/estados\/$/);
  await page.getByRole('button', { name: /^Carrito:/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Carrito:/ })).toBeVisible();
  const screen = page.getByTestId('pantalla');
  await expect(screen).toContainText('vacío');

  // A blocked event is greyed with the rule that blocks it, in Spanish.
  await expect(page.getByRole('button', { name: /el cliente sube la cantidad/ })).toBeDisabled();
  await expect(page.getByText('No se cumple: el producto está en el carrito').first()).toBeVisible();

  await page.getByRole('button', { name: /^el cliente agrega un producto \(alitas\)/ }).click();
  // The live cart screen shows the line the machine now holds.
  await expect(screen.getByTestId('cart-line')).toHaveCount(1);
  await page.getByRole('button', { name: /^esperar 500 ms/ }).click();
  await expect(page.getByTestId('estado-actual')).toContainText('verifying');
  await page.getByRole('button', { name: /responde: todos disponibles/ }).click();
  await page.getByRole('button', { name: /^el cliente pide 'Continuar al Pago' \(hoy\)/ }).click();

  const walk = page.getByTestId('camino');
  await expect(walk).toContainText('porque el cliente no ha iniciado sesión');
  await expect(walk).toContainText('navigate');
  await expect(page.getByRole('row', { name: /checkoutOutcome/ })).toContainText('"login"');

  await page.getByLabel('Nombre de la prueba').fill('invitado-pide-pagar');
  await page.getByRole('button', { name: 'Copiar como prueba' }).click();
  await expect(page.getByText('tests/model/recorded/cart-invitado-pide-pagar.json')).toBeVisible();
  const recorded = await page.getByTestId('prueba').inputValue();
  if (process.env.ESTADOS_RECORD) writeFileSync(RECORDED, recorded);
  expect(JSON.parse(recorded)).toEqual(JSON.parse(readFileSync(RECORDED, 'utf8')));

  // Back replays the walk without its last step.
  await page.getByRole('button', { name: 'Atrás', exact: true }).click();
  await expect(walk.locator(':scope > li')).toHaveCount(3);

  await page.screenshot({ path: testInfo.outputPath('estados.png'), fullPage: false });
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('una dirección con #cart abre el carrito al cargar: el enlace a una máquina se puede compartir', async ({ page }) => {
  await page.goto('/estados/#cart');
  await expect(page.getByRole('heading', { level: 2, name: /^Carrito:/ })).toBeVisible();
  await expect(page.getByTestId('pantalla')).toContainText('vacío');
  await expect(page.getByRole('button', { name: /^Carrito:/ })).toHaveAttribute('aria-current', 'true');
});

test('la página del explorador, sin máquina elegida, pasa axe sin violaciones', async ({ page }) => {
  await page.goto('/estados/');
  await expect(page.getByRole('heading', { level: 1, name: 'Explorador de estados' })).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});
