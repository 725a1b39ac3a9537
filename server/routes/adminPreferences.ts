/**
 * POST /api/prefenciasEcommerce/guardarvalor/{canal} { llave, valor } → { llave, valor }
 * Sets (creates or replaces) one storefront preference, e.g. mantenimiento 'S' / 'N' or
 * imagen-popup-inicio. Administrators only: the token's admin claim AND EAdministrador 'X'
 * in the database now (else 403; no token 401). After the write the maintenance gate's
 * cached read is dropped (invalidateMaintenance); nothing else is invalidated. The path
 * is under /api/prefenciasEcommerce/, which the maintenance gate leaves open.
 */
import { invalidateMaintenance } from '../middleware/maintenance';
import {
  preferenceChannelParamsSchema,
  preferenceSchema,
  preferenceUpdateBodySchema,
  type Preference,
} from '../../machines/schemas';
import type { RouteModule } from '../context';
import { preferences } from '../db/schema';
import { parseJsonBody, sendJson, validate } from '../http';
import { registerOperations } from '../openapi';
import { requireAdmin } from '../services/access';

export const SAVE_PREFERENCE_PATH = '/api/prefenciasEcommerce/guardarvalor/:canal';

export const adminPreferenceRoutes: RouteModule = (app, ctx) => {
  app.post(SAVE_PREFERENCE_PATH, async (c) => {
    await requireAdmin(c, ctx);
    const { canal } = validate(preferenceChannelParamsSchema, c.req.param(), 'params');
    const { llave, valor } = await parseJsonBody(c, preferenceUpdateBodySchema);
    await ctx.db
      .insert(preferences)
      .values({ canal: Number(canal), llave, valor })
      .onConflictDoUpdate({ target: [preferences.canal, preferences.llave], set: { valor } });
    invalidateMaintenance(ctx.db);
    c.header('Cache-Control', 'no-store');
    return sendJson(c, { llave, valor } satisfies Preference);
  });
  return [SAVE_PREFERENCE_PATH];
};

registerOperations({
  method: 'post',
  path: SAVE_PREFERENCE_PATH,
  operationId: 'savePreference',
  tag: 'preferencias',
  summary: 'Guardar una preferencia (administradores)',
  description:
    "Crea o reemplaza { llave, valor } del canal. mantenimiento: 'S' o 'N'; imagen-popup-inicio: ruta del sitio (/...) o URL https; otras llaves: minúsculas, dígitos, - y _, valor hasta 500 caracteres. Requiere el token de un administrador que en la base siga siendo EAdministrador 'X' (si no, 403). Abierta en mantenimiento.",
  auth: 'admin',
  params: preferenceChannelParamsSchema,
  paramsExample: { canal: '2' },
  body: { name: 'PreferenceUpdateBody', schema: preferenceUpdateBodySchema, example: { llave: 'mantenimiento', valor: 'N' } },
  response: { name: 'Preference', schema: preferenceSchema, description: 'La preferencia guardada.', cacheControl: 'no-store' },
  errors: [400, 401, 403, 413, 422],
});
