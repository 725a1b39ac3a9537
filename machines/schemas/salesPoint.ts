import * as z from 'zod/mini';

/** One opening of a weekday (rules/openingHours.ts): dia 0 = domingo … 6 = sábado, HH:mm, America/Bogotá. */
export const openingHoursSchema = z.object({
  dia: z.number().check(z.int(), z.gte(0), z.lte(6)),
  abre: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
  cierra: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
});

/**
 * Sales point (pdvSeleccionado, docs/product.md#entidades). The API spells the code Vkbur. nombre,
 * direccion and horario are not in the spec: a store's name, street address and
 * opening hours for pick-up in store, optional so the spec's shape still parses.
 */
export const salesPointSchema = z.object({
  Vkbur: z.string(),
  Konda: z.string(),
  citycode: z.string(),
  city1: z.string(),
  nombre: z.optional(z.string()),
  direccion: z.optional(z.string()),
  horario: z.optional(z.array(openingHoursSchema)),
});
export type SalesPoint = z.infer<typeof salesPointSchema>;

/** A store that takes pick-up orders: a sales point with its name, address and hours. */
export const pickupStoreSchema = z.object({
  Vkbur: z.string(),
  Konda: z.string(),
  citycode: z.string(),
  city1: z.string(),
  nombre: z.string(),
  direccion: z.string(),
  horario: z.array(openingHoursSchema),
});
export type PickupStore = z.infer<typeof pickupStoreSchema>;
export const pickupStoreListSchema = z.array(pickupStoreSchema);

/** Query of GET /api/puntos_ventas/tiendas_recoger?ciudad=… (the city's pick-up stores). */
export const pickupStoresQuerySchema = z.object({
  ciudad: z.string().check(z.trim(), z.minLength(1, 'Escribe una ciudad.'), z.maxLength(60)),
});
export const salesPointListSchema = z.array(salesPointSchema);

export const cityListSchema = z.array(z.string());

/** Body of POST /api/puntos_ventas/pdv_ciudad_central_satelite */
export const cityCentralBodySchema = z.object({
  ciudad: z.string().check(z.trim(), z.minLength(1, 'Escribe una ciudad.'), z.maxLength(60)),
  ts: z.literal('G'),
});

/** Address structure (estructuraDireccion, docs/product.md#entidades). */
export const addressSchema = z.object({
  ciudad: z.string(),
  departamento: z.string(),
  nomenclatura: z.string(),
  segmentoDireccion1: z.string(),
  segmentoDireccion2: z.string(),
  segmentoDireccion3: z.string(),
  complemento: z.string(),
  segmentoCompleto: z.string(),
  /** The neighbourhood (the order's barrio); absent in addresses stored before it had its own field. */
  barrio: z.optional(z.string()),
});
export type Address = z.infer<typeof addressSchema>;

/**
 * What src restores from cookies (nulls when absent) and what the location machine's `persistLocation`
 * writes; owned here beside its schema so the schema imports no machine (machines/location re-exports it).
 */
export interface StoredLocation {
  /** pdvSeleccionado */
  salesPoint: SalesPoint | null;
  /** fechaPDV, epoch milliseconds. */
  selectedAt: number | null;
  /** ciudadSeleccionada */
  city: string | null;
  /** estructuraDireccion */
  address: Address | null;
  /** YYYY-MM-DD */
  deliveryDate: string | null;
  /** HH:mm */
  deliveryTime: string | null;
  /** true: pick-up in store; false: home delivery; null: not chosen yet. */
  pickup: boolean | null;
}

/** The pdvSeleccionado cookie as the app stores it (StoredLocation above). */
export const storedLocationSchema = z.object({
  salesPoint: z.nullable(salesPointSchema),
  selectedAt: z.nullable(z.number()),
  city: z.nullable(z.string()),
  address: z.nullable(addressSchema),
  deliveryDate: z.nullable(z.string()),
  deliveryTime: z.nullable(z.string()),
  pickup: z.nullable(z.boolean()),
}) satisfies z.ZodMiniType<StoredLocation>;
