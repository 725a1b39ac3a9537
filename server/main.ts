/**
 * Starts the reference API and serves the built SPA (dist/).
 *
 *   PORT          listening port (default 3000)
 *   HOST          listening address (default: all interfaces)
 *   DATABASE_URL  PostgreSQL connection string; without it, PGlite in DATA_DIR/pglite
 *   DATA_DIR      data folder (default ./data): PGlite files and the generated JWT secret. PGlite
 *                 allows one process per folder: a second start on it refuses (server/db/dataLock.ts)
 *   JWT_SECRET    token secret; without it one is generated once and kept in DATA_DIR/jwt-secret
 *   STATIC_DIR    built SPA (default ./dist)
 *   SSR_DIR       server renderer built from src/entry-server.tsx (default ./dist-ssr)
 *   PUBLIC_ORIGIN origin of canonical URLs and the sitemap behind a proxy (default: the request's)
 *   RATE_LIMIT    'off' disables the rate limits; a number sets API requests per IP per minute (default 300)
 *   RATE_LIMIT_LOGIN  login attempts per IP + username per minute (default 10)
 *   TRUST_PROXY   '1': the client address is the last X-Forwarded-For entry (behind a reverse proxy)
 *   CSP_CONNECT_SRC   extra connect-src origins (the absolute VITE_API_BASE_URL / VITE_STATUS_BASE_URL are added)
 *   MAINTENANCE_CACHE_MS  how long the maintenance preference is cached (default 2000)
 *   GOOGLE_CLIENT_ID, FACEBOOK_CLIENT_ID, SOCIAL_SANDBOX, SOCIAL_SANDBOX_CLIENT_ID,
 *   SOCIAL_SANDBOX_REDIRECT_ORIGINS   social login (server/auth/socialLogin.ts socialFromEnv)
 *   PAYMENT_PROVIDER, PAYMENT_SANDBOX_SECRET   online payment (server/payments/config.ts paymentsFromEnv)
 *   SEED_PRODUCTS     N: an empty database gets a menu of N products (the seed's, then numbered
 *                     variants), to measure a large menu (docs/performance.md).
 *   SEED_DEMO_USERS   '1': seed the demo accounts (and their sandbox provider links) also when
 *                     NODE_ENV=production; outside production they are always seeded
 *
 * Mail (password recovery) goes to the development outbox DATA_DIR/outbox, one text file per mail.
 *
 * The database is migrated on start and seeded when empty. One warning line is printed for
 * each stand-in in use (sandbox identity provider, sandbox payment gateway, file outbox, demo
 * accounts in production: server/sandboxWarnings.ts).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { CatalogueService } from './services/catalogue';
import { createPageRenderer } from './web/pages';
import { pageStart } from './web/pageStart';
import { socialFromEnv } from './auth/socialLogin';
import { loadOrCreateSecret } from './auth/token';
import { FileOutbox } from './mail/outbox';
import { paymentsFromEnv } from './payments/config';
import { openDatabase } from './db/client';
import { DataFolderLockedError } from './db/dataLock';
import { demoUsersWanted, loadSeedDataFor, seedDatabase } from './db/seed';
import { maintenanceFromEnv, rateLimitFromEnv, securityFromEnv } from './middleware/config';
import { sandboxWarnings } from './sandboxWarnings';
import { startSubscriptionScheduler } from './services/subscriptionScheduler';

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
  const outboxDir = join(dataDir, 'outbox');
  const demoUsers = demoUsersWanted(process.env);

  const database = await openDatabase(
    process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: join(dataDir, 'pglite') },
  );
  const seeded = await seedDatabase(database.db, await loadSeedDataFor(process.env));
  const written = Object.entries(seeded).filter(([, done]) => done).map(([group]) => group);
  console.info(`[api] base de datos (${database.driver}) lista${written.length ? `; datos iniciales: ${written.join(', ')}` : ''}`);
  if (!demoUsers) console.info('[api] sin cuentas de demostración (NODE_ENV=production; SEED_DEMO_USERS=1 las crea en una base vacía)');
  const productionDemo = demoUsers && process.env.NODE_ENV === 'production';
  for (const line of sandboxWarnings({ social, payments, outboxDir, demoUsersInProduction: productionDemo })) console.warn(line);

  const hasSpa = existsSync(join(staticDir, 'index.html'));
  if (!hasSpa) console.warn(`[api] no se encontró ${join(staticDir, 'index.html')}: solo se sirve la API (ejecute npm run build)`);

  const catalogue = new CatalogueService(database.db);
  const pages = hasSpa
    ? await createPageRenderer({
        staticDir,
        ssrDir: resolve(process.env.SSR_DIR ?? 'dist-ssr'),
        catalogue,
        start: () => pageStart(database.db, catalogue),
        clock: () => new Date(),
        logger: console,
      })
    : null;
  if (hasSpa && !pages) console.warn('[api] no se encontró el renderizador (dist-ssr/entry-server.js): las páginas se sirven sin HTML del servidor (ejecute npm run build)');

  const app = createApp({
    db: database.db,
    catalogue,
    pages,
    jwtSecret: loadOrCreateSecret(process.env.JWT_SECRET, join(dataDir, 'jwt-secret')),
    rateLimit,
    security,
    maintenance,
    social,
    payments,
    mailer: new FileOutbox(outboxDir, { logger: console }),
    ...(hasSpa ? { staticDir } : {}),
  });

  console.info(
    rateLimit
      ? `[api] límite de solicitudes: ${rateLimit.apiPerWindow}/min por IP, ${rateLimit.loginPerWindow}/min por IP y usuario al iniciar sesión, ${rateLimit.loginFailuresPerAccount} intentos fallidos cada 15 min por usuario`
      : '[api] límite de solicitudes desactivado (RATE_LIMIT=off)',
  );

  const server = serve({ fetch: app.fetch, port, ...(process.env.HOST ? { hostname: process.env.HOST } : {}) }, (info) => {
    console.info(`[api] escuchando en http://${info.address === '::' ? 'localhost' : info.address}:${info.port}`);
  });

  // Every replica runs it: subscription_runs lets only one of them place each repeat.
  const scheduler = startSubscriptionScheduler(() => app.placeDueRepeats(), console);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`[api] ${signal}: cerrando`);
    scheduler.stop();
    const force = setTimeout(() => process.exit(1), 5_000);
    force.unref();
    server.close(() => {
      database
        .close()
        .catch((error: unknown) => console.error('[api] error al cerrar la base de datos', error))
        .finally(() => process.exit(0));
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  // A stray rejection is logged; the process keeps serving.
  process.on('unhandledRejection', (reason) => console.error('[api] promesa rechazada sin manejar', reason));
}

main().catch((error: unknown) => {
  if (error instanceof DataFolderLockedError) {
    console.error(`[api] no se pudo iniciar: ${error.message}`);
    process.exit(1);
  }
  console.error('[api] no se pudo iniciar', error);
  process.exit(1);
});
