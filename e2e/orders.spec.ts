import { expect, test, type APIRequestContext } from './fixtures';
import { logIn, placeOrder, signInBrowser } from './apiSession';

/** /mis-pedidos, /detalle-pedido, /seguir-pedidos and cancelling, against the real API and the payment sandbox. */

const pesos = /\$\s\d{1,3}(\.\d{3})*/;

/** The sandbox gateway's form, answered 'aprobado' with PSE. */
async function approve(request: APIRequestContext, urlPago: string) {
  const answer = await request.post(urlPago, { form: { resultado: 'aprobado', metodo: 'PSE' }, maxRedirects: 0 });
  expect([200, 302, 303]).toContain(answer.status());
}

test('a customer finds a paid order in mis-pedidos, subscribes to it, tracks it and cancels an unpaid one', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const user = await logIn(request);
  const paid = await placeOrder(request, user);
  await approve(request, paid.url_pago);
  const unpaid = await placeOrder(request, user);
  await signInBrowser(context, baseURL!, user);

  // /mis-pedidos: newest first, both orders, each with its status, total and a link to its detail.
  await page.goto('/mis-pedidos');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis pedidos' })).toBeVisible();
  const cards = page.getByTestId('order-card');
  await expect(cards.first().getByRole('heading', { name: `Pedido #${unpaid.pedido}` })).toBeVisible();
  const paidCard = cards.filter({ has: page.getByRole('heading', { name: `Pedido #${paid.pedido}` }) });
  await expect(paidCard.getByTestId('order-status')).toHaveText('Recibido');
  await expect(paidCard.getByText(pesos)).toBeVisible();
  await expect(paidCard.getByText('1 producto')).toBeVisible();
  // Finding 12: paid says 'Total pagado', unpaid 'Total a pagar'; amounts and times never break
  // inside (no-break spaces, as Intl writes them).
  const unpaidCard = cards.filter({ has: page.getByRole('heading', { name: `Pedido #${unpaid.pedido}` }) });
  await expect(paidCard.getByText('Total pagado', { exact: true })).toBeVisible();
  await expect(unpaidCard.getByText('Total a pagar', { exact: true })).toBeVisible();
  await expect(paidCard.getByText(pesos)).toHaveText(/^\$\u00a0[\d.]+$/);
  await expect(paidCard.getByText(/^Hecho el /)).toHaveText(/, \d{1,2}:\d{2}\u00a0[ap]\.\u00a0m\.$/);

  // /detalle-pedido: the stored order, paid, and a subscription created then changed.
  await paidCard.getByRole('link', { name: `Ver detalle del pedido #${paid.pedido}` }).click();
  await expect(page).toHaveURL(new RegExp(`/detalle-pedido\\?pedido=${paid.pedido}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Pedido #${paid.pedido}` })).toBeVisible();
  await expect(page.getByTestId('order-line')).toHaveCount(1);
  await expect(page.getByTestId('order-total')).toHaveText(pesos);
  await expect(page.getByText('Total pagado', { exact: true })).toBeVisible();
  await expect(page.getByText('Calle 85 # 15-32, Apto 402', { exact: false })).toBeVisible();
  await expect(page.getByTestId('payment-notice')).toHaveCount(0);

  const frequency = page.getByRole('spinbutton', { name: 'Cada cuántos días' });
  await frequency.fill('120');
  await page.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(page.getByText('La frecuencia debe ser de 1 a 90 días.')).toBeVisible();
  await frequency.fill('15');
  await page.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(page.getByTestId('subscription-state')).toHaveText('Se repite cada 15 días');
  await page.getByRole('spinbutton', { name: 'Cada cuántos días' }).fill('30');
  await page.getByRole('button', { name: 'Guardar frecuencia' }).click();
  await expect(page.getByTestId('subscription-state')).toHaveText('Se repite cada 30 días');

  // Not delivered yet: the rating page says so.
  await page.goto(`/calificar-pedido?pedido=${paid.pedido}`);
  await expect(page.getByRole('heading', { name: 'Este pedido todavía no se puede calificar' })).toBeVisible();

  // /seguir-pedidos: both orders with their timeline; the unpaid one offers to pay.
  await page.goto('/seguir-pedidos');
  await expect(page.getByRole('heading', { level: 1, name: 'Seguir tus pedidos' })).toBeVisible();
  const tracked = page.getByTestId('order-card').filter({ has: page.getByRole('heading', { name: `Pedido #${paid.pedido}` }) });
  await expect(tracked.getByTestId('order-status')).toHaveText('Recibido');
  await expect(
    tracked.getByRole('list', { name: `Estado del pedido #${paid.pedido}` }).locator('[aria-current="step"]'),
  ).toContainText('Recibido');
  await expect(tracked.getByTestId('payment-notice')).toHaveCount(0);
  const waiting = page.getByTestId('order-card').filter({ has: page.getByRole('heading', { name: `Pedido #${unpaid.pedido}` }) });
  await expect(waiting.getByTestId('payment-notice')).toContainText('Pago pendiente');
  await expect(waiting.getByRole('link', { name: `Pagar ahora el pedido #${unpaid.pedido}` })).toHaveAttribute(
    'href',
    `/resultado-enviar/${unpaid.pedido}`,
  );

  // Cancelling the unpaid order from its detail page, after confirming.
  await page.goto(`/detalle-pedido?pedido=${unpaid.pedido}`);
  await expect(page.getByTestId('payment-notice')).toContainText('Pago pendiente');
  // An unpaid order cannot be repeated by subscription yet.
  await expect(page.getByRole('heading', { name: 'Repetir este pedido' })).toHaveCount(0);
  // The question is a modal alert dialog. It opens on the safe answer (Enter by reflex keeps the
  // order), Tab cannot leave it, Escape keeps the order and gives focus back to the button that asked.
  const cancelButton = page.getByRole('button', { name: 'Cancelar pedido' });
  await cancelButton.click();
  const dialog = page.getByRole('alertdialog', { name: `¿Cancelar el pedido #${unpaid.pedido}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(/no podrás volver a activarlo/);
  const keep = dialog.getByRole('button', { name: 'No, conservarlo' });
  const confirm = dialog.getByRole('button', { name: 'Sí, cancelar pedido' });
  await expect(keep).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(keep).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cancelButton).toBeFocused();
  // Opened from the keyboard, 'No, conservarlo' also closes it and gives focus back.
  await page.keyboard.press('Enter');
  await expect(keep).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(cancelButton).toBeFocused();
  await cancelButton.click();
  await dialog.getByRole('button', { name: 'Sí, cancelar pedido' }).click();
  await expect(page.getByTestId('order-status').first()).toHaveText('Cancelado');
  await expect(page.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Repetir este pedido' })).toHaveCount(0);
  await expect(page.getByTestId('payment-notice')).toHaveCount(0);
});

test('on a phone, the Mis pedidos card keeps "$ 122.600" and "4:42 a. m." on one line each', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  const user = await logIn(request);
  const paid = await placeOrder(request, user);
  await approve(request, paid.url_pago);
  await signInBrowser(context, baseURL!, user);
  await page.goto('/mis-pedidos');
  const card = page.getByTestId('order-card').filter({ has: page.getByRole('heading', { name: `Pedido #${paid.pedido}` }) });
  const amount = card.getByText(pesos);
  await expect(amount).toBeVisible();
  // One line box: its height is no more than one line's.
  const lines = await amount.evaluate((el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight));
  expect(lines).toBeLessThan(1.5);
  // The time's pieces are glued by no-break spaces, so it wraps only as a whole.
  const placed = await card.getByText(/^Hecho el /).evaluate((el) => el.textContent ?? '');
  expect(placed).toMatch(/\d{1,2}:\d{2}\u00a0[ap]\.\u00a0m\.$/);
});

test('/resultado-enviar without an order number, signed in, says the number is missing and links to Mis pedidos', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const user = await logIn(request);
  await signInBrowser(context, baseURL!, user);
  await page.goto('/resultado-enviar');
  await expect(page.getByRole('heading', { name: 'Falta el número del pedido' })).toBeVisible();
  await expect(page.getByText('Inicia sesión con la cuenta del pedido', { exact: false })).toHaveCount(0);
  // The message names Mis pedidos as a link (never the raw path), and the button leads there too.
  await expect(page.getByText('/mis-pedidos', { exact: false })).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Mis pedidos', exact: true }).click();
  await expect(page).toHaveURL(/\/mis-pedidos$/);
  await page.goBack();
  await expect(page.getByRole('link', { name: 'Ver mis pedidos' })).toHaveAttribute('href', '/mis-pedidos');
});
