/**
 * What /resultado-enviar/{pedido} says for each outcome of the payment machine (machines/payment):
 * its tone, title, message, which orders page it leads to, and the receipt's total label.
 * Without an order number there is nothing to look up, signed in or not: the page says so and
 * leads to Mis pedidos, never 'Inicia sesión con la cuenta del pedido'.
 */
import { messages } from '../messages';
import { PATHS } from '../paths';
import { paymentTexts } from '../screenTexts/payment';
import { orderMessages } from '../screenTexts/order';

/** Where the payment machine (machines/payment) stands: its top-level states, named here so this rule imports no machine. */
export type PaymentOutcome = 'checking' | 'approved' | 'pending' | 'stalled' | 'rejected' | 'failed' | 'unknown' | 'leaving';

export type ShownPaymentOutcome = Exclude<PaymentOutcome, 'checking' | 'leaving'>;

export interface PaymentResultView {
  outcome: 'success' | 'pending' | 'failed';
  /** Undefined: the outcome's own title. */
  title?: string;
  message: string;
  /** Where 'Ver mis pedidos' leads; null hides it (a signed-out visitor would only meet the login). */
  ordersHref: string | null;
}

export function paymentResultView(
  outcome: ShownPaymentOutcome,
  page: { pedido: number | null; signedIn: boolean; error: string | null },
): PaymentResultView {
  const t = paymentTexts;
  const ordersHref = page.signedIn ? PATHS.seguirPedidos : null;
  switch (outcome) {
    case 'approved':
      return { outcome: 'success', title: t.approvedTitle, message: t.approvedBody, ordersHref };
    case 'pending':
      return { outcome: 'pending', message: t.pendingBody, ordersHref };
    case 'stalled':
      return { outcome: 'pending', message: t.pendingStalled, ordersHref };
    case 'rejected':
      return { outcome: 'failed', message: t.rejectedBody, ordersHref };
    case 'failed':
      return {
        outcome: 'failed',
        title: messages.errorPage.genericTitle,
        message: page.error ?? messages.http.other,
        ordersHref,
      };
    case 'unknown':
      return page.pedido === null
        ? {
            outcome: 'failed',
            title: orderMessages.noOrderNumberTitle,
            message: orderMessages.noOrderNumber,
            ordersHref: PATHS.misPedidos,
          }
        : { outcome: 'failed', title: messages.errorPage.genericTitle, message: t.signInToSee, ordersHref };
  }
}
