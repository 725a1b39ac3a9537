import * as z from 'zod/mini';
import {
  abandonedCartAnswerSchema,
  categoryListSchema,
  cityListSchema,
  orderResultSchema,
  paymentStatusSchema,
  productListSchema,
  registrationCouponListSchema,
  couponCheckAnswerSchema,
  type CouponCheckBody,
  salesPointSchema,
  accountSchema,
  confirmationSchema,
  refreshAnswerSchema,
  sessionAnswerSchema,
  socialProviderListSchema,
  type AccountUpdateBody,
  type LoginBody,
  type PasswordChangeBody,
  type PasswordRecoveryBody,
  type PasswordResetBody,
  type RefreshBody,
  type RegistrationBody,
  type SocialLoginBody,
  type Order,
  type ProductFilterBody,
} from '../../machines/schemas';
import { PREFERENCES_CHANNEL, PRODUCT_LIST_TYPE } from '../../machines/constants';
import * as accountLists from '../../machines/schemas';
import { sessionCredentials } from './config';
import { request, type RequestOptions } from './http';
import { startCalls } from './startCalls';
import {
  orderDetailSchema,
  orderResultSchema as cancelAnswerSchema,
  orderSummaryListSchema,
  ratingAnswerSchema,
  trackedOrderListSchema,
  orderStreamTicketSchema,
  type RatingParams,
} from '../../machines/schemas';

/** The calls of docs/product.md#llamadas, one function each, answers parsed by the shared schemas. */
export interface CatalogueQuery {
  pdv: string;
  date: string;
  document: string;
  konda: string;
}

export const api = {
  ...startCalls,

  categories: (o: RequestOptions = {}) => request(categoryListSchema, `/api/productos/listar_categorias/${PRODUCT_LIST_TYPE}`, o),

  products: (q: CatalogueQuery, o: RequestOptions = {}) =>
    request(
      productListSchema,
      `/api/productos/listar_productos_minimo/${encodeURIComponent(q.pdv)}/${q.date}/++/${encodeURIComponent(q.document)}/${encodeURIComponent(q.konda)}/%20/${PRODUCT_LIST_TYPE}`,
      o,
    ),

  filterProducts: (body: ProductFilterBody, o: RequestOptions = {}) =>
    request(productListSchema, '/api/productos/listar_productos_filtro', { ...o, method: 'POST', body }),

  cities: (o: RequestOptions = {}) => request(cityListSchema, '/api/puntos_ventas/traer_ciudades_express', o),

  /** Pick-up in store (not in the spec): the city's stores with address and opening hours. */
  pickupStores: (ciudad: string, o: RequestOptions = {}) =>
    request(accountLists.pickupStoreListSchema, `/api/puntos_ventas/tiendas_recoger?ciudad=${encodeURIComponent(ciudad)}`, o),

  /** consultar_pdv: any sales point by code, with a store's name, address and hours. */
  salesPointByCode: (code: string, o: RequestOptions = {}) =>
    request(accountLists.salesPointLookupSchema, `/api/puntos_ventas/consultar_pdv/${encodeURIComponent(code)}`, o),

  salesPointForCity: (ciudad: string, o: RequestOptions = {}) =>
    request(salesPointSchema, '/api/puntos_ventas/pdv_ciudad_central_satelite', {
      ...o,
      method: 'POST',
      body: { ciudad, ts: PRODUCT_LIST_TYPE },
    }),

  // ─── Identity (docs/api/endpoints.md "Identity"): every answer that opens or rotates a session sets
  // the refresh token in the server's HttpOnly cookie (sessionCredentials), never in the body ───
  /** docs/product.md#llamadas loginecommerce: the user and its bearer token. */
  logIn: (body: LoginBody, o: RequestOptions = {}) =>
    request(sessionAnswerSchema, '/api/auth_resources/loginecommerce', {
      ...o,
      method: 'POST',
      body,
      credentials: sessionCredentials(),
    }),
  /** Where the SPA sends the customer to sign in with each provider. */
  providers: (o: RequestOptions = {}) => request(socialProviderListSchema, '/api/auth_resources/proveedores', o),
  /** docs/product.md#llamadas login_redes_sociales, with the provider's ID token: esta_autenticado '1' opens a session, '0' names the unknown account. */
  logInWithProvider: (body: SocialLoginBody, o: RequestOptions = {}) =>
    request(sessionAnswerSchema, '/api/auth_resources/login_redes_sociales', {
      ...o,
      method: 'POST',
      body,
      credentials: sessionCredentials(),
    }),
  /** A new access token; the server reads the refresh token from its cookie (or the body) and rotates it. */
  refreshToken: (body: RefreshBody, o: RequestOptions = {}) =>
    request(refreshAnswerSchema, '/api/auth_resources/refrescar_token', {
      ...o,
      method: 'POST',
      body,
      credentials: sessionCredentials(),
    }),
  /** Ends the session of the refresh cookie, of the body's refresh token and of the bearer token (o.token), and clears the cookie. */
  logOut: (body: RefreshBody, o: RequestOptions = {}) =>
    request(confirmationSchema, '/api/auth_resources/cerrar_sesion', {
      ...o,
      method: 'POST',
      body,
      credentials: sessionCredentials(),
    }),
  /** 201 with a session; 409 when the email or the cedula already has an account. */
  register: (body: RegistrationBody, o: RequestOptions = {}) =>
    request(sessionAnswerSchema, '/api/usuarios/registro', { ...o, method: 'POST', body, credentials: sessionCredentials() }),
  /** The same confirmation whether or not the email has an account. */
  recoverPassword: (body: PasswordRecoveryBody, o: RequestOptions = {}) =>
    request(confirmationSchema, '/api/usuarios/recuperar_contrasena', { ...o, method: 'POST', body }),
  /** Whether the mailed link still works (the page asks as it opens); nothing is spent. */
  resetTokenStatus: (token: string, o: RequestOptions = {}) =>
    request(accountLists.resetTokenStatusSchema, '/api/usuarios/estado_token_recuperacion', {
      ...o,
      method: 'POST',
      body: { token },
    }),
  resetPassword: (body: PasswordResetBody, o: RequestOptions = {}) =>
    request(confirmationSchema, '/api/usuarios/restablecer_contrasena', { ...o, method: 'POST', body }),
  /** The signed-in customer's data (o.token). */
  account: (o: RequestOptions = {}) => request(accountSchema, '/api/usuarios/mi_cuenta', o),
  updateAccount: (body: AccountUpdateBody, o: RequestOptions = {}) =>
    // http.ts types only GET and POST; ofetch sends any method.
    request(accountSchema, '/api/usuarios/mi_cuenta', { ...o, method: 'PUT', body }),
  changePassword: (body: PasswordChangeBody, o: RequestOptions = {}) =>
    request(confirmationSchema, '/api/usuarios/cambiar_contrasena', { ...o, method: 'POST', body }),
  // ─── end of identity ───

  /** Abandoned cart (docs/product.md#estados-y-transiciones): recorded while the cart has lines, cleared when it empties or an order is sent. */
  syncAbandonedCart: (
    params: { mode: 'record' | 'clear'; username: string | null; lines: readonly { producto_id: string; cantidad: number }[] },
    o: RequestOptions = {},
  ) => {
    const username = params.username ?? '';
    if (params.mode === 'record') {
      return request(abandonedCartAnswerSchema, '/api/carritoAbandonado/agregar', {
        ...o,
        method: 'POST',
        body: {
          username,
          tipo: PRODUCT_LIST_TYPE,
          carrito: params.lines.map((l) => ({ codigo: l.producto_id, cantidad: l.cantidad })),
        },
      });
    }
    const form = new URLSearchParams({ username, tipo: PRODUCT_LIST_TYPE });
    return request(abandonedCartAnswerSchema, '/api/carritoAbandonado/limpiar', { ...o, method: 'POST', body: form });
  },

  // ─── Coupon entry (house call; the order judges the coupon again) ───
  checkCoupon: (body: CouponCheckBody, o: RequestOptions = {}) =>
    request(couponCheckAnswerSchema, '/api/pedidos/validar_cupon', { ...o, method: 'POST', body }),

  // ─── Registration popup (docs/product.md#llamadas cupon_registro): empty list, no popup ───
  registrationCoupons: (fecha: string, o: RequestOptions = {}) =>
    request(registrationCouponListSchema, '/api/usuarios/cupon_registro', { ...o, method: 'POST', body: { fecha } }),

  sendOrder: (order: Order, idempotencyKey: string, o: RequestOptions = {}) =>
    request(orderResultSchema, '/api/pedidos/enviar_pedidos_playerid_canal', {
      ...o,
      method: 'POST',
      body: order,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),

  /** Online payment (docs/api/endpoints.md "Payments"): the state of an order's payment, and a new attempt. */
  paymentStatus: (pedido: number, o: RequestOptions = {}) => request(paymentStatusSchema, `/api/pagos/estado/${pedido}`, o),
  retryPayment: (pedido: number, o: RequestOptions = {}) =>
    request(paymentStatusSchema, `/api/pagos/reintentar/${pedido}`, { ...o, method: 'POST' }),

  // ─── Account lists (mis-favoritos, mis-suscripciones, recomendados, preferencias) ───
  /** The customer's favourites priced at pdv (null producto: not sold there). */
  favourites: (document: string, pdv: string | null, o: RequestOptions = {}) =>
    request(
      accountLists.favouriteListSchema,
      `/api/usuarios/favoritos/${encodeURIComponent(document)}${pdv ? `?pdv=${encodeURIComponent(pdv)}` : ''}`,
      o,
    ),
  addFavourite: (document: string, codigo_producto: string, o: RequestOptions = {}) =>
    request(accountLists.okAnswerSchema, `/api/usuarios/favoritos/${encodeURIComponent(document)}`, {
      ...o,
      method: 'POST',
      body: { codigo_producto },
    }),
  removeFavourite: (document: string, codigo_producto: string, o: RequestOptions = {}) =>
    request(
      accountLists.okAnswerSchema,
      `/api/usuarios/favoritos/${encodeURIComponent(document)}/${encodeURIComponent(codigo_producto)}`,
      { ...o, method: 'DELETE' },
    ),
  subscriptions: (document: string, o: RequestOptions = {}) =>
    request(accountLists.subscriptionListSchema, `/api/usuarios/suscripciones/${encodeURIComponent(document)}`, o),
  /** N create / M modify (frequency 1–90), E delete (frequency 0): success is judged by rules/subscriptions. */
  changeSubscription: (
    p: { document: string; pedido: number; frequency: number; action: accountLists.SubscriptionAction },
    o: RequestOptions = {},
  ) =>
    request(
      accountLists.subscriptionAnswerSchema,
      `/api/usuarios/suscripciones/${encodeURIComponent(p.document)}/${p.pedido}/${p.frequency}/${p.action}`,
      { ...o, method: 'POST' },
    ),
  /** The reference API's pause, resume and skip-the-next-order: success is judged by rules/subscriptions. */
  changeSchedule: (p: { document: string; pedido: number; change: accountLists.ScheduleChange }, o: RequestOptions = {}) =>
    request(
      accountLists.subscriptionAnswerSchema,
      `/api/usuarios/suscripciones/${encodeURIComponent(p.document)}/${p.pedido}/${p.change}`,
      { ...o, method: 'POST' },
    ),
  /** With o.token the customer's most ordered products come first. */
  recommended: (pdv: string, limite: number, o: RequestOptions = {}) =>
    request(productListSchema, `/api/productos/recomendados/${encodeURIComponent(pdv)}?limite=${limite}`, o),
  /** Administrators (o.token): one preference of channel 2, created or replaced. */
  savePreference: (body: accountLists.PreferenceUpdateBody, o: RequestOptions = {}) =>
    request(accountLists.preferenceSchema, `/api/prefenciasEcommerce/guardarvalor/${PREFERENCES_CHANNEL}`, {
      ...o,
      method: 'POST',
      body,
    }),
  // ─── Mis Direcciones (docs/api/endpoints.md "Identity"): the customer's saved addresses ───
  /** The default first, then newest first. */
  addresses: (document: string, o: RequestOptions = {}) =>
    request(accountLists.savedAddressListSchema, `/api/usuarios/direcciones/${encodeURIComponent(document)}`, o),
  /** 201 with the saved address; 422 when the customer already has 20. */
  addAddress: (document: string, body: accountLists.AddressBody, o: RequestOptions = {}) =>
    request(accountLists.savedAddressSchema, `/api/usuarios/direcciones/${encodeURIComponent(document)}`, {
      ...o,
      method: 'POST',
      body,
    }),
  updateAddress: (document: string, id: number, body: accountLists.AddressBody, o: RequestOptions = {}) =>
    request(accountLists.savedAddressSchema, `/api/usuarios/direcciones/${encodeURIComponent(document)}/${id}`, {
      ...o,
      method: 'PUT',
      body,
    }),
  deleteAddress: (document: string, id: number, o: RequestOptions = {}) =>
    request(confirmationSchema, `/api/usuarios/direcciones/${encodeURIComponent(document)}/${id}`, { ...o, method: 'DELETE' }),
  // ─── end of account lists ───

  order: (pedido: string, o: RequestOptions = {}) =>
    request(z.record(z.string(), z.unknown()), `/api/pedidos/${encodeURIComponent(pedido)}`, o),

  // ─── The customer's orders (docs/api/endpoints.md "Orders"): mis-pedidos, seguir-pedidos, detalle, cancel, rating ───
  /** Newest first, `limite` a page. */
  myOrders: (pagina: number, limite: number, o: RequestOptions = {}) =>
    request(orderSummaryListSchema, `/api/pedidos/mis_pedidos?pagina=${pagina}&limite=${limite}`, o),
  /** Orders of the last 24 h with their status history. */
  trackedOrders: (o: RequestOptions = {}) => request(trackedOrderListSchema, '/api/pedidos/seguir_pedidos', o),
  /** A short-lived ticket for the order stream (an EventSource cannot send the bearer token). */
  orderStreamTicket: (o: RequestOptions = {}) =>
    request(orderStreamTicketSchema, '/api/pedidos/eventos/ticket', { ...o, method: 'POST' }),
  orderDetail: (pedido: number, o: RequestOptions = {}) => request(orderDetailSchema, `/api/pedidos/detalle_pedido/${pedido}`, o),
  /** Only while 'recibido'; cancelling twice answers the same. */
  cancelOrder: (pedido: number, o: RequestOptions = {}) =>
    request(cancelAnswerSchema, `/api/pedidos/cancelar_pedido/${pedido}`, { ...o, method: 'POST' }),
  /** docs/product.md#llamadas calificar_pedido: every segment encoded; an empty observation travels as '%20'. */
  rateOrder: (p: RatingParams, o: RequestOptions = {}) =>
    request(
      ratingAnswerSchema,
      `/api/pedidos/calificar_pedido/${p.orderNumber}/${encodeURIComponent(p.pdv)}/${p.rating}/${encodeURIComponent(p.reason)}/${p.observation === '' ? '%20' : encodeURIComponent(p.observation)}`,
      o,
    ),
  // Subscriptions: changeSubscription above.
  // ─── end of the customer's orders ───
};
