/**
 * GET /api/puntos_ventas/consultar_pdv/{code} → { isError: false, data: SalesPoint }
 * Any known sales point, generic ones included, case-insensitive; unknown → 404
 * 'Punto de venta no encontrado'; a malformed code (not 1–10 letters or digits) → 422.
 */
import { messages } from '../../machines/messages';
import { salesPointLookupParamsSchema, salesPointLookupSchema } from '../../machines/schemas';
import type { RouteModule } from '../context';
import { ApiFailure, sendJson, validate } from '../http';
import { registerOperations } from '../openapi';

export const SALES_POINT_LOOKUP_PATH = '/api/puntos_ventas/consultar_pdv/:code';

export const salesPointLookupRoutes: RouteModule = (app, { catalogue }) => {
  app.get(SALES_POINT_LOOKUP_PATH, async (c) => {
    const { code } = validate(salesPointLookupParamsSchema, c.req.param(), 'params');
    const found = await catalogue.salesPoint(code);
    if (!found) throw new ApiFailure(404, messages.location.salesPointNotFound);
    c.header('Cache-Control', 'private, max-age=60');
    // The store's name, address and hours too (pick-up in store; new fields, the spec's unchanged).
    const { Vkbur, Konda, citycode, city1, nombre, direccion, horario } = found;
    return sendJson(c, { isError: false, data: { Vkbur, Konda, citycode, city1, nombre, direccion, horario } });
  });
  return [SALES_POINT_LOOKUP_PATH];
};

registerOperations({
  method: 'get',
  path: SALES_POINT_LOOKUP_PATH,
  operationId: 'salesPointByCode',
  tag: 'puntos de venta',
  summary: 'Un punto de venta por su código',
  description: `Sin distinguir mayúsculas; los genéricos también. Desconocido: 404 '${messages.location.salesPointNotFound}'.`,
  params: salesPointLookupParamsSchema,
  paramsExample: { code: 'B001' },
  response: {
    name: 'SalesPointLookup',
    schema: salesPointLookupSchema,
    description: '{ isError: false, data }',
    cacheControl: 'private, max-age=60',
  },
  errors: [404, 422],
});
