/**
 * The sandbox payment gateway's pages (PAYMENT_PROVIDER=sandbox; registered through
 * createPayments().routes). They stand in for a provider's hosted checkout, so they live
 * outside /api (no maintenance gate, no API error bodies: HTML for a person):
 *
 *   GET  /sandbox/pagos/{referencia}   the checkout page: "Pasarela de pruebas", the order number,
 *                                      the amount (formatPesos), PSE / Tarjeta / Nequi, and the buttons
 *                                      "Aprobar pago", "Rechazar pago", "Dejar pendiente". No card data is
 *                                      ever asked. An attempt already approved or rejected, or an order
 *                                      that can no longer be paid, shows its state instead.
 *   POST /sandbox/pagos/{referencia}   form resultado=aprobado|rechazado|pendiente, metodo=PSE|TARJETA|NEQUI:
 *                                      builds the notification (with the attempt's monto), signs it with the sandbox secret and hands
 *                                      it to receiveNotification, the code path of a real webhook
 *                                      (signature check included); then 303 to /resultado-enviar/{pedido}.
 *                                      Final attempt or unpayable order: the page with its state, no change.
 *   Unknown or malformed referencia: a 404 page. Bad form: the page again with a 422 and the reason.
 *
 * CSP: the app's policy allows no inline script (and these pages have no script at all); each
 * answer sets its own stricter policy (kept by server/middleware/securityHeaders.ts) whose
 * style-src is the SHA-256 of the one <style> element, and form-action 'self' for the form.
 */
import { escapeHtml, sandboxCsp, sandboxDocument } from './page';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as z from 'zod/mini';
import { messages } from '../../machines/messages';
import { orderMessages } from '../../machines/screenTexts/order';
import { formatPesos } from '../../machines/rules/money';
import { paymentMethodSchema, type PaymentMethod, type PaymentState } from '../../machines/schemas';
import type { RouteModule } from '../context';
import type { SandboxProvider } from '../payments/sandbox';
import { SANDBOX_GATEWAY_PREFIX, sandboxCheckoutPath } from '../payments/sandbox';
import {
  attemptByReference,
  isPayable,
  PAYMENT_STATE,
  paymentReturnPath,
  receiveNotification,
  type PaymentRow,
} from '../services/payments';
import type { OrderRow } from '../services/access';
import { paymentTexts } from '../../machines/screenTexts/payment';

export const SANDBOX_GATEWAY_PATH = `${SANDBOX_GATEWAY_PREFIX}:referencia`;
const MAX_FORM_BYTES = 4 * 1024;

/** The gateway's own texts (a provider's page, not the storefront's catalogue). */
export const GATEWAY_TEXT = {
  brand: 'Pasarela de pruebas',
  title: 'Pagar pedido',
  merchant: 'Comercio',
  amount: 'Total a pagar',
  reference: 'Referencia',
  method: 'Medio de pago',
  methods: { PSE: 'PSE (débito bancario)', TARJETA: 'Tarjeta de crédito o débito', NEQUI: 'Nequi' } satisfies Record<
    PaymentMethod,
    string
  >,
  approve: 'Aprobar pago',
  reject: 'Rechazar pago',
  pending: 'Dejar pendiente',
  testNote:
    'Esta es una pasarela de pruebas: no mueve dinero real y nunca te pedirá datos de tarjeta ni de tu banco. Elige el resultado que quieres simular.',
  states: { APROBADO: 'Pago aprobado', RECHAZADO: 'Pago rechazado', PENDIENTE: 'Pago pendiente' } satisfies Record<
    PaymentState,
    string
  >,
  backToShop: 'Volver a la tienda',
  notFoundTitle: 'Pago no encontrado',
} as const;

const RESULTS = {
  aprobado: PAYMENT_STATE.approved,
  rechazado: PAYMENT_STATE.rejected,
  pendiente: PAYMENT_STATE.pending,
} as const;

const gatewayFormSchema = z.object({
  resultado: z.enum(['aprobado', 'rechazado', 'pendiente'], paymentTexts.resultInvalid),
  metodo: paymentMethodSchema,
});

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f6;color:#1d2433}
header{background:#1f3a68;color:#fff;padding:14px 24px;display:flex;align-items:center;gap:12px}
header .logo{width:32px;height:32px;flex:none;display:block}
header strong{font-size:1.1rem;letter-spacing:.02em}
header span{margin-left:auto;font-size:.8rem;background:#ffb400;color:#1d2433;padding:2px 10px;border-radius:999px;font-weight:700}
main{max-width:480px;margin:32px auto;padding:0 16px}
.card{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(20,30,60,.12);padding:24px}
h1{font-size:1.3rem;margin:0}
.sub{margin:0 0 16px;color:#5b6477}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:0 0 20px}
dt{color:#5b6477;white-space:nowrap}
dd{margin:0;text-align:right;font-weight:600;overflow-wrap:anywhere;min-width:0}
dd.ref{font:600 .8rem/1.9 ui-monospace,Menlo,Consolas,monospace}
dd.amount{font-size:1.4rem;color:#1f3a68}
fieldset{border:1px solid #d5dae4;border-radius:8px;padding:12px 16px;margin:0 0 20px}
legend{padding:0 6px;font-weight:600}
label{display:flex;align-items:center;gap:10px;padding:6px 0;cursor:pointer}
.actions{display:grid;gap:10px}
button{font:inherit;font-weight:600;border:0;border-radius:8px;padding:12px;cursor:pointer}
.approve{background:#1a7f37;color:#fff}
.reject{background:#b42318;color:#fff}
.pending{background:#e4e7ee;color:#1d2433}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #ffb400;outline-offset:2px}
.note{background:#fff7e0;border:1px solid #f2d27a;border-radius:8px;padding:10px 14px;font-size:.9rem;margin:0 0 20px}
.error{background:#fdecea;border:1px solid #f3b4ae;border-radius:8px;padding:10px 14px;margin:0 0 16px}
.state{font-size:1.2rem;font-weight:700}
.state.APROBADO{color:#1a7f37}.state.RECHAZADO{color:#b42318}.state.PENDIENTE{color:#8a5a00}
a{color:#1f3a68;font-weight:600}
footer{text-align:center;color:#5b6477;font-size:.8rem;margin:16px 0}
`;
/** The pages' own policy: nothing but this stylesheet, and forms posting back here. */
export const GATEWAY_CSP = sandboxCsp(STYLE);

/** The gateway's mark: a card on its yellow tile, drawn inline (no image to fetch; the policy allows no other source). */
const LOGO =
  '<svg class="logo" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">' +
  '<rect width="32" height="32" rx="8" fill="#ffb400"/>' +
  '<rect x="5" y="9" width="22" height="15" rx="2.5" fill="#1f3a68"/>' +
  '<rect x="5" y="12.5" width="22" height="3" fill="#ffb400"/>' +
  '<rect x="8.5" y="19" width="7" height="2" rx="1" fill="#ffffff"/>' +
  '</svg>';

function page(title: string, content: string): string {
  return sandboxDocument({
    title: `${title} · ${GATEWAY_TEXT.brand}`,
    styles: STYLE,
    body: `<header>${LOGO}<strong>${GATEWAY_TEXT.brand}</strong><span>MODO PRUEBA</span></header>
<main>
${content}
<footer>${GATEWAY_TEXT.brand} · ${escapeHtml(messages.ui.brandName)}</footer>
</main>`,
  });
}

function send(c: Context, status: number, html: string): Response {
  return c.body(html, status as 200, {
    'Content-Type': 'text/html; charset=UTF-8',
    'Content-Security-Policy': GATEWAY_CSP,
    'Cache-Control': 'no-store',
  });
}

function summary(attempt: PaymentRow, order: OrderRow): string {
  return `<p class="sub">${escapeHtml(orderMessages.orderNumber(order.pedido))}</p>
<dl>
<dt>${GATEWAY_TEXT.merchant}</dt><dd>${escapeHtml(messages.ui.brandName)}</dd>
<dt>${GATEWAY_TEXT.reference}</dt><dd class="ref">${escapeHtml(attempt.referencia)}</dd>
<dt>${GATEWAY_TEXT.amount}</dt><dd class="amount">${escapeHtml(formatPesos(attempt.monto))}</dd>
</dl>`;
}

function checkoutPage(attempt: PaymentRow, order: OrderRow, error?: string, chosen: PaymentMethod = 'PSE'): string {
  const methods = (Object.keys(GATEWAY_TEXT.methods) as PaymentMethod[])
    .map(
      (m) =>
        `<label><input type="radio" name="metodo" value="${m}"${m === chosen ? ' checked' : ''} required> ${escapeHtml(GATEWAY_TEXT.methods[m])}</label>`,
    )
    .join('\n');
  return page(
    GATEWAY_TEXT.title,
    `<section class="card" aria-labelledby="titulo">
<h1 id="titulo">${GATEWAY_TEXT.title}</h1>
${summary(attempt, order)}
<p class="note" role="note">${GATEWAY_TEXT.testNote}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(sandboxCheckoutPath(attempt.referencia))}">
<fieldset>
<legend>${GATEWAY_TEXT.method}</legend>
${methods}
</fieldset>
<div class="actions">
<button class="approve" type="submit" name="resultado" value="aprobado">${GATEWAY_TEXT.approve}</button>
<button class="reject" type="submit" name="resultado" value="rechazado">${GATEWAY_TEXT.reject}</button>
<button class="pending" type="submit" name="resultado" value="pendiente">${GATEWAY_TEXT.pending}</button>
</div>
</form>
</section>`,
  );
}

/** An attempt that cannot be paid here any more: its state (or why) and the way back. */
function statePage(attempt: PaymentRow, order: OrderRow): string {
  const state = attempt.estado as PaymentState;
  const line =
    attempt.estado !== PAYMENT_STATE.pending
      ? `<p class="state ${escapeHtml(state)}">${escapeHtml(GATEWAY_TEXT.states[state] ?? attempt.estado)}</p>`
      : `<p class="state PENDIENTE">${escapeHtml(order.estadoPago === PAYMENT_STATE.approved ? paymentTexts.alreadyPaid : paymentTexts.notPayable)}</p>`;
  return page(
    GATEWAY_TEXT.states[state] ?? GATEWAY_TEXT.title,
    `<section class="card" aria-labelledby="titulo">
<h1 id="titulo">${GATEWAY_TEXT.title}</h1>
${summary(attempt, order)}
${line}
<p><a href="${escapeHtml(paymentReturnPath(order.pedido))}">${GATEWAY_TEXT.backToShop}</a></p>
</section>`,
  );
}

const messagePage = (title: string, message: string) =>
  page(
    title,
    `<section class="card"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="/">${GATEWAY_TEXT.backToShop}</a></p></section>`,
  );
const notFoundPage = () => messagePage(GATEWAY_TEXT.notFoundTitle, paymentTexts.notFound);

/** Still waiting for the customer's choice here: a pending attempt of an order that can be paid. */
const canChoose = (attempt: PaymentRow, order: OrderRow) => attempt.estado === PAYMENT_STATE.pending && isPayable(order);

export function sandboxGatewayRoutes(provider: SandboxProvider): RouteModule {
  return (app, ctx) => {
    const limitForm = bodyLimit({
      maxSize: MAX_FORM_BYTES,
      onError: (c) => {
        // The unread rest of the body leaves the connection unusable (see server/app.ts).
        c.header('Connection', 'close');
        return send(c, 413, messagePage(GATEWAY_TEXT.title, messages.http.badRequest));
      },
    });

    app.get(SANDBOX_GATEWAY_PATH, async (c) => {
      const found = await attemptByReference(ctx, c.req.param('referencia'));
      if (!found) return send(c, 404, notFoundPage());
      const { attempt, order } = found;
      return send(c, 200, canChoose(attempt, order) ? checkoutPage(attempt, order) : statePage(attempt, order));
    });

    app.post(SANDBOX_GATEWAY_PATH, limitForm, async (c) => {
      const found = await attemptByReference(ctx, c.req.param('referencia'));
      if (!found) return send(c, 404, notFoundPage());
      const { attempt, order } = found;
      if (!canChoose(attempt, order)) return send(c, 200, statePage(attempt, order));

      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch {
        form = {};
      }
      const parsed = gatewayFormSchema.safeParse({ resultado: form.resultado, metodo: form.metodo });
      if (!parsed.success) {
        const chosen = paymentMethodSchema.safeParse(form.metodo);
        return send(
          c,
          422,
          checkoutPage(attempt, order, parsed.error.issues[0]!.message, chosen.success ? chosen.data : undefined),
        );
      }
      const request = provider.notificationRequest({
        referencia: attempt.referencia,
        estado: RESULTS[parsed.data.resultado],
        metodo: parsed.data.metodo,
        monto: attempt.monto,
        fecha: ctx.clock().toISOString(),
      });
      await receiveNotification(ctx, provider.name, request);
      return c.redirect(paymentReturnPath(order.pedido), 303);
    });

    return [SANDBOX_GATEWAY_PATH];
  };
}
