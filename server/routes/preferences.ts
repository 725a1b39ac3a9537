/**
 * Preferences (docs/product.md#llamadas): GET /api/prefenciasEcommerce/obtenervalores/{canal} → [{ llave, valor }].
 * The storefront reads channel 2; `mantenimiento` = 'S' puts it in maintenance.
 */
import * as z from 'zod/mini';
import { asc, eq } from 'drizzle-orm';
import type { RouteModule } from '../context';
import type { Db } from '../db/client';
import { preferences } from '../db/schema';
import { sendJson, validate } from '../http';

export const PREFERENCES_PATH = '/api/prefenciasEcommerce/obtenervalores/:canal';

const paramsSchema = z.object({ canal: z.string().check(z.regex(/^\d{1,3}$/, 'Canal inválido.')) });

/** The preferences of a channel, as GET obtenervalores answers them (also the data block of a server-rendered page). */
export const preferencesOf = (db: Db, canal: number) =>
  db
    .select({ llave: preferences.llave, valor: preferences.valor })
    .from(preferences)
    .where(eq(preferences.canal, canal))
    .orderBy(asc(preferences.llave));

export const preferenceRoutes: RouteModule = (app, { db }) => {
  app.get(PREFERENCES_PATH, async (c) => {
    const { canal } = validate(paramsSchema, c.req.param(), 'params');
    return sendJson(c, await preferencesOf(db, Number(canal)));
  });
  return [PREFERENCES_PATH];
};
