/**
 * Starts the reference API and serves the built SPA (dist/).
 *
 *   PORT          listening port (default 3000)
 *   HOST          listening address (default 127.0.0.1: only this machine; the image sets 0.0.0.0)
 *   DATABASE_URL  PostgreSQL connection string; without it, PGlite in DATA_DIR/pglite
 *   DATA_DIR      data folder (default ./data): PGlite files and the generated JWT secret. PGlite
 *                 allows one process per folder: a second start on it refuses (server/db/dataLock.ts)
 *   JWT_SECRET    token secret (at least 16 characters), the same on every replica; required with
 *                 NODE_ENV=production; otherwise, without it, one is generated once into DATA_DIR/jwt-secret
 *   LOG_LEVEL     fatal | error | warn | info (default: JSON lines on stdout, one per request) | debug | silent
 *   SHUTDOWN_TIMEOUT_MS  how long SIGTERM waits for requests in flight (default 10000)
 *   STATIC_DIR    built SPA (default ./dist)
 *   SSR_DIR       server renderer built from src/entry-server.tsx (default ./dist-ssr)
 *   PUBLIC_ORIGIN the site's public origin (https://pedidos.example.co): canonical URLs, Open Graph,
 *                 robots.txt and the sitemap (server/web/origin.ts); required with NODE_ENV=production;
 *                 otherwise, without it, the request's origin, and robots/sitemap are not publicly cached
 *   RATE_LIMIT    'off' disables the rate limits; a number sets API requests per IP per minute (default 300)
 *   RATE_LIMIT_LOGIN  login attempts per IP + username per minute (default 10)
 *   RATE_LIMIT_LOGIN_ACCOUNT  failed password logins per username per 15 min, any address (default 10)
 *                 On PostgreSQL the buckets are shared by every replica (server/middleware/sharedRateLimit.ts).
 *   TRUST_PROXY   '1': the client address is the last X-Forwarded-For entry (behind a reverse proxy)
 *   ORDER_STREAMS_PER_SESSION, ORDER_STREAMS_PER_CUSTOMER  open order streams per login session and per
 *                 customer on one replica (default 3 and 10; a new one closes the oldest)
 *   CSP_CONNECT_SRC   extra connect-src origins (the absolute VITE_API_BASE_URL / VITE_STATUS_BASE_URL are added)
 *   MAINTENANCE_CACHE_MS  how long the maintenance preference is cached (default 2000)
 *   GOOGLE_CLIENT_ID, FACEBOOK_CLIENT_ID, SOCIAL_SANDBOX, SOCIAL_SANDBOX_CLIENT_ID,
 *   SOCIAL_SANDBOX_REDIRECT_ORIGINS   social login (server/auth/socialLogin.ts socialFromEnv)
 *   SOCIAL_SANDBOX_SIGNING_KEY  the sandbox identity provider's key, shared by the replicas (required in production when on)
 *   PAYMENT_PROVIDER, PAYMENT_SANDBOX_SECRET   online payment (server/payments/config.ts paymentsFromEnv;
 *                     the secret is required in production with the sandbox)
 *   PAYMENT_WOMPI_PUBLIC_KEY, PAYMENT_WOMPI_INTEGRITY_SECRET, PAYMENT_WOMPI_EVENTS_SECRET,
 *   PAYMENT_WOMPI_CHECKOUT_URL   Wompi's keys with PAYMENT_PROVIDER=wompi (server/payments/wompi.ts)
 *   SEED_PRODUCTS     N: an empty database gets a menu of N products (the seed's, then numbered
 *                     variants), to measure a large menu (docs/performance.md).
 *   SEED_DEMO_USERS   '1': seed the demo accounts (their sandbox provider links and the demo customer's
 *                     history) also when NODE_ENV=production; outside production they are always seeded
 *
 *   SMTP_URL, MAIL_FROM  mail (password recovery, subscription notices) through an SMTP server
 *                 (server/mail/config.ts mailFromEnv); without SMTP_URL mail goes to the development
 *                 outbox DATA_DIR/outbox, one text file per mail, and a warning line says so
 *
 * The database is migrated on start and seeded when empty (on PostgreSQL under an advisory lock,
 * so replicas may start together). One warning line is logged for each stand-in in use (sandbox
 * identity provider, sandbox payment gateway, file outbox, demo accounts in production:
 * server/sandboxWarnings.ts). Logs are JSON lines (pino, server/log.ts) with a request id.
 *
 * SIGTERM/SIGINT: /readyz turns 503, the listener closes (no new connections), the shutdown hooks
 * close the long-lived streams (server/shutdown.ts), requests in flight get SHUTDOWN_TIMEOUT_MS to
 * finish, then the remaining connections are cut, the database closed and the process exits
 * (0 when everything finished in time, 1 when it had to cut). docs/operations.md has the rest.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { CatalogueService } from './services/catalogue';
import { createPageRenderer } from './web/pages';
import { pageStart } from './web/pageStart';
import { socialFromEnv } from './auth/socialLogin';
import { jwtSecretFromEnv } from './auth/token';
import { publicOriginFromEnv } from './web/origin';
import { createMailer, mailFromEnv } from './mail/config';
import { paymentsFromEnv } from './payments/config';
import { openDatabase } from './db/client';
import { notifierFor } from './events/notifier';
import { orderStreamCapsFromEnv } from './events/orderStreams';
import { DataFolderLockedError } from './db/dataLock';
import { demoUsersWanted, loadSeedDataFor, seedDatabase } from './db/seed';
import { maintenanceFromEnv, rateLimitFromEnv, securityFromEnv } from './middleware/config';
import { MaintenanceSwitch } from './middleware/maintenance';
import { sandboxWarnings } from './sandboxWarnings';
import { defaultLogger as log } from './log';
import { SHUTDOWN_HOOK_TIMEOUT_MS, SHUTDOWN_TIMEOUT_MS, ShutdownRegistry } from './shutdown';
import { startSubscriptionScheduler } from './services/subscriptionScheduler';

/** Only this machine unless HOST says otherwise: a development server is not published by accident. */
const DEFAULT_HOST = '127.0.0.1';

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 3000);
  if (!Number.isInteger(port) || port <= 0 || port > 65_535) throw new Error(`PORT inválido: ${process.env.PORT}`);
  const dataDir = resolve(process.env.DATA_DIR ?? 'data');
  const staticDir = resolve(process.env.STATIC_DIR ?? 'dist');
  const rateLimit = rateLimitFromEnv(process.env);
  const security = securityFromEnv(process.env);
  const maintenance = maintenanceFromEnv(process.env);
  const social = socialFromEnv(process.env);
  const payments = paymentsFromEnv(process.env);
  const mail = mailFromEnv(process.env);
  // Checked before the database opens: a misconfigured replica stops at once, naming the variable.
  const jwtSecret = jwtSecretFromEnv(process.env, join(dataDir, 'jwt-secret'));
  const publicOrigin = publicOriginFromEnv(process.env);
  const orderStreamCaps = orderStreamCapsFromEnv(process.env);
  const host = process.env.HOST?.trim() || DEFAULT_HOST;
  const shutdownTimeoutMs = process.env.SHUTDOWN_TIMEOUT_MS ? Number(process.env.SHUTDOWN_TIMEOUT_MS) : SHUTDOWN_TIMEOUT_MS;
  if (!Number.isInteger(shutdownTimeoutMs) || shutdownTimeoutMs < 0)
    throw new Error(`SHUTDOWN_TIMEOUT_MS inválido: ${process.env.SHUTDOWN_TIMEOUT_MS}`);
  const outboxDir = join(dataDir, 'outbox');
  const demoUsers = demoUsersWanted(process.env);

  const database = await openDatabase(
    process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: join(dataDir, 'pglite') },
  );
  const seedData = await loadSeedDataFor(process.env);
  // Replicas starting together seed one after the other (the first one fills the empty tables).
  const seeded = await database.exclusive(() => seedDatabase(database.db, seedData));
  const written = Object.entries(seeded)
    .filter(([, done]) => done)
    .map(([group]) => group);
  log.info(`[api] base de datos (${database.driver}) lista${written.length ? `; datos iniciales: ${written.join(', ')}` : ''}`);
  if (!demoUsers)
    log.info('[api] sin cuentas de demostración (NODE_ENV=production; SEED_DEMO_USERS=1 las crea en una base vacía)');
  const productionDemo = demoUsers && process.env.NODE_ENV === 'production';
  const mailer = createMailer(mail, { outboxDir, logger: log });
  for (const line of sandboxWarnings({ social, payments, outboxDir: mailer.outboxDir, demoUsersInProduction: productionDemo }))
    log.warn(line);

  const hasSpa = existsSync(join(staticDir, 'index.html'));
  if (!hasSpa) log.warn(`[api] no se encontró ${join(staticDir, 'index.html')}: solo se sirve la API (ejecute npm run build)`);

  const catalogue = new CatalogueService(database.db);
  // The pages' own reading of the switch: a saved preference drops it like the gate's (invalidateMaintenance).
  const pageMaintenance = new MaintenanceSwitch(database.db, () => new Date(), log, maintenance.cacheMs);
  const pages = hasSpa
    ? await createPageRenderer({
        staticDir,
        ssrDir: resolve(process.env.SSR_DIR ?? 'dist-ssr'),
        catalogue,
        start: () => pageStart(database.db, catalogue),
        clock: () => new Date(),
        logger: log,
        publicOrigin,
        maintenanceOn: () => pageMaintenance.isOn(),
      })
    : null;
  if (hasSpa && !pages)
    log.warn(
      '[api] no se encontró el renderizador (dist-ssr/entry-server.js): las páginas se sirven sin HTML del servidor (ejecute npm run build)',
    );

  const shutdown = new ShutdownRegistry((error) => log.error('[api] error al cerrar', error));
  // Catalogue changes and order status changes reach every replica (LISTEN/NOTIFY on PostgreSQL).
  const notifier = notifierFor(database, process.env.DATABASE_URL, log);
  shutdown.register(() => notifier.close());
  // Mails already handed over get the hook's time to reach the mail server.
  shutdown.register(() => mailer.settled());
  const app = createApp({
    notifier,
    db: database.db,
    logger: log,
    shutdown,
    // One JSON line per request, unless LOG_LEVEL drops info (then not even built).
    accessLog: log.pino.isLevelEnabled('info'),
    catalogue,
    pages,
    publicOrigin,
    // Without PUBLIC_ORIGIN (development): links in mails no request asked for point at this server.
    localOrigin: `http://localhost:${port}`,
    orderStreamCaps,
    jwtSecret,
    rateLimit,
    security,
    maintenance,
    social,
    payments,
    mailer: mailer.mailer,
    ...(hasSpa ? { staticDir } : {}),
  });

  log.info(
    rateLimit
      ? `[api] límite de solicitudes: ${rateLimit.apiPerWindow}/min por IP, ${rateLimit.loginPerWindow}/min por IP y usuario al iniciar sesión, ${rateLimit.loginFailuresPerAccount} intentos fallidos cada 15 min por usuario (${database.driver === 'node-postgres' ? 'contadores compartidos en PostgreSQL' : 'contadores en memoria'})`
      : '[api] límite de solicitudes desactivado (RATE_LIMIT=off)',
  );

  const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
    const shown =
      info.address === '::' || info.address === '0.0.0.0'
        ? 'localhost'
        : info.address.includes(':')
          ? `[${info.address}]`
          : info.address;
    log.info(
      `[api] escuchando en http://${shown}:${info.port}${host === DEFAULT_HOST ? ' (solo esta máquina; HOST=0.0.0.0 para todas las interfaces)' : ''}`,
    );
  });

  // Every replica runs it: subscription_runs lets only one of them place each repeat.
  const scheduler = startSubscriptionScheduler(() => app.placeDueRepeats(), log);
  shutdown.register(() => scheduler.stop());

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`[api] ${signal}: cerrando (hasta ${shutdownTimeoutMs} ms para las solicitudes en curso)`);
    // Stop accepting; idle keep-alive connections close now, busy ones when their answer is sent.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // /readyz answers 503 from here on, and the long-lived streams are told to end.
    await shutdown.shutdown(Math.min(SHUTDOWN_HOOK_TIMEOUT_MS, shutdownTimeoutMs));
    let timer: NodeJS.Timeout | undefined;
    const inTime = await Promise.race([
      closed.then(() => true),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), shutdownTimeoutMs))),
    ]);
    clearTimeout(timer);
    if (!inTime) {
      log.warn('[api] quedaban solicitudes en curso: se cortan las conexiones');
      if ('closeAllConnections' in server) server.closeAllConnections();
    }
    try {
      await database.close();
    } catch (error) {
      log.error('[api] error al cerrar la base de datos', error);
    }
    log.info('[api] cerrado');
    await log.flushBeforeExit();
    process.exit(inTime ? 0 : 1);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // A stray rejection is logged; the process keeps serving.
  process.on('unhandledRejection', (reason) =>
    log.error('[api] promesa rechazada sin manejar', reason instanceof Error ? reason : { reason: String(reason) }),
  );
}

main().catch(async (error: unknown) => {
  // A configuration error says which variable in its message: that line is what the operator reads.
  if (error instanceof DataFolderLockedError) log.error(`[api] no se pudo iniciar: ${error.message}`);
  else log.error(`[api] no se pudo iniciar: ${error instanceof Error ? error.message : String(error)}`, error);
  await log.flushBeforeExit();
  process.exit(1);
});
