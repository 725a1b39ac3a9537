import { logIn, signInBrowser } from './apiSession';
import { expect, test } from './fixtures';
import { registeredCustomer } from './journeys';
import { recoveryToken } from './mailbox';

test.describe('routes and consent', () => {
  test('an unmatched path shows the 404 page with a link to products', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Aceptar' }).click();
    // The app has taken the consent (a tap before it runs is replayed once it is ready).
    await expect(page.getByText('Este sitio usa cookies')).toBeHidden();
    await page.goto('/esta-ruta-no-existe');
    await expect(page.getByRole('heading', { name: 'Página No Encontrada' })).toBeVisible();
    await page.getByRole('link', { name: 'Ir a Productos' }).click();
    await expect(page).toHaveURL(/\/productos$/);
  });

  test('without cookie acceptance, navigating to any page other than / shows a warning and redirects to /', async ({ page }) => {
    await page.goto('/carrito');
    await expect(page.getByText('Debe aceptar las cookies para poder navegar por el sitio.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Este sitio usa cookies')).toBeVisible();
  });

  test('once accepted, the cookie banner is hidden and other pages are reachable', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('Este sitio usa cookies')).toBeHidden();
    await page.goto('/carrito');
    await expect(page).toHaveURL(/\/carrito$/);
  });

  test('spec §6 esta-autenticado and es-admin: a guest opening an account page or /preferencias is sent to /productos', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('Este sitio usa cookies')).toBeHidden();
    for (const path of ['/mi-cuenta', '/mis-pedidos', '/preferencias']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/productos$/);
    }
  });
});

/** A customer never loses their way at the seams. */
const MUST_ACCEPT = 'Debe aceptar las cookies para poder navegar por el sitio.';
const BANNER = 'Este sitio usa cookies';

test.describe('a deep link kept through the cookie banner', () => {
  test("a recovery link opened on a fresh device resets the password after 'Aceptar', even after a reload of /", async ({
    page,
    baseURL,
  }) => {
    const customer = await registeredCustomer(baseURL!);
    const asked = await page.request.post('/api/usuarios/recuperar_contrasena', { data: { email: customer.username } });
    expect(asked.status(), await asked.text()).toBe(200);
    const token = await recoveryToken(customer.username);
    const link = `/recuperar-contrasena?token=${encodeURIComponent(token)}`;

    await page.goto(link);
    await expect(page.getByText(MUST_ACCEPT)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    // The customer reloads the home page before accepting: the tab still knows where they were going.
    await page.reload();
    await expect(page.getByText(BANNER)).toBeVisible();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page).toHaveURL((url) => url.pathname + url.search === link);

    const password = 'NuevaClave2026';
    await page.getByLabel('Nueva contraseña').fill(password);
    await page.getByLabel('Confirma la contraseña').fill(password);
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByRole('heading', { name: 'Contraseña actualizada' })).toBeVisible();
    const login = await page.request.post('/api/auth_resources/loginecommerce', {
      data: { username: customer.username, password },
    });
    expect(login.status()).toBe(200);
  });

  for (const requested of ['/login?accion=n', '/carrito']) {
    test(`${requested} opened without consent goes home with the warning, and 'Aceptar' continues there`, async ({ page }) => {
      await page.goto(requested);
      await expect(page.getByText(MUST_ACCEPT)).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await page.getByRole('button', { name: 'Aceptar' }).click();
      await expect(page).toHaveURL((url) => url.pathname + url.search === requested);
      await expect(page.getByText(BANNER)).toBeHidden();
    });
  }

  test("'Aceptar' on the public menu, where the customer went on their own, stays there", async ({ page }) => {
    await page.goto('/carrito');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/productos');
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText(BANNER)).toBeHidden();
    await expect(page).toHaveURL(/\/productos$/);
  });
});

test.describe('the login form says why', () => {
  test("a wrong password shows the server's own words, not the generic 401 text", async ({ page, baseURL }) => {
    // A customer of this run: a refused password counts against its account's limit, not the demo customer's.
    const customer = await registeredCustomer(baseURL!);
    await page.goto('/');
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText(BANNER)).toBeHidden();
    await page.goto('/login');
    await page.getByLabel('Usuario o correo', { exact: true }).fill(customer.username);
    await page.getByLabel('Contraseña', { exact: true }).fill('NoEsLaClave123');
    await page.getByRole('button', { name: /^(Ingresar|Iniciar sesión)$/ }).click();
    await expect(page.getByRole('alert')).toContainText('Usuario o contraseña incorrectos.');
    await expect(page.getByText('No autorizado, no está permitido')).toHaveCount(0);
  });
});

test.describe('account screens always reachable (a departure from spec §2/§6)', () => {
  const SCREENS = ['Mis Direcciones', 'Seguir tus pedidos', 'Mis pedidos', 'Mis favoritos', 'Mis suscripciones'];

  test('a signed-in customer without a delivery time finds every account screen in the side menu and on /mi-cuenta', async ({
    page,
    context,
    baseURL,
  }) => {
    // Signed in, no sales point nor delivery time chosen: the customer who signs in to check an order.
    await signInBrowser(context, baseURL!, await logIn(page.request));
    await page.goto('/productos');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('dialog');
    for (const name of SCREENS) await expect(menu.getByRole('link', { name })).toBeVisible();
    await menu.getByRole('link', { name: 'Mis pedidos' }).click();
    await expect(page).toHaveURL(/\/mis-pedidos$/);

    await page.goto('/mi-cuenta');
    const screens = page.getByRole('navigation', { name: 'Tus pedidos y direcciones' });
    for (const name of SCREENS) await expect(screens.getByRole('link', { name })).toBeVisible();
    await screens.getByRole('link', { name: 'Mis suscripciones' }).click();
    await expect(page).toHaveURL(/\/mis-suscripciones$/);
  });
});

test.describe('not found leads on', () => {
  for (const path of ['/productos/no-existe', '/productos/pollo-asado/no-existe']) {
    test(`${path}: 404 with the message and 'Ir a Productos', laid out inside the screen`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Página No Encontrada' })).toBeVisible();
      await expect(page.getByText('La página que buscas no existe o cambió de dirección.')).toBeVisible();
      const link = page.getByRole('link', { name: 'Ir a Productos' });
      await expect(link).toBeVisible();
      // No sideways scroll, and the way on is inside the viewport (375 and 1280 px: the two projects).
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const box = (await link.boundingBox())!;
      const width = page.viewportSize()!.width;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await page.getByRole('button', { name: 'Aceptar' }).click();
      await expect(page.getByText(BANNER)).toBeHidden();
      await link.click();
      await expect(page).toHaveURL(/\/productos$/);
    });
  }
});
