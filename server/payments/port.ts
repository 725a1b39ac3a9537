/**
 * Payment-provider port (docs/api/endpoints.md "Payments"). The API never sees card data: it asks
 * the provider for a checkout page for an attempt, sends the customer there, and learns
 * the outcome from the provider's authenticated notification.
 *
 * The notification must report the amount the provider actually charged (monto, whole pesos
 * COP; a provider that counts centavos divides by 100), read from its signed payload or its
 * API, never from anything the customer's browser sent. An approval is applied only when
 * that amount equals the attempt's monto: a checkout whose amount was tampered with (a
 * locally built Wompi link, a forged form) is refused with 422 and changes nothing. A provider
 * whose signature does not cover the referencia also reports its transaction id (transaccion),
 * which settles one attempt only: a copied event re-pointed at another referencia is a 409.
 */
import type { PaymentState } from '../../machines/schemas';

export interface PaymentCheckout {
  pedido: number;
  /** Our unique reference of this attempt; the provider's notifications carry it back. */
  referencia: string;
  /** Pesos to charge (total_a_pagar). */
  monto: number;
  descripcion: string;
  email: string;
  /** Site path the provider sends the customer back to: /resultado-enviar/{pedido}. */
  returnPath: string;
  /** When the order stops being payable (placed + UNPAID_ORDER_EXPIRY_MS); a provider that can refuses to start a payment after it. */
  expiresAt: Date;
}

export interface PaymentNotification {
  referencia: string;
  estado: PaymentState;
  /** PSE, TARJETA, NEQUI… or '' when unknown. */
  metodo: string;
  /** Pesos (COP) the provider charged or is charging for this referencia; must equal the attempt's monto to approve. */
  monto: number;
  /**
   * The provider's id of the transaction (Wompi's transaction.id), when it has one. It is bound to the
   * attempt it settles: news of it about another referencia, or other news about that attempt, is refused.
   */
  transaccion?: string;
}

/**
 * A genuine notification (its signature checked) that is not news about a payment attempt, such as
 * another kind of provider event: the route answers 200 so that the provider stops sending it.
 */
export const NOTIFICATION_IGNORED = 'ignored' as const;

export interface PaymentProvider {
  /** Stored with each attempt ('sandbox', 'wompi', …). */
  readonly name: string;
  /** The provider's page for this attempt (absolute URL, or a site path for the sandbox). */
  checkoutUrl(checkout: PaymentCheckout): Promise<string>;
  /** Authenticates and reads a notification (webhook) request; null when it is not genuine. */
  parseNotification(request: Request): Promise<PaymentNotification | typeof NOTIFICATION_IGNORED | null>;
}
