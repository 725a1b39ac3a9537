/**
 * Sales point endpoints (docs/product.md#llamadas):
 *   GET  /api/puntos_ventas/traerPuntosGenericos        → SalesPoint[] (codes starting with G)
 *   GET  /api/puntos_ventas/traer_ciudades_express      → string[]
 *   POST /api/puntos_ventas/pdv_ciudad_central_satelite → SalesPoint of the city, or 404 'Ciudad no encontrada'
 * Not in the spec (pick-up in store):
 *   GET  /api/puntos_ventas/tiendas_recoger?ciudad=…     → PickupStore[]: the city's stores with name, address and hours
 */
import { GENERIC_SALES_POINT_PREFIX } from '../../machines/constants';
import { messages } from '../../machines/messages';
import {
  cityCentralBodySchema,
  pickupStoreListSchema,
  pickupStoresQuerySchema,
  type PickupStore,
  type SalesPoint,
} from '../../machines/schemas';
import type { RouteModule } from '../context';
import { ApiFailure, parseJsonBody, sendJson, validate } from '../http';
import { registerOperations } from '../openapi';
import { matchCity } from '../../machines/rules/cities';
import { normalizeSearchText } from '../../machines/rules/search';
import { isPickupStore, type CatalogueService, type StoredSalesPoint } from '../services/catalogue';

export const GENERIC_PATH = '/api/puntos_ventas/traerPuntosGenericos';
export const CITIES_PATH = '/api/puntos_ventas/traer_ciudades_express';
export const CITY_SALES_POINT_PATH = '/api/puntos_ventas/pdv_ciudad_central_satelite';
export const PICKUP_STORES_PATH = '/api/puntos_ventas/tiendas_recoger';

export const toPickupStore = (s: StoredSalesPoint): PickupStore => ({
  Vkbur: s.Vkbur,
  Konda: s.Konda,
  citycode: s.citycode,
  city1: s.city1,
  nombre: s.nombre,
  direccion: s.direccion,
  horario: s.horario,
});

/** The pick-up stores of a city, matched as the city dialog matches (case, accents, spaces). */
export async function pickupStoresOf(catalogue: CatalogueService, city: string): Promise<PickupStore[]> {
  const stores = (await catalogue.salesPoints()).filter(isPickupStore);
  const found = matchCity(
    city,
    stores.map((s) => s.city1),
  );
  return found.ok ? stores.filter((s) => s.city1 === found.city).map(toPickupStore) : [];
}

const toSalesPoint = (s: StoredSalesPoint): SalesPoint => ({
  Vkbur: s.Vkbur,
  Konda: s.Konda,
  citycode: s.citycode,
  city1: s.city1,
});
const isGeneric = (s: StoredSalesPoint) => s.isGeneric && s.Vkbur.toUpperCase().startsWith(GENERIC_SALES_POINT_PREFIX);

/** The generic sales points, as traerPuntosGenericos answers them (also the data block of a server-rendered page). */
export const genericSalesPoints = async (catalogue: CatalogueService): Promise<SalesPoint[]> =>
  (await catalogue.salesPoints()).filter(isGeneric).map(toSalesPoint);

export const salesPointRoutes: RouteModule = (app, { catalogue }) => {
  app.get(GENERIC_PATH, async (c) => sendJson(c, await genericSalesPoints(catalogue)));

  app.get(CITIES_PATH, async (c) => {
    const all = await catalogue.salesPoints();
    const seen = new Set<string>();
    const cities: string[] = [];
    for (const s of all) {
      if (s.isGeneric) continue;
      const key = normalizeSearchText(s.city1);
      if (key === '' || seen.has(key)) continue;
      seen.add(key);
      cities.push(s.city1);
    }
    return sendJson(c, cities);
  });

  app.post(CITY_SALES_POINT_PATH, async (c) => {
    const body = await parseJsonBody(c, cityCentralBodySchema);
    const cities = (await catalogue.salesPoints()).filter((s) => !s.isGeneric);
    // Case-, accent- and space-insensitive, as the city dialog matches (shared rule).
    const found = matchCity(
      body.ciudad,
      cities.map((s) => s.city1),
    );
    const match = found.ok ? cities.find((s) => s.city1 === found.city) : undefined;
    if (!match) throw new ApiFailure(404, messages.location.cityNotFound, { ciudad: [messages.location.cityNotFound] });
    return sendJson(c, toSalesPoint(match));
  });

  app.get(PICKUP_STORES_PATH, async (c) => {
    const { ciudad } = validate(pickupStoresQuerySchema, { ciudad: c.req.query('ciudad') ?? '' }, 'query');
    c.header('Cache-Control', 'private, max-age=60');
    return sendJson(c, await pickupStoresOf(catalogue, ciudad));
  });

  return [GENERIC_PATH, CITIES_PATH, CITY_SALES_POINT_PATH, PICKUP_STORES_PATH];
};

registerOperations({
  method: 'get',
  path: PICKUP_STORES_PATH,
  operationId: 'pickupStoresOfCity',
  tag: 'puntos de venta',
  summary: 'Tiendas de una ciudad para recoger el pedido (no está en la spec)',
  description:
    'Sin distinguir mayúsculas, tildes ni espacios. Cada tienda con su nombre, dirección y horario (dia 0 = domingo, horas de Bogotá). Una ciudad sin tiendas da una lista vacía.',
  query: pickupStoresQuerySchema,
  response: {
    name: 'PickupStoreList',
    schema: pickupStoreListSchema,
    description: 'Tiendas de la ciudad.',
    cacheControl: 'private, max-age=60',
  },
  errors: [422],
});
