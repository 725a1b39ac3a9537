/**
 * Test-only: POST /api/pruebas/reiniciar empties every table and seeds the
 * database again, so each browser model-based test (e2e/model/) starts from the
 * same clean state. Registered ONLY when the server runs with E2E_RESET=1
 * (playwright.config.ts sets it for its own server); otherwise the module adds
 * no route and the path answers 404 like any unknown one.
 */
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { RouteModule } from '../context';
import * as schema from '../db/schema';
import { loadSeedDataFor, seedDatabase } from '../db/seed';
import { sendJson } from '../http';
import { catalogueChanged } from './adminChanges';

export const TEST_RESET_PATH = '/api/pruebas/reiniciar';

export const isTestResetEnabled = (env: Record<string, string | undefined> = process.env) => env.E2E_RESET === '1';

const tableNames = (): string[] =>
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableName(table));

export const testResetRoutes: RouteModule = (app, ctx) => {
  if (!isTestResetEnabled()) return [];
  let running: Promise<void> = Promise.resolve();
  app.post(TEST_RESET_PATH, async (c) => {
    // One reset at a time, whatever the client does.
    const reset = running.then(async () => {
      const list = tableNames()
        .map((name) => `"${name}"`)
        .join(', ');
      await ctx.db.execute(sql.raw(`TRUNCATE TABLE ${list} RESTART IDENTITY CASCADE`));
      await seedDatabase(ctx.db, await loadSeedDataFor(process.env));
      await catalogueChanged(ctx);
    });
    running = reset.catch(() => {});
    await reset;
    return sendJson(c, { reiniciada: true });
  });
  return [TEST_RESET_PATH];
};
