import * as z from 'zod/mini';
import { MAINTENANCE_PREFERENCE_KEY, POPUP_IMAGE_PREFERENCE_KEY } from '../constants';
import { messages } from '../messages';
import { orderMessages } from '../screenTexts/order';
import { productSchema } from './catalogue';
import { couponSchema, orderLineSchema, storedOrderSchema } from './order';
import { salesPointSchema } from './salesPoint';
import { subscriptionTexts } from '../screenTexts/subscriptions';
import { ratingTexts } from '../screenTexts/rating';
import { accountTexts } from '../screenTexts/account';

/**
 * The signed-in customer's side of the API (docs/api/endpoints.md): order tracking,
 * subscriptions, ratings, favourites, recommended products, the registration coupon,
 * sales point lookup and administrator preferences. Path parameters arrive as strings
 * (already percent-decoded), so numbers are coerced.
 */

const MAX_ORDER_NUMBER = 2_147_483_647;

/** An order number (pedido) in a path. */
export const orderNumberSchema = z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_ORDER_NUMBER));

/** A sales point code (Vkbur) in a path or query. */
export const salesPointCodeSchema = z
  .string()
  .check(z.trim(), z.regex(/^[A-Za-z0-9]{1,10}$/, messages.location.salesPointNotFound));

/** A customer's cedula in a path. */
export const documentSchema = z.string().check(z.trim(), z.regex(/^[0-9A-Za-z]{1,20}$/, subscriptionTexts.documentInvalid));

/** A product code in a path or body. */
export const productCodeSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(20));

// ─── Orders ─────────────────────────────────────────────────────────────────

/** Idempotency-Key header of the order submission: 1 to 255 visible ASCII characters (the SPA sends a UUID). */
export const idempotencyKeySchema = z.string().check(z.regex(/^[\x21-\x7E]{1,255}$/, orderMessages.idempotencyKeyInvalid));

/**
 * Order statuses in lifecycle order; 'cancelado' can follow 'recibido' only, and so can 'vencido':
 * not paid within UNPAID_ORDER_EXPIRY_MS of being placed (server/services/orderExpiry.ts).
 */
export const ORDER_STATUSES = ['recibido', 'en preparación', 'en camino', 'entregado', 'cancelado', 'vencido'] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** One step of an order's status history; fecha is an ISO 8601 instant. */
export const orderStatusEntrySchema = z.object({ estado: orderStatusSchema, fecha: z.string() });
export type OrderStatusEntry = z.infer<typeof orderStatusEntrySchema>;

export const orderNumberParamsSchema = z.object({ pedido: orderNumberSchema });

/** GET /api/pedidos/mis_pedidos?pagina=&limite= */
export const orderListQuerySchema = z.object({
  pagina: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000))),
  limite: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
});

/** An order in the customer's lists (mis-pedidos, seguir-pedidos). total_a_pagar = total − cuponesvalor. */
export const orderSummarySchema = z.object({
  pedido: z.number(),
  estado: orderStatusSchema,
  fecha_creacion: z.string(),
  pdv: z.string(),
  ciudad: z.string(),
  direccion: z.string(),
  fecha_entrega: z.string(),
  hora_entrega: z.string(),
  recogeentienda: z.string(),
  nrocupon: z.string(),
  cuponesvalor: z.number(),
  total: z.number(),
  total_a_pagar: z.number(),
  cantidad_productos: z.number(),
  /** The reference API's own: the payment's state, so a list says 'Total pagado' once paid (the chain's API may not send it). */
  estadopago: z.optional(z.string()),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export const orderSummaryListSchema = z.array(orderSummarySchema);

/** GET /api/pedidos/seguir_pedidos: recent orders with their status history. */
export const trackedOrderSchema = z.extend(orderSummarySchema, { historial: z.array(orderStatusEntrySchema) });
export type TrackedOrder = z.infer<typeof trackedOrderSchema>;
export const trackedOrderListSchema = z.array(trackedOrderSchema);

/** GET /api/pedidos/detalle_pedido/{pedido}: the stored order, its status history and what the customer may still do. */
export const orderDetailSchema = z.extend(storedOrderSchema, {
  /** The stored lines, each with its product's name when the product still exists (reorder names what is gone). */
  detalles_pedido: z.array(z.extend(orderLineSchema, { descripcion_corta: z.optional(z.string()) })),
  estado: orderStatusSchema,
  historial: z.array(orderStatusEntrySchema),
  total_a_pagar: z.number(),
  puede_cancelar: z.boolean(),
  calificado: z.boolean(),
  /** Days between repeats when the order has a subscription, else null. */
  frecuencia_suscripcion: z.nullable(z.number()),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

// ─── Sales points ───────────────────────────────────────────────────────────

export const salesPointLookupParamsSchema = z.object({ code: salesPointCodeSchema });

/** GET /api/puntos_ventas/consultar_pdv/{code} */
export const salesPointLookupSchema = z.object({ isError: z.literal(false), data: salesPointSchema });

// ─── Registration coupon ────────────────────────────────────────────────────

function isCalendarDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A calendar day, YYYY-MM-DD. */
export const isoDaySchema = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, accountTexts.dateNotToday), z.refine(isCalendarDay, accountTexts.dateNotToday));

/** POST /api/usuarios/cupon_registro { fecha }: today's date (Bogotá) as the storefront sees it. */
export const registrationCouponBodySchema = z.object({ fecha: isoDaySchema });

/** A coupon the registration popup offers: the coupon (docs/product.md#entidades), the popup image and its text. */
export const registrationCouponSchema = z.extend(couponSchema, {
  imagen: z.string(),
  mensaje: z.string(),
  vigente_hasta: z.nullable(z.string()),
});
export type RegistrationCoupon = z.infer<typeof registrationCouponSchema>;
/** Empty: no popup. */
export const registrationCouponListSchema = z.array(registrationCouponSchema);

// ─── Subscriptions ──────────────────────────────────────────────────────────

export const SUBSCRIPTION_ACTIONS = { create: 'N', modify: 'M', delete: 'E' } as const;
export const SUBSCRIPTION_MAX_FREQUENCY_DAYS = 90;
export const subscriptionActionSchema = z.enum(['N', 'M', 'E'], { error: subscriptionTexts.actionInvalid });
export type SubscriptionAction = z.infer<typeof subscriptionActionSchema>;

/**
 * POST /api/usuarios/suscripciones/{document}/{orderNumber}/{frequency}/{action}:
 * frequency in days, 1 to 90 to create (N) or modify (M), 0 to delete (E).
 */
export const subscriptionParamsSchema = z
  .object({
    document: documentSchema,
    orderNumber: orderNumberSchema,
    frequency: z.coerce
      .number()
      .check(
        z.int(subscriptionTexts.frequencyRange),
        z.gte(0, subscriptionTexts.frequencyRange),
        z.lte(SUBSCRIPTION_MAX_FREQUENCY_DAYS, subscriptionTexts.frequencyRange),
      ),
    action: subscriptionActionSchema,
  })
  .check(
    z.refine((p) => p.action !== 'E' || p.frequency === 0, {
      message: subscriptionTexts.frequencyForDelete,
      path: ['frequency'],
    }),
    z.refine((p) => p.action === 'E' || p.frequency >= 1, {
      message: subscriptionTexts.frequencyRange,
      path: ['frequency'],
    }),
  );
export type SubscriptionParams = z.infer<typeof subscriptionParamsSchema>;

/** Answer of the subscription call: tipo 'S' on success. */
export const subscriptionAnswerSchema = z.object({ tipo: z.string(), mensaje: z.string() });
export type SubscriptionAnswer = z.infer<typeof subscriptionAnswerSchema>;

export const documentParamsSchema = z.object({ document: documentSchema });

/** The reference API's pause, resume and skip-the-next-delivery calls: POST /api/usuarios/suscripciones/{document}/{orderNumber}/{change}. */
export const SUBSCRIPTION_CHANGES = ['pausar', 'reanudar', 'omitir'] as const;
export type ScheduleChange = (typeof SUBSCRIPTION_CHANGES)[number];
export const subscriptionChangeParamsSchema = z.object({
  document: documentSchema,
  orderNumber: orderNumberSchema,
  change: z.enum(SUBSCRIPTION_CHANGES),
});

/** GET /api/usuarios/suscripciones/{document}: the customer's subscriptions. proxima_entrega: next Bogotá day, YYYY-MM-DD. */
export const subscriptionSchema = z.object({
  pedido: z.number(),
  frecuencia: z.number(),
  fecha_creacion: z.string(),
  fecha_actualizacion: z.string(),
  proxima_entrega: z.string(),
  total: z.number(),
  /** The reference API's own additions (the chain's API may not send them): paused, and the day to skip. */
  pausada: z.optional(z.boolean()),
  omitir_fecha: z.optional(z.nullable(z.string())),
  /**
   * Also the reference API's own: what each repeat brings, and the coupon the
   * subscribed order had ('' and 0 without one). total is that order before its coupon: a repeat
   * carries no coupon and is charged at the prices of its day.
   */
  productos: z.optional(
    z.array(z.object({ codigo_producto: z.string(), descripcion_corta: z.optional(z.string()), cantidad: z.number() })),
  ),
  nrocupon: z.optional(z.string()),
  cuponesvalor: z.optional(z.number()),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionListSchema = z.array(subscriptionSchema);

// ─── Rating ─────────────────────────────────────────────────────────────────

/**
 * GET /api/pedidos/calificar_pedido/{orderNumber}/{pdv}/{rating}/{reason}/{observation}:
 * rating 1 to 5; reason a short text or code; observation up to 500 characters
 * (a blank segment, '%20', means none).
 */
export const ratingParamsSchema = z.object({
  orderNumber: orderNumberSchema,
  pdv: salesPointCodeSchema,
  rating: z.coerce
    .number()
    .check(z.int(ratingTexts.ratingRange), z.gte(1, ratingTexts.ratingRange), z.lte(5, ratingTexts.ratingRange)),
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
  observation: z.string().check(z.trim(), z.maxLength(500)),
});
export type RatingParams = z.infer<typeof ratingParamsSchema>;

/** Answer of calificar_pedido (the spec names the text `message`). */
export const ratingAnswerSchema = z.object({ tipo: z.string(), message: z.string() });
export type RatingAnswer = z.infer<typeof ratingAnswerSchema>;

// ─── Favourites and recommended products ────────────────────────────────────

export const favouriteBodySchema = z.object({ codigo_producto: productCodeSchema });
export const favouriteParamsSchema = z.object({ document: documentSchema, codigo_producto: productCodeSchema });
/** ?pdv= prices the favourites at that sales point (default G001). */
export const favouriteQuerySchema = z.object({ pdv: z.optional(salesPointCodeSchema) });

/** A favourite: the product as sold at the requested sales point, or null when it is not sold there. */
export const favouriteSchema = z.object({
  codigo_producto: z.string(),
  fecha_agregado: z.string(),
  producto: z.nullable(productSchema),
});
export type Favourite = z.infer<typeof favouriteSchema>;
export const favouriteListSchema = z.array(favouriteSchema);

export const MAX_FAVOURITES = 100;

export const recommendedParamsSchema = z.object({ pdv: salesPointCodeSchema });
export const recommendedQuerySchema = z.object({ limite: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(24))) });

/** { isError: false } answers of favourites (POST, DELETE). */
export const okAnswerSchema = z.object({ isError: z.literal(false) });

// ─── Administrator preferences ──────────────────────────────────────────────

export const preferenceChannelParamsSchema = z.object({ canal: z.string().check(z.regex(/^\d{1,3}$/, 'Canal inválido.')) });

const isPopupImage = (value: string) => /^\/[^\s]*$/.test(value) || /^https:\/\/[^\s]+$/.test(value);

/**
 * POST /api/prefenciasEcommerce/guardarvalor/{canal} { llave, valor } (administrators):
 * mantenimiento is S or N; imagen-popup-inicio a site path or an https URL; other keys any text up to 500.
 */
export const preferenceUpdateBodySchema = z
  .object({
    llave: z.string().check(z.trim(), z.regex(/^[a-z0-9][a-z0-9_-]{0,59}$/, accountTexts.preferenceKeyInvalid)),
    valor: z.string().check(z.trim(), z.maxLength(500)),
  })
  .check(
    z.refine((b) => b.llave !== MAINTENANCE_PREFERENCE_KEY || b.valor === 'S' || b.valor === 'N', {
      message: accountTexts.maintenanceValueInvalid,
      path: ['valor'],
    }),
    z.refine((b) => b.llave !== POPUP_IMAGE_PREFERENCE_KEY || isPopupImage(b.valor), {
      message: accountTexts.popupImageInvalid,
      path: ['valor'],
    }),
  );
export type PreferenceUpdateBody = z.infer<typeof preferenceUpdateBodySchema>;
