import { PATHS } from '../machines/paths';
import { errorPageTexts } from '../machines/screenTexts/errorPage';
import { pageTexts } from '../machines/screenTexts/pages';
import { expect, test, type Page } from './fixtures';

/**
 * The status service has the last word (docs/product.md#estados-y-transiciones "Maintenance", the first boot rule). A
 * server-rendered page carries no status of its own: the app asks the configured status service
 * (VITE_STATUS_BASE_URL) at every start, and `{ "estado": false }` (the chain's SAP down) leads to
 * /mantenimiento from any route. Service workers are blocked here (playwright.config.ts), so
 * page.route answers the status call as the service would.
 */

const STATUS = '**/principal/sap/status';

/** The status service answers this from now on; returns how many times it was asked. */
async function statusServiceAnswers(page: Page, estado: boolean): Promise<() => number> {
  let asked = 0;
  await page.route(STATUS, (route) => {
    asked += 1;
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'Cache-Control': 'no-store' },
      body: JSON.stringify({ estado }),
    });
  });
  return () => asked;
}

const maintenanceHeading = (page: Page) => page.getByRole('heading', { name: errorPageTexts.maintenance503 });

test.describe('the status service has the last word', () => {
  for (const path of ['/productos', '/productos/pollo-asado/pollo-asado-entero', '/']) {
    test(`a server-rendered ${path} goes to /mantenimiento when the status service answers { estado: false }`, async ({
      page,
    }) => {
      const asked = await statusServiceAnswers(page, false);
      const response = await page.goto(path);
      // The server rendered the menu (its own API is up) and said nothing of the status in the page.
      expect(response!.status()).toBe(200);
      const source = await response!.text();
      expect(source).toContain('id="page-data"');
      expect(source).not.toContain('"estado"');
      await expect(page).toHaveURL(new RegExp(`${PATHS.mantenimiento}$`));
      await expect(maintenanceHeading(page)).toBeVisible();
      expect(asked()).toBe(1);
    });
  }

  test('with { estado: true } the same page stays, the menu shown, after asking the service once', async ({ page }) => {
    const asked = await statusServiceAnswers(page, true);
    await page.goto('/productos');
    await expect.poll(asked).toBe(1);
    await expect(page.getByRole('button', { name: /Agregar/ }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/productos$/);
    await expect(maintenanceHeading(page)).toHaveCount(0);
  });

  test('a status service that cannot be reached is a failed check: /mantenimiento, and Reintentar opens the store once it answers true', async ({
    page,
  }) => {
    await page.route(STATUS, (route) => route.abort('connectionrefused'));
    await page.goto('/productos');
    await expect(maintenanceHeading(page)).toBeVisible();
    await page.unroute(STATUS);
    await statusServiceAnswers(page, true);
    await page.getByRole('button', { name: pageTexts.retry }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
