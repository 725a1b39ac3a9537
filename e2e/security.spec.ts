import { expect, test, type Page } from './fixtures';

/**
 * The SPA runs under the server's Content-Security-Policy with zero violations: every
 * `securitypolicyviolation` event and every console message about the policy is collected
 * while visiting /, /productos and /carrito and opening what injects markup or styles
 * (cart, cart preview, location dialog, side menu, search).
 */

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

async function watchPolicy(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) problems.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber} ${e.sample}`);
    });
  });
  return problems;
}

async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__cspViolations ?? []);
}

/** Clicks when the control is on screen (some are desktop- or phone-only). */
async function clickIfVisible(page: Page, name: RegExp): Promise<void> {
  const control = page.getByRole('button', { name }).first();
  if (await control.isVisible()) {
    await control.click();
    // The dialog (a lazily loaded chunk, Radix's injected style) is on screen before it closes.
    const dialog = page.getByRole('dialog').first();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
}

test.describe('security headers and Content-Security-Policy', () => {
  test('the shell and the API answer with the policy and the other headers', async ({ request }) => {
    for (const path of ['/', '/productos', '/principal/sap/status', '/api/productos/listar_categorias/G']) {
      const res = await request.get(path);
      const headers = res.headers();
      expect(headers['content-security-policy'], path).toContain("default-src 'self'");
      expect(headers['content-security-policy'], path).toContain("script-src 'self'");
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
      // Plain HTTP here: no HSTS.
      expect(headers['strict-transport-security'], path).toBeUndefined();
    }
  });

  test('/, /productos and /carrito run with zero CSP violations', async ({ page }) => {
    const problems = await watchPolicy(page);

    await page.goto('/');
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('Este sitio usa cookies')).toBeHidden();

    await page.goto('/productos');
    await page.getByRole('button', { name: 'Agregar' }).first().click();
    await page
      .getByRole('button', { name: /Carrito/ })
      .first()
      .hover();
    // Whatever the hover loads (the cart preview on desktop) has arrived.
    await page.waitForLoadState('networkidle');
    await clickIfVisible(page, /ubicación de entrega/i);
    await clickIfVisible(page, /Abrir menú/);
    const search = page.getByPlaceholder(/Buscar/).first();
    if (await search.isVisible()) await search.fill('pollo');
    expect(await violations(page), '/productos').toEqual([]);

    await page.goto('/carrito');
    await expect(page.getByRole('heading').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations(page), '/carrito').toEqual([]);
    expect(problems).toEqual([]);
  });
});
