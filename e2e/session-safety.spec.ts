import { IDLE_LOGOUT_MS, IDLE_WARNING_GRACE_MS } from '../machines/constants';
import { messages } from '../machines/messages';
import { menuTexts } from '../machines/screenTexts/menu';
import { homeAndFooter } from '../machines/screenTexts/homeAndFooter';
import { listPages } from '../machines/screenTexts/listPages';
import { errorPageTexts } from '../machines/screenTexts/errorPage';
import { pageTexts } from '../machines/screenTexts/pages';
import { formTexts } from '../machines/screenTexts/forms';
import { ADMIN, CUSTOMER, bearer, logIn, signInBrowser, tomorrow, type SessionUser } from './apiSession';
import { appReady, expect, test, watchReady, type Page } from './fixtures';

/**
 * What keeps a session safe and the shop manageable.
 * - an administrator ends maintenance from the storefront (boot: /login open in maintenance, `boot.maintenanceSwitched`);
 * - 'Cerrar sesión' is always reachable (session: selectCanLogOut), in the menu and on /mi-cuenta;
 * - consent is withdrawn from the footer (boot: `consent.revoked`, Ley 1581);
 * - the idle logout completes on its own (session: IDLE_WARNING_GRACE), tested with the page's clock;
 * - 'Ha ocurrido un error' is raised for unexpected answers (errorPage: unexpectedError);
 * - a sales point chosen more than 4 h ago is not kept (location: inactividad);
 * - 'storefront:ready' comes even when the error page takes the route's place before it mounts.
 */

const setMaintenance = (page: Page, admin: SessionUser, on: boolean) =>
  page.request.post('/api/prefenciasEcommerce/guardarvalor/2', {
    headers: bearer(admin),
    data: { llave: 'mantenimiento', valor: on ? 'S' : 'N' },
  });

async function openMenu(page: Page) {
  await page.getByRole('button', { name: messages.layout.openMenu }).click();
  return page.getByRole('dialog');
}

test.describe('an administrator during maintenance', () => {
  test('maintenance on → the admin signs in from the maintenance page → preferencias → maintenance off → the storefront is back for customers', async ({
    page,
    browser,
    baseURL,
  }) => {
    const admin = await logIn(page.request, ADMIN);
    try {
      expect((await setMaintenance(page, admin, true)).ok()).toBe(true);
      await page.context().addCookies([{ name: 'cookiesAceptadas', value: 'true', url: baseURL! }]);

      // A signed-out visitor (the administrator, not yet signed in) is sent to the maintenance page, which has the staff link.
      await page.goto('/productos');
      await expect(page).toHaveURL(/\/mantenimiento$/);
      await expect(page.getByRole('heading', { name: errorPageTexts.maintenance503 })).toBeVisible();
      await page.getByRole('link', { name: pageTexts.staffLogin }).click();
      await expect(page).toHaveURL(/\/login\?redirect=%2Fpreferencias$/);

      await page.getByLabel(formTexts.username, { exact: true }).fill(ADMIN.username);
      await page.getByLabel(formTexts.password, { exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: messages.layout.signIn, exact: true }).click();
      await expect(page).toHaveURL(/\/preferencias$/);
      const toggle = page.getByRole('switch', { name: listPages.maintenanceSwitch });
      await expect(toggle).toHaveAttribute('aria-checked', 'true');

      // Off needs no confirmation; the administrator's own storefront opens again at once.
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await page.getByRole('link', { name: menuTexts.myCart }).first().click();
      await expect(page).toHaveURL(/\/carrito$/);

      // A customer who arrives now gets the shop, not the maintenance page.
      const customer = await browser.newContext({ baseURL });
      try {
        await customer.addCookies([{ name: 'cookiesAceptadas', value: 'true', url: baseURL! }]);
        const shop = await customer.newPage();
        await shop.goto('/carrito');
        await expect(shop).toHaveURL(/\/carrito$/);
        await expect(shop.getByRole('heading', { name: errorPageTexts.maintenance503 })).toHaveCount(0);
      } finally {
        await customer.close();
      }
    } finally {
      await setMaintenance(page, admin, false);
    }
  });

  test('a customer who signs in during maintenance is still shown the maintenance page', async ({ page, baseURL }) => {
    const admin = await logIn(page.request, ADMIN);
    try {
      await setMaintenance(page, admin, true);
      await page.context().addCookies([{ name: 'cookiesAceptadas', value: 'true', url: baseURL! }]);
      await page.goto('/login');
      await expect(page).toHaveURL(/\/login$/);
      await page.getByLabel(formTexts.username, { exact: true }).fill(CUSTOMER.username);
      await page.getByLabel(formTexts.password, { exact: true }).fill(CUSTOMER.password);
      await page.getByRole('button', { name: messages.layout.signIn, exact: true }).click();
      await expect(page).toHaveURL(/\/mantenimiento$/);
    } finally {
      await setMaintenance(page, admin, false);
    }
  });
});

test.describe("'Cerrar sesión' always reachable", () => {
  test('a signed-in customer without a delivery slot finds it in the menu, and on /mi-cuenta', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInBrowser(context, baseURL!, await logIn(page.request));
    await page.goto('/mi-cuenta');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The menu of docs/product.md#pantallas-y-rutas keeps its delivery-time items to itself…
    const menu = await openMenu(page);
    await expect(menu.getByRole('link', { name: menuTexts.myOrders })).toHaveCount(0);
    // …but the way out is always there.
    await expect(menu.getByRole('button', { name: menuTexts.logOut })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await page.getByRole('main').getByRole('button', { name: menuTexts.logOut }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: messages.layout.signIn }).first()).toBeVisible();
    expect((await context.cookies()).some((c) => c.name === 'usuario')).toBe(false);
  });

  test('from the menu, the customer without a delivery slot logs out', async ({ page, context, baseURL }) => {
    await signInBrowser(context, baseURL!, await logIn(page.request));
    await watchReady(page);
    await page.goto('/carrito');
    await appReady(page);
    const menu = await openMenu(page);
    await menu.getByRole('button', { name: menuTexts.logOut }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await context.cookies()).some((c) => c.name === 'usuario' || c.name === 'sesion_iniciada')).toBe(false);
  });
});

test.describe('consent withdrawal in the footer (Ley 1581)', () => {
  test("'Retirar consentimiento de cookies' clears what consent governs and brings the banner back", async ({
    page,
    context,
    baseURL,
  }) => {
    await watchReady(page);
    await page.goto('/');
    await page.getByRole('button', { name: messages.cookies.accept }).click();
    await expect(page.getByText(messages.cookies.title)).toBeHidden();
    // Something only consent lets us keep: a product in the cart.
    await page.goto('/productos');
    await appReady(page);
    await page
      .getByTestId('product-card')
      .first()
      .getByRole('button', { name: /Agregar/ })
      .click();
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'carrito_alacarta')).toBe(true);
    await page.goto('/carrito');
    await appReady(page);

    const withdraw = page.getByRole('contentinfo').getByRole('button', { name: messages.cookies.withdraw });
    await withdraw.click();
    await expect(page.getByText(messages.cookies.title)).toBeVisible();
    await expect(page.getByText(messages.cookies.withdrawn)).toBeVisible();
    // /carrito needs consent (docs/product.md#pantallas-y-rutas): back home; its cookies are gone; the control is gone until consent is given again.
    await expect(page).toHaveURL(/\/$/);
    const names = (await context.cookies(baseURL!)).map((c) => c.name);
    for (const name of ['cookiesAceptadas', 'carrito_alacarta', 'pdvSeleccionado']) expect(names).not.toContain(name);
    await expect(withdraw).toHaveCount(0);
    // Product lists load only after consent (docs/product.md#estados-y-transiciones): the home asks for it instead of showing the menu.
    await expect(page.getByText(homeAndFooter.home.acceptToSeeMenu)).toBeVisible();
  });
});

test.describe('idle logout completes on its own (spec §4 idle)', () => {
  test('after the 4 h warning nobody answers: the session ends and the token refresh stops', async ({
    page,
    context,
    baseURL,
  }) => {
    // The login through page.request leaves the HttpOnly refresh cookie in the context's jar, as a browser's login does.
    const user = await logIn(page.request);
    await signInBrowser(context, baseURL!, user);
    // The page's clock runs hours ahead of the server's: the refresh is answered here, with a token whose
    // expiry the SPA cannot read (so it waits the full 55 min), and counted.
    const refreshes: string[] = [];
    await page.route('**/api/auth_resources/refrescar_token', (route) => {
      refreshes.push(route.request().url());
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ token: `renovado-${refreshes.length}`, expira_en: 3600 }),
      });
    });
    await page.clock.install();
    await watchReady(page);
    await page.goto('/carrito');
    await appReady(page);
    await expect(page.getByRole('button', { name: messages.layout.signIn })).toHaveCount(0);

    await page.clock.fastForward(IDLE_LOGOUT_MS);
    const warning = page.getByRole('dialog').filter({ hasText: messages.session.idleWarning });
    await expect(warning).toBeVisible();
    // Nobody closes it.
    await page.clock.fastForward(IDLE_WARNING_GRACE_MS);
    await expect(warning).toBeHidden();
    await expect(page.getByText(messages.session.loggedOutIdle)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect((await context.cookies()).some((c) => c.name === 'usuario')).toBe(false);

    const before = refreshes.length;
    await page.clock.fastForward(3 * IDLE_LOGOUT_MS);
    await page.waitForTimeout(300);
    expect(refreshes.length, 'no token refresh after the idle logout').toBe(before);
  });
});

test.describe('\'Ha ocurrido un error\' (spec §2 "Otherwise")', () => {
  test('a read answered with a status no screen expects raises the generic page, with Volver', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'cookiesAceptadas', value: 'true', url: baseURL! }]);
    await page.route('**/api/productos/recomendados/**', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({
            status: 403,
            contentType: 'application/json',
            body: '{"message":"Lo sentimos, no se le permite esta acción"}',
          })
        : route.continue(),
    );
    await watchReady(page);
    await page.goto('/carrito');
    await appReady(page);
    await page.goto('/recomendados');
    await expect(page.getByRole('heading', { name: messages.errorPage.genericTitle })).toBeVisible();
    await expect(page.getByText(errorPageTexts.genericBody)).toBeVisible();
    await page.getByRole('button', { name: errorPageTexts.back }).click();
    await expect(page).toHaveURL(/\/carrito$/);
    await expect(page.getByRole('heading', { name: messages.errorPage.genericTitle })).toHaveCount(0);
  });

  test("'storefront:ready' comes even when the error page takes the route's place before the route mounts", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'cookiesAceptadas', value: 'true', url: baseURL! }]);
    // The menu call fails at once while the cart screen's chunk is slow: the error page is up first.
    await page.route('**/api/productos/listar_productos_minimo/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' }),
    );
    await page.route(/\/assets\/CartPage[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await watchReady(page);
    await page.goto('/carrito');
    await expect(page.getByRole('heading', { name: errorPageTexts.maintenance })).toBeVisible();
    await appReady(page);
  });
});

test.describe('inactividad: a sales point chosen more than 4 h ago (spec §4, §9)', () => {
  test('is not kept: the generic one is assigned again, and the stale delivery slot forgotten', async ({
    page,
    context,
    baseURL,
  }) => {
    const fiveHoursAgo = Date.now() - 5 * 60 * 60 * 1000;
    const stale = {
      salesPoint: { Vkbur: 'B001', Konda: '28', citycode: '11001', city1: 'Bogotá' },
      selectedAt: fiveHoursAgo,
      city: 'Bogotá',
      address: null,
      deliveryDate: tomorrow(),
      deliveryTime: '12:00',
      pickup: false,
    };
    await context.addCookies([
      { name: 'cookiesAceptadas', value: 'true', url: baseURL! },
      { name: 'pdvSeleccionado', value: encodeURIComponent(JSON.stringify(stale)), url: baseURL! },
    ]);
    await watchReady(page);
    await page.goto('/carrito');
    await appReady(page);
    await expect
      .poll(async () => {
        const cookie = (await context.cookies(baseURL!)).find((c) => c.name === 'pdvSeleccionado');
        const saved = cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as typeof stale) : null;
        return saved
          ? {
              generic: saved.salesPoint.Vkbur.startsWith('G'),
              fresh: saved.selectedAt > fiveHoursAgo + 60 * 60 * 1000,
              slot: saved.deliveryTime,
            }
          : null;
      })
      .toEqual({ generic: true, fresh: true, slot: null });
  });
});
