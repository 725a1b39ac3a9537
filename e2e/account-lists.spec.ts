import { appReady, expect, test, watchReady, type Page } from './fixtures';
import { cartViewTexts } from '../machines/screenTexts/cartViews';
import { exampleOrder } from '../server/openapi';
import { listPages } from '../machines/screenTexts/listPages';
import { subscriptionTexts } from '../machines/screenTexts/subscriptions';
import { accountTexts } from '../machines/screenTexts/account';
import { cityPickerTexts } from '../machines/screenTexts/cityPicker';
import { registeredCustomer } from './journeys';
import { ADMIN, bearer, CUSTOMER, logIn, type SessionUser } from './apiSession';

/** /mis-favoritos, /mis-suscripciones, /recomendados and /preferencias against the real API (docs/product.md#pantallas-y-rutas, docs/product.md#estados-y-transiciones, docs/product.md#reglas). */

const t = listPages;
type SignedIn = SessionUser & { cedula: string };

/** Opens the storefront already signed in: the cookies the SPA itself writes after a login. */
async function signInAs(page: Page, who: { username: string; password: string }): Promise<SignedIn> {
  const session = (await logIn(page.request, who)) as SignedIn;
  const user = session;
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([
    { name: 'cookiesAceptadas', value: 'true', url },
    { name: 'usuario', value: encodeURIComponent(JSON.stringify(user)), url },
    { name: 'sesion_iniciada', value: '1', url },
  ]);
  return session;
}

/** The first product of /productos, opened from its card; its name. Call watchReady(page) before. */
async function openFirstProduct(page: Page): Promise<string> {
  await page.goto('/productos');
  const firstCard = page.getByTestId('product-card').first();
  const name = (await firstCard.getByRole('heading').textContent())!.trim();
  await firstCard.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // A signed-in customer's page draws the heart on the server: it answers once the app has started.
  await appReady(page);
  return name;
}

test.use({ screenshot: 'only-on-failure' });

test.describe('account lists', () => {
  test('a customer adds a favourite from the product page, finds it in /mis-favoritos and removes it', async ({
    page,
    baseURL,
  }) => {
    // A customer of this run starts with no favourites (the demo customer has hers, server/seed/demoHistory.ts).
    const session = await signInAs(page, await registeredCustomer(baseURL!));
    await watchReady(page);

    await page.goto('/mis-favoritos');
    await expect(page.getByRole('heading', { name: t.favouritesEmptyTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: t.goToProducts })).toHaveAttribute('href', '/productos');

    const name = await openFirstProduct(page);

    const heart = page.getByRole('button', { name: t.addFavourite });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(page.getByRole('button', { name: t.isFavourite })).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/mis-favoritos');
    await expect(page.getByRole('heading', { name: t.favouritesTitle })).toBeVisible();
    const favourite = page.getByTestId('favourite').filter({ hasText: name });
    await expect(favourite).toHaveCount(1);
    await expect(favourite.getByRole('button', { name: cartViewTexts.addToCart(name) })).toBeEnabled();

    await favourite.getByRole('button', { name: t.removeFavouriteOf(name) }).click();
    await expect(page.getByRole('heading', { name: t.favouritesEmptyTitle })).toBeVisible();
    // The list empties at once (optimistic); the server's removal follows.
    await expect
      .poll(async () =>
        (await page.request.get(`/api/usuarios/favoritos/${session.cedula}`, { headers: bearer(session) })).json(),
      )
      .toEqual([]);
  });

  test('a heart tapped just before the customer goes to choose another city is still saved', async ({ page, baseURL }) => {
    const session = await signInAs(page, await registeredCustomer(baseURL!));
    await watchReady(page);
    // The save waits until the customer has left the product page: the seam where the heart used to be dropped.
    let left!: () => void;
    const leaving = new Promise<void>((resolve) => (left = resolve));
    await page.route('**/api/usuarios/favoritos/**', async (route) => {
      if (route.request().method() === 'POST') await leaving;
      await route.continue();
    });
    const name = await openFirstProduct(page);
    await page.getByRole('button', { name: t.addFavourite }).click();
    await expect(page.getByRole('button', { name: t.isFavourite })).toHaveAttribute('aria-pressed', 'true');

    await page
      .getByRole('banner')
      .getByRole('button', { name: /Bogotá/ })
      .first()
      .click();
    // A signed-in customer is asked for a city or an address, and confirms it on /confirmar-ubicacion.
    await page.getByRole('button', { name: 'Elegir Ciudad' }).click();
    await page.getByRole('list', { name: cityPickerTexts.listLabel }).getByRole('button', { name: 'Medellín' }).click();
    await expect(page).toHaveURL(/\/confirmar-ubicacion/);
    await expect(page.getByRole('heading', { name: 'Confirma tu ubicación' })).toBeVisible();
    left();
    // The answer is told on the page the customer is on now.
    await expect(page.getByText(t.favouriteAdded)).toBeVisible();

    const saved = async () =>
      (
        (await (
          await page.request.get(`/api/usuarios/favoritos/${session.cedula}`, { headers: bearer(session) })
        ).json()) as Array<{ codigo_producto: string }>
      ).length;
    await expect.poll(saved).toBe(1);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('button', { name: t.isFavourite })).toHaveAttribute('aria-pressed', 'true');
  });

  test('/recomendados shows products to a guest and adds one to the cart', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Aceptar' }).click();
    // The app has taken the consent (a tap before it runs is replayed once it is ready).
    await expect(page.getByText('Este sitio usa cookies')).toBeHidden();
    await page.goto('/recomendados');
    await expect(page.getByRole('heading', { level: 1, name: t.recommendedTitle })).toBeVisible();
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(1);
    expect(await cards.count()).toBeLessThanOrEqual(12);
    await cards
      .first()
      .getByRole('button', { name: /Agregar/ })
      .click();
    await expect
      .poll(async () => {
        const cookie = (await page.context().cookies()).find((c) => c.name === 'carrito_alacarta');
        return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as unknown[]).length : 0;
      })
      .toBe(1);
  });

  test('a customer changes the frequency of a subscription and cancels it in /mis-suscripciones', async ({ page }) => {
    const session = await signInAs(page, CUSTOMER);
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Bogota' });
    const placed = await page.request.post('/api/pedidos/enviar_pedidos_playerid_canal', {
      headers: bearer(session),
      data: { ...exampleOrder, cedula: session.cedula, fecha_entrega: tomorrow },
    });
    expect(placed.ok()).toBe(true);
    const { pedido, url_pago } = (await placed.json()) as { pedido: number; url_pago: string };
    // Only a paid order can be subscribed to: the sandbox gateway approves it.
    const paid = await page.request.post(url_pago, { form: { resultado: 'aprobado', metodo: 'PSE' }, maxRedirects: 0 });
    expect([200, 302, 303]).toContain(paid.status());
    const created = await page.request.post(`/api/usuarios/suscripciones/${session.cedula}/${pedido}/7/N`, {
      headers: bearer(session),
    });
    expect(await created.json()).toMatchObject({ tipo: 'S' });

    await page.goto('/mis-suscripciones');
    const card = page.getByTestId('subscription').filter({ has: page.getByRole('heading', { name: t.orderNumber(pedido) }) });
    await expect(card).toBeVisible();
    await expect(card.getByText(t.everyDays(7))).toBeVisible();
    await expect(card.getByRole('link', { name: t.viewOrder })).toHaveAttribute('href', `/detalle-pedido?pedido=${pedido}`);

    // Out of range: nothing is sent, the rule's text is shown.
    const frequency = card.getByRole('spinbutton', { name: t.frequency });
    await frequency.fill('120');
    await card.getByRole('button', { name: t.saveFrequency }).click();
    await expect(card.getByText(subscriptionTexts.frequencyRange)).toBeVisible();

    await frequency.fill('14');
    await card.getByRole('button', { name: t.saveFrequency }).click();
    await expect(card.getByRole('status')).toHaveText(subscriptionTexts.updated);
    await expect(card.getByText(t.everyDays(14))).toBeVisible();

    await card.getByRole('button', { name: t.cancelSubscription }).click();
    const dialog = page.getByRole('dialog', { name: t.cancelTitle(pedido) });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: t.cancelConfirm }).click();
    await expect(card).toHaveCount(0);
    const list = (await (
      await page.request.get(`/api/usuarios/suscripciones/${session.cedula}`, { headers: bearer(session) })
    ).json()) as {
      pedido: number;
    }[];
    expect(list.some((s) => s.pedido === pedido)).toBe(false);
  });

  test('an administrator saves the popup image and toggles mantenimiento on and back off', async ({ page }) => {
    const admin = await signInAs(page, ADMIN);
    const restore = () =>
      page.request.post('/api/prefenciasEcommerce/guardarvalor/2', {
        headers: bearer(admin),
        data: { llave: 'mantenimiento', valor: 'N' },
      });
    try {
      await page.goto('/preferencias');
      await expect(page.getByRole('heading', { level: 1, name: t.preferencesTitle })).toBeVisible();

      const field = page.getByRole('textbox', { name: t.popupField });
      const original = await field.inputValue();
      await field.fill('ftp://no-vale');
      await page.getByRole('button', { name: t.save, exact: true }).click();
      await expect(page.getByText(accountTexts.popupImageInvalid)).toBeVisible();
      await field.fill('/img/popup-registro.svg');
      await page.getByRole('button', { name: t.save, exact: true }).click();
      await expect(page.getByRole('article', { name: t.popupTitle }).getByRole('status')).toHaveText(t.saved);
      const stored = (await (await page.request.get('/api/prefenciasEcommerce/obtenervalores/2')).json()) as {
        llave: string;
        valor: string;
      }[];
      expect(stored.find((p) => p.llave === 'imagen-popup-inicio')?.valor).toBe('/img/popup-registro.svg');
      expect(original).not.toBe('');

      const toggle = page.getByRole('switch', { name: t.maintenanceSwitch });
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await toggle.click();
      // Turning it on asks first; cancelling leaves it off.
      const dialog = page.getByRole('dialog', { name: t.maintenanceConfirmTitle });
      await dialog.getByRole('button', { name: t.cancel }).click();
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await toggle.click();
      await page
        .getByRole('dialog', { name: t.maintenanceConfirmTitle })
        .getByRole('button', { name: t.maintenanceConfirm })
        .click();
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      await expect(page.getByText(t.maintenanceOn)).toBeVisible();

      // Customers now get the 503; preferencias stays reachable.
      const customer = await page.request.get('/api/productos/recomendados/G001');
      expect(customer.status()).toBe(503);
      await page.reload();
      await expect(page.getByRole('switch', { name: t.maintenanceSwitch })).toHaveAttribute('aria-checked', 'true');

      await page.getByRole('switch', { name: t.maintenanceSwitch }).click();
      await expect(page.getByRole('switch', { name: t.maintenanceSwitch })).toHaveAttribute('aria-checked', 'false');
      const after = (await (await page.request.get('/api/prefenciasEcommerce/obtenervalores/2')).json()) as {
        llave: string;
        valor: string;
      }[];
      expect(after.find((p) => p.llave === 'mantenimiento')?.valor).toBe('N');
    } finally {
      await restore();
    }
  });
});
