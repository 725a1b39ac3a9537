import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONNECTIVITY_RECHECK_MS } from '../machines/constants';
import { messages } from '../machines/messages';
import { appUpdateTexts } from '../machines/screenTexts/appUpdate';
import { CACHE_NAMES } from '../src/pwa/offlinePolicy';
import { CUSTOMER } from './apiSession';
import { appReady, expect, test, watchReady, type Page } from './fixtures';

/**
 * The storefront installs as an app and shows the menu offline. The manifest and its
 * icons, the service worker (src/pwa/worker/sw.ts) that starts the store without a network, and
 * the update notice (machines/appUpdate) that only reloads when the customer says so.
 * The other browser tests block service workers (playwright.config.ts); these allow them.
 */
test.use({ serviceWorkers: 'allow' });

const SERVICE_WORKER_FILE = join(import.meta.dirname, '..', 'dist', 'sw.js');

/** Waits until the page's service worker is active and controls the page (a reload is what hands it over). */
async function controlledBy(page: Page): Promise<void> {
  await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated', null, {
    timeout: 30_000,
  });
  // Chromium may still load the first page after activation from the network: reload until the worker answers.
  await expect(async () => {
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  }).toPass({ timeout: 20_000 });
}

/**
 * Waits, without reloading, until the worker installed by this first visit controls the page and
 * has kept what the start needs offline (src/pwa/offlineStart.ts): / and /productos, the menu's call
 * and the status's last answer.
 */
async function firstVisitKept(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await expect
    .poll(
      () =>
        page.evaluate(async (names) => {
          const paths = async (name: string) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
          const [pages, calls, status] = await Promise.all([paths(names.pages), paths(names.catalogue), paths(names.status)]);
          return (
            pages.includes('/') &&
            pages.includes('/productos') &&
            calls.some((p) => p.includes('/listar_productos_minimo/')) &&
            status.length > 0
          );
        }, CACHE_NAMES),
      { timeout: 20_000 },
    )
    .toBe(true);
}

/** One visit to /, and the worker it installed keeps what the start used. */
async function visitedOnce(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('button', { name: /Agregar/ }).first()).toBeVisible();
  // No reload, no second visit: the worker takes this very page and keeps what its start used.
  await firstVisitKept(page);
}

/** Offline, `path` opens with the kept menu, 'Agregar' and the 'Sin conexión' badge, at its own address. */
async function keptMenuShown(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByText('Pollo asado entero').first(), path).toBeVisible();
  await expect(page.getByRole('button', { name: /Agregar/ }).first(), path).toBeVisible();
  await expect(page.getByText(messages.layout.offline, { exact: true }), path).toBeVisible();
  await expect(page, path).toHaveURL(new RegExp(`${path}$`));
}

test.describe('installable app', () => {
  test('the manifest names the store, starts at / in its own window, and its 192 and 512 px icons (one maskable) load', async ({
    page,
    request,
  }) => {
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
    expect(manifest).toMatchObject({
      name: 'Pollos La Brasa — Pide en línea',
      short_name: 'La Brasa',
      start_url: '/',
      display: 'standalone',
      lang: 'es-CO',
    });
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

  test('after exactly one visit, offline, / and /productos start the store with its menu, and say it has no connection', async ({
    page,
    context,
  }) => {
    await visitedOnce(page);
    await context.setOffline(true);
    for (const path of ['/', '/productos']) await keptMenuShown(page, path);
    // A product seen online is there offline too; 'Agregar' still fills the cart.
    await page
      .getByRole('button', { name: /Agregar/ })
      .first()
      .click();
    await expect(page.getByRole('button', { name: 'Carrito, 1 producto' })).toBeVisible();
    await context.setOffline(false);
  });

  test("a phone that says it is online but reaches nothing (no data left) opens the kept menu with 'Sin conexión', not maintenance; the badge goes once the site answers again", async ({
    page,
    context,
  }) => {
    await visitedOnce(page);
    // Whatever this browser does with an emulated outage, the page is told it is online.
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => true }),
    );
    await context.setOffline(true);
    await keptMenuShown(page, '/productos');
    await expect(page.getByRole('heading', { name: 'Nos encontramos en mantenimiento' })).toBeHidden();
    await context.setOffline(false);
    await expect(page.getByText(messages.layout.offline, { exact: true })).toBeHidden({
      timeout: CONNECTIVITY_RECHECK_MS + 5_000,
    });
  });

  test('offline, an image never seen shows the neutral placeholder and the payment badges load: no broken image', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await firstVisitKept(page);
    await context.setOffline(true);
    await page.goto('/productos');
    await expect(page.getByRole('button', { name: /Agregar/ }).first()).toBeVisible();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    // Every image of the page, the lazy ones below the fold included (never loaded online), and those
    // its menu renders after the first look (each check makes them eager again).
    const broken = async () =>
      page.evaluate(() => {
        document.querySelectorAll('img[loading="lazy"]').forEach((image) => image.setAttribute('loading', 'eager'));
        return [...document.images]
          .filter((image) => !image.complete || image.naturalWidth === 0)
          .map((image) => image.getAttribute('src'));
      });
    await expect.poll(broken, { timeout: 15_000 }).toEqual([]);
    const badges = page.getByRole('contentinfo').locator('img[src^="/img/pagos/"]');
    expect(await badges.count()).toBeGreaterThan(3);
    // The placeholder stands in for what the worker does not have, not for what it does.
    const seen = await page.evaluate(
      async (cache) => (await (await caches.open(cache)).keys()).map((r) => new URL(r.url).pathname),
      CACHE_NAMES.images,
    );
    const unseen = await page.evaluate(
      (seenPaths) =>
        [...document.images]
          .map((image) => new URL(image.src).pathname)
          .find((path) => path.startsWith('/img/productos/') && !seenPaths.includes(path)),
      seen,
    );
    expect(unseen, 'a product image never seen online').toBeDefined();
    await context.setOffline(false);
  });

  test("a signed-in customer's pages are never kept: offline they open as the app shell, with the menu of the kept public calls", async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: messages.cookies.accept }).click();
    await firstVisitKept(page);
    await page.goto('/login');
    await page.getByLabel('Usuario o correo', { exact: true }).fill(CUSTOMER.username);
    await page.getByLabel('Contraseña', { exact: true }).fill(CUSTOMER.password);
    await page.getByRole('button', { name: /^(Ingresar|Iniciar sesión)$/ }).click();
    await expect(page).not.toHaveURL(/\/login/);
    const signedIn = await page.goto('/productos/pollo-asado');
    expect(signedIn!.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByRole('button', { name: /Agregar/ }).first()).toBeVisible();

    await context.setOffline(true);
    const shell = await page.goto('/productos/pollo-asado');
    expect(await shell!.text()).toContain('<!--app-shell-->');
    await expect(page.getByText('Pollo asado entero').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /Agregar/ }).first()).toBeVisible();
    await expect(page.getByText(messages.layout.offline, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/productos\/pollo-asado$/);
    await context.setOffline(false);
  });

  for (const width of [320, 375, 768, 1280]) {
    test(`at ${width} px the 'Sin conexión' badge covers neither the logo nor the header's buttons`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize({ width, height: 740 });
      await watchReady(page);
      await page.goto('/');
      // The app, not only the server's HTML: offline before its scripts came, nothing can say so.
      await appReady(page);
      await context.setOffline(true);
      const badge = page.getByText(messages.layout.offline, { exact: true });
      await expect(badge).toBeVisible();
      const box = (await badge.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      const header = page.getByRole('banner');
      const targets = [
        header.getByRole('img', { name: messages.ui.brandName }),
        ...(await header.getByRole('button').all()),
        ...(await header.getByRole('link').all()),
      ];
      for (const target of targets) {
        const other = await target.boundingBox();
        if (!other) continue;
        const overlaps =
          box.x < other.x + other.width &&
          other.x < box.x + box.width &&
          box.y < other.y + other.height &&
          other.y < box.y + box.height;
        expect(overlaps, `${await target.evaluate((e) => e.outerHTML.slice(0, 80))} under the badge`).toBe(false);
      }
      await context.setOffline(false);
    });
  }

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
    expect(
      cachedUrls.filter((path) => /\/api\/(pedidos|usuarios|auth_resources|pagos)|\/mi-cuenta|\/confirma-pedido/.test(path)),
    ).toEqual([]);
  });

  test("a new version is offered, not forced: 'Ahora no' keeps the page, 'Actualizar' reloads it under the new worker", async ({
    page,
  }) => {
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
