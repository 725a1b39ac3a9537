/**
 * Favourites (mis-favoritos) and recommended products (recomendados):
 *   GET    /api/usuarios/favoritos/{document}?pdv=            → Favourite[] (newest first; product priced at pdv, default G001)
 *   POST   /api/usuarios/favoritos/{document} { codigo_producto } → { isError: false } (adding twice is harmless)
 *   DELETE /api/usuarios/favoritos/{document}/{codigo_producto} → { isError: false }; not a favourite → 404
 *   GET    /api/productos/recomendados/{pdv}?limite=           → Product[] (default 8, at most 24)
 * Favourites need the bearer token and the token's own document (else 403). Recommended
 * products work with or without a token: a customer gets the products they order most,
 * then the chain's best sellers, then the menu order; a guest the best sellers, then the
 * menu order. Only products sold at the sales point, priced with its own konda.
 */
import { and, count, desc, eq, notInArray, sql } from 'drizzle-orm';
import { DEFAULT_GENERIC_SALES_POINT } from '../../machines/constants';
import { messages } from '../../machines/messages';
import {
  documentParamsSchema,
  favouriteBodySchema,
  favouriteListSchema,
  favouriteParamsSchema,
  favouriteQuerySchema,
  MAX_FAVOURITES,
  okAnswerSchema,
  productListSchema,
  recommendedParamsSchema,
  recommendedQuerySchema,
  type Favourite,
  type Product,
} from '../../machines/schemas';
import { requireUser } from '../auth/requireUser';
import type { RouteModule, ServerContext } from '../context';
import { favourites, orderLines, orders, products } from '../db/schema';
import { ApiFailure, parseJsonBody, sendJson, validate } from '../http';
import { registerOperations } from '../openapi';
import { optionalUser, requireOwnDocument } from '../services/access';
import { ORDER_STATUS } from '../services/orderStatus';
import { accountTexts } from '../../machines/screenTexts/account';

export const FAVOURITES_PATH = '/api/usuarios/favoritos/:document';
export const FAVOURITE_PATH = '/api/usuarios/favoritos/:document/:codigo_producto';
export const RECOMMENDED_PATH = '/api/productos/recomendados/:pdv';
export const DEFAULT_RECOMMENDED = 8;

/** The sales point and its products priced with its own konda; unknown → 404. */
async function catalogueAt(ctx: ServerContext, pdv: string) {
  const salesPoint = await ctx.catalogue.salesPoint(pdv);
  if (!salesPoint) throw new ApiFailure(404, messages.location.salesPointNotFound);
  return ctx.catalogue.pricedProducts(salesPoint.Vkbur, salesPoint.Konda);
}

/** Product codes by quantity ordered (cancelled orders and unpaid ones left to expire do not count), of one customer or of everyone. */
async function mostOrdered(ctx: ServerContext, userId: number | null): Promise<string[]> {
  const quantity = sql<number>`sum(${orderLines.cantidad})`;
  const notCancelled = notInArray(orders.estado, [ORDER_STATUS.cancelled, ORDER_STATUS.expired]);
  const rows = await ctx.db
    .select({ code: orderLines.codigoProducto, quantity })
    .from(orderLines)
    .innerJoin(orders, eq(orders.pedido, orderLines.pedido))
    .where(userId === null ? notCancelled : and(notCancelled, eq(orders.userId, userId)))
    .groupBy(orderLines.codigoProducto)
    .orderBy(desc(quantity), orderLines.codigoProducto)
    .limit(100);
  return rows.map((r) => r.code);
}

export const favouriteRoutes: RouteModule = (app, ctx) => {
  app.get(FAVOURITES_PATH, async (c) => {
    const claims = await requireUser(c, ctx);
    const { document } = validate(documentParamsSchema, c.req.param(), 'params');
    requireOwnDocument(claims, document);
    const query = validate(favouriteQuerySchema, c.req.query(), 'query');
    const priced = await catalogueAt(ctx, query.pdv ?? DEFAULT_GENERIC_SALES_POINT);
    const rows = await ctx.db
      .select()
      .from(favourites)
      .where(eq(favourites.userId, claims.userId))
      .orderBy(desc(favourites.createdAt), favourites.codigoProducto);
    const list: Favourite[] = rows.map((r) => ({
      codigo_producto: r.codigoProducto,
      fecha_agregado: r.createdAt.toISOString(),
      producto: priced.byCode.get(r.codigoProducto) ?? null,
    }));
    c.header('Cache-Control', 'private, no-store');
    return sendJson(c, list);
  });

  app.post(FAVOURITES_PATH, async (c) => {
    const claims = await requireUser(c, ctx);
    const { document } = validate(documentParamsSchema, c.req.param(), 'params');
    requireOwnDocument(claims, document);
    const { codigo_producto } = await parseJsonBody(c, favouriteBodySchema);
    const [product] = await ctx.db
      .select({ code: products.codigoProducto })
      .from(products)
      .where(eq(products.codigoProducto, codigo_producto))
      .limit(1);
    if (!product)
      throw new ApiFailure(422, accountTexts.productNotFound, {
        codigo_producto: [accountTexts.productNotFound],
      });
    const [{ n } = { n: 0 }] = await ctx.db.select({ n: count() }).from(favourites).where(eq(favourites.userId, claims.userId));
    const [already] = await ctx.db
      .select({ code: favourites.codigoProducto })
      .from(favourites)
      .where(and(eq(favourites.userId, claims.userId), eq(favourites.codigoProducto, codigo_producto)))
      .limit(1);
    if (!already && n >= MAX_FAVOURITES)
      throw new ApiFailure(422, accountTexts.favouritesFull, { codigo_producto: [accountTexts.favouritesFull] });
    await ctx.db
      .insert(favourites)
      .values({ userId: claims.userId, codigoProducto: codigo_producto, createdAt: ctx.clock() })
      .onConflictDoNothing();
    return sendJson(c, { isError: false });
  });

  app.delete(FAVOURITE_PATH, async (c) => {
    const claims = await requireUser(c, ctx);
    const { document, codigo_producto } = validate(favouriteParamsSchema, c.req.param(), 'params');
    requireOwnDocument(claims, document);
    const gone = await ctx.db
      .delete(favourites)
      .where(and(eq(favourites.userId, claims.userId), eq(favourites.codigoProducto, codigo_producto)))
      .returning({ code: favourites.codigoProducto });
    if (gone.length === 0) throw new ApiFailure(404, accountTexts.notAFavourite);
    return sendJson(c, { isError: false });
  });

  app.get(RECOMMENDED_PATH, async (c) => {
    const claims = await optionalUser(c, ctx);
    const { pdv } = validate(recommendedParamsSchema, c.req.param(), 'params');
    const { limite } = validate(recommendedQuerySchema, c.req.query(), 'query');
    const priced = await catalogueAt(ctx, pdv);
    const limit = limite ?? DEFAULT_RECOMMENDED;
    const ranked = [
      ...(claims ? await mostOrdered(ctx, claims.userId) : []),
      ...(await mostOrdered(ctx, null)),
      ...priced.products.map((p) => p.codigo_producto),
    ];
    const seen = new Set<string>();
    const list: Product[] = [];
    for (const code of ranked) {
      if (list.length >= limit) break;
      const product = priced.byCode.get(code);
      if (!product || seen.has(code)) continue;
      seen.add(code);
      list.push(product);
    }
    c.header('Cache-Control', claims ? 'private, no-store' : 'private, max-age=60');
    return sendJson(c, list);
  });

  return [FAVOURITES_PATH, FAVOURITE_PATH, RECOMMENDED_PATH];
};

const documentExample = { document: '1020304050' };

registerOperations(
  {
    method: 'get',
    path: FAVOURITES_PATH,
    operationId: 'listFavourites',
    tag: 'favoritos',
    summary: 'Favoritos del usuario del token (mis-favoritos)',
    description: `Del más reciente al más antiguo. producto: el producto con el precio del punto de venta pdv (por defecto ${DEFAULT_GENERIC_SALES_POINT}), o null si allí no se vende. document es la cédula del token (si no, 403).`,
    auth: 'user',
    params: documentParamsSchema,
    paramsExample: documentExample,
    query: favouriteQuerySchema,
    response: {
      name: 'FavouriteList',
      schema: favouriteListSchema,
      description: 'Favoritos.',
      cacheControl: 'private, no-store',
    },
    errors: [401, 403, 404, 422],
  },
  {
    method: 'post',
    path: FAVOURITES_PATH,
    operationId: 'addFavourite',
    tag: 'favoritos',
    summary: 'Agregar un producto a los favoritos propios',
    description: `Agregarlo dos veces no cambia nada; hasta ${MAX_FAVOURITES} favoritos; un producto inexistente es un 422 '${accountTexts.productNotFound}'.`,
    auth: 'user',
    params: documentParamsSchema,
    paramsExample: documentExample,
    body: { name: 'FavouriteBody', schema: favouriteBodySchema, example: { codigo_producto: 'P1001' } },
    response: { name: 'OkAnswer', schema: okAnswerSchema, description: '{ isError: false }' },
    errors: [400, 401, 403, 413, 422],
  },
  {
    method: 'delete',
    path: FAVOURITE_PATH,
    operationId: 'removeFavourite',
    tag: 'favoritos',
    summary: 'Quitar un producto de los favoritos propios',
    description: `Si no estaba: 404 '${accountTexts.notAFavourite}'.`,
    auth: 'user',
    params: favouriteParamsSchema,
    paramsExample: { ...documentExample, codigo_producto: 'P1001' },
    response: { name: 'OkAnswer', schema: okAnswerSchema, description: '{ isError: false }' },
    errors: [401, 403, 404, 422],
  },
  {
    method: 'get',
    path: RECOMMENDED_PATH,
    operationId: 'recommendedProducts',
    tag: 'catálogo',
    summary: 'Productos recomendados en un punto de venta (recomendados)',
    description: `Con token: lo que más pide el cliente, luego lo más vendido, luego el orden del menú; sin token: lo más vendido y el menú. Solo productos que se venden en pdv, con la lista de precios (konda) del punto. limite: 1 a 24 (por defecto ${DEFAULT_RECOMMENDED}).`,
    params: recommendedParamsSchema,
    paramsExample: { pdv: 'B001' },
    query: recommendedQuerySchema,
    response: { name: 'ProductList', schema: productListSchema, description: 'Productos recomendados.' },
    errors: [401, 404, 422],
  },
);
