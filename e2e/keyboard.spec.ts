import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { registeredCustomer } from './journeys';

/**
 * The whole order with the keyboard alone: add two products, cart, login, location,
 * confirm, sandbox payment, result. Every element reached with Tab shows a visible focus
 * indicator; on each route change focus lands on the new screen's main heading; each dialog takes
 * focus when it opens and gives it back to its opener when it closes. No mouse click anywhere.
 * Desktop only: a keyboard is what desktop visitors have.
 */

const MAX_TABS = 200;

/** True when the focused element draws a focus indicator (outline or ring). */
async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return false;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    return outline || ring;
  });
}

/** Presses Tab until `target` has focus, checking every stop on the way shows its focus. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let i = 0; i < MAX_TABS; i++) {
    await page.keyboard.press(key);
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el
        ? `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`
        : 'none';
    });
    // Inside the app: every stop shows where the keyboard is (WCAG 2.4.7).
    if (new URL(page.url()).pathname.startsWith('/sandbox') === false)
      expect(await focusIsVisible(page), `focus visible on ${stop}`).toBe(true);
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** After a route change, focus is on the new screen's main heading. */
async function expectFocusOnHeading(page: Page, name: string | RegExp) {
  await expect(page.locator('main h1')).toHaveText(name);
  await expect(page.locator('main h1')).toBeFocused();
}

test('a customer orders with the keyboard alone, seeing where focus is at every step', async ({ page, isMobile, baseURL }) => {
  test.skip(isMobile, 'keyboard: desktop');
  test.setTimeout(120_000);
  // A customer of this run, with no saved address: the address is typed (the demo customer's seeded ones would be offered).
  const customer = await registeredCustomer(baseURL!);
  await page.addInitScript(() =>
    document.addEventListener('storefront:ready', () => ((window as { storefrontReady?: boolean }).storefrontReady = true), {
      once: true,
    }),
  );
  await page.goto('/');
  await page.waitForFunction(() => (window as { storefrontReady?: boolean }).storefrontReady === true);

  // The cookie banner.
  await tabTo(page, page.getByRole('button', { name: 'Aceptar' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Aceptar' })).toBeHidden();

  // The menu, by the hero's link.
  await tabTo(page, page.getByRole('link', { name: 'Ver productos' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/productos$/);
  await expectFocusOnHeading(page, 'Nuestro menú');

  // Two products.
  const add = page.getByRole('button', { name: /^Agregar .* al carrito$/ });
  await tabTo(page, add.nth(0));
  await page.keyboard.press('Enter');
  await tabTo(page, add.nth(1));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Carrito, 2 productos' })).toBeVisible();

  // The side menu: focus goes in, Escape brings it back to its button.
  await tabTo(page, page.getByRole('button', { name: 'Abrir menú' }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog');
  await expect(menu).toBeVisible();
  await expect.poll(() => menu.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeFocused();

  // The location dialog, the same way.
  const chip = page.getByRole('button', { name: /ubicación de entrega/i });
  await tabTo(page, chip);
  await page.keyboard.press('Enter');
  const location = page.getByRole('dialog');
  await expect(location).toBeVisible();
  await expect.poll(() => location.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(location).toBeHidden();
  await expect(chip).toBeFocused();

  // The cart, by the footer's link.
  await tabTo(page, page.getByRole('link', { name: 'Mi carrito' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/carrito$/);
  await expectFocusOnHeading(page, 'Tu Carrito');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);

  // 'Continuar al Pago' → login.
  await tabTo(page, page.getByRole('button', { name: 'Continuar al Pago' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.locator('main h1')).toBeFocused();
  await tabTo(page, page.getByLabel('Usuario o correo', { exact: true }));
  await page.keyboard.type(customer.username);
  await tabTo(page, page.getByLabel('Contraseña', { exact: true }));
  await page.keyboard.type(customer.password);
  await page.keyboard.press('Enter');

  // The address and the slot (tomorrow, 12:00), chosen with the arrow keys and typing.
  await expect(page).toHaveURL(/\/confirmar-ubicacion/);
  await expect(page.locator('main h1')).toBeFocused();
  await tabTo(page, page.getByRole('textbox', { name: 'Dirección' }));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Calle 72 # 10-34');
  await tabTo(page, page.getByRole('textbox', { name: 'Barrio' }));
  await page.keyboard.type('Chapinero');
  const dates = page.getByRole('combobox', { name: 'Fecha de entrega' });
  await tabTo(page, dates);
  const tomorrow = await dates.locator('option:not([disabled])').nth(1).getAttribute('value');
  while ((await dates.inputValue()) !== tomorrow) await page.keyboard.press('ArrowDown');
  const hours = page.getByRole('combobox', { name: 'Hora de entrega' });
  await tabTo(page, hours);
  while ((await hours.inputValue()) !== '12:00')
    await page.keyboard.press((await hours.inputValue()) < '12:00' ? 'ArrowDown' : 'ArrowUp');
  await tabTo(page, page.getByRole('button', { name: 'Confirmar ubicación' }));
  await page.keyboard.press('Enter');

  // Confirm and pay.
  await expect(page).toHaveURL(/\/confirma-pedido/);
  await expect(page.locator('main h1')).toBeFocused();
  await tabTo(page, page.getByRole('textbox', { name: /celular/i }));
  await page.keyboard.type('3001234567');
  await tabTo(page, page.getByRole('button', { name: /Pagar/ }));
  await page.keyboard.press('Enter');

  // The sandbox gateway (a page of its own): a method with Space, then 'Aprobar pago'.
  await expect(page).toHaveURL(/\/sandbox\/pagos\//);
  // A radio group is one Tab stop; the arrow keys choose within it.
  for (
    let i = 0;
    i < MAX_TABS && !(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name === 'metodo'));
    i++
  ) {
    await page.keyboard.press('Tab');
  }
  const nequi = page.getByLabel(/Nequi/);
  for (let i = 0; i < 10 && !(await nequi.isChecked()); i++) await page.keyboard.press('ArrowDown');
  await expect(nequi).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Aprobar pago' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/resultado-enviar\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '¡Pago aprobado!' })).toBeVisible();
});
