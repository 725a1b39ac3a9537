/**
 * The reference API as a Hono app. createApp(deps) wires the routes to a database,
 * a JWT secret and a clock; tests drive it with app.request(), server/main.ts
 * serves it over HTTP (and the built SPA when staticDir is given).
 *
 * Errors (docs/product.md#errores), always { isError: true, message, errors? } in UTF-8 JSON:
 *   400 malformed JSON or wrong content type · 401 missing/invalid token or credentials ·
 *   404 unknown /api route · 405 wrong method on a known route · 413 body too large ·
 *   422 validation (zod, Spanish) or an order rule · 429 rate limit (Retry-After) ·
 *   503 maintenance · 500 anything unexpected (logged).
 *
 * Middleware, outermost first (server/middleware/): security headers on every answer;
 * body limit, rate limits (only when deps.rateLimit is given: server/main.ts does, from
 * RATE_LIMIT), the NUL guard and the maintenance gate on /api and /principal; the same per-address
 * limit on page requests (server/web/spa.ts). GET /api/docs is the OpenAPI document, or its documentation page for a browser (server/routes/apiDocs.ts).
 */
import { resolve } from 'node:path';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import { bodyLimit } from 'hono/body-limit';
import { compression } from './middleware/compression';
import { messages } from '../machines/messages';
import type { IdentityVerifier } from './auth/identityProvider';
import { createSocialLogin, type SocialLoginOptions } from './auth/socialLogin';
import { secretKey } from './auth/token';
import { defaultPasswordHasher, type PasswordHasher } from './auth/password';
import type { Mailer } from './mail/mailer';
import { MemoryOutbox } from './mail/outbox';
import { createPayments, type PaymentOptions } from './payments/config';
import type { Logger, RouteModule, ServerContext } from './context';
import { isSharedDatabase, type Db } from './db/client';
import { ApiFailure, sendError } from './http';
import { apiGate } from './middleware/gate';
import { maintenanceCheck, MaintenanceSwitch, type MaintenanceOptions } from './middleware/maintenance';
import { nulCheck } from './middleware/nulGuard';
import { createRateLimit, type RateLimitOptions } from './middleware/rateLimit';
import { createCouponGuesses } from './middleware/couponGuesses';
import { securityHeaders, type SecurityHeadersOptions } from './middleware/securityHeaders';
import { apiDocsRoutes } from './routes/apiDocs';
import { defaultLogger } from './log';
import { ShutdownRegistry } from './shutdown';
import { healthRoutes } from './routes/health';
import { abandonedCartRoutes } from './routes/abandonedCart';
import { accountRoutes } from './routes/account';
import { addressRoutes } from './routes/addresses';
import { authRoutes, LOGIN_PATH } from './routes/auth';
import { passwordRecoveryRoutes } from './routes/passwordRecovery';
import { paymentRoutes } from './routes/payments';
import { CREDENTIAL_PATHS } from './routes/identityPaths';
import { registrationRoutes } from './routes/registration';
import { socialLoginRoutes } from './routes/socialLogin';
import { catalogueRoutes } from './routes/catalogue';
import { placeDueRepeats, type RepeatOutcome } from './services/subscriptionScheduler';
import { orderRoutes } from './routes/orders';
import { adminPreferenceRoutes } from './routes/adminPreferences';
import { favouriteRoutes } from './routes/favourites';
import { orderTrackingRoutes, TRACKING_WINDOW_MS } from './routes/orderTracking';
import { orderEventRoutes } from './routes/orderEvents';
import { adminChangeRoutes } from './routes/adminChanges';
import { CHANNELS, createMemoryNotifier, type Notifier } from './events/notifier';
import { OrderStreams, type OrderStreamCaps } from './events/orderStreams';
import { liveSessionKeys } from './auth/liveSession';
import { advanceOrders } from './services/orderStatus';
import { registrationCouponRoutes } from './routes/registrationCoupon';
import { couponCheckRoutes } from './routes/couponCheck';
import { salesPointLookupRoutes } from './routes/salesPointLookup';
import { subscriptionRoutes } from './routes/subscriptions';
import { preferenceRoutes } from './routes/preferences';
import { salesPointRoutes } from './routes/salesPoints';
import { STATUS_PATH, statusRoutes } from './routes/status';
import { testResetRoutes } from './routes/testReset';
import { CatalogueService } from './services/catalogue';
import type { PageRenderer } from './web/pages';
import { mountSite } from './web/spa';
import { originFor } from './web/origin';

export interface AppDeps {
  db: Db;
  /** HS256 secret for the bearer tokens. */
  jwtSecret: string;
  /** Current time (tokens, order timestamps). Defaults to the system clock. */
  clock?: () => Date;
  /** Shared catalogue cache; one is created when absent. Call invalidate() after catalogue changes. */
  catalogue?: CatalogueService;
  logger?: Logger;
  /** Built SPA folder (dist/): static files, /assets/* with a long cache, SPA fallback to index.html. */
  staticDir?: string;
  /** Server rendering of the menu pages (server/web/pages.ts); without it every page gets the app shell. */
  pages?: PageRenderer | null;
  /** PUBLIC_ORIGIN (server/web/origin.ts) for robots.txt, the sitemap and the links in mails; absent: the request's (development). */
  publicOrigin?: string;
  /** Development without PUBLIC_ORIGIN: this server's own origin, for links in mails no request asked for (default http://localhost:3000). */
  localOrigin?: string;
  /** Rate limits per client IP (server/middleware/rateLimit.ts). Absent or false: none (tests). */
  rateLimit?: RateLimitOptions | false;
  /** Security headers (server/middleware/securityHeaders.ts): extra connect-src origins, HSTS. */
  security?: SecurityHeadersOptions;
  /** Maintenance preference cache (server/middleware/maintenance.ts). */
  maintenance?: MaintenanceOptions;
  /** Outgoing mail (password recovery). Default: kept in memory (app.mailer), as tests want. */
  mailer?: Mailer;
  /** Social login providers and the sandbox identity provider (server/auth/socialLogin.ts). */
  social?: SocialLoginOptions;
  /** Replaces the ID-token verifier built from `social` (tests). */
  identity?: IdentityVerifier;
  /** Payment provider (server/payments/config.ts); default: the sandbox gateway. */
  payments?: PaymentOptions;
  /** Password hashing (server/auth/password.ts); default scrypt at SCRYPT_COST. The API tests pass a cheaper cost. */
  passwords?: PasswordHasher;
  /**
   * Change notices between replicas (server/events/notifier.ts): server/main.ts gives the
   * PostgreSQL LISTEN/NOTIFY one with DATABASE_URL; default an in-process emitter (PGlite, tests).
   */
  notifier?: Notifier;
  /** Order streams' heartbeat and tick (ms; default ORDER_STREAM_HEARTBEAT_MS). */
  orderStreamHeartbeatMs?: number;
  /** Open order streams per login session and per customer (server/events/orderStreams.ts; defaults 3 and 10). */
  orderStreamCaps?: Partial<OrderStreamCaps>;
  /** Shutdown hooks (server/shutdown.ts); server/main.ts passes the one it runs on SIGTERM. Default: a new one. */
  shutdown?: ShutdownRegistry;
  /** Log one line per request (method, path, status, ms, reqId) at info level (server/main.ts). Default false. */
  accessLog?: boolean;
}

export const MAX_BODY_BYTES = 256 * 1024;
/** A development server's own address when main.ts does not say (PORT 3000 on this machine). */
const DEFAULT_LOCAL_ORIGIN = 'http://localhost:3000';

const routeModules: readonly RouteModule[] = [
  healthRoutes,
  statusRoutes,
  catalogueRoutes,
  salesPointRoutes,
  authRoutes,
  orderRoutes,
  preferenceRoutes,
  abandonedCartRoutes,
  orderTrackingRoutes,
  orderEventRoutes,
  adminChangeRoutes,
  subscriptionRoutes,
  favouriteRoutes,
  registrationCouponRoutes,
  couponCheckRoutes,
  salesPointLookupRoutes,
  adminPreferenceRoutes,
  registrationRoutes,
  passwordRecoveryRoutes,
  accountRoutes,
  addressRoutes,
  socialLoginRoutes,
  paymentRoutes,
  testResetRoutes,
];

/**
 * Paths that stay open in maintenance: the preferences (an administrator switches it back),
 * login, the API document, and the payment provider's notifications (a payment made before
 * maintenance must still be recorded).
 */
const MAINTENANCE_OPEN_PATHS = ['/api/prefenciasEcommerce/', LOGIN_PATH, '/api/docs', '/api/docs/', '/api/pagos/notificacion/'];

export type StorefrontApp = Hono & {
  catalogue: CatalogueService;
  maintenance: MaintenanceSwitch;
  mailer: Mailer;
  shutdown: ShutdownRegistry;
  notifier: Notifier;
  /** The open order streams (closed by a shutdown hook; `closeAll()` for tests). */
  orderStreams: OrderStreams;
  /** Places the subscription repeats due now (server/services/subscriptionScheduler.ts); main.ts runs it on a timer. */
  placeDueRepeats: () => Promise<RepeatOutcome[]>;
};

export function createApp(deps: AppDeps): StorefrontApp {
  if (!deps.jwtSecret || deps.jwtSecret.length < 16) throw new Error('createApp: jwtSecret must have at least 16 characters');
  const clock = deps.clock ?? (() => new Date());
  const social = createSocialLogin(deps.social ?? {}, clock);
  const logger = deps.logger ?? defaultLogger;
  const siteOrigin = (requestUrl?: string) =>
    deps.publicOrigin ?? (requestUrl ? originFor(undefined, requestUrl) : (deps.localOrigin ?? DEFAULT_LOCAL_ORIGIN));
  // A real provider sends the customer back to an absolute URL on the site (PUBLIC_ORIGIN).
  const payments = createPayments(deps.payments ?? {}, { siteOrigin: () => siteOrigin(), logger });
  // On PostgreSQL the buckets are shared by every replica on the database (store 'database').
  const limits = deps.rateLimit
    ? createRateLimit(deps.rateLimit, clock, CREDENTIAL_PATHS, isSharedDatabase(deps.db) ? deps.db : undefined)
    : null;
  // Coupon codes are judged by validar_cupon and by the order call: one budget for both, same store.
  const couponGuesses = deps.rateLimit
    ? createCouponGuesses(deps.rateLimit, clock, isSharedDatabase(deps.db) ? deps.db : undefined)
    : null;
  const notifier = deps.notifier ?? createMemoryNotifier(logger);
  const catalogue = deps.catalogue ?? new CatalogueService(deps.db);
  // A menu change made on any replica (this one included) drops this replica's cache; so does a
  // reconnection of the notices, since changes may have been missed meanwhile.
  notifier.subscribe(CHANNELS.catalogue, () => catalogue.invalidate());
  notifier.onReconnect(() => catalogue.invalidate());
  const orderStreams = new OrderStreams({
    notifier,
    clock,
    logger,
    heartbeatMs: deps.orderStreamHeartbeatMs,
    caps: deps.orderStreamCaps,
    onTick: (userIds) => advanceOrders(deps.db, userIds, clock(), TRACKING_WINDOW_MS, notifier),
    liveSessions: (sessions) => liveSessionKeys(deps.db, sessions, clock()),
  });
  const ctx: ServerContext = {
    db: deps.db,
    catalogue,
    jwtKey: secretKey(deps.jwtSecret),
    clock,
    logger,
    notifier,
    orderStreams,
    mailer: deps.mailer ?? new MemoryOutbox(),
    identity: deps.identity ?? social.verifier,
    payments: payments.provider,
    ...(limits ? { loginLockout: limits.accounts } : {}),
    passwords: deps.passwords ?? defaultPasswordHasher,
    ...(couponGuesses ? { couponGuesses } : {}),
    shutdown: deps.shutdown ?? new ShutdownRegistry(),
    siteOrigin,
  };
  // On SIGTERM the order streams end at once (browsers reconnect to another replica) and the
  // stream timer stops; the notices connection is closed by server/main.ts.
  ctx.shutdown.register(() => orderStreams.close());

  const app = new Hono();
  const maintenance = new MaintenanceSwitch(ctx.db, ctx.clock, ctx.logger, deps.maintenance?.cacheMs);

  // X-Request-Id: the proxy's when it sends a sane one, else a new UUID; echoed in the answer and in the logs.
  app.use('*', requestId({ limitLength: 200 }));
  if (deps.accessLog && ctx.logger.info) app.use('*', accessLog(ctx.logger));
  app.use('*', securityHeaders(deps.security));
  // Generated answers (pages, API JSON): ETag, 304 and brotli/gzip; static files bring their own.
  app.use('*', compression());
  // The rest of an oversized body is never read, so the connection cannot carry another request:
  // say so (Connection: close) instead of letting the client reuse a socket the server drops.
  const tooLarge = (c: Context) => {
    c.header('Connection', 'close');
    return sendError(c, 413, messages.http.badRequest);
  };
  const limitBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
  // GET and HEAD carry no body; skipping them spares @hono/node-server building a full Request per call.
  // A stated length is judged from the header alone, as bodyLimit judges it, but without bodyLimit's look
  // at the body, which builds that Request too: the body is then read straight from the socket.
  app.use('/api/*', async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return limitBody(c, next);
    return parseInt(length, 10) > MAX_BODY_BYTES ? tooLarge(c) : next();
  });
  // /api and /principal: rate limits, then NUL (PostgreSQL text cannot hold it), then maintenance.
  app.use(
    '*',
    apiGate([
      limits?.check,
      nulCheck,
      maintenanceCheck(maintenance, {
        statusPath: STATUS_PATH,
        openPaths: MAINTENANCE_OPEN_PATHS,
        jwtKey: ctx.jwtKey,
        clock: ctx.clock,
        db: ctx.db,
      }),
    ]),
  );

  // Every handler first, then a 405 for the other methods on the same paths
  // (Hono runs matching handlers in registration order).
  const paths = [...routeModules, social.routes, payments.routes, apiDocsRoutes].flatMap((register) => register(app, ctx));
  for (const path of new Set(paths)) {
    app.all(path, (c) => {
      c.header('Allow', allowedMethods(app, path).join(', '));
      return sendError(c, 405, messages.http.methodNotAllowed);
    });
  }

  if (deps.staticDir) {
    // Pages count against the API's per-address limit (server/web/spa.ts).
    mountSite(app, {
      root: resolve(deps.staticDir),
      pages: deps.pages ?? null,
      catalogue: ctx.catalogue,
      clock: ctx.clock,
      publicOrigin: deps.publicOrigin,
      limit: limits?.check,
    });
  }

  app.notFound((c) => sendError(c, 404, messages.http.notFound));

  app.onError((error, c) => {
    if (error instanceof ApiFailure) return sendError(c, error.status, error.message, error.errors);
    ctx.logger.error(`[api] ${c.req.method} ${c.req.path} failed:`, error, { reqId: c.get('requestId') });
    return sendError(c, 500, messages.http.serverError);
  });

  return Object.assign(app, {
    catalogue: ctx.catalogue,
    maintenance,
    mailer: ctx.mailer,
    shutdown: ctx.shutdown,
    notifier,
    orderStreams,
    placeDueRepeats: () => placeDueRepeats(ctx),
  });
}

/** One info line per answered request: what an operator greps by reqId. */
function accessLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info?.('request', {
      reqId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}

function allowedMethods(app: Hono, path: string): string[] {
  const methods = new Set<string>();
  for (const route of app.routes) {
    if (route.path === path && route.method !== 'ALL') methods.add(route.method);
  }
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods];
}
