import * as z from 'zod/mini';
import { paymentTexts } from '../screenTexts/payment';

/**
 * Online payment (tipo_pago PAGOONLINE; docs/api/endpoints.md "Payments"). The order
 * call answers with url_pago, the provider's page; the provider sends the customer back
 * to /resultado-enviar/{pedido}, whose page asks for the payment's state here.
 * No card data ever reaches the API.
 */

export const PAYMENT_STATES = ['PENDIENTE', 'APROBADO', 'RECHAZADO'] as const;
export const paymentStateSchema = z.enum(PAYMENT_STATES);
export type PaymentState = z.infer<typeof paymentStateSchema>;

/** How the customer paid, as the provider reports it. */
export const PAYMENT_METHODS = ['PSE', 'TARJETA', 'NEQUI'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS, paymentTexts.methodInvalid);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** GET /api/pagos/estado/{pedido} (token, owner) and POST /api/pagos/reintentar/{pedido}. */
export const paymentStatusSchema = z.object({
  pedido: z.number(),
  estadopago: paymentStateSchema,
  /** '' until the provider reports it. */
  metodo: z.string(),
  total_a_pagar: z.number(),
  /** The order's coupon ('' without one) and what it deducted (already out of total_a_pagar): the receipt shows it. */
  nrocupon: z.string(),
  cuponesvalor: z.number(),
  /** Where to pay (again): the provider's page while the order can still be paid; null once approved or cancelled. */
  url_pago: z.nullable(z.string()),
  fecha_actualizacion: z.string(),
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;
