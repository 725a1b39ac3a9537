/**
 * Catalogue endpoints (docs/product.md#llamadas):
 *   GET  /api/productos/listar_categorias/G
 *   GET  /api/productos/listar_productos_minimo/{pdv}/{date}/++/{document}/{konda}/ /G
 *   POST /api/productos/listar_productos_filtro
 * Lists come from the in-memory catalogue cache (priced per sales point and konda).
 */
import * as z from 'zod/mini';
import { PRODUCT_LIST_TYPE } from '../../machines/constants';
import { listMinimumParamsSchema, productFilterBodySchema } from '../../machines/schemas';
import type { RouteModule } from '../context';
import { JSON_CONTENT_TYPE, parseJsonBody, sendJson, sendJsonText, validate } from '../http';
import { isUnfilteredSearch, searchProducts } from '../../machines/rules/search';
import { sendPrepared } from '../middleware/compression';
import { CatalogueTransfer } from '../services/catalogueTransfer';

export const CATEGORIES_PATH = '/api/productos/listar_categorias/:tipo';
/** The real path has a literal '++' segment and a single-space segment ('%20' on the wire); both are params checked below. */
export const LIST_MINIMUM_PATH = '/api/productos/listar_productos_minimo/:pdv/:date/:buscar/:document/:konda/:blank/:tipo';
export const FILTER_PATH = '/api/productos/listar_productos_filtro';

const listTypeSchema = z.object({ tipo: z.literal(PRODUCT_LIST_TYPE) });

const listMinimumPathSchema = z.extend(listMinimumParamsSchema, {
  /** textoBusqueda: '++' means no filter. */
  buscar: z.string().check(z.maxLength(100)),
  /** The single-space segment. */
  blank: z.string().check(z.regex(/^\s*$/, 'Se esperaba un segmento vacío.')),
  tipo: z.literal(PRODUCT_LIST_TYPE),
});

const CACHE_HEADER = 'private, max-age=60';

export const catalogueRoutes: RouteModule = (app, { catalogue, clock }) => {
  const transfer = new CatalogueTransfer(catalogue, clock);

  app.get(CATEGORIES_PATH, async (c) => {
    validate(listTypeSchema, { tipo: c.req.param('tipo') }, 'tipo');
    const { json } = await catalogue.categories();
    c.header('Cache-Control', CACHE_HEADER);
    return sendJsonText(c, json);
  });

  app.get(LIST_MINIMUM_PATH, async (c) => {
    const params = validate(listMinimumPathSchema, c.req.param());
    if (!isUnfilteredSearch(params.buscar)) {
      const list = await catalogue.pricedProducts(params.pdv, params.konda);
      c.header('Cache-Control', CACHE_HEADER);
      return sendJson(c, searchProducts(list.search, params.buscar));
    }
    // The whole menu: prepared bytes with their own ETag (the compression middleware leaves them alone).
    const prepared = await transfer.body(params.pdv, params.konda);
    return sendPrepared(c, prepared, 200, new Headers({ 'Cache-Control': CACHE_HEADER, 'Content-Type': JSON_CONTENT_TYPE }));
  });

  app.post(FILTER_PATH, async (c) => {
    const body = await parseJsonBody(c, productFilterBodySchema);
    const list = await catalogue.pricedProducts(body.pdv_id, body.konda);
    const codes = new Set(body.productos.map((p) => p.codigo_producto));
    const category = body.cat_id.trim();
    // docs/product.md#reglas search (shared rule), then the listed codes (cart verification) and the category.
    const result = searchProducts(list.search, body.buscar).filter(
      (p) => (codes.size === 0 || codes.has(p.codigo_producto)) && (category === '' || p.categoria_id === category),
    );
    return sendJson(c, result);
  });

  return [CATEGORIES_PATH, LIST_MINIMUM_PATH, FILTER_PATH];
};
