import { messages } from '../machines/messages';
import { orderMessages } from '../machines/screenTexts/order';
import { couponTexts } from '../machines/screenTexts/coupon';
import { test as plainTest } from '@playwright/test';
import { expect, test, type BrowserContext, type Page } from './fixtures';
import { newCustomer, submitRegistration, confirmTypedDelivery } from './journeys';

/**
 * Coupon entry: the welcome coupon the registration popup promises, from the popup to a
 * paid order with the discount on the receipt; a refused code and its reason; a coupon dropped with
 * the products it is tied to (docs/product.md#entidades, docs/product.md#estados-y-transiciones, docs/product.md#reglas). Against the real API and its seeded coupons
 * (server/seed/coupons.ts: BIENVENIDA $ 5.000 from $ 30.000, once per customer; ALITAS3MIL $ 3.000
 * from $ 20.000 on alitas P1201–P1206).
 */

const pesosValue = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** Nothing sticks out sideways (the field and its button fit a 375 px screen). */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

const couponField = (page: Page) => page.getByRole('textbox', { name: couponTexts.heading });
const applyButton = (page: Page) => page.getByRole('button', { name: couponTexts.apply, exact: true });

async function applyCoupon(page: Page, code: string) {
  await couponField(page).fill(code);
  await applyButton(page).click();
}

/** A guest with the cookies accepted, the popup already seen, and these lines in the cart. */
async function guestWithCart(context: BrowserContext, baseURL: string, lines: Array<{ producto_id: string; cantidad: number }>) {
  await context.addCookies([
    { name: 'cookiesAceptadas', value: 'true', url: baseURL },
    { name: 'habilitarCupon', value: 'false', url: baseURL },
    { name: 'carrito_alacarta', value: encodeURIComponent(JSON.stringify(lines)), url: baseURL },
  ]);
  await context.addInitScript(() => window.sessionStorage.setItem('ciudadConfirmada', '1'));
}

// Playwright's plain `test`: this one needs the registration popup (e2e/fixtures.ts keeps it away).
plainTest(
  'a new customer redeems the welcome coupon from the popup through to a paid order with the discount on the receipt',
  async ({ page, context, request }) => {
    plainTest.setTimeout(120_000);
    await context.addInitScript(() => window.sessionStorage.setItem('ciudadConfirmada', '1'));
    const who = newCustomer();
    await page.goto('/');
    await page.getByRole('button', { name: 'Aceptar' }).click();

    // The popup promises the coupon and leads to the registration.
    const popup = page.getByRole('dialog', { name: 'Tu cupón de bienvenida' });
    await expect(popup).toBeVisible();
    await expect(popup.getByText(/\$\s5\.000/)).toBeVisible();
    await popup.getByRole('button', { name: /Regístrate en Pollos La Brasa/ }).click();
    await expect(page).toHaveURL(/\/registro\?accion=n&hc=s$/);
    await submitRegistration(page, who);

    // Signed in: the delivery address and slot first (tomorrow at noon is always on offer).
    await expect(page).toHaveURL(/\/confirmar-ubicacion$/);
    await confirmTypedDelivery(page);
    // With an empty cart the page stays; the header's chip shows the confirmed address.
    await expect(page.getByRole('button', { name: /Calle 72 # 10-34/ })).toBeVisible();

    // A whole roast chicken: above the coupon's $ 30.000 minimum.
    await page.goto('/productos/pollo-asado/pollo-asado-entero');
    await page
      .getByRole('button', { name: /Agregar/ })
      .first()
      .click();
    await expect(page.getByRole('button', { name: 'Carrito, 1 producto' })).toBeVisible();

    await page.goto('/carrito');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    const before = pesosValue(await page.getByTestId('cart-total').innerText());
    await applyCoupon(page, 'bienvenida');
    await expect(page.getByTestId('coupon-applied')).toHaveText(couponTexts.applied('BIENVENIDA', '$ 5.000'));
    await expect(page.getByTestId('coupon-discount')).toContainText('Cupón BIENVENIDA');
    await expect(page.getByTestId('coupon-discount')).toContainText('$ 5.000');
    await expect(page.getByTestId('cart-total')).toHaveText(`$ ${(before - 5_000).toLocaleString('es-CO')}`);

    await page.getByRole('button', { name: 'Continuar al Pago' }).click();
    await expect(page).toHaveURL(/\/confirma-pedido$/);
    await expect(page.getByTestId('coupon-discount')).toContainText('$ 5.000');
    await expect(page.getByTestId('coupon-applied')).toBeVisible();
    await expectNoSidewaysScroll(page);
    const pay = page.getByRole('button', { name: /Pagar/ });
    await page.getByRole('textbox', { name: /celular/i }).fill('3001234567');
    const charged = pesosValue(await pay.innerText());
    await pay.click();

    // The sandbox gateway, then the receipt with the coupon's discount.
    await expect(page).toHaveURL(/\/sandbox\/pagos\/[A-Za-z0-9_-]+$/);
    await page.getByLabel(/Nequi/).check();
    await page.getByRole('button', { name: 'Aprobar pago' }).click();
    await expect(page).toHaveURL(/\/resultado-enviar\/\d+$/);
    await expect(page.getByRole('heading', { name: '¡Pago aprobado!' })).toBeVisible();
    await expect(page.getByText('Cupón BIENVENIDA')).toBeVisible();
    await expect(page.getByText('− $ 5.000')).toBeVisible();
    await expect(page.getByText(`$ ${charged.toLocaleString('es-CO')}`, { exact: true })).toBeVisible();

    // The server judged and recomputed it: the stored order carries the coupon and charged total − 5.000.
    const orderNumber = page.url().split('/').pop()!;
    const cookie = (await page.context().cookies()).find((c) => c.name === 'usuario')!;
    const { token } = JSON.parse(decodeURIComponent(cookie.value)) as { token: string };
    const stored = await request.get(`/api/pedidos/${orderNumber}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(stored.status()).toBe(200);
    const order = (await stored.json()) as {
      nrocupon: string;
      cuponesvalor: number;
      total_a_pagar: number;
      totales: { total: number };
      estadopago: string;
    };
    expect(order).toMatchObject({ nrocupon: 'BIENVENIDA', cuponesvalor: 5_000, estadopago: 'APROBADO' });
    expect(order.total_a_pagar).toBe(order.totales.total - 5_000);
    expect(order.total_a_pagar).toBe(charged);
    // The coupons went with the cart (docs/product.md#estados-y-transiciones "After sending an order").
    const coupons = (await page.context().cookies()).find((c) => c.name === 'cupones');
    expect(coupons === undefined || JSON.parse(decodeURIComponent(coupons.value)).length === 0).toBe(true);

    // Once per customer: the same code on a new cart is refused with the reason.
    await page.goto('/productos/pollo-asado/pollo-asado-entero');
    await page
      .getByRole('button', { name: /Agregar/ })
      .first()
      .click();
    await expect(page.getByRole('button', { name: 'Carrito, 1 producto' })).toBeVisible();
    await page.goto('/carrito');
    await applyCoupon(page, 'BIENVENIDA');
    await expect(page.getByTestId('coupon-refusal')).toHaveText(orderMessages.couponAlreadyUsed);
  },
);

test('a wrong code and an unmet minimum show the refusal; the field says which and nothing is applied', async ({
  page,
  context,
  baseURL,
}) => {
  // Medio pollo asado: below the $ 30.000 of BIENVENIDA.
  await guestWithCart(context, baseURL!, [{ producto_id: 'P1002', cantidad: 1 }]);
  await page.goto('/carrito');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  const total = await page.getByTestId('cart-total').innerText();

  await applyCoupon(page, 'NOEXISTE');
  await expect(page.getByTestId('coupon-refusal')).toHaveText(orderMessages.couponNotFound);
  await expect(couponField(page)).toHaveAttribute('aria-invalid', 'true');

  await applyCoupon(page, 'BIENVENIDA');
  await expect(page.getByTestId('coupon-refusal')).toHaveText('El monto mínimo para aplicar cupones de valor es $ 30.000.');
  await expectNoSidewaysScroll(page);
  await expect(page.getByTestId('coupon-discount')).toHaveCount(0);
  await expect(page.getByTestId('cart-total')).toHaveText(total);
  // Typing again clears the reason.
  await couponField(page).fill('B');
  await expect(page.getByTestId('coupon-refusal')).toHaveCount(0);
});

test("'Quitar' removes an applied coupon; removing the product a coupon is tied to drops it with its message", async ({
  page,
  context,
  baseURL,
}) => {
  // Alitas BBQ x 8 (ALITAS3MIL applies to them) and a whole roast chicken.
  await guestWithCart(context, baseURL!, [
    { producto_id: 'P1201', cantidad: 1 },
    { producto_id: 'P1001', cantidad: 1 },
  ]);
  await page.goto('/carrito');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  const whole = pesosValue(await page.getByTestId('cart-total').innerText());

  await applyCoupon(page, 'alitas3mil');
  await expect(page.getByTestId('coupon-applied')).toHaveText(couponTexts.applied('ALITAS3MIL', '$ 3.000'));
  await expect(page.getByTestId('cart-total')).toHaveText(`$ ${(whole - 3_000).toLocaleString('es-CO')}`);

  await page.getByRole('button', { name: couponTexts.removeLabel('ALITAS3MIL') }).click();
  await expect(page.getByTestId('coupon-discount')).toHaveCount(0);
  await expect(page.getByTestId('cart-total')).toHaveText(`$ ${whole.toLocaleString('es-CO')}`);
  await expect(couponField(page)).toBeVisible();

  await applyCoupon(page, 'ALITAS3MIL');
  await expect(page.getByTestId('coupon-applied')).toBeVisible();
  const wings = page.getByTestId('cart-line').filter({ hasText: /Alitas/i });
  await wings.getByRole('button', { name: /Eliminar/ }).click();
  await expect(page.getByText(messages.cart.couponDropped('ALITAS3MIL'))).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('coupon-discount')).toHaveCount(0);
  await expect(couponField(page)).toBeVisible();
  const coupons = (await context.cookies()).find((c) => c.name === 'cupones');
  expect(coupons === undefined || JSON.parse(decodeURIComponent(coupons.value)).length === 0).toBe(true);
});
