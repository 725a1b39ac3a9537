import { messages } from '../machines/messages';
import { menuTexts } from '../machines/screenTexts/menu';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { newCustomer } from './journeys';

/**
 * Finding 2: a logged-out customer's personal data stays on the device. Now a server-rendered
 * page carries nothing personal (src/app/pageData.ts), a page rendered for a signed-in customer is
 * `private, no-store` and the service worker stores no such page and no customer's call
 * (src/pwa/offlinePolicy.ts), logout deletes the stored pages even offline (src/pwa/offlineCopies.ts),
 * and the refresh token is an HttpOnly cookie the page's scripts never see.
 * These tests run with the service worker (the other browser tests block it: playwright.config.ts).
 */
test.use({ serviceWorkers: 'allow' });

const PASSWORD = 'Pollo2025seguro';
const MENU_PAGES = ['/', '/productos', '/productos/pollo-asado', '/productos/pollo-asado/pollo-asado-entero'];
const ACCOUNT_PAGES = ['/mi-cuenta', '/mis-pedidos', '/mis-favoritos'];

/** A new customer with an account address, so every kind of personal data exists to be looked for. */
async function registeredCustomer(request: APIRequestContext) {
  const who = newCustomer();
  const registered = await request.post('/api/usuarios/registro', {
    data: { ...who, password: PASSWORD, password_confirmacion: PASSWORD, aceptaterminos: 'S' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  const direccion = `Diagonal ${who.cedula.slice(-3)} # 45-${who.cedula.slice(-2)} Interior 9`;
  const updated = await request.put('/api/usuarios/mi_cuenta', {
    headers: { Authorization: `Bearer ${token}` },
    data: { nombres: who.nombres, apellidos: who.apellidos, telefono2: who.telefono2, direccion },
  });
  expect(updated.status(), await updated.text()).toBe(200);
  return { ...who, direccion };
}

/** Signs in through the login form, as a customer does: the SPA writes its cookies, the server its HttpOnly one. */
async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Usuario o correo', { exact: true }).fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: /^(Ingresar|Iniciar sesión)$/ }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** The user cookie's access token: one more secret that must not be left anywhere. */
async function accessToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'usuario');
  expect(cookie, 'signed in').toBeDefined();
  return (JSON.parse(decodeURIComponent(cookie!.value)) as { token: string }).token;
}

/** Which of the secrets a text holds (URL-encoded forms included). */
const found = (text: string, secrets: readonly string[]) =>
  secrets.filter((secret) => text.includes(secret) || text.includes(encodeURIComponent(secret)));

/** Every Cache Storage entry of the origin: its cache, address and body. */
async function cacheEntries(page: Page): Promise<{ cache: string; url: string; body: string }[]> {
  return page.evaluate(async () => {
    const entries: { cache: string; url: string; body: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        entries.push({ cache: name, url: request.url, body: response ? await response.text() : '' });
      }
    }
    return entries;
  });
}

/** Waits until the service worker is active and controls the page (a reload hands it over). */
async function controlledBy(page: Page): Promise<void> {
  await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated', null, {
    timeout: 30_000,
  });
  await expect(async () => {
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  }).toPass({ timeout: 20_000 });
}

test.describe('nothing personal left behind', () => {
  test('a server-rendered page seen signed in carries no token, cédula, email, phone or address, and no shared or browser cache may keep it', async ({
    page,
  }) => {
    const customer = await registeredCustomer(page.request);
    await page.goto('/');
    await page.getByRole('button', { name: messages.cookies.accept }).click();
    // A tap before the app is up is replayed when it is: leaving at once would drop the consent.
    await expect(page.getByText(messages.cookies.title)).toBeHidden();
    await signIn(page, customer.email);
    const secrets = [await accessToken(page), customer.cedula, customer.email, customer.telefono2, customer.direccion];

    for (const path of MENU_PAGES) {
      const response = await page.goto(path);
      const source = await response!.text();
      expect(found(source, secrets), `${path}: page source`).toEqual([]);
      expect(response!.headers()['cache-control'], path).toBe('private, no-store');
      // What the page does show: that the customer is signed in, by first name.
      await expect(page.getByRole('button', { name: messages.ui.accountAria(customer.nombres) })).toBeVisible();
    }
  });

  test("after 'Cerrar sesión' offline, no Cache Storage entry, cached page or script-readable cookie holds the customer's token, cédula, email or phone; the session ends once back online", async ({
    page,
    context,
  }) => {
    const customer = await registeredCustomer(page.request);
    await page.goto('/');
    await page.getByRole('button', { name: messages.cookies.accept }).click();
    await expect(page.getByText(messages.cookies.title)).toBeHidden();
    await controlledBy(page);
    // A guest's visit leaves public copies for offline use: these stay public.
    await page.goto('/productos');
    await expect(page.getByRole('button', { name: /Agregar/ }).first()).toBeVisible();

    await signIn(page, customer.email);
    const token = await accessToken(page);
    const secrets = [token, customer.cedula, customer.email, customer.telefono2, customer.direccion];
    for (const path of [...MENU_PAGES, ...ACCOUNT_PAGES]) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: messages.ui.accountAria(customer.nombres) })).toBeVisible();
    }
    await page.goto('/mi-cuenta');
    await expect(page.getByLabel('Cédula')).toHaveValue(customer.cedula);
    // Signed in, the worker has stored nothing of the customer: no page rendered for them, no call of theirs.
    expect(
      (await cacheEntries(page)).filter((e) => found(e.url + e.body, secrets).length > 0).map((e) => `${e.cache} ${e.url}`),
    ).toEqual([]);

    // The refresh token is a cookie the scripts never see.
    const refresh = (await context.cookies()).find((c) => c.name === 'token_renovacion');
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth_resources' });
    expect(await page.evaluate(() => document.cookie)).not.toContain(refresh!.value);

    // Offline, a page never stored opens as the app shell, from the browser's own cookies: still signed in.
    await context.setOffline(true);
    const shell = await page.goto('/productos/pollo-asado');
    expect(found(await shell!.text(), secrets)).toEqual([]);
    expect(await shell!.text()).toContain('<!--app-shell-->');
    await expect(page.getByRole('button', { name: messages.ui.accountAria(customer.nombres) })).toBeVisible();

    await page.getByRole('button', { name: messages.layout.openMenu }).click();
    await page.getByRole('dialog').getByRole('button', { name: menuTexts.logOut }).click();
    await expect(page.getByRole('button', { name: messages.layout.signIn }).first()).toBeVisible();

    // The stored pages went with the session, public ones included: none may show who was here.
    await expect
      .poll(async () => (await cacheEntries(page)).filter((e) => /paginas/.test(e.cache)).map((e) => e.url))
      .toEqual([]);
    const entries = await cacheEntries(page);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.filter((e) => found(e.url + e.body, secrets).length > 0).map((e) => `${e.cache} ${e.url}`)).toEqual([]);
    expect(found(await page.evaluate(() => document.cookie), secrets)).toEqual([]);
    expect(found(await page.content(), secrets)).toEqual([]);
    // Offline the server could not be told: its HttpOnly cookie is still there, unreadable to scripts…
    const left = (await context.cookies()).find((c) => c.name === 'token_renovacion');
    expect(left?.httpOnly).toBe(true);
    expect(found(await page.evaluate(() => document.cookie), [left!.value])).toEqual([]);

    // …and once back online the logout reaches it: the session ends and the cookie is cleared.
    await context.setOffline(false);
    await expect
      .poll(async () =>
        (await context.cookies()).map((c) => c.name).filter((n) => n === 'token_renovacion' || n === 'cierre_pendiente'),
      )
      .toEqual([]);
    const account = await page.request.get('/api/usuarios/mi_cuenta', { headers: { Authorization: `Bearer ${token}` } });
    expect(account.status()).toBe(401);
    const refreshed = await page.request.post('/api/auth_resources/refrescar_token', { data: { refresh_token: left!.value } });
    expect(refreshed.status()).toBe(401);
  });

  test('a customer signed in before the upgrade (refresh token in a script-written cookie) stays signed in: it moves into the HttpOnly cookie and the old cookie is deleted', async ({
    page,
    context,
    baseURL,
  }) => {
    const customer = await registeredCustomer(page.request);
    // The old SPA kept the refresh token where scripts could read it; its user cookie has expired meanwhile.
    const login = await page.request.post('/api/auth_resources/loginecommerce', {
      data: { username: customer.email, password: PASSWORD },
    });
    expect(login.status()).toBe(200);
    const oldToken = (await context.cookies()).find((c) => c.name === 'token_renovacion')!.value;
    await context.clearCookies();
    await context.addCookies([
      { name: 'cookiesAceptadas', value: 'true', url: baseURL! },
      { name: 'habilitarCupon', value: 'false', url: baseURL! },
      { name: 'refresh_token', value: oldToken, url: baseURL!, sameSite: 'Strict' },
    ]);
    const refreshes: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/auth_resources/refrescar_token')) refreshes.push(r.postData() ?? '');
    });
    await page.goto('/productos');
    await expect(page.getByRole('button', { name: messages.ui.accountAria(customer.nombres) })).toBeVisible();
    expect(refreshes).toEqual([JSON.stringify({ refresh_token: oldToken })]);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'refresh_token')).toBeUndefined();
    expect(cookies.find((c) => c.name === 'token_renovacion')).toMatchObject({ httpOnly: true });
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/refresh_token|token_renovacion/);
  });
});
