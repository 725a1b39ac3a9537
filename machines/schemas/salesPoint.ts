import * as z from 'zod/mini';
import type { StoredLocation } from '../location';

/** Sales point (pdvSeleccionado, spec §3). The API spells the code Vkbur. */
export const salesPointSchema = z.object({
  Vkbur: z.string(),
  Konda: z.string(),
  citycode: z.string(),
  city1: z.string(),
});
export type SalesPoint = z.infer<typeof salesPointSchema>;
export const salesPointListSchema = z.array(salesPointSchema);

export const cityListSchema = z.array(z.string());

/** Body of POST /api/puntos_ventas/pdv_ciudad_central_satelite */
export const cityCentralBodySchema = z.object({
  ciudad: z.string().check(z.trim(), z.minLength(1, 'Escribe una ciudad.'), z.maxLength(60)),
  ts: z.literal('G'),
});

/** Address structure (estructuraDireccion, spec §3). */
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

/** The pdvSeleccionado cookie as the app stores it (machines/location.ts StoredLocation). */
export const storedLocationSchema = z.object({
  salesPoint: z.nullable(salesPointSchema),
  selectedAt: z.nullable(z.number()),
  city: z.nullable(z.string()),
  address: z.nullable(addressSchema),
  deliveryDate: z.nullable(z.string()),
  deliveryTime: z.nullable(z.string()),
  pickup: z.nullable(z.boolean()),
}) satisfies z.ZodMiniType<StoredLocation>;
