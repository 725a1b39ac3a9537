/**
 * Probes for the orchestrator and the reverse proxy (docs/operations.md), outside /api: no
 * rate limit, no maintenance gate, never cached, always JSON.
 *
 *   GET /healthz → 200 { estado: 'vivo' }: the process answers (a liveness probe restarts it when not).
 *   GET /readyz  → 200 { estado: 'listo', migraciones: N } when the database answers and every
 *                  migration this build ships is applied; 503 { estado: 'no listo', motivo } when
 *                  not, or once shutdown began (the proxy then sends traffic to other replicas).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { RouteModule } from '../context';
import { MIGRATIONS_FOLDER } from '../db/client';
import { sendJson } from '../http';

export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';

/** The "when" (ms) of the newest migration this build ships, as drizzle stores it in created_at. */
export function newestMigrationMillis(): { count: number; when: number } {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return { count: journal.entries.length, when: Math.max(...journal.entries.map((e) => e.when)) };
}

export const healthRoutes: RouteModule = (app, ctx) => {
  const shipped = newestMigrationMillis();
  const answer = (c: Context, status: number, body: unknown) => {
    c.header('Cache-Control', 'no-store');
    return sendJson(c, body, status);
  };

  app.get(HEALTH_PATH, (c) => answer(c, 200, { estado: 'vivo' }));

  app.get(READY_PATH, async (c) => {
    if (ctx.shutdown.stopping) return answer(c, 503, { estado: 'no listo', motivo: 'cerrando' });
    let applied: { n: number; newest: number | null };
    try {
      // A replica of a newer build may have applied more: ready means "at least this build's".
      const result = await ctx.db.execute<{ n: number; newest: string | number | null }>(
        sql`SELECT count(*)::int AS n, max(created_at) AS newest FROM drizzle.__drizzle_migrations`,
      );
      const row = (result as unknown as { rows: { n: number; newest: string | number | null }[] }).rows[0];
      applied = { n: row?.n ?? 0, newest: row?.newest == null ? null : Number(row.newest) };
    } catch (error) {
      ctx.logger.error('[api] /readyz: la base de datos no responde', error);
      return answer(c, 503, { estado: 'no listo', motivo: 'base de datos' });
    }
    if (applied.newest === null || applied.newest < shipped.when)
      return answer(c, 503, { estado: 'no listo', motivo: 'migraciones pendientes' });
    return answer(c, 200, { estado: 'listo', migraciones: applied.n });
  });

  return [HEALTH_PATH, READY_PATH];
};
