import { expect, test } from './fixtures';
import { CUSTOMER, bearer, logIn, placeOrder, signInBrowser } from './apiSession';
import { listPages as t } from '../machines/screenTexts/listPages';
import { subscriptionTexts } from '../machines/screenTexts/subscriptions';
import { formatDay } from '../src/app/format';

/**
 * Pause, resume and skip the next order of a subscription in /mis-suscripciones, against
 * the real API: each change is asked first in a dialog, then the card shows the new next order.
 */

test.beforeEach(async ({ request }) => {
  expect((await request.post('/api/pruebas/reiniciar')).status()).toBe(200);
});

test('a customer pauses a subscription, resumes it and skips the next order; the card shows the new next date', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const user = await logIn(request, CUSTOMER);
  const { pedido, url_pago } = await placeOrder(request, user);
  const paid = await request.post(url_pago, { form: { resultado: 'aprobado', metodo: 'PSE' }, maxRedirects: 0 });
  expect([200, 302, 303]).toContain(paid.status());
  const cedula = String(user.cedula);
  const created = await request.post(`/api/usuarios/suscripciones/${cedula}/${pedido}/7/N`, { headers: bearer(user) });
  expect(await created.json()).toMatchObject({ tipo: 'S' });
  const listed = async () =>
    (
      (await (await request.get(`/api/usuarios/suscripciones/${cedula}`, { headers: bearer(user) })).json()) as Array<{
        pedido: number;
        proxima_entrega: string;
      }>
    ).find((s) => s.pedido === pedido)!;
  const first = (await listed()).proxima_entrega;
  await signInBrowser(context, baseURL!, user);

  await page.goto('/mis-suscripciones');
  const card = page.getByTestId('subscription').filter({ has: page.getByRole('heading', { name: t.orderNumber(pedido) }) });
  const next = card.getByTestId('next-order');
  await expect(next).toHaveText(formatDay(first));
  // What each repeat brings, and why its amount is what it is (finding 16).
  await expect(card.getByTestId('subscription-products').getByRole('listitem').first()).toHaveText(/^\d+ × \S/);
  await expect(card.getByTestId('price-note')).toContainText('precios del día');
  await expect(card.getByTestId('repeat-total')).toHaveText(/^\$\u00a0[\d.]+$/);
  const button = (name: string) => card.getByRole('button', { name: t.scheduleLabel(name, pedido) });
  await expect(button(t.resume)).toHaveCount(0);

  // Pause: asked first; 'Volver' changes nothing.
  await button(t.pause).click();
  const pauseDialog = page.getByRole('dialog', { name: t.pauseTitle(pedido) });
  await expect(pauseDialog).toContainText(t.pauseBody);
  await pauseDialog.getByRole('button', { name: t.back }).click();
  await expect(pauseDialog).toHaveCount(0);
  await expect(next).toHaveText(formatDay(first));
  await button(t.pause).click();
  await page
    .getByRole('dialog', { name: t.pauseTitle(pedido) })
    .getByRole('button', { name: t.pauseConfirm })
    .click();
  await expect(page.getByRole('status').filter({ hasText: subscriptionTexts.paused })).toBeVisible();
  await expect(next).toHaveText(t.pausedState);
  await expect(card.getByTestId('schedule-note')).toHaveText(t.pausedNote);
  await expect(button(t.pause)).toHaveCount(0);
  await expect(button(t.skipNext)).toHaveCount(0);

  // Resume: the dialog says when the next order will be.
  await button(t.resume).click();
  const resumeDialog = page.getByRole('dialog', { name: t.resumeTitle(pedido) });
  await expect(resumeDialog).toContainText(t.resumeBody(formatDay(first)));
  await resumeDialog.getByRole('button', { name: t.resumeConfirm }).click();
  await expect(next).toHaveText(formatDay(first));
  await expect(card.getByTestId('schedule-note')).toHaveCount(0);

  // Skip the next order: the one after it becomes the next, and the card says which one is skipped.
  await button(t.skipNext).click();
  await page
    .getByRole('dialog', { name: t.skipTitle(formatDay(first)) })
    .getByRole('button', { name: t.skipConfirm })
    .click();
  // The notice names the skipped day in words, never '2026-12-04' (finding 8).
  await expect(page.getByRole('status').filter({ hasText: subscriptionTexts.skipped(formatDay(first)) })).toBeVisible();
  const after = (await listed()).proxima_entrega;
  expect(Date.parse(after) - Date.parse(first)).toBe(7 * 86_400_000);
  await expect(next).toHaveText(formatDay(after));
  await expect(card.getByTestId('schedule-note')).toHaveText(t.skipNote(formatDay(first)));
  await expect(button(t.skipNext)).toHaveCount(0);
  await expect(button(t.pause)).toBeVisible();
});

test('a failed change stays in the dialog with Reintentar, and a retry that succeeds closes it', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const user = await logIn(request, CUSTOMER);
  const { pedido, url_pago } = await placeOrder(request, user);
  await request.post(url_pago, { form: { resultado: 'aprobado', metodo: 'PSE' }, maxRedirects: 0 });
  const cedula = String(user.cedula);
  await request.post(`/api/usuarios/suscripciones/${cedula}/${pedido}/7/N`, { headers: bearer(user) });
  await signInBrowser(context, baseURL!, user);
  // The first pause is answered with a server error, the next ones reach the API.
  let failures = 1;
  await page.route(`**/api/usuarios/suscripciones/${cedula}/${pedido}/pausar`, (route) =>
    failures-- > 0
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
      : route.continue(),
  );

  await page.goto('/mis-suscripciones');
  const card = page.getByTestId('subscription').filter({ has: page.getByRole('heading', { name: t.orderNumber(pedido) }) });
  await card.getByRole('button', { name: t.scheduleLabel(t.pause, pedido) }).click();
  const dialog = page.getByRole('dialog', { name: t.pauseTitle(pedido) });
  await dialog.getByRole('button', { name: t.pauseConfirm }).click();
  await expect(dialog.getByRole('button', { name: t.retry })).toBeVisible();
  await dialog.getByRole('button', { name: t.retry }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByTestId('next-order')).toHaveText(t.pausedState);
});
