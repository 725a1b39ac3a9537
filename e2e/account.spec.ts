import { expect, test, type Page } from './fixtures';
import { newCustomer, submitRegistration } from './journeys';
import { identityTexts } from '../machines/screenTexts/identity';

/** Registration, password recovery and social login against the real API (docs/product.md#pantallas-y-rutas, docs/product.md#estados-y-transiciones). */

async function acceptCookies(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByText('Este sitio usa cookies')).toBeHidden();
}

/** The header's account button names the signed-in customer (mobile: in its label only). */
const accountButton = (page: Page, name: string) => page.getByRole('button', { name: `Tu cuenta, sesión iniciada como ${name}` });

async function sessionCookies(page: Page) {
  const cookies = await page.context().cookies();
  const user = cookies.find((c) => c.name === 'usuario');
  // The refresh token is the server's HttpOnly cookie: scripts never see it.
  return {
    user: user ? JSON.parse(decodeURIComponent(user.value)) : null,
    refreshToken: cookies.find((c) => c.name === 'token_renovacion'),
  };
}

/** The sandbox provider is off when the server runs with NODE_ENV=production and no SOCIAL_SANDBOX=on. */
async function sandboxIsOn(page: Page) {
  const answer = await page.request.get('/api/auth_resources/proveedores');
  const providers = (await answer.json()) as { url_autorizacion: string }[];
  return providers.some((p) => p.url_autorizacion.startsWith('/sandbox/idp/'));
}

test.describe('account pages', () => {
  test('a new customer registers through /registro and lands signed in on /confirmar-ubicacion', async ({ page }) => {
    const who = newCustomer();
    await acceptCookies(page);
    await page.goto('/registro');

    // Every rule is checked before anything is sent, each message under its field.
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText('Revisa los campos marcados.')).toBeVisible();
    await expect(page.getByText('Escribe tus nombres.')).toBeVisible();
    await expect(page.getByText('Debes aceptar los términos y condiciones.')).toBeVisible();
    await expect(page.getByLabel('Nombres')).toBeFocused();

    await submitRegistration(page, who);

    await expect(page).toHaveURL(/\/confirmar-ubicacion$/);
    await expect(accountButton(page, who.nombres)).toBeVisible();
    const { user, refreshToken } = await sessionCookies(page);
    expect(user).toMatchObject({ email: who.email, cedula: who.cedula, esta_autenticado: '1' });
    expect(user).not.toHaveProperty('refresh_token');
    expect(refreshToken).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth_resources' });
    expect(refreshToken?.value).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(await page.evaluate(() => document.cookie)).not.toContain(refreshToken!.value);

    // The same email and cedula cannot register twice.
    await page.context().clearCookies();
    await acceptCookies(page);
    await page.goto('/registro');
    await submitRegistration(page, who);
    // The API's 409 names each field taken: both are marked, with its own words.
    await expect(page.getByText(identityTexts.emailTaken)).toBeVisible();
    await expect(page.getByText(identityTexts.cedulaTaken)).toBeVisible();
    await expect(page.getByLabel('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/registro$/);
  });

  test('a password recovery request shows the confirmation, whether or not the email has an account', async ({ page }) => {
    await acceptCookies(page);
    await page.goto('/login');
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect(page).toHaveURL(/\/recuperar-contrasena$/);
    await page.getByLabel('Correo electrónico').fill('cliente@pollosbrasa.co');
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByRole('heading', { name: 'Revisa tu correo' })).toBeVisible();
    await expect(page.getByText(/te enviamos un enlace para crear una nueva contraseña/)).toBeVisible();

    // A link that is not ours is told as the page opens (no form to fill in vain), with a way to ask for a new one.
    await page.goto('/recuperar-contrasena?token=abcdefghijklmnopqrstuvwxyz0123456789');
    await expect(page.getByRole('heading', { name: 'Este enlace ya no sirve', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Nueva contraseña')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Pedir un enlace nuevo' })).toBeVisible();
  });

  test('/mi-cuenta shows the signed-in customer and saves a new cell phone', async ({ page }) => {
    await acceptCookies(page);
    await page.goto('/mi-cuenta');
    // esta-autenticado guard: a guest is sent to /productos.
    await expect(page).toHaveURL(/\/productos$/);

    const who = newCustomer();
    await page.goto('/registro');
    await submitRegistration(page, who);
    await expect(page).toHaveURL(/\/confirmar-ubicacion$/);

    await page.goto('/mi-cuenta');
    await expect(page.getByRole('heading', { name: 'Mi cuenta', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(who.email);
    await expect(page.getByLabel('Cédula')).toHaveValue(who.cedula);
    await page.getByLabel('Celular').fill('3109876543');
    await page.getByLabel('Nombres').fill('Camila Andrea');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Tus datos fueron actualizados.')).toBeVisible();
    // The session follows: the header greets the new first name.
    await expect(accountButton(page, 'Camila')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Celular')).toHaveValue('3109876543');
  });
});

test.describe('social login through the sandbox provider', () => {
  test('the demo customer continues at the consent page and ends signed in on /confirmar-ubicacion', async ({ page }) => {
    await acceptCookies(page);
    test.skip(
      !(await sandboxIsOn(page)),
      'the sandbox identity provider is off (SOCIAL_SANDBOX=on is needed with NODE_ENV=production)',
    );
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continuar con Google' }).click();
    await expect(page).toHaveURL(/\/sandbox\/idp\/google\/autorizar\?/);
    await page.getByRole('button', { name: /Continuar como Laura/ }).click();

    await expect(page).toHaveURL(/\/confirmar-ubicacion$/);
    await expect(accountButton(page, 'Laura')).toBeVisible();
    const { user, refreshToken } = await sessionCookies(page);
    expect(user).toMatchObject({ email: 'cliente@pollosbrasa.co', esta_autenticado: '1' });
    expect(refreshToken).toMatchObject({ httpOnly: true });
  });

  test('a person without an account is sent to /registro, prefilled, and the new account is linked', async ({ page }) => {
    await acceptCookies(page);
    test.skip(
      !(await sandboxIsOn(page)),
      'the sandbox identity provider is off (SOCIAL_SANDBOX=on is needed with NODE_ENV=production)',
    );
    const who = newCustomer();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continuar con Facebook' }).click();
    await page.getByText('Usar otra persona').click();
    await page.getByLabel('Nombres').fill(who.nombres);
    await page.getByLabel('Apellidos').fill(who.apellidos);
    await page.getByLabel(/Correo/).fill(who.email);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();

    await expect(page).toHaveURL(/\/registro$/);
    await expect(page.getByText(/Quedará vinculada con Facebook/)).toBeVisible();
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(who.email);
    await expect(page.getByLabel('Nombres')).toHaveValue(who.nombres);
    await submitRegistration(page, who, { prefilled: true });
    await expect(page).toHaveURL(/\/confirmar-ubicacion$/);

    await page.goto('/mi-cuenta');
    const facebook = page.getByRole('listitem').filter({ hasText: 'Facebook' });
    await expect(facebook).toContainText('Vinculada');
  });

  test('cancelling at the provider goes back home with a notice', async ({ page }) => {
    await acceptCookies(page);
    test.skip(
      !(await sandboxIsOn(page)),
      'the sandbox identity provider is off (SOCIAL_SANDBOX=on is needed with NODE_ENV=production)',
    );
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continuar con Google' }).click();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(/Cancelaste el ingreso/)).toBeVisible();
  });

  test('an answer this tab did not ask for (wrong state) is refused', async ({ page }) => {
    await acceptCookies(page);
    await page.goto('/callback#id_token=aaa.bbb.ccc&state=ajeno');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(/No pudimos confirmar tu ingreso/)).toBeVisible();
    expect((await sessionCookies(page)).user).toBeNull();
  });
});
