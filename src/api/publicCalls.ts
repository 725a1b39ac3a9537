import { PREFERENCES_CHANNEL, PRODUCT_LIST_TYPE } from '../../machines/constants';

/**
 * The addresses of the public calls (docs/product.md#llamadas) that the start makes and the service worker keeps for
 * offline use (src/pwa/offlinePolicy.ts): shared by the start's calls (src/api/startCalls.ts) and
 * the list of what a first visit hands the worker (src/pwa/offlineStart.ts), both loaded on demand.
 * The status check's address is apart (./statusPath.ts): it alone is on the first route.
 */
export const PREFERENCES_PATH = `/api/prefenciasEcommerce/obtenervalores/${PREFERENCES_CHANNEL}`;
export const GENERIC_SALES_POINTS_PATH = '/api/puntos_ventas/traerPuntosGenericos';
export const CATEGORIES_PATH = `/api/productos/listar_categorias/${PRODUCT_LIST_TYPE}`;

/** listar_productos_minimo/{pdv}/{date}/++/{document}/{konda}/ /G, as src/api/endpoints.ts asks it. */
export const menuPath = (q: { pdv: string; date: string; document: string; konda: string }): string =>
  `/api/productos/listar_productos_minimo/${encodeURIComponent(q.pdv)}/${q.date}/++/${encodeURIComponent(q.document)}/${encodeURIComponent(q.konda)}/%20/${PRODUCT_LIST_TYPE}`;
