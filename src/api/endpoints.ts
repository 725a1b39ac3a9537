import * as z from 'zod/mini';
import {
  abandonedCartAnswerSchema,
  categoryListSchema,
  cityListSchema,
  orderResultSchema,
  preferenceListSchema,
  productListSchema,
  salesPointListSchema,
  salesPointSchema,
  statusSchema,
  userSchema,
  type LoginBody,
  type Order,
  type ProductFilterBody,
} from '../../machines/schemas';
import { PREFERENCES_CHANNEL, PRODUCT_LIST_TYPE, STATUS_CHECK_TIMEOUT_MS } from '../../machines/constants';
import { apiConfig } from './config';
import { request, type RequestOptions } from './http';

/** The calls of spec §7, one function each, answers parsed by the shared schemas. */
export interface CatalogueQuery {
  pdv: string;
  date: string;
  document: string;
  konda: string;
}

export const api = {
  status: (o: RequestOptions = {}) =>
    request(statusSchema, '/principal/sap/status', { ...o, baseURL: apiConfig.statusBaseURL, timeout: STATUS_CHECK_TIMEOUT_MS }),

  preferences: (o: RequestOptions = {}) =>
    request(preferenceListSchema, `/api/prefenciasEcommerce/obtenervalores/${PREFERENCES_CHANNEL}`, o),

  logIn: (body: LoginBody, o: RequestOptions = {}) =>
    request(userSchema, '/api/auth_resources/loginecommerce', { ...o, method: 'POST', body }),

  categories: (o: RequestOptions = {}) =>
    request(categoryListSchema, `/api/productos/listar_categorias/${PRODUCT_LIST_TYPE}`, o),

  products: (q: CatalogueQuery, o: RequestOptions = {}) =>
    request(
      productListSchema,
      `/api/productos/listar_productos_minimo/${encodeURIComponent(q.pdv)}/${q.date}/++/${encodeURIComponent(q.document)}/${encodeURIComponent(q.konda)}/%20/${PRODUCT_LIST_TYPE}`,
      o,
    ),

  filterProducts: (body: ProductFilterBody, o: RequestOptions = {}) =>
    request(productListSchema, '/api/productos/listar_productos_filtro', { ...o, method: 'POST', body }),

  genericSalesPoints: (o: RequestOptions = {}) =>
    request(salesPointListSchema, '/api/puntos_ventas/traerPuntosGenericos', o),

  cities: (o: RequestOptions = {}) => request(cityListSchema, '/api/puntos_ventas/traer_ciudades_express', o),

  salesPointForCity: (ciudad: string, o: RequestOptions = {}) =>
    request(salesPointSchema, '/api/puntos_ventas/pdv_ciudad_central_satelite', {
      ...o,
      method: 'POST',
      body: { ciudad, ts: PRODUCT_LIST_TYPE },
    }),

  logInWithProvider: (body: { email: string }, o: RequestOptions = {}) =>
    request(userSchema, '/api/auth_resources/login_redes_sociales', { ...o, method: 'POST', body }),

  /** Abandoned cart (spec §4): recorded while the cart has lines, cleared when it empties or an order is sent. */
  syncAbandonedCart: (
    params: { mode: 'record' | 'clear'; username: string | null; lines: readonly { producto_id: string; cantidad: number }[] },
    o: RequestOptions = {},
  ) => {
    const username = params.username ?? '';
    if (params.mode === 'record') {
      return request(abandonedCartAnswerSchema, '/api/carritoAbandonado/agregar', {
        ...o,
        method: 'POST',
        body: { username, tipo: PRODUCT_LIST_TYPE, carrito: params.lines.map((l) => ({ codigo: l.producto_id, cantidad: l.cantidad })) },
      });
    }
    const form = new URLSearchParams({ username, tipo: PRODUCT_LIST_TYPE });
    return request(abandonedCartAnswerSchema, '/api/carritoAbandonado/limpiar', { ...o, method: 'POST', body: form });
  },

  sendOrder: (order: Order, idempotencyKey: string, o: RequestOptions = {}) =>
    request(orderResultSchema, '/api/pedidos/enviar_pedidos_playerid_canal', {
      ...o,
      method: 'POST',
      body: order,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),

  order: (pedido: string, o: RequestOptions = {}) =>
    request(z.record(z.string(), z.unknown()), `/api/pedidos/${encodeURIComponent(pedido)}`, o),
};
