/**
 * Online payment through the payment-provider port with the sandbox gateway:
 * the order's url_pago, the gateway pages (/sandbox/pagos/{referencia}), the signed
 * notifications (POST /api/pagos/notificacion/{proveedor}), GET /api/pagos/estado/{pedido}
 * and POST /api/pagos/reintentar/{pedido}. Time is the fake clock; no real waits.
 */
import { createHash, createHmac } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../machines/messages';
import { orderMessages } from '../../machines/screenTexts/order';
import { formatPesos } from '../../machines/rules/money';
import { orderDetailSchema, orderResultSchema, paymentStatusSchema, type PaymentStatus } from '../../machines/schemas';
import { createApp } from '../../server/app';
import { coupons, orders, payments } from '../../server/db/schema';
import { createPayments, paymentsFromEnv } from '../../server/payments/config';
import { GATEWAY_CSP } from '../../server/sandbox/paymentGateway';
import { createTestServer, START, TEST_JWT_SECRET, validOrder, type TestServer } from './helpers';
import {
  adminAuth,
  customerAuth,
  expectError,
  latestPayment,
  MINUTE,
  orderCount,
  payOrder,
  placeOrder,
  sendOrder,
  submitGateway,
} from './accountHelpers';
import { paymentTexts } from '../../machines/screenTexts/payment';

const SECRET = 'secreto-de-la-pasarela-de-pruebas-0123';
const NOTIFY_PATH = '/api/pagos/notificacion/sandbox';
const PAGE = /^\/sandbox\/pagos\/[0-9a-f]{32}$/;

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ deps: { payments: { provider: 'sandbox', sandboxSecret: SECRET } } });
});
afterAll(async () => server?.close());
afterEach(() => {
  server.clock.now = new Date(START);
});

const statusPath = (pedido: number | string) => `/api/pagos/estado/${pedido}`;
const retryPath = (pedido: number | string) => `/api/pagos/reintentar/${pedido}`;

async function status(pedido: number, auth?: Record<string, string>): Promise<PaymentStatus> {
  const res = await server.request(statusPath(pedido), { headers: auth ?? (await customerAuth(server)) });
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  return paymentStatusSchema.parse(await res.json());
}

const retry = async (pedido: number | string, auth?: Record<string, string>) =>
  server.request(retryPath(pedido), { method: 'POST', headers: auth ?? (await customerAuth(server)) });

async function orderRow(pedido: number) {
  const [row] = await server.database.db.select().from(orders).where(eq(orders.pedido, pedido));
  return row!;
}

const attempts = (pedido: number) =>
  server.database.db.select().from(payments).where(eq(payments.pedido, pedido)).orderBy(asc(payments.id));

const sign = (body: string, secret = SECRET) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

function notify(
  body: unknown,
  signature?: string | null,
  target: { request: TestServer['request'] } = server,
): Promise<Response> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const sig = signature === undefined ? sign(text) : signature;
  if (sig !== null) headers['X-Pasarela-Firma'] = sig;
  return target.request(NOTIFY_PATH, { method: 'POST', headers, body: text });
}

/** A notification about an attempt, reporting the attempt's own amount unless told otherwise. */
const notification = (
  attempt: { referencia: string; monto: number },
  estado: 'APROBADO' | 'RECHAZADO' | 'PENDIENTE',
  metodo = 'PSE',
  monto = attempt.monto,
) => ({
  referencia: attempt.referencia,
  estado,
  metodo,
  monto,
  fecha: START.toISOString(),
});
const unknownAttempt = { referencia: 'f'.repeat(32), monto: 64_220 };

describe('the order call opens the payment', () => {
  it('answers url_pago, the sandbox page of a PENDIENTE attempt for what the customer pays', async () => {
    const auth = await customerAuth(server);
    const res = await sendOrder(server, auth);
    expect(res.status).toBe(200);
    const answer = orderResultSchema.parse(await res.json());
    expect(answer).toMatchObject({ tipo: 'S', mensaje: orderMessages.sent });
    expect(answer.url_pago).toMatch(PAGE);
    const pedido = answer.pedido!;
    const [attempt] = await attempts(pedido);
    expect(answer.url_pago).toBe(`/sandbox/pagos/${attempt!.referencia}`);
    const detail = orderDetailSchema.parse(
      await (await server.request(`/api/pedidos/detalle_pedido/${pedido}`, { headers: auth })).json(),
    );
    expect(attempt).toMatchObject({ proveedor: 'sandbox', estado: 'PENDIENTE', metodo: '', monto: detail.total_a_pagar });
    expect(detail).toMatchObject({ tipo_pago: 'PAGOONLINE', estadopago: 'PENDIENTE', estado: 'recibido' });
    expect(await status(pedido, auth)).toEqual({
      pedido,
      estadopago: 'PENDIENTE',
      metodo: '',
      total_a_pagar: detail.total_a_pagar,
      nrocupon: '',
      cuponesvalor: 0,
      url_pago: answer.url_pago,
      fecha_actualizacion: START.toISOString(),
    });
  });

  it("ignores the client's estadopago: an order claiming APROBADO is stored PENDIENTE and does not start the kitchen", async () => {
    const auth = await customerAuth(server);
    const pedido = await placeOrder(server, auth, { estadopago: 'APROBADO' });
    expect(await orderRow(pedido)).toMatchObject({ estadoPago: 'PENDIENTE', pagadoEn: null });
    expect((await status(pedido, auth)).estadopago).toBe('PENDIENTE');
    server.clock.advance(29 * MINUTE);
    const detailAt = async () =>
      orderDetailSchema.parse(
        await (await server.request(`/api/pedidos/detalle_pedido/${pedido}`, { headers: await customerAuth(server) })).json(),
      );
    expect(await detailAt()).toMatchObject({ estado: 'recibido', estadopago: 'PENDIENTE' });
    // The claim does not keep it from expiring unpaid either.
    server.clock.advance(1 * MINUTE);
    expect(await detailAt()).toMatchObject({ estado: 'vencido', estadopago: 'PENDIENTE' });
  });

  it('accepts only tipo_pago PAGOONLINE (422, nothing stored); a missing one keeps the spec message', async () => {
    const auth = await customerAuth(server);
    const before = await orderCount(server);
    for (const tipo_pago of ['EFECTIVO', 'CONTRAENTREGA', 'pagoonline']) {
      const body = await expectError(await sendOrder(server, auth, validOrder({ tipo_pago })), 422, paymentTexts.methodInvalid);
      expect(body.errors).toEqual({ tipo_pago: [paymentTexts.methodInvalid] });
    }
    await expectError(await sendOrder(server, auth, validOrder({ tipo_pago: '' })), 422, orderMessages.paymentTypeMissing);
    expect(await orderCount(server)).toBe(before);
  });
});

describe('the sandbox gateway page (GET /sandbox/pagos/{referencia})', () => {
  it('looks like a hosted checkout, asks for no card data and runs under its own CSP', async () => {
    const auth = await customerAuth(server);
    const pedido = await placeOrder(server, auth);
    const { referencia, monto } = await latestPayment(server, pedido);
    const res = await server.request(`/sandbox/pagos/${referencia}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8$/i);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toBe(GATEWAY_CSP);
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|script-src/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await res.text();
    for (const text of [
      'Pasarela de pruebas',
      orderMessages.orderNumber(pedido),
      formatPesos(monto),
      'PSE',
      'Tarjeta',
      'Nequi',
      'Aprobar pago',
      'Rechazar pago',
      'Dejar pendiente',
      'pruebas',
      'tarjeta',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toMatch(/no mueve dinero real y nunca te pedirá datos de tarjeta/);
    expect(html).toContain('<html lang="es-CO">');
    // The header's mark is drawn (a card on its tile), not an empty square.
    expect(html).toMatch(
      /<header><svg class="logo" viewBox="0 0 32 32"[^>]*aria-hidden="true"[^>]*>(<rect [^>]*fill="#[0-9a-f]{6}"\/>){4}<\/svg><strong>Pasarela de pruebas<\/strong>/,
    );
    expect(html).toContain(`<form method="post" action="/sandbox/pagos/${referencia}">`);
    // No script at all; the only inputs are the three method radios.
    expect(html).not.toMatch(/<script|\son\w+=|javascript:/i);
    const inputs = html.match(/<input[^>]*>/g) ?? [];
    expect(inputs).toHaveLength(3);
    for (const input of inputs) expect(input).toMatch(/type="radio" name="metodo" value="(PSE|TARJETA|NEQUI)"/);
    expect(html).not.toMatch(/cvv|cvc|numero_tarjeta|card[-_]?number|autocomplete="cc-|vencimiento|contraseña|password/i);
    // The one <style> element is exactly what the policy's hash allows.
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    expect(csp).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(html.match(/<style/g)).toHaveLength(1);
    expect(html).not.toMatch(/style="/);
  });

  it('unknown or malformed references are a 404 page; other methods a 405', async () => {
    for (const ref of ['0'.repeat(32), 'abc', '..%2F..%2Fetc', 'A'.repeat(32), `${'f'.repeat(32)}x`]) {
      const res = await server.request(`/sandbox/pagos/${ref}`);
      expect(res.status, ref).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await res.text()).toContain(paymentTexts.notFound);
    }
    const posted = await submitGateway(server, '0'.repeat(32), { resultado: 'aprobado', metodo: 'PSE' });
    expect(posted.status).toBe(404);
    expect((await server.request(`/sandbox/pagos/${'0'.repeat(32)}`, { method: 'PUT' })).status).toBe(405);
  });

  it('a bad form answers 422 with the page and the reason, and changes nothing', async () => {
    const auth = await customerAuth(server);
    const pedido = await placeOrder(server, auth);
    const { referencia } = await latestPayment(server, pedido);
    const cases: [Record<string, string>, string][] = [
      [{ resultado: 'aprobadisimo', metodo: 'PSE' }, paymentTexts.resultInvalid],
      [{ metodo: 'PSE' }, paymentTexts.resultInvalid],
      [{ resultado: 'aprobado', metodo: 'BITCOIN' }, paymentTexts.methodInvalid],
      [{ resultado: 'aprobado' }, paymentTexts.methodInvalid],
    ];
    for (const [form, message] of cases) {
      const res = await submitGateway(server, referencia, form);
      expect(res.status, JSON.stringify(form)).toBe(422);
      expect(res.headers.get('content-security-policy')).toBe(GATEWAY_CSP);
      const html = await res.text();
      expect(html).toContain(message);
      expect(html).toContain('Aprobar pago');
    }
    const json = await server.request(`/sandbox/pagos/${referencia}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"resultado":"aprobado"',
    });
    expect(json.status).toBe(422);
    expect(await latestPayment(server, pedido)).toMatchObject({ estado: 'PENDIENTE', metodo: '' });
    expect((await orderRow(pedido)).estadoPago).toBe('PENDIENTE');
  });
});

describe('approve, reject, leave pending', () => {
  it('approve: 303 back to /resultado-enviar/{pedido}; APROBADO with its method; the kitchen starts; the page then shows the state', async () => {
    const auth = await customerAuth(server);
    const pedido = await placeOrder(server, auth);
    server.clock.advance(3 * MINUTE);
    const paidAt = server.clock.now;
    await payOrder(server, pedido, 'aprobado', 'TARJETA');
    expect(await status(pedido)).toMatchObject({
      estadopago: 'APROBADO',
      metodo: 'TARJETA',
      url_pago: null,
      fecha_actualizacion: paidAt.toISOString(),
    });
    expect(await orderRow(pedido)).toMatchObject({ estadoPago: 'APROBADO', pagadoEn: paidAt });
    server.clock.advance(5 * MINUTE);
    const detail = orderDetailSchema.parse(
      await (await server.request(`/api/pedidos/detalle_pedido/${pedido}`, { headers: await customerAuth(server) })).json(),
    );
    expect(detail).toMatchObject({ estado: 'en preparación', estadopago: 'APROBADO' });

    const { referencia } = await latestPayment(server, pedido);
    const page = await (await server.request(`/sandbox/pagos/${referencia}`)).text();
    expect(page).toContain('Pago aprobado');
    expect(page).not.toContain('<form');
    // Posting again changes nothing (no second notification).
    const again = await submitGateway(server, referencia, { resultado: 'rechazado', metodo: 'PSE' });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('Pago aprobado');
    expect(await latestPayment(server, pedido)).toMatchObject({ estado: 'APROBADO', metodo: 'TARJETA' });
  });

  it('reject: RECHAZADO; reintentar opens a new attempt with a new page, which then approves', async () => {
    const auth = await customerAuth(server);
    const pedido = await placeOrder(server, auth);
    const first = await latestPayment(server, pedido);
    await payOrder(server, pedido, 'rechazado', 'PSE');
    const rejected = await status(pedido, auth);
    expect(rejected).toMatchObject({ estadopago: 'RECHAZADO', metodo: 'PSE', url_pago: `/sandbox/pagos/${first.referencia}` });
    expect((await orderRow(pedido)).pagadoEn).toBeNull();
    expect(await (await server.request(`/sandbox/pagos/${first.referencia}`)).text()).toContain('Pago rechazado');

    server.clock.advance(MINUTE);
    const res = await retry(pedido, auth);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const retried = paymentStatusSchema.parse(await res.json());
    expect(retried.url_pago).toMatch(PAGE);
    expect(retried.url_pago).not.toBe(rejected.url_pago);
    expect(retried).toMatchObject({ estadopago: 'PENDIENTE', metodo: '', fecha_actualizacion: server.clock.now.toISOString() });
    expect(await status(pedido, auth)).toEqual(retried);
    expect(await attempts(pedido)).toHaveLength(2);

    await payOrder(server, pedido, 'aprobado', 'NEQUI');
    expect(await status(pedido, auth)).toMatchObject({ estadopago: 'APROBADO', metodo: 'NEQUI', url_pago: null });
    expect((await attempts(pedido)).map((a) => a.estado)).toEqual(['RECHAZADO', 'APROBADO']);
  });

  it('pending: stays PENDIENTE with the method; the same page can still approve it', async () => {
    const auth = await customerAuth(server);
    const pedido = await placeOrder(server, auth);
    const { referencia } = await latestPayment(server, pedido);
    await payOrder(server, pedido, 'pendiente', 'NEQUI');
    expect(await status(pedido, auth)).toMatchObject({
      estadopago: 'PENDIENTE',
      metodo: 'NEQUI',
      url_pago: `/sandbox/pagos/${referencia}`,
    });
    expect(await (await server.request(`/sandbox/pagos/${referencia}`)).text()).toContain('Aprobar pago');
    await payOrder(server, pedido, 'aprobado', 'NEQUI');
    expect((await status(pedido, auth)).estadopago).toBe('APROBADO');
  });

  it('reintentar also replaces a pending attempt; a late rejection of the old one leaves the new one alone', async () => {
    const auth = await customerAuth(server);
    const pedido = await placeOrder(server, auth);
    const old = await latestPayment(server, pedido);
    expect((await retry(pedido, auth)).status).toBe(200);
    expect((await notify(notification(old, 'RECHAZADO'))).status).toBe(200);
    expect(await status(pedido, auth)).toMatchObject({ estadopago: 'PENDIENTE' });
    // The old attempt, approved late after all, still pays the order.
    const other = await placeOrder(server, auth);
    const otherOld = await latestPayment(server, other);
    expect((await retry(other, auth)).status).toBe(200);
    expect((await notify(notification(otherOld, 'APROBADO'))).status).toBe(200);
    expect(await status(other, auth)).toMatchObject({ estadopago: 'APROBADO', url_pago: null });
  });
});

describe('notifications (POST /api/pagos/notificacion/{proveedor})', () => {
  it('a genuinely signed notification answers { isError: false } and applies', async () => {
    const auth = await customerAuth(server);
    const pedido = await placeOrder(server, auth);
    const attempt = await latestPayment(server, pedido);
    const res = await notify(notification(attempt, 'APROBADO', 'PSE'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ isError: false });
    expect(await status(pedido, auth)).toMatchObject({ estadopago: 'APROBADO', metodo: 'PSE' });
  });

  it('amountMismatch: a genuine approval for another amount than the attempt’s is refused with 422, logged, and changes nothing', async () => {
    const auth = await customerAuth(server);
    const pedido = await placeOrder(server, auth);
    const attempt = await latestPayment(server, pedido);
    const errorsBefore = server.errors.length;
    for (const monto of [1, attempt.monto - 1, attempt.monto + 1, 0]) {
      await expectError(await notify(notification(attempt, 'APROBADO', 'PSE', monto)), 422, paymentTexts.amountMismatch);
    }
    expect(server.errors.length).toBe(errorsBefore + 4);
    expect(String(server.errors.at(-1)![0])).toContain(attempt.referencia);
    server.errors.splice(errorsBefore);
    expect(await latestPayment(server, pedido)).toMatchObject({ estado: 'PENDIENTE', metodo: '', updatedAt: START });
    expect(await orderRow(pedido)).toMatchObject({ estadoPago: 'PENDIENTE', pagadoEn: null });
    // The attempt's own amount approves, and the sandbox gateway sends exactly that.
    expect((await notify(notification(attempt, 'APROBADO', 'PSE'))).status).toBe(200);
    expect(await orderRow(pedido)).toMatchObject({ estadoPago: 'APROBADO' });
  });

  it('amountMismatch: a notification without monto is not genuine for the sandbox (401)', async () => {
    const auth = await customerAuth(server);
    const pedido = await placeOrder(server, auth);
    const attempt = await latestPayment(server, pedido);
    const { monto: _monto, ...withoutAmount } = notification(attempt, 'APROBADO');
    await expectError(await notify(withoutAmount), 401, paymentTexts.notificationInvalid);
    await expectError(await notify({ ...withoutAmount, monto: '64220' }), 401, paymentTexts.notificationInvalid);
    expect(await orderRow(pedido)).toMatchObject({ estadoPago: 'PENDIENTE', pagadoEn: null });
  });

  it('a bad, missing or foreign signature, or a tampered body, is a 401 and changes nothing', async () => {
    const auth = await customerAuth(server);
    const pedido = await placeOrder(server, auth);
    const attempt = await latestPayment(server, pedido);
    const { referencia } = attempt;
    const body = JSON.stringify(notification(attempt, 'APROBADO'));
    const tampered = JSON.stringify(notification(attempt, 'RECHAZADO'));
    const cases: [string, string | null][] = [
      [body, null],
      [body, 'sha256=' + '0'.repeat(64)],
      [body, sign(body, 'otro-secreto-de-al-menos-16')],
      [body, sign(body).slice(0, -2)],
      [body, sign(body).replace('sha256=', 'sha1=')],
      [body, sign(body).replace('sha256=', '')],
      [tampered, sign(body)],
      [`${body} `, sign(body)],
      ['{nope', sign('{nope')],
      [JSON.stringify({ referencia }), sign(JSON.stringify({ referencia }))],
    ];
    for (const [text, signature] of cases) {
      await expectError(await notify(text, signature), 401, paymentTexts.notificationInvalid);
    }
    expect(await latestPayment(server, pedido)).toMatchObject({ estado: 'PENDIENTE', metodo: '' });
    expect(await orderRow(pedido)).toMatchObject({ estadoPago: 'PENDIENTE', pagadoEn: null });
  });

  it('is idempotent: a replay changes nothing, an approved payment never goes back', async () => {
    const auth = await customerAuth(server);
    const pedido = await placeOrder(server, auth);
    const attempt = await latestPayment(server, pedido);
    const approval = JSON.stringify(notification(attempt, 'APROBADO', 'TARJETA'));
    expect((await notify(approval)).status).toBe(200);
    const paid = await orderRow(pedido);
    server.clock.advance(7 * MINUTE);
    expect((await notify(approval)).status).toBe(200);
    expect((await notify(notification(attempt, 'RECHAZADO', 'PSE'))).status).toBe(200);
    expect((await notify(notification(attempt, 'PENDIENTE', 'NEQUI'))).status).toBe(200);
    expect(await orderRow(pedido)).toMatchObject({ estadoPago: 'APROBADO', pagadoEn: paid.pagadoEn });
    expect(await attempts(pedido)).toMatchObject([{ estado: 'APROBADO', metodo: 'TARJETA', updatedAt: START }]);
  });

  it('an unknown referencia is a 404; an unknown provider a 404; a malformed provider name a 422', async () => {
    await expectError(await notify(notification(unknownAttempt, 'APROBADO')), 404, paymentTexts.notFound);
    const body = JSON.stringify(notification(unknownAttempt, 'APROBADO'));
    const headers = { 'Content-Type': 'application/json', 'X-Pasarela-Firma': sign(body) };
    await expectError(
      await server.request('/api/pagos/notificacion/wompi', { method: 'POST', headers, body }),
      404,
      paymentTexts.providerUnknown,
    );
    await expectError(
      await server.request('/api/pagos/notificacion/Sand%20Box', { method: 'POST', headers, body }),
      422,
      messages.http.validation,
    );
    await expectError(await server.request(NOTIFY_PATH, { headers }), 405, messages.http.methodNotAllowed);
  });

  it('for a cancelled order: recorded on the attempt, the order untouched and no longer payable', async () => {
    const auth = await customerAuth(server);
    const pedido = await placeOrder(server, auth);
    const attempt = await latestPayment(server, pedido);
    const { referencia } = attempt;
    expect((await server.request(`/api/pedidos/cancelar_pedido/${pedido}`, { method: 'POST', headers: auth })).status).toBe(200);
    expect(await (await server.request(`/sandbox/pagos/${referencia}`)).text()).toContain(paymentTexts.notPayable);
    expect((await submitGateway(server, referencia, { resultado: 'aprobado', metodo: 'PSE' })).status).toBe(200);
    expect(await latestPayment(server, pedido)).toMatchObject({ estado: 'PENDIENTE' });
    // A provider's approval arriving anyway is recorded (money to refund), the order stays as it was.
    expect((await notify(notification(attempt, 'APROBADO'))).status).toBe(200);
    expect(await latestPayment(server, pedido)).toMatchObject({ estado: 'APROBADO' });
    expect(await orderRow(pedido)).toMatchObject({ estado: 'cancelado', estadoPago: 'PENDIENTE', pagadoEn: null });
    expect(await status(pedido, auth)).toMatchObject({ estadopago: 'PENDIENTE', url_pago: null });
    await expectError(await retry(pedido, auth), 422, paymentTexts.notPayable);
  });

  it('an approval after the order expired unpaid never revives it: recorded on the attempt, logged for the refund, the coupon stays with its new holder', async () => {
    await server.database.db
      .insert(coupons)
      .values({ nrocupon: 'TARDE1', tipo: 'V', valorCupon: 5_000, montoMinimo: 0, crudoALaCarta: 'G', singleUse: true });
    const auth = await customerAuth(server);
    const pedido = await placeOrder(server, auth, { nrocupon: 'TARDE1' });
    const attempt = await latestPayment(server, pedido);
    server.clock.advance(30 * MINUTE);
    // Nothing read it yet: another customer's order expires it and takes the freed coupon.
    const other = await adminAuth(server);
    const taker = await placeOrder(server, other, { nrocupon: 'TARDE1' });
    const errorsBefore = server.errors.length;
    expect((await notify(notification(attempt, 'APROBADO'))).status).toBe(200);
    expect(await latestPayment(server, pedido)).toMatchObject({ estado: 'APROBADO' });
    expect(await orderRow(pedido)).toMatchObject({ estado: 'vencido', estadoPago: 'PENDIENTE', pagadoEn: null });
    expect(server.errors.length).toBe(errorsBefore + 1);
    expect(String(server.errors.at(-1)![0])).toMatch(new RegExp(`aprobación tardía.*${attempt.referencia}.*reembolsar`));
    server.errors.splice(errorsBefore);
    const [coupon] = await server.database.db.select().from(coupons).where(eq(coupons.nrocupon, 'TARDE1'));
    expect(coupon!.redeemedByOrder).toBe(taker);
    expect(await status(pedido, auth)).toMatchObject({ estadopago: 'PENDIENTE', url_pago: null });
    await expectError(await retry(pedido, auth), 422, paymentTexts.expired);
  });

  it('an approval that arrives past the deadline expires the order right there, under its lock, even when no read or sweep did', async () => {
    const auth = await customerAuth(server);
    const pedido = await placeOrder(server, auth);
    const attempt = await latestPayment(server, pedido);
    server.clock.advance(30 * MINUTE);
    expect(await orderRow(pedido)).toMatchObject({ estado: 'recibido' });
    const errorsBefore = server.errors.length;
    expect((await notify(notification(attempt, 'APROBADO'))).status).toBe(200);
    expect(await orderRow(pedido)).toMatchObject({ estado: 'vencido', estadoPago: 'PENDIENTE', pagadoEn: null });
    server.errors.splice(errorsBefore);
    // One minute earlier the same approval pays it.
    const inTime = await placeOrder(server, await customerAuth(server));
    server.clock.advance(29 * MINUTE);
    expect((await notify(notification(await latestPayment(server, inTime), 'APROBADO'))).status).toBe(200);
    expect(await orderRow(inTime)).toMatchObject({ estado: 'recibido', estadoPago: 'APROBADO' });
    server.clock.advance(5 * MINUTE);
    expect((await status(inTime, await customerAuth(server))).estadopago).toBe('APROBADO');
    expect(await orderRow(inTime)).toMatchObject({ estado: 'recibido' });
  });

  it('a retry does not move the deadline: 30 minutes after the order, reintentar is a 422 and the sandbox page no longer takes a payment', async () => {
    const auth = await customerAuth(server);
    const pedido = await placeOrder(server, auth);
    server.clock.advance(20 * MINUTE);
    expect((await retry(pedido, auth)).status).toBe(200);
    const { referencia } = await latestPayment(server, pedido);
    server.clock.advance(10 * MINUTE);
    await expectError(await retry(pedido, auth), 422, paymentTexts.expired);
    expect(await orderRow(pedido)).toMatchObject({ estado: 'vencido' });
    expect(await attempts(pedido)).toHaveLength(2);
    expect(await (await server.request(`/sandbox/pagos/${referencia}`)).text()).toContain(paymentTexts.notPayable);
  });

  it('with no secret configured, each process signs with its own random key: a guess is refused', async () => {
    const other = createApp({
      db: server.database.db,
      jwtSecret: TEST_JWT_SECRET,
      clock: () => server.clock.now,
      logger: { error: () => {} },
    });
    const auth = await customerAuth(server);
    const pedido = await placeOrder(server, auth);
    const attempt = await latestPayment(server, pedido);
    const { referencia } = attempt;
    const otherServer = { request: async (path: string, init?: RequestInit) => other.request(path, init) };
    await expectError(
      await notify(notification(attempt, 'APROBADO'), undefined, otherServer),
      401,
      paymentTexts.notificationInvalid,
    );
    // Its own gateway, which signs with that key, is believed.
    const res = await other.request(`/sandbox/pagos/${referencia}`, {
      method: 'POST',
      body: new URLSearchParams({ resultado: 'aprobado', metodo: 'PSE' }),
    });
    expect(res.status).toBe(303);
    expect((await orderRow(pedido)).estadoPago).toBe('APROBADO');
  });
});

describe('estado and reintentar: who may ask', () => {
  it('an approved order cannot be paid again (422)', async () => {
    const auth = await customerAuth(server);
    const pedido = await placeOrder(server, auth);
    await payOrder(server, pedido);
    await expectError(await retry(pedido, auth), 422, paymentTexts.alreadyPaid);
    expect(await attempts(pedido)).toHaveLength(1);
  });

  it("401 without a token; another customer's order or an unknown one is a 404; a malformed number 422", async () => {
    const auth = await customerAuth(server);
    const pedido = await placeOrder(server, auth);
    const admin = await adminAuth(server);
    for (const path of [statusPath(pedido), retryPath(pedido)]) {
      const method = path.includes('reintentar') ? 'POST' : 'GET';
      await expectError(await server.request(path, { method }), 401, messages.http.unauthorized);
      await expectError(
        await server.request(path, { method, headers: { Authorization: 'Bearer no.es.token' } }),
        401,
        messages.http.unauthorized,
      );
      await expectError(await server.request(path, { method, headers: admin }), 404, messages.http.notFound);
    }
    await expectError(await server.request(statusPath(999_999), { headers: auth }), 404, messages.http.notFound);
    await expectError(await retry(999_999, auth), 404, messages.http.notFound);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      await expectError(await server.request(statusPath(bad), { headers: auth }), 422, messages.http.validation);
      await expectError(await retry(bad, auth), 422, messages.http.validation);
    }
    expect(await attempts(pedido)).toHaveLength(1);
  });
});

describe('configuration (server/payments/config.ts)', () => {
  it('defaults to the sandbox, refuses unknown providers and short secrets', () => {
    expect(paymentsFromEnv({})).toEqual({ provider: 'sandbox' });
    expect(paymentsFromEnv({ PAYMENT_PROVIDER: ' Sandbox ', PAYMENT_SANDBOX_SECRET: SECRET })).toEqual({
      provider: 'sandbox',
      sandboxSecret: SECRET,
    });
    expect(() => paymentsFromEnv({ PAYMENT_PROVIDER: 'payu' })).toThrow(/PAYMENT_PROVIDER inválido: payu/);
    expect(() => paymentsFromEnv({ PAYMENT_SANDBOX_SECRET: 'corto' })).toThrow(/PAYMENT_SANDBOX_SECRET/);
    expect(() => paymentsFromEnv({ PAYMENT_PROVIDER: 'constructor' })).toThrow(/PAYMENT_PROVIDER/);
    expect(createPayments({}).provider.name).toBe('sandbox');
    expect(() => createPayments({ provider: 'payu' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => createPayments({ provider: 'toString' })).toThrow(/PAYMENT_PROVIDER/);
  });

  it('nothing was logged as an unexpected error', () => {
    expect(server.errors).toEqual([]);
  });
});
