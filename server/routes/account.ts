/**
 * The signed-in customer's own data (mi-cuenta), always the user of the bearer token:
 *   GET  /api/usuarios/mi_cuenta → Account (linked providers, registration instant in ISO 8601)
 *   PUT  /api/usuarios/mi_cuenta AccountUpdateBody → the updated Account. Email and cedula
 *        identify the customer (login, orders, ownership checks) and do not change here.
 *   POST /api/usuarios/cambiar_contrasena { actual, password, password_confirmacion }
 *        → Confirmation passwordChanged; a wrong current password → 422 on the field actual;
 *        at most 10 wrong current passwords per account per 15 minutes are verified, the token
 *        taken before the check (AccountLockout.passwordChange), then 429.
 *        Success revokes every refresh token and pending reset link and moves the token version
 *        on: every access token issued before, this one included, is a 401 from then on, so
 *        every device must log in again (the SPA logs out and says so).
 * A valid token whose user no longer exists → 401, as if the token were invalid.
 */
import type { Context } from 'hono';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { messages } from '../../machines/messages';
import {
  accountSchema,
  accountUpdateBodySchema,
  confirmationSchema,
  passwordChangeBodySchema,
  type Account,
  type Confirmation,
} from '../../machines/schemas';
import { requireUser } from '../auth/requireUser';
import { revokeAllRefreshTokens, type UserRow } from '../auth/sessions';
import type { RouteModule, ServerContext } from '../context';
import { passwordResets, socialIdentities, users } from '../db/schema';
import { ApiFailure, parseJsonBody, sendJson } from '../http';
import { registerOperations } from '../openapi';
import { IDENTITY_PATHS } from './identityPaths';
import { identityTexts } from '../../machines/screenTexts/identity';

/** The token's user as the database has it now, else 401. */
async function currentUser(c: Context, ctx: ServerContext): Promise<UserRow> {
  const claims = await requireUser(c, ctx);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, claims.userId)).limit(1);
  if (!user) throw new ApiFailure(401, messages.http.unauthorized);
  return user;
}

async function toAccount(ctx: ServerContext, user: UserRow): Promise<Account> {
  const linked = await ctx.db
    .selectDistinct({ proveedor: socialIdentities.proveedor })
    .from(socialIdentities)
    .where(eq(socialIdentities.userId, user.id))
    .orderBy(asc(socialIdentities.proveedor));
  return {
    nombres: user.nombres,
    apellidos: user.apellidos,
    cedula: user.cedula,
    email: user.email,
    telefono2: user.telefono2,
    direccion: user.direccion,
    EAdministrador: user.eAdministrador,
    proveedores: linked.map((l) => l.proveedor),
    fecha_registro: user.createdAt.toISOString(),
  };
}

const PRIVATE = 'private, no-store';

export const accountRoutes: RouteModule = (app, ctx) => {
  app.get(IDENTITY_PATHS.account, async (c) => {
    const user = await currentUser(c, ctx);
    c.header('Cache-Control', PRIVATE);
    return sendJson(c, await toAccount(ctx, user));
  });

  app.put(IDENTITY_PATHS.account, async (c) => {
    const claims = await requireUser(c, ctx);
    const body = await parseJsonBody(c, accountUpdateBodySchema);
    const [user] = await ctx.db
      .update(users)
      .set({ nombres: body.nombres, apellidos: body.apellidos, telefono2: body.telefono2, direccion: body.direccion })
      .where(eq(users.id, claims.userId))
      .returning();
    if (!user) throw new ApiFailure(401, messages.http.unauthorized);
    c.header('Cache-Control', PRIVATE);
    return sendJson(c, await toAccount(ctx, user));
  });

  app.post(IDENTITY_PATHS.changePassword, async (c) => {
    const user = await currentUser(c, ctx);
    const body = await parseJsonBody(c, passwordChangeBodySchema);
    // The account's token is taken before the current password is verified and given back when
    // it was right: a stolen access token guesses at most the limit per window, however fast.
    const check = await ctx.loginLockout?.passwordChange(c, user.id);
    if (check instanceof Response) return check;
    if (!(await ctx.passwords.verify(body.actual, user.passwordHash))) {
      throw new ApiFailure(422, identityTexts.currentPasswordWrong, {
        actual: [identityTexts.currentPasswordWrong],
      });
    }
    await check?.refund();
    const passwordHash = await ctx.passwords.hash(body.password);
    const now = ctx.clock();
    await ctx.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
      await revokeAllRefreshTokens(tx, user.id, now);
    });
    const answer: Confirmation = { isError: false, mensaje: identityTexts.passwordChanged };
    c.header('Cache-Control', 'no-store');
    return sendJson(c, answer);
  });

  return [IDENTITY_PATHS.account, IDENTITY_PATHS.changePassword];
};

registerOperations(
  {
    method: 'get',
    path: IDENTITY_PATHS.account,
    operationId: 'getAccount',
    tag: 'cuenta',
    summary: 'Datos del cliente del token (mi-cuenta)',
    description:
      'proveedores: cuentas de Google o Facebook vinculadas; fecha_registro en ISO 8601. Un token de un usuario que ya no existe es un 401.',
    auth: 'user',
    response: { name: 'Account', schema: accountSchema, description: 'Los datos de la cuenta.', cacheControl: PRIVATE },
    errors: [401],
  },
  {
    method: 'put',
    path: IDENTITY_PATHS.account,
    operationId: 'updateAccount',
    tag: 'cuenta',
    summary: 'Actualizar nombres, apellidos, celular y dirección del cliente del token',
    description: 'El correo y la cédula identifican al cliente y no cambian aquí. Responde la cuenta actualizada.',
    auth: 'user',
    body: {
      name: 'AccountUpdateBody',
      schema: accountUpdateBodySchema,
      example: { nombres: 'Laura', apellidos: 'Gómez', telefono2: '3001234567', direccion: 'Calle 85 # 15-32, Apto 402, Bogotá' },
    },
    response: { name: 'Account', schema: accountSchema, description: 'La cuenta actualizada.', cacheControl: PRIVATE },
    errors: [400, 401, 413, 422],
  },
  {
    method: 'post',
    path: IDENTITY_PATHS.changePassword,
    operationId: 'changePassword',
    tag: 'cuenta',
    summary: 'Cambiar la contraseña del cliente del token',
    description:
      `Contraseña actual errada: 422 '${identityTexts.currentPasswordWrong}' (errors.actual). ` +
      'A lo sumo 10 contraseñas actuales erradas por cuenta cada 15 minutos (el intento se descuenta antes de verificarla y se devuelve si era correcta); luego 429 con Retry-After. ' +
      'Con éxito cierra todas las sesiones: revoca los tokens de actualización, invalida los enlaces de recuperación pendientes ' +
      'y todo token de acceso emitido antes (también el de esta llamada) responde 401 desde ese momento; hay que iniciar sesión de nuevo.',
    auth: 'user',
    body: {
      name: 'PasswordChangeBody',
      schema: passwordChangeBodySchema,
      example: { actual: 'Cliente123!', password: 'Arepa2026', password_confirmacion: 'Arepa2026' },
    },
    response: {
      name: 'Confirmation',
      schema: confirmationSchema,
      description: '{ isError: false, mensaje }',
      cacheControl: 'no-store',
    },
    errors: [400, 401, 413, 422],
  },
);
