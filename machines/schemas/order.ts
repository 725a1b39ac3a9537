import * as z from 'zod/mini';
import { MAX_LINE_QUANTITY } from '../constants';
import { orderMessages } from '../screenTexts/order';

/** A line's quantity: a whole number from 1 to MAX_LINE_QUANTITY (more is refused in Spanish, naming the maximum). */
const lineQuantity = () => z.int().check(z.gte(1), z.lte(MAX_LINE_QUANTITY, { error: orderMessages.lineQuantityTooLarge }));

/** Cart line as stored in the carrito_alacarta cookie (docs/product.md#entidades). */
export const storedCartLineSchema = z.object({
  producto_id: z.string().check(z.minLength(1), z.maxLength(20)),
  cantidad: lineQuantity(),
});
export type StoredCartLine = z.infer<typeof storedCartLineSchema>;
export const storedCartSchema = z.array(storedCartLineSchema);

/** Coupon (docs/product.md#entidades). */
export const couponSchema = z.object({
  nrocupon: z.string(),
  tipo: z.string(),
  ValorCupon: z.number(),
  MontoMinimo: z.number(),
  /** Comma-separated product ids the coupon is tied to; empty = any. */
  Materialesaplica: z.string(),
  crudo_a_la_carta: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;

/** Order line (docs/product.md#entidades). Prices are what the client computed; the server recomputes them. */
export const orderLineSchema = z.object({
  codigo_producto: z.string().check(z.minLength(1), z.maxLength(20)),
  cantidad: lineQuantity(),
  precio: z.number(),
  porcentaje_iva: z.number(),
  valor_iva: z.number(),
  porcentaje_descuento: z.number(),
  valor_descuento: z.number(),
  /** 'S' = a discount applies to this line. */
  descuento: z.string(),
  clase_condicion: z.string(),
  total: z.number(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderTotalsSchema = z.object({
  subtotal: z.number(),
  iva: z.number(),
  descuento: z.number(),
  valor_domicilio: z.number(),
  total: z.number(),
});
export type OrderTotals = z.infer<typeof orderTotalsSchema>;

const text = (max: number) => z.string().check(z.maxLength(max));

/**
 * Order (orden, docs/product.md#entidades): body of POST /api/pedidos/enviar_pedidos_playerid_canal.
 * The schema checks shape and size only; business validation is rules/orderValidation.ts,
 * run in spec order by the order machine and again by the server.
 */
export const orderSchema = z.object({
  pdv: text(10),
  cedula: text(15),
  konda: text(4),
  nombre_recibe: text(200),
  fecha_entrega: text(10),
  hora_entrega: text(5),
  ciudad: text(60),
  direccion: text(200),
  telefono: text(20),
  valor_domicilio: z.number().check(z.nonnegative()),
  barrio: text(80),
  textoBarrio: text(80),
  observacion: text(400),
  tipo_pago: text(20),
  /** 'X' pick-up in store, '-' home delivery. */
  recogeentienda: text(1),
  nrocupon: text(40),
  estadopago: text(20),
  celularpedido: text(20),
  numuid: text(60),
  playerid: text(60),
  aceptaterminos: text(1),
  acepta: text(1),
  valorbolsa: z.number().check(z.nonnegative()),
  cuponesvalor: z.number().check(z.nonnegative()),
  detalles_pedido: z.array(orderLineSchema).check(z.maxLength(100)),
  totales: orderTotalsSchema,
});
export type Order = z.infer<typeof orderSchema>;

// ─── Coupon entry (cart and confirma-pedido) ─────────────────────────────────

/**
 * POST /api/pedidos/validar_cupon: the code the customer typed and what the cart holds, so
 * the server can judge it with the order's own rules (the order is judged again when sent).
 */
export const couponCheckBodySchema = z.object({
  nrocupon: z.string().check(z.minLength(1), z.maxLength(40)),
  pdv: z.string().check(z.minLength(1), z.maxLength(10)),
  detalles_pedido: z
    .array(z.object({ codigo_producto: storedCartLineSchema.shape.producto_id, cantidad: lineQuantity() }))
    .check(z.minLength(1), z.maxLength(100)),
});
export type CouponCheckBody = z.infer<typeof couponCheckBodySchema>;

/** The coupon (docs/product.md#entidades) as stored, and cuponesvalor: what it deducts from this cart's total. */
export const couponCheckAnswerSchema = z.extend(couponSchema, { cuponesvalor: z.number() });
export type CouponCheckAnswer = z.infer<typeof couponCheckAnswerSchema>;

/** Answer of enviar_pedidos_playerid_canal: tipo 'S' on success. */
export const orderResultSchema = z.object({
  tipo: z.string(),
  mensaje: z.string(),
  pedido: z.optional(z.number()),
  errores: z.optional(z.array(z.string())),
  /** Online payment (tipo_pago PAGOONLINE): the payment provider's page to send the customer to. */
  url_pago: z.optional(z.string()),
});
export type OrderResult = z.infer<typeof orderResultSchema>;

/** GET /api/pedidos/{pedido} (owner only): the stored order with the server's prices. */
export const storedOrderSchema = z.extend(orderSchema, {
  pedido: z.number(),
  /** 'recibido' when stored. */
  estado: z.string(),
  /** ISO 8601 instant the order was stored. */
  fecha_creacion: z.string(),
});
export type StoredOrder = z.infer<typeof storedOrderSchema>;

/** POST /api/carritoAbandonado/agregar (docs/product.md#entidades "Abandoned cart payload"). */
export const abandonedCartBodySchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  tipo: z.literal('G'),
  carrito: z
    .array(z.object({ codigo: z.string().check(z.minLength(1), z.maxLength(20)), cantidad: lineQuantity() }))
    .check(z.maxLength(100)),
});
export type AbandonedCartBody = z.infer<typeof abandonedCartBodySchema>;

/** POST /api/carritoAbandonado/limpiar, sent as form data. */
export const abandonedCartClearSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  tipo: z.literal('G'),
});

/** Answer of both abandoned-cart calls. */
export const abandonedCartAnswerSchema = z.object({ isError: z.boolean() });
