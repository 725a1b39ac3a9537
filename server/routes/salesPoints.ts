/**
 * Sales point endpoints (spec §7):
 *   GET  /api/puntos_ventas/traerPuntosGenericos        → SalesPoint[] (codes starting with G)
 *   GET  /api/puntos_ventas/traer_ciudades_express      → string[]
 *   POST /api/puntos_ventas/pdv_ciudad_central_satelite → SalesPoint of the city, or 404 'Ciudad no encontrada'
 */
import { GENERIC_SALES_POINT_PREFIX } from '../../machines/constants';
import { messages } from '../../machines/messages';
import { cityCentralBodySchema, type SalesPoint } from '../../machines/schemas';
import type { RouteModule } from '../context';
import { ApiFailure, parseJsonBody, sendJson } from '../http';
import { matchCity } from '../../machines/rules/cities';
import { normalizeSearchText } from '../../machines/rules/search';
import type { CatalogueService, StoredSalesPoint } from '../services/catalogue';

export const GENERIC_PATH = '/api/puntos_ventas/traerPuntosGenericos';
export const CITIES_PATH = '/api/puntos_ventas/traer_ciudades_express';
export const CITY_SALES_POINT_PATH = '/api/puntos_ventas/pdv_ciudad_central_satelite';

const toSalesPoint = (s: StoredSalesPoint): SalesPoint => ({ Vkbur: s.Vkbur, Konda: s.Konda, citycode: s.citycode, city1: s.city1 });
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
    const found = matchCity(body.ciudad, cities.map((s) => s.city1));
    const match = found.ok ? cities.find((s) => s.city1 === found.city) : undefined;
    if (!match) throw new ApiFailure(404, messages.location.cityNotFound, { ciudad: [messages.location.cityNotFound] });
    return sendJson(c, toSalesPoint(match));
  });

  return [GENERIC_PATH, CITIES_PATH, CITY_SALES_POINT_PATH];
};
