/**
 * Starts the reference API and serves the built SPA (dist/).
 *
 *   PORT          listening port (default 3000)
 *   HOST          listening address (default: all interfaces)
 *   DATABASE_URL  PostgreSQL connection string; without it, PGlite in DATA_DIR/pglite
 *   DATA_DIR      data folder (default ./data): PGlite files and the generated JWT secret
 *   JWT_SECRET    token secret; without it one is generated once and kept in DATA_DIR/jwt-secret
 *   STATIC_DIR    built SPA (default ./dist)
 *
 * The database is migrated on start and seeded when empty.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadOrCreateSecret } from './auth/token';
import { openDatabase } from './db/client';
import { loadDefaultSeedData, seedDatabase } from './db/seed';

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 3000);
  if (!Number.isInteger(port) || port <= 0 || port > 65_535) throw new Error(`PORT inválido: ${process.env.PORT}`);
  const dataDir = resolve(process.env.DATA_DIR ?? 'data');
  const staticDir = resolve(process.env.STATIC_DIR ?? 'dist');

  const database = await openDatabase(
    process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: join(dataDir, 'pglite') },
  );
  const seeded = await seedDatabase(database.db, await loadDefaultSeedData());
  const written = Object.entries(seeded).filter(([, done]) => done).map(([group]) => group);
  console.info(`[api] base de datos (${database.driver}) lista${written.length ? `; datos iniciales: ${written.join(', ')}` : ''}`);

  const hasSpa = existsSync(join(staticDir, 'index.html'));
  if (!hasSpa) console.warn(`[api] no se encontró ${join(staticDir, 'index.html')}: solo se sirve la API (ejecute npm run build)`);

  const app = createApp({
    db: database.db,
    jwtSecret: loadOrCreateSecret(process.env.JWT_SECRET, join(dataDir, 'jwt-secret')),
    ...(hasSpa ? { staticDir } : {}),
  });

  const server = serve({ fetch: app.fetch, port, ...(process.env.HOST ? { hostname: process.env.HOST } : {}) }, (info) => {
    console.info(`[api] escuchando en http://${info.address === '::' ? 'localhost' : info.address}:${info.port}`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`[api] ${signal}: cerrando`);
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
  console.error('[api] no se pudo iniciar', error);
  process.exit(1);
});
