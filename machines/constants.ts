/**
 * Business constants and limits of docs/product.md#constantes, each named for what it is.
 * Timings are in milliseconds unless the name says otherwise.
 */

export const COOKIE_MAX_AGE_SECONDS = 14_400; // 4 h
export const AUTH_COOKIE_MAX_AGE_SECONDS = 3_600;
export const REFRESH_TOKEN_MAX_AGE_SECONDS = 2_592_000; // 30 days
/** A new access token is asked for this long before the current one (AUTH_COOKIE_MAX_AGE_SECONDS) expires. */
export const TOKEN_REFRESH_MARGIN_MS = 5 * 60 * 1000;
/** How long after it was issued an access token is refreshed: its 3600 s life minus the margin (55 min). */
export const TOKEN_REFRESH_AFTER_MS = AUTH_COOKIE_MAX_AGE_SECONDS * 1000 - TOKEN_REFRESH_MARGIN_MS;

export const DEFAULT_KONDA = '28';
export const GUEST_DOCUMENT = '1000000000';
/** Used for a signed-in user who has no cedula on file. */
export const USER_WITHOUT_CEDULA_DOCUMENT = '10000000000';
export const DEFAULT_GENERIC_SALES_POINT = 'G001';
export const GENERIC_SALES_POINT_PREFIX = 'G';

/** Inactivity flag: the sales-point selection is older than this. */
export const SALES_POINT_SELECTION_MAX_AGE_MS = 4 * 60 * 60 * 1000;
/** Idle logout after this long without mouse, key, touch or scroll. */
export const IDLE_LOGOUT_MS = 240 * 60 * 1000;
/**
 * How long the idle warning waits for an answer before the logout happens by itself (docs/product.md#estados-y-transiciones "warns
 * then logs out": the spec gives no figure). An unattended tab must not stay signed in, nor keep
 * refreshing its token, because nobody closed the modal.
 */
export const IDLE_WARNING_GRACE_MS = 60 * 1000;

/** The id of a server-rendered page's JSON data block (machines/schemas/pageData.ts). */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** Login body (POST /api/auth_resources/loginecommerce): the username is counted once trimmed. */
export const LOGIN_USERNAME_MAX_LENGTH = 120;
export const LOGIN_PASSWORD_MAX_LENGTH = 200;

export const RECIPIENT_NAME_MAX_LENGTH = 50;
export const OBSERVATION_MAX_LENGTH = 80;

export const CART_TOOLTIP_CLOSE_DELAY_MS = 500;
export const CART_EDIT_DEBOUNCE_MS = 1_000;
export const CART_RELOAD_DEBOUNCE_MS = 500;
export const SEARCH_SUGGESTIONS_CLOSE_DELAY_MS = 200;
export const LAYOUT_REVEAL_DELAY_MS = 200;
export const SCROLL_TO_TOP_THRESHOLD_PX = 20;
/** After a route change, how long focus waits for the new screen's main heading (a lazy chunk, its data). */
export const ROUTE_HEADING_FOCUS_WAIT_MS = 5_000;
/** A screen that shows a fact of the time ('Abierto ahora', 'Abre hoy a las 11:00') reads it anew at each minute. */
export const SCREEN_CLOCK_TICK_MS = 60_000;

export const STATUS_CHECK_TIMEOUT_MS = 10_000;
/**
 * Every other API call gives up after this long (not in the spec): a hung answer becomes the
 * docs/product.md#errores 'no response' failure, whose screen offers a retry, instead of a spinner for good.
 * Orders are safe to retry (same idempotency key), so the order submission uses it too.
 */
export const API_REQUEST_TIMEOUT_MS = 20_000;
export const RATE_LIMIT_DEFAULT_COUNTDOWN_SECONDS = 10;
/** The 429 page counts its seconds down one at a time. */
export const RATE_LIMIT_COUNTDOWN_TICK_MS = 1_000;
/** docs/product.md#errores: a 429 from the HTTP helper without Retry-After waits this many seconds. */
export const RATE_LIMIT_HTTP_DEFAULT_RETRY_AFTER_SECONDS = 1;
export const ERROR_TOAST_TIMEOUT_MS = 2_500;
/** Chunk-load failures reload the page at most once per this period. */
export const CHUNK_RELOAD_MIN_INTERVAL_MS = 60_000;
/** While the browser says it is online but nothing answers (a phone without data left), how often the store asks again whether it can reach its own site. */
export const CONNECTIVITY_RECHECK_MS = 5_000;
/** That question gets this long: a site that does not answer in time counts as not reached (the next recheck may find it). */
export const CONNECTIVITY_PROBE_TIMEOUT_MS = 3_000;

/** Home-delivery fee in pesos. Not in the spec; one flat fee for every sales point (house rule). */
export const DELIVERY_FEE_PESOS = 5_900;

/**
 * The largest total an order placed online may have (not in the spec: the chain's house rule).
 * Larger orders are arranged by phone; it also keeps every amount far inside the database's columns.
 */
export const MAX_ONLINE_ORDER_TOTAL_PESOS = 5_000_000;
/**
 * The most units of one product a cart line or an order line may have (not in the spec: the
 * cart's stepper stops here, and the API refuses more with orderMessages.lineQuantityTooLarge).
 */
export const MAX_LINE_QUANTITY = 999;
export const DEFAULT_PAYMENT_TYPE = 'PAGOONLINE';
export const TERMS_ACCEPTED = 'S';
export const PRODUCT_LIST_TYPE = 'G';
export const PREFERENCES_CHANNEL = 2;
export const MAINTENANCE_PREFERENCE_KEY = 'mantenimiento';
export const MAINTENANCE_PREFERENCE_ON = 'S';
export const POPUP_IMAGE_PREFERENCE_KEY = 'imagen-popup-inicio';
export const EXCLUDED_COUPON_TYPE = 'P';
/** '++' in textoBusqueda means: no filter. */
export const NO_SEARCH_FILTER = '++';

/** Markers used by the API's flag fields. */
export const FLAG_YES = 'X';
export const PICKUP_IN_STORE = 'X';
export const HOME_DELIVERY = '-';
export const ORDER_SUCCESS_TYPE = 'S';
export const DISCOUNT_LINE_APPLIES = 'S';

/** Payment result page: while the provider has not confirmed, ask again every 5 s, at most 12 times (1 min), then offer a button. Not in the spec. */
export const PAYMENT_STATUS_POLL_MS = 5_000;
export const PAYMENT_STATUS_MAX_POLLS = 12;
/** /seguir-pedidos reloads the recent orders this often while the page is open. Not in the spec. */
export const TRACKING_REFRESH_MS = 30_000;
/**
 * Live order tracking (Server-Sent Events, not in the spec). The server writes a heartbeat this
 * often so that proxies keep the stream open and a dead connection is noticed.
 */
export const ORDER_STREAM_HEARTBEAT_MS = 15_000;
/** A stream ticket (POST /api/pedidos/eventos/ticket) opens a stream only this long after it was issued. */
export const ORDER_STREAM_TICKET_TTL_MS = 60_000;
/** After a cut stream the client waits this long before opening it again, doubled each time up to the maximum... */
export const ORDER_STREAM_RECONNECT_MIN_MS = 1_000;
export const ORDER_STREAM_RECONNECT_MAX_MS = 30_000;
/** ...and after this many failures in a row it polls every TRACKING_REFRESH_MS instead, trying the stream again every ORDER_STREAM_RETRY_MS. */
export const ORDER_STREAM_MAX_RECONNECTS = 4;
export const ORDER_STREAM_RETRY_MS = 120_000;
/** Subscriptions: a repeat order is placed this many days before its delivery day (its payment link goes out then). */
export const SUBSCRIPTION_LEAD_DAYS = 1;
/** How often each server looks for subscription repeats that are due (a missed tick is caught up on the next). */
export const SUBSCRIPTION_SCHEDULER_INTERVAL_MS = 15 * 60 * 1000;
/**
 * An order not paid this long after it was placed expires ('vencido'): it will not be prepared and its
 * coupon is free again (server/services/orderExpiry.ts). Subscription repeats too, from their placing.
 */
export const UNPAID_ORDER_EXPIRY_MS = 30 * 60 * 1000;
/** /mis-pedidos asks for this many orders a page ('Ver más' loads the next). */
export const MY_ORDERS_PAGE_SIZE = 20;

export const PREFETCH_IDLE_TIMEOUT_MS = 2_000;
export const FETCH_MIN_DELAY_MS = 200;
export const PROGRESS_BAR_THROTTLE_MS = 200;
export const PROGRESS_BAR_DURATION_MS = 5_000;

export const BREAKPOINTS_PX = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;

export const APP_VERSION = '1.0.0';

/** Cookie names (docs/product.md#llamadas). */
export const COOKIES = {
  cart: 'carrito_alacarta',
  searchCart: 'carrito_buscador',
  couponPopupEnabled: 'habilitarCupon',
  sessionStarted: 'sesion_iniciada',
  order: 'orden',
  address: 'estructuraDireccion',
  coupons: 'cupones',
  city: 'ciudadSeleccionada',
  /**
   * '1' once the city prompt was answered ('Mantener' or 'Cambiar'): a session cookie (no Max-Age),
   * so no other tab of this browser asks again until it closes; written only with consent
   * (machines/rules/cityPrompt.ts). Not in the spec.
   */
  cityPromptAnswered: 'ciudadConfirmada',
  salesPoint: 'pdvSeleccionado',
  salesPointDate: 'fechaPDV',
  cookiesAccepted: 'cookiesAceptadas',
  auth: 'auth_token',
  user: 'usuario',
  /**
   * '1' while a session opened in this browser may be resumed (REFRESH_TOKEN_MAX_AGE_SECONDS): the
   * refresh token itself is in the server's HttpOnly cookie (token_renovacion), which scripts cannot see.
   */
  sessionResumable: 'sesion_renovable',
  /** '1' after a logout whose cerrar_sesion got no answer (offline): it is sent again once online. */
  logoutPending: 'cierre_pendiente',
  /**
   * The refresh token as a script kept it before it moved to the HttpOnly cookie: sent once to refrescar_token, which moves
   * it into the HttpOnly cookie, then deleted (a customer signed in before the upgrade stays signed in).
   */
  legacyRefreshToken: 'refresh_token',
} as const;
