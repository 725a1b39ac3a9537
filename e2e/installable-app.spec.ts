import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { appUpdateTexts } from '../machines/screenTexts/appUpdate';
import { expect, test, type Page } from './fixtures';

/**
 * Issue 15: the storefront installs as an app and shows the menu offline. The manifest and its
 * icons, the service worker (src/pwa/worker/sw.ts) that starts the store without a network, and
 * the update notice (machines/appUpdate) that only reloads when the customer says so.
 * The other browser tests block service workers (playwright.config.ts); these allow them.
 */
test.use({ serviceWorkers: 'allow' });

const SERVICE_WORKER_FILE = join(import.meta.dirname, '..', 'dist', 'sw.js');

/** Waits until the page's service worker is active and controls the page (a reload is what hands it over). */
async function controlledBy(page: Page): Promise<void> {
  await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated', null, { timeout: 30_000 });
  // Chromium may still load the first page after activation from the network: reload until the worker answers.
  await expect(async () => {
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  }).toPass({ timeout: 20_000 });
}

test.describe('installable app (issue 15)', () => {
  test('the manifest names the store, starts at / in its own window, and its 192 and 512 px icons (one maskable) load', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await request.get(href!);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      lang: string;
      theme_color: string;
      icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
    };
    expect(manifest).toMatchObject({ name: 'Pollos La Brasa — Pide en línea', short_name: 'La Brasa', start_url: '/', display: 'standalone', lang: 'es-CO' });
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(manifest.theme_color);
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const size = Number(icon.sizes.split('x')[0]);
      const loaded = await page.evaluate(async (src) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        return [image.naturalWidth, image.naturalHeight];
      }, icon.src);
      expect(loaded, icon.src).toEqual([size, size]);
    }
  });

  test('after one visit the store starts offline with its menu, and says it has no connection', async ({ page, context }) => {
    await page.goto('/');
    await controlledBy(page);
    // A product page seen online is there offline too.
    await page.goto('/productos/pollo-asado/pollo-asado-entero');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Pollo asado entero');

    await context.setOffline(true);
    await page.goto('/');
    await expect(page.getByText('Pollo asado entero').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /Agregar/ }).first()).toBeVisible();
    await expect(page.getByText('Sin conexión')).toBeVisible();
    await page.goto('/productos/pollo-asado/pollo-asado-entero');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Pollo asado entero');
    await context.setOffline(false);
  });

  test('the account and order calls are never answered from the cache', async ({ page }) => {
    await page.goto('/');
    await controlledBy(page);
    const cachedUrls = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cachedUrls.length).toBeGreaterThan(0);
    expect(cachedUrls.filter((path) => /\/api\/(pedidos|usuarios|auth_resources|pagos)|\/mi-cuenta|\/confirma-pedido/.test(path))).toEqual([]);
  });

  test("a new version is offered, not forced: 'Ahora no' keeps the page, 'Actualizar' reloads it under the new worker", async ({ page }) => {
    await page.goto('/');
    await controlledBy(page);
    const original = readFileSync(SERVICE_WORKER_FILE, 'utf8');
    try {
      // A new build of the worker on the server.
      writeFileSync(SERVICE_WORKER_FILE, `${original}\n// nueva versión ${Date.now()}\n`);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
      const notice = page.getByRole('status', { name: appUpdateTexts.available });
      await expect(notice).toBeVisible({ timeout: 20_000 });
      await page.getByRole('button', { name: appUpdateTexts.later }).click();
      await expect(notice).toBeHidden();

      // The next new version is offered again; this time the customer updates.
      writeFileSync(SERVICE_WORKER_FILE, `${original}\n// otra versión ${Date.now()}\n`);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
      await expect(notice).toBeVisible({ timeout: 20_000 });
      const reloaded = page.waitForEvent('load');
      await page.getByRole('button', { name: appUpdateTexts.update }).click();
      await reloaded;
      await expect(notice).toBeHidden();
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
    } finally {
      writeFileSync(SERVICE_WORKER_FILE, original);
    }
  });
});
