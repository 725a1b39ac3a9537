/**
 * Database schema of the reference API (Drizzle, PostgreSQL dialect; PGlite or node-postgres).
 * Money is whole pesos (integer); percentages may have decimals (double precision).
 * Migrations are generated from this file with `npx drizzle-kit generate` into ./migrations.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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
  sinonimos: text('sinonimos').array().notNull().default(sql`'{}'::text[]`),
  imagenProducto: text('imagen_producto').notNull(),
  categoriaId: text('categoria_id')
    .notNull()
    .references(() => categories.grupoportal),
  /** Base price in pesos (the default price list, konda 28). */
  precioBase: integer('precio_base').notNull(),
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
    precio: integer('precio').notNull(),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`), uniqueIndex('users_username_unique').on(sql`lower(${t.username})`)],
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
    valorDomicilio: integer('valor_domicilio').notNull(),
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
    valorBolsa: integer('valorbolsa').notNull(),
    cuponesValor: integer('cuponesvalor').notNull(),
    subtotal: integer('subtotal').notNull(),
    iva: integer('iva').notNull(),
    descuento: integer('descuento').notNull(),
    total: integer('total').notNull(),
    estado: text('estado').notNull().default(ORDER_STATE_RECEIVED),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('orders_user_id_idx').on(t.userId)],
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
    precio: integer('precio').notNull(),
    porcentajeIva: doublePrecision('porcentaje_iva').notNull(),
    valorIva: integer('valor_iva').notNull(),
    porcentajeDescuento: doublePrecision('porcentaje_descuento').notNull(),
    valorDescuento: integer('valor_descuento').notNull(),
    descuento: text('descuento').notNull(),
    claseCondicion: text('clase_condicion').notNull(),
    total: integer('total').notNull(),
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

/** The cart a signed-in customer left behind (spec §4 "Abandoned cart"), one per username and list type. */
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
