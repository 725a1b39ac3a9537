import * as z from 'zod/mini';
import { orderNumberSchema, orderStatusEntrySchema, orderStatusSchema, productCodeSchema } from './account';
import { paymentStateSchema } from './payment';

/**
 * Live order tracking and the administrator's changes that feed it (the spec names no
 * such calls). The customer's stream is Server-Sent Events: an EventSource cannot send an
 * Authorization header, so the browser first trades its bearer token for a short-lived ticket.
 */

/** POST /api/pedidos/eventos/ticket (bearer) → the ticket for GET /api/pedidos/eventos?ticket=… */
export const orderStreamTicketSchema = z.object({ ticket: z.string(), expira_en: z.number() });
export type OrderStreamTicket = z.infer<typeof orderStreamTicketSchema>;
export const orderStreamQuerySchema = z.object({ ticket: z.string().check(z.minLength(1), z.maxLength(2000)) });

/** SSE `event: estado`: an order of the customer changed status; historial is the whole timeline so far. */
export const ORDER_STREAM_STATUS_EVENT = 'estado';
export const orderStatusChangeSchema = z.object({
  pedido: z.number(),
  estado: orderStatusSchema,
  historial: z.array(orderStatusEntrySchema),
});
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

/** SSE `event: pago`: the payment of an order of the customer changed (approved, rejected). */
export const ORDER_STREAM_PAYMENT_EVENT = 'pago';
export const orderPaymentChangeSchema = z.object({ pedido: z.number(), estadopago: paymentStateSchema });
export type OrderPaymentChange = z.infer<typeof orderPaymentChangeSchema>;

/** POST /api/pedidos/guardar_estado/{pedido} (administrators): sets an order's status. */
export const orderStatusUpdateBodySchema = z.object({ estado: orderStatusSchema });
export const orderStatusUpdateParamsSchema = z.object({ pedido: orderNumberSchema });

/** POST /api/productos/guardar_precio/{codigo_producto} (administrators): one product's price in one price list. */
export const productParamsSchema = z.object({ codigo_producto: productCodeSchema });
export const priceUpdateBodySchema = z.object({
  konda: z.string().check(z.regex(/^[A-Za-z0-9]{1,4}$/, 'Lista de precios inválida.')),
  precio: z.number().check(z.int(), z.gte(0), z.lte(100_000_000)),
});
export type PriceUpdateBody = z.infer<typeof priceUpdateBodySchema>;

/** POST /api/productos/guardar_disponibilidad/{codigo_producto} (administrators): sold or not at one sales point. */
export const availabilityUpdateBodySchema = z.object({
  vkbur: z.string().check(z.minLength(1), z.maxLength(10)),
  disponible: z.boolean(),
});
export type AvailabilityUpdateBody = z.infer<typeof availabilityUpdateBodySchema>;
