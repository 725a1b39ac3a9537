import { addDays, bogotaDayOf } from '../machines/rules/deliverySlots';
import { expect, test, type Page } from './fixtures';
import { toConfirmLocationWithCart } from './journeys';

/**
 * Clear feedback around the cart: a price the sales point changes is named before paying
 * (finding 3), the cart's total follows '+' and '−' at once (finding 9), and the product page offers a
 * quantity, says 'IVA incluido' and confirms 'Agregar' with a toast that offers the cart (finding 17).
 * Seed: the generic point G001 prices with konda 28, the Chapinero store (B001) with konda 30, so every
 * product costs differently there; 'Arepa de chócolo' is sold from two units.
 */

const pesos = (text: string) => Number(text.replace(/[^\d]/g, ''));
const CHOCOLO = '/productos/acompanamientos/arepa-de-chocolo';

/** Opens a route inside the app (no page load: the cart's memory of what it showed is the point). */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => window.history.pushState(null, '', to), path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

async function acceptCookies(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByText('Este sitio usa cookies')).toBeHidden();
}

test('picking up at a store that prices the cart differently names the line, then and now, on /confirma-pedido and /carrito until acknowledged', async ({
  page,
}) => {
  await toConfirmLocationWithCart(page);
  // What the cart showed at the generic sales point.
  await openInApp(page, '/carrito');
  const line = page.getByTestId('cart-line').first();
  const name = (await line.getByRole('heading').innerText()).trim();
  const before = pesos(
    (
      await line
        .getByText(/c\/u|\//)
        .first()
        .innerText()
    ).split(/c\/u|\//)[0]!,
  );
  await expect(page.getByTestId('price-changes')).toHaveCount(0);

  await openInApp(page, '/confirmar-ubicacion');
  await page.getByRole('radio', { name: 'Recoger en tienda' }).check();
  await page.getByRole('combobox', { name: 'Fecha para recoger' }).selectOption(addDays(bogotaDayOf(Date.now()), 1));
  await page.getByRole('combobox', { name: 'Hora para recoger' }).selectOption('12:00');
  await page.getByRole('radio', { name: /Chapinero/ }).check();
  await page.getByRole('button', { name: 'Confirmar tienda' }).click();
  await expect(page).toHaveURL(/\/confirma-pedido/);

  // Named under the title, before the fields and 'Pagar': the product, the price seen and the price now.
  const notice = page.getByTestId('price-changes');
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute('role', 'status');
  await expect(notice).toContainText('Cambiaron algunos precios de tu carrito');
  const change = notice.getByTestId('price-change').filter({ hasText: name });
  await expect(change).toHaveCount(1);
  const text = await change.innerText();
  const then = pesos(text.split('antes')[1]!.split('ahora')[0]!);
  const now = pesos(text.split('ahora')[1]!);
  expect(then).toBe(before);
  expect(now).not.toBe(before);
  // The order is priced at the store's price (one unit: the line total).
  await expect(
    page
      .getByRole('complementary')
      .getByText(new RegExp(`\\$\\s?${now.toLocaleString('es-CO').replace('.', '\\.')}`))
      .first(),
  ).toBeVisible();
  // 'Pagar' is there and usable while the notice is shown (the notice informs; it does not block).
  await expect(page.getByRole('button', { name: /Pagar/ })).toBeEnabled();

  // The cart says the same until the customer acknowledges it, here or there.
  await openInApp(page, '/carrito');
  await expect(page.getByTestId('price-changes').getByTestId('price-change').filter({ hasText: name })).toBeVisible();
  await page.getByRole('button', { name: 'Entendido' }).click();
  await expect(page.getByTestId('price-changes')).toHaveCount(0);
  await openInApp(page, '/confirma-pedido');
  await expect(page.getByRole('button', { name: /Pagar/ })).toBeVisible();
  await expect(page.getByTestId('price-changes')).toHaveCount(0);
});

test("the product page: a quantity from the product's minimum, 'IVA incluido', and 'Agregar' confirmed by a toast that offers the cart without taking the focus", async ({
  page,
}) => {
  await acceptCookies(page);
  await page.goto(CHOCOLO);
  await expect(page.getByRole('heading', { level: 1, name: 'Arepa de chócolo' })).toBeVisible();
  await expect(page.getByText('IVA incluido')).toBeVisible();

  const stepper = page.getByRole('group', { name: 'Cantidad de Arepa de chócolo' });
  await expect(stepper.locator('output')).toHaveText('2');
  await expect(stepper.getByRole('button', { name: 'Disminuir cantidad de Arepa de chócolo' })).toBeDisabled();
  await stepper.getByRole('button', { name: 'Aumentar cantidad de Arepa de chócolo' }).click();
  await expect(stepper.locator('output')).toHaveText('3');

  const add = page.getByRole('button', { name: 'Agregar', exact: true });
  await add.click();
  const toast = page.getByRole('status').filter({ hasText: 'Agregaste Arepa de chócolo: tienes 3 en tu carrito.' });
  await expect(toast).toBeVisible();
  await expect(add).toBeFocused();
  await expect(page.getByRole('button', { name: 'Carrito, 1 producto' })).toBeVisible();

  await toast.getByRole('link', { name: 'Ver carrito' }).click();
  await expect(page).toHaveURL(/\/carrito$/);
  await expect(toast).toHaveCount(0);
  await expect(page.getByTestId('cart-line').locator('output')).toHaveText('3');
});

test("'Agregar' answers within 50 ms at 4× CPU (Event Timing: from the tap to the next paint)", async ({ page, browserName }) => {
  test.skip(browserName !== 'chromium', 'CPU throttling needs Chromium');
  // A timing budget: on the shared CI machines the load of the other suites decides it (192 ms seen
  // beside the PostgreSQL run), so it runs on a quiet machine with E2E_TIMING=1 (docs/testing.md).
  test.skip(!process.env.E2E_TIMING, 'timing budget: E2E_TIMING=1 on a quiet machine');
  await acceptCookies(page);
  await page.goto(CHOCOLO);
  await expect(page.getByRole('button', { name: 'Agregar', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(() => {
    (window as unknown as { clicks: number[] }).clicks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === 'click') (window as unknown as { clicks: number[] }).clicks.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
  // A tap as the screen gets it: locator.click() first checks its target with listeners of its own in
  // the page, and at 4× those took ~18 ms of the measured interaction (docs/performance.md).
  const add = page.getByRole('button', { name: 'Agregar', exact: true });
  await add.scrollIntoViewIfNeeded();
  const box = (await add.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.up();
  await expect(page.getByRole('status').filter({ hasText: 'Agregaste Arepa de chócolo' })).toBeVisible();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // Entries under 16 ms are not reported: none means faster than that.
  const clicks = await page.evaluate(() => (window as unknown as { clicks: number[] }).clicks);
  expect(Math.max(0, ...clicks), `click durations ${clicks.join(', ')} ms`).toBeLessThanOrEqual(50);
});

test("after '+' or '−' the cart's total, and the dropdown's, follow the line at once (no 1 s lag)", async ({
  page,
  isMobile,
}) => {
  await acceptCookies(page);
  await page.goto(CHOCOLO);
  await page.getByRole('button', { name: 'Agregar', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Carrito, 1 producto' })).toBeVisible();

  await page.goto('/carrito');
  const line = page.getByTestId('cart-line');
  await expect(line.locator('output')).toHaveText('2');
  const unit = pesos(await page.getByTestId('cart-total').innerText()) / 2;
  await line.getByRole('button', { name: 'Aumentar cantidad de Arepa de chócolo' }).click();
  // Well inside the 1 s the edit waits before it is applied.
  await expect(page.getByTestId('cart-total')).toHaveText(
    new RegExp(`^\\$\\s?${(3 * unit).toLocaleString('es-CO').replace('.', '\\.')}$`),
    { timeout: 300 },
  );
  await line.getByRole('button', { name: 'Disminuir cantidad de Arepa de chócolo' }).click();
  await expect(page.getByTestId('cart-total')).toHaveText(
    new RegExp(`^\\$\\s?${(2 * unit).toLocaleString('es-CO').replace('.', '\\.')}$`),
    { timeout: 300 },
  );

  // The header's hover preview (desktop).
  if (isMobile) return;
  await page.goto('/productos');
  await page
    .getByRole('button', { name: /^Carrito, / })
    .first()
    .hover();
  const dropdownTotal = page.getByTestId('cart-dropdown-total');
  await expect(dropdownTotal).toBeVisible();
  // Its entrance (a short fade and slide) over, as a customer's eye and hand would wait.
  await expect(page.getByRole('region', { name: 'Tu Carrito' })).toHaveCSS('opacity', '1');
  await page
    .getByRole('region', { name: 'Tu Carrito' })
    .getByRole('button', { name: 'Aumentar cantidad de Arepa de chócolo' })
    .click();
  await expect(dropdownTotal).toHaveText(new RegExp(`^\\$\\s?${(3 * unit).toLocaleString('es-CO').replace('.', '\\.')}$`), {
    timeout: 300,
  });
});
