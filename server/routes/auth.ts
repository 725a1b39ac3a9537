/**
 * Password login and the session's refresh token:
 *   POST /api/auth_resources/loginecommerce { username, password } → User + refresh_token
 *        (esta_autenticado '1', a new bearer token at each login); wrong credentials → 401;
 *        too many failures for the username from any address → 429 (AccountLockout).
 *   POST /api/auth_resources/refrescar_token { refresh_token } → { token, refresh_token, expira_en }:
 *        the refresh token is single use (rotated); unknown, expired or revoked → 401, and a
 *        revoked one presented again revokes every token of its login (server/auth/sessions.ts).
 *   POST /api/auth_resources/cerrar_sesion { refresh_token } → Confirmation: ends that login's
 *        refresh tokens and every access token of the user issued so far (token version). Needs no bearer token (the access token may already have expired) and
 *        answers the same for an unknown token, so logging out twice is harmless.
 * Token answers are never cached (Cache-Control: no-store).
 */
import { eq, or, sql } from 'drizzle-orm';
import { messages } from '../../machines/messages';
import { confirmationSchema, loginBodySchema, refreshAnswerSchema, refreshBodySchema, sessionAnswerSchema, type Confirmation } from '../../machines/schemas';
import { dummyPasswordHash, verifyPassword } from '../auth/password';
import { openSession, REFRESH_REUSE_GRACE_SECONDS, rotateRefreshToken, revokeRefreshToken } from '../auth/sessions';
import type { RouteModule } from '../context';
import { users } from '../db/schema';
import { ApiFailure, parseJsonBody, sendJson } from '../http';
import { registerOperations } from '../openapi';
import { IDENTITY_PATHS } from './identityPaths';
import { moreMessages } from '../../machines/screenTexts/moreMessages';

export const LOGIN_PATH = IDENTITY_PATHS.login;

export const authRoutes: RouteModule = (app, ctx) => {
  app.post(LOGIN_PATH, async (c) => {
    const body = await parseJsonBody(c, loginBodySchema);
    // Too many failures for this username from any address: 429 before the password is looked at,
    // the same for an account that does not exist.
    const locked = await ctx.loginLockout?.refusal(c, body.username);
    if (locked) return locked;
    const login = body.username.toLowerCase();
    const [user] = await ctx.db
      .select()
      .from(users)
      .where(or(eq(sql`lower(${users.username})`, login), eq(sql`lower(${users.email})`, login)))
      .limit(1);
    // Unknown users cost one scrypt too, so both failures take the same time.
    const ok = await verifyPassword(body.password, user?.passwordHash ?? (await dummyPasswordHash()));
    if (!user || !ok) {
      await ctx.loginLockout?.failed(body.username);
      throw new ApiFailure(401, messages.session.invalidCredentials);
    }
    const answer = await openSession(ctx, user);
    c.header('Cache-Control', 'no-store');
    return sendJson(c, answer);
  });

  app.post(IDENTITY_PATHS.refresh, async (c) => {
    const { refresh_token } = await parseJsonBody(c, refreshBodySchema);
    c.header('Cache-Control', 'no-store');
    return sendJson(c, await rotateRefreshToken(ctx, refresh_token));
  });

  app.post(IDENTITY_PATHS.logout, async (c) => {
    const { refresh_token } = await parseJsonBody(c, refreshBodySchema);
    await revokeRefreshToken(ctx, refresh_token);
    const answer: Confirmation = { isError: false, mensaje: moreMessages.identity.loggedOut };
    c.header('Cache-Control', 'no-store');
    return sendJson(c, answer);
  });

  return [LOGIN_PATH, IDENTITY_PATHS.refresh, IDENTITY_PATHS.logout];
};

const refreshExample = { refresh_token: 'q3Xb0m7cJ1mZp6Hn2vW9yKfR4tLs8aUe5dGiOxNcQwE' };

registerOperations(
  {
    // Replaces the built-in entry of server/openapi.ts: the answer now carries the refresh token.
    method: 'post',
    path: LOGIN_PATH,
    operationId: 'loginEcommerce',
    tag: 'sesión',
    summary: 'Iniciar sesión con usuario (o correo) y contraseña',
    description:
      'Devuelve el usuario con esta_autenticado 1, un token bearer nuevo (JWT HS256, 3600 s) y un token de actualización nuevo (refresh_token, 2592000 s; se renueva en refrescar_token). ' +
      'Límites aparte: 10 intentos por minuto por IP y usuario, y 10 intentos fallidos cada 15 minutos por usuario desde cualquier dirección ' +
      `(luego 429 '${moreMessages.identity.tooManyFailedLogins}' con Retry-After, exista o no la cuenta).`,
    body: { name: 'LoginBody', schema: loginBodySchema, example: { username: 'cliente@pollosbrasa.co', password: 'clave-de-ejemplo' } },
    response: { name: 'SessionAnswer', schema: sessionAnswerSchema, description: 'Usuario autenticado con su token y su token de actualización.', cacheControl: 'no-store' },
    errors: [400, 401, 413, 422],
  },
  {
    method: 'post',
    path: IDENTITY_PATHS.refresh,
    operationId: 'refreshToken',
    tag: 'sesión',
    summary: 'Renovar el token de acceso con el token de actualización',
    description:
      'El token de actualización (2592000 s) sirve una sola vez: la respuesta trae un token de acceso nuevo (JWT, 3600 s) y otro token de actualización de la misma sesión. ' +
      `Desconocido, vencido o revocado: 401 '${messages.identity.refreshTokenInvalid}'; uno ya usado que se presenta otra vez revoca toda la sesión (posible robo), ` +
      `salvo en los ${REFRESH_REUSE_GRACE_SECONDS} s siguientes a su renovación (dos pestañas que renuevan a la vez): entonces recibe otro token de la misma sesión. ` +
      'Un token revocado al cerrar sesión o al cambiar la contraseña nunca vuelve a servir.',
    body: { name: 'RefreshBody', schema: refreshBodySchema, example: refreshExample },
    response: { name: 'RefreshAnswer', schema: refreshAnswerSchema, description: 'Token de acceso nuevo y token de actualización rotado.', cacheControl: 'no-store' },
    errors: [400, 401, 413, 422],
  },
  {
    method: 'post',
    path: IDENTITY_PATHS.logout,
    operationId: 'logout',
    tag: 'sesión',
    summary: 'Cerrar sesión: revoca el token de actualización',
    description:
      'Revoca el token de actualización y los demás de la misma sesión. No necesita token bearer; un token desconocido responde igual (cerrar sesión dos veces no es un error). ' +
      'Si la sesión seguía abierta, todo token de acceso del cliente emitido hasta ahora responde 401 desde ese momento (también en otros dispositivos, que renuevan el suyo con su propio token de actualización).',
    body: { name: 'RefreshBody', schema: refreshBodySchema, example: refreshExample },
    response: { name: 'Confirmation', schema: confirmationSchema, description: `{ isError: false, mensaje: '${moreMessages.identity.loggedOut}' }`, cacheControl: 'no-store' },
    errors: [400, 413, 422],
  },
);
