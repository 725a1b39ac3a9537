/**
 * Preferences (spec §7): GET /api/prefenciasEcommerce/obtenervalores/{canal} → [{ llave, valor }].
 * The storefront reads channel 2; `mantenimiento` = 'S' puts it in maintenance.
 */
import * as z from 'zod/mini';
import { asc, eq } from 'drizzle-orm';
import type { RouteModule } from '../context';
import { preferences } from '../db/schema';
import { sendJson, validate } from '../http';

export const PREFERENCES_PATH = '/api/prefenciasEcommerce/obtenervalores/:canal';

const paramsSchema = z.object({ canal: z.string().check(z.regex(/^\d{1,3}$/, 'Canal inválido.')) });

export const preferenceRoutes: RouteModule = (app, { db }) => {
  app.get(PREFERENCES_PATH, async (c) => {
    const { canal } = validate(paramsSchema, c.req.param(), 'params');
    const rows = await db
      .select({ llave: preferences.llave, valor: preferences.valor })
      .from(preferences)
      .where(eq(preferences.canal, Number(canal)))
      .orderBy(asc(preferences.llave));
    return sendJson(c, rows);
  });
  return [PREFERENCES_PATH];
};
