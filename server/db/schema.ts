/**
 * Database schema of the reference API (Drizzle, PostgreSQL dialect; PGlite or node-postgres).
 * Money is whole pesos in bigint columns (`money()`), read as JS numbers: int4 tops out at
 * 2,147,483,647 pesos, which 36 lines × 999 units of a combo pass; bigint holds every safe integer.
 * Percentages may have decimals (double precision).
 * Migrations are generated from this file with `npx drizzle-kit generate` into ./migrations.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OpeningHours } from '../../machines/rules/openingHours';

/** A peso column: bigint (int8), read as a JS number (amounts stay far below 2^53; orders are capped at MAX_ONLINE_ORDER_TOTAL_PESOS). */
const money = (name: string) => bigint(name, { mode: 'number' });

export const categories = pgTable('categories', {
  grupoportal: text('grupoportal').primaryKey(),
  descripcion: text('descripcion').notNull(),
  /** Display order of the category. */
  posicion: integer('posicion').notNull(),
});

export const products = pgTable('products', {
  codigoProducto: text('codigo_producto').primaryKey(),
  descripcionCorta: text('descripcion_corta').notNull(),
  descripcionProducto: text('descripcion_producto').notNull(),
  sinonimos: text('sinonimos')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  imagenProducto: text('imagen_producto').notNull(),
  categoriaId: text('categoria_id')
    .notNull()
    .references(() => categories.grupoportal),
  /** Base price in pesos (the default price list, konda 28). */
  precioBase: money('precio_base').notNull(),
  porcentajeIva: doublePrecision('porcentaje_iva').notNull(),
  unidadMedidaVenta: text('unidad_medida_venta').notNull(),
  cantidadMinima: integer('cantidadminima').notNull().default(1),
  /** 'X' = discount applies. */
  descuento: text('descuento').notNull().default(''),
  porcentajeDescuento: doublePrecision('porcentaje_descuento'),
  /** 'X' = offer applies. */
  oferta: text('oferta').notNull().default(''),
  ofertaCantidadMinima: integer('oferta_cantidad_minima'),
  ofertaCantidadAdicional: integer('oferta_cantidad_adicional'),
  /** Display order of the product in lists. */
  posicion: integer('posicion').notNull(),
});

/** Category.productos: product codes of a category in display order. */
export const categoryProducts = pgTable(
  'category_products',
  {
    grupoportal: text('grupoportal')
      .notNull()
      .references(() => categories.grupoportal, { onDelete: 'cascade' }),
    codigoProducto: text('codigo_producto')
      .notNull()
      .references(() => products.codigoProducto, { onDelete: 'cascade' }),
    posicion: integer('posicion').notNull(),
  },
  (t) => [primaryKey({ columns: [t.grupoportal, t.codigoProducto] })],
);

/** Price of a product in a price list (konda). */
export const priceLists = pgTable(
  'price_lists',
  {
    konda: text('konda').notNull(),
    codigoProducto: text('codigo_producto')
      .notNull()
      .references(() => products.codigoProducto, { onDelete: 'cascade' }),
    precio: money('precio').notNull(),
  },
  (t) => [primaryKey({ columns: [t.konda, t.codigoProducto] })],
);

export const salesPoints = pgTable('sales_points', {
  vkbur: text('vkbur').primaryKey(),
  konda: text('konda').notNull(),
  citycode: text('citycode').notNull(),
  city1: text('city1').notNull(),
  isGeneric: boolean('is_generic').notNull().default(false),
  posicion: integer('posicion').notNull(),
  /** Pick-up in store (not in the spec): the store's name and street address, shown in the store list. */
  nombre: text('nombre').notNull().default(''),
  direccion: text('direccion').notNull().default(''),
  /** Opening hours, America/Bogotá (machines/rules/openingHours.ts); empty: no pick-up there. */
  horario: jsonb('horario').$type<OpeningHours[]>().notNull().default([]),
});

/**
 * Availability overrides: a product is sold at every sales point unless a row
 * here says disponible = false for that sales point.
 */
export const salesPointProducts = pgTable(
  'sales_point_products',
  {
    vkbur: text('vkbur')
      .notNull()
      .references(() => salesPoints.vkbur, { onDelete: 'cascade' }),
    codigoProducto: text('codigo_producto')
      .notNull()
      .references(() => products.codigoProducto, { onDelete: 'cascade' }),
    disponible: boolean('disponible').notNull(),
  },
  (t) => [primaryKey({ columns: [t.vkbur, t.codigoProducto] })],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    nombres: text('nombres').notNull(),
    apellidos: text('apellidos').notNull(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    /** scrypt$N$r$p$salt$hash (base64). */
    passwordHash: text('password_hash').notNull(),
    cedula: text('cedula').notNull().default(''),
    direccion: text('direccion').notNull().default(''),
    telefono2: text('telefono2').notNull().default(''),
    /** 'X' = administrator. */
    eAdministrador: text('e_administrador').notNull().default(''),
    /**
     * Access tokens carry it (claim `ver`) and requireUser compares it in its primary-key lookup:
     * logout, a password change and a password reset add 1, so every access token issued before
     * stops working at once instead of running out its 3600 s.
     */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    // One account per cedula; accounts without one ('') are not held to it.
    uniqueIndex('users_cedula_unique')
      .on(t.cedula)
      .where(sql`${t.cedula} <> ''`),
  ],
);

export const ORDER_STATE_RECEIVED = 'recibido';

export const orders = pgTable(
  'orders',
  {
    /** Order number (pedido). */
    pedido: integer('pedido').primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    pdv: text('pdv').notNull(),
    cedula: text('cedula').notNull(),
    konda: text('konda').notNull(),
    nombreRecibe: text('nombre_recibe').notNull(),
    fechaEntrega: text('fecha_entrega').notNull(),
    horaEntrega: text('hora_entrega').notNull(),
    ciudad: text('ciudad').notNull(),
    direccion: text('direccion').notNull(),
    telefono: text('telefono').notNull(),
    valorDomicilio: money('valor_domicilio').notNull(),
    barrio: text('barrio').notNull(),
    textoBarrio: text('texto_barrio').notNull(),
    observacion: text('observacion').notNull(),
    tipoPago: text('tipo_pago').notNull(),
    /** 'X' pick-up in store, '-' home delivery. */
    recogeEnTienda: text('recogeentienda').notNull(),
    nroCupon: text('nrocupon').notNull(),
    estadoPago: text('estadopago').notNull(),
    celularPedido: text('celularpedido').notNull(),
    numuid: text('numuid').notNull(),
    playerid: text('playerid').notNull(),
    aceptaTerminos: text('aceptaterminos').notNull(),
    acepta: text('acepta').notNull(),
    valorBolsa: money('valorbolsa').notNull(),
    cuponesValor: money('cuponesvalor').notNull(),
    subtotal: money('subtotal').notNull(),
    iva: money('iva').notNull(),
    descuento: money('descuento').notNull(),
    total: money('total').notNull(),
    estado: text('estado').notNull().default(ORDER_STATE_RECEIVED),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the online payment was approved; the kitchen's timeline starts here. */
    pagadoEn: timestamp('pagado_en', { withTimezone: true }),
  },
  (t) => [
    index('orders_user_id_idx').on(t.userId),
    // The orders that can still expire unpaid (server/services/orderExpiry.ts): the sweep reads only these.
    index('orders_unpaid_created_at_idx')
      .on(t.createdAt)
      .where(sql`${t.estado} = 'recibido' AND ${t.estadoPago} <> 'APROBADO'`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    pedido: integer('pedido')
      .notNull()
      .references(() => orders.pedido, { onDelete: 'cascade' }),
    linea: integer('linea').notNull(),
    codigoProducto: text('codigo_producto').notNull(),
    cantidad: integer('cantidad').notNull(),
    precio: money('precio').notNull(),
    porcentajeIva: doublePrecision('porcentaje_iva').notNull(),
    valorIva: money('valor_iva').notNull(),
    porcentajeDescuento: doublePrecision('porcentaje_descuento').notNull(),
    valorDescuento: money('valor_descuento').notNull(),
    descuento: text('descuento').notNull(),
    claseCondicion: text('clase_condicion').notNull(),
    total: money('total').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pedido, t.linea] })],
);

/** Storefront preferences per channel (GET /api/prefenciasEcommerce/obtenervalores/{canal}). */
export const preferences = pgTable(
  'preferences',
  {
    canal: integer('canal').notNull(),
    llave: text('llave').notNull(),
    valor: text('valor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.canal, t.llave] })],
);

/** The cart a signed-in customer left behind (docs/product.md#estados-y-transiciones "Abandoned cart"), one per username and list type. */
export const abandonedCarts = pgTable(
  'abandoned_carts',
  {
    username: text('username').notNull(),
    tipo: text('tipo').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** [{ codigo, cantidad }] as the storefront sent it. */
    carrito: text('carrito').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.username, t.tipo] })],
);

// ─── Orders: status lifecycle, idempotency, coupons ─────────────────────────

/**
 * Status history of an order (recibido → en preparación → en camino → entregado, or
 * cancelado, or vencido), one row per status reached, with its instant. 'recibido' is written
 * with the order, 'cancelado' when the customer cancels, 'vencido' (dated at the deadline) when
 * an unpaid order expires (server/services/orderExpiry.ts); the sandbox's other steps are
 * computed from the clock (server/services/orderStatus.ts) and written the first time
 * an order is read after reaching them.
 */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    pedido: integer('pedido')
      .notNull()
      .references(() => orders.pedido, { onDelete: 'cascade' }),
    estado: text('estado').notNull(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.pedido, t.estado] })],
);

/**
 * Idempotency-Key of order submissions, unique per user, kept at least 24 h.
 * status is null while the first request is in flight, then the HTTP status of the
 * answer stored byte for byte in response_body. body_hash is the SHA-256 of the
 * request body (canonical JSON).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    bodyHash: text('body_hash').notNull(),
    status: integer('status'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_at_idx').on(t.createdAt)],
);

/**
 * Coupons (docs/product.md#entidades). nrocupon is stored upper case. A value coupon has ValorCupon above 0
 * and a tipo other than 'P'. single_use: redeemable once in total (redeemed_by_order is set
 * atomically in the order's transaction); once_per_customer: once per customer
 * (coupon_redemptions); neither: any number of times. registro: offered by the
 * registration popup (POST /api/usuarios/cupon_registro). vigente_desde/hasta: Bogotá
 * days (YYYY-MM-DD), inclusive; null = open.
 */
export const coupons = pgTable('coupons', {
  nrocupon: text('nrocupon').primaryKey(),
  tipo: text('tipo').notNull(),
  valorCupon: money('valor_cupon').notNull(),
  montoMinimo: money('monto_minimo').notNull(),
  /** Comma-separated product codes the coupon is tied to; empty = any product. */
  materialesAplica: text('materiales_aplica').notNull().default(''),
  crudoALaCarta: text('crudo_a_la_carta').notNull().default(''),
  singleUse: boolean('single_use').notNull().default(false),
  oncePerCustomer: boolean('once_per_customer').notNull().default(false),
  registro: boolean('registro').notNull().default(false),
  activo: boolean('activo').notNull().default(true),
  vigenteDesde: text('vigente_desde'),
  vigenteHasta: text('vigente_hasta'),
  redeemedByOrder: integer('redeemed_by_order').references(() => orders.pedido, { onDelete: 'set null' }),
  redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
});

/** Redemptions of once-per-customer coupons: the primary key makes the second one fail. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    nrocupon: text('nrocupon')
      .notNull()
      .references(() => coupons.nrocupon, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pedido: integer('pedido')
      .notNull()
      .references(() => orders.pedido, { onDelete: 'cascade' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.nrocupon, t.userId] })],
);

// ─── Customer account: subscriptions, ratings, favourites ──────────────────

/** A customer's subscription to repeat an order every `frecuencia` days (one per order). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    pedido: integer('pedido')
      .primaryKey()
      .references(() => orders.pedido, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    frecuencia: integer('frecuencia').notNull(),
    /** Paused by the customer: the scheduler places nothing until resumed. */
    pausada: boolean('pausada').notNull().default(false),
    /** A delivery day (YYYY-MM-DD) the customer chose to skip; the scheduler records it as skipped. */
    omitirFecha: text('omitir_fecha'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('subscriptions_user_id_idx').on(t.userId)],
);

/**
 * One row per delivery the scheduler acted on (server/services/subscriptionScheduler.ts), keyed on
 * what is delivered: the customer, the subscribed (source) order and the delivery day. The primary
 * key is the claim: on several replicas, or on a second tick, only the first insert places the
 * repeat order. The rows belong to the source order, not to the subscription row (migration 0010),
 * so deleting a subscription and creating it again keeps them and cannot buy a second repeat that day.
 */
export const subscriptionRuns = pgTable(
  'subscription_runs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The subscribed order (subscriptions.pedido): the source of the repeats. */
    suscripcion: integer('suscripcion')
      .notNull()
      .references(() => orders.pedido, { onDelete: 'cascade' }),
    fecha: text('fecha').notNull(),
    /** 'en curso' while placing, then 'creado', 'omitido' or 'fallido'. */
    estado: text('estado').notNull(),
    pedido: integer('pedido').references(() => orders.pedido, { onDelete: 'set null' }),
    motivo: text('motivo').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.suscripcion, t.fecha] })],
);

/** Rating of an order (calificar_pedido, a PQR), one per order. */
export const orderRatings = pgTable('order_ratings', {
  pedido: integer('pedido')
    .primaryKey()
    .references(() => orders.pedido, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  pdv: text('pdv').notNull(),
  calificacion: integer('calificacion').notNull(),
  motivo: text('motivo').notNull(),
  observacion: text('observacion').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** A customer's favourite products. */
export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codigoProducto: text('codigo_producto')
      .notNull()
      .references(() => products.codigoProducto, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codigoProducto] })],
);

// ─── Identity: refresh tokens, password resets, social identities, addresses ─

/**
 * Refresh tokens (2592000 s). Only the SHA-256 of the token is stored. Each refresh
 * rotates the token (the old row gets revoked_at and replaced_by); logout revokes one,
 * a password change or reset revokes all of the user's. Presenting a revoked token
 * again revokes the whole family (a stolen token was used).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The login the token descends from (rotation keeps it). */
    family: text('family').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedBy: integer('replaced_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_user_id_idx').on(t.userId),
    // Every authenticated request asks whether its session (family) still has a live token.
    index('refresh_tokens_family_idx').on(t.family),
  ],
);

/** Password reset tokens sent by mail (recuperar-contrasena): SHA-256 stored, single use, short-lived. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('password_resets_hash_unique').on(t.tokenHash), index('password_resets_user_id_idx').on(t.userId)],
);

/**
 * A provider account linked to a customer, keyed on the ID token's issuer + subject
 * (never on the email, which anyone may claim).
 */
export const socialIdentities = pgTable(
  'social_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** 'google' | 'facebook'. */
    proveedor: text('proveedor').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The provider's email at link time, for the customer's account page only. */
    email: text('email').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index('social_identities_user_id_idx').on(t.userId)],
);

/** A customer's saved delivery addresses (docs/product.md#entidades address structure, plus barrio and an alias). */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    alias: text('alias').notNull(),
    ciudad: text('ciudad').notNull(),
    departamento: text('departamento').notNull(),
    nomenclatura: text('nomenclatura').notNull(),
    segmentoDireccion1: text('segmento_direccion1').notNull(),
    segmentoDireccion2: text('segmento_direccion2').notNull(),
    segmentoDireccion3: text('segmento_direccion3').notNull(),
    complemento: text('complemento').notNull(),
    segmentoCompleto: text('segmento_completo').notNull(),
    barrio: text('barrio').notNull(),
    predeterminada: boolean('predeterminada').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('addresses_user_id_idx').on(t.userId)],
);

// ─── Payments ───────────────────────────────────────────────────────────────

/**
 * Payment attempts of online orders (tipo_pago PAGOONLINE), one row per attempt:
 * a rejected payment can be tried again with a new reference. estado: PENDIENTE,
 * APROBADO, RECHAZADO. The provider's reference is what its notifications carry.
 * No card data is ever stored or received: the provider's page collects it.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    pedido: integer('pedido')
      .notNull()
      .references(() => orders.pedido, { onDelete: 'cascade' }),
    /** Port implementation that handled it ('sandbox', ...). */
    proveedor: text('proveedor').notNull(),
    referencia: text('referencia').notNull(),
    estado: text('estado').notNull(),
    /** PSE, TARJETA, NEQUI... as the provider reports it; '' until known. */
    metodo: text('metodo').notNull().default(''),
    monto: money('monto').notNull(),
    /**
     * The provider's own id of the transaction that settled this attempt (Wompi's transaction.id), null
     * until then or when the provider has none (the sandbox). Unique per provider: one transaction
     * settles one attempt, whatever reference a copied event names (server/services/payments.ts).
     */
    transaccion: text('transaccion'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payments_referencia_unique').on(t.referencia),
    index('payments_pedido_idx').on(t.pedido),
    uniqueIndex('payments_proveedor_transaccion_unique').on(t.proveedor, t.transaccion),
  ],
);

/**
 * Rate-limit token buckets shared by every API process on one PostgreSQL database
 * (server/middleware/sharedRateLimit.ts): one row per limiter and key, updated by one atomic
 * statement per request. Times are the app clock's epoch milliseconds; full_at_ms is when the
 * bucket is full again, after which the row says nothing and may be deleted.
 */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text('key').primaryKey(),
    tokens: doublePrecision('tokens').notNull(),
    atMs: bigint('at_ms', { mode: 'number' }).notNull(),
    fullAtMs: bigint('full_at_ms', { mode: 'number' }).notNull(),
    allowed: boolean('allowed').notNull(),
  },
  (t) => [index('rate_limit_buckets_full_at_idx').on(t.fullAtMs)],
);
