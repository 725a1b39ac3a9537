/**
 * Password login and the session's refresh token:
 *   POST /api/auth_resources/loginecommerce { username, password } → User (esta_autenticado '1',
 *        a new bearer token at each login) and the refresh token in the HttpOnly cookie
 *        token_renovacion (server/auth/refreshCookie.ts); wrong credentials → 401; too many
 *        failures for the account from unknown devices → 429 (AccountLockout). The failure token
 *        is taken BEFORE the password is verified and given back when it was right, so no burst
 *        of simultaneous guesses gets more than the limit verified. A right password also gives
 *        the browser a device cookie (server/auth/deviceCookie.ts): its later attempts draw from
 *        a bucket of their own, so strangers' guesses do not lock the owner out.
 *   POST /api/auth_resources/refrescar_token (cookie, or { refresh_token }) → { token, expira_en }
 *        and the rotated refresh token in the cookie: single use; unknown, expired, revoked or
 *        absent → 401 and the cookie is cleared; a revoked one presented again revokes every
 *        token of its login (server/auth/sessions.ts).
 *   POST /api/auth_resources/cerrar_sesion (cookie, { refresh_token } and/or a bearer token)
 *        → Confirmation: ends the login session of each token presented (the refresh token's
 *        family, the bearer token's sid), so every access token of that session is refused from
 *        then on, and clears the cookie. An expired or unknown token, or none, changes nothing
 *        and answers the same 200, so logging out twice is harmless.
 * Token answers are never cached (Cache-Control: no-store).
 */
import type { Context } from 'hono';
import { and, eq, or, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { messages } from '../../machines/messages';
import {
  confirmationSchema,
  loginBodySchema,
  refreshAnswerSchema,
  refreshBodySchema,
  sessionAnswerSchema,
  type Confirmation,
} from '../../machines/schemas';
import { issueDeviceCookie, readDeviceCookie, DEVICE_COOKIE_MAX_AGE_SECONDS } from '../auth/deviceCookie';
import {
  clearRefreshCookie,
  readRefreshCookie,
  REFRESH_COOKIE,
  REFRESH_COOKIE_PATH,
  setRefreshCookie,
} from '../auth/refreshCookie';
import { bearerClaims } from '../auth/requireUser';
import {
  endLoginSession,
  openSession,
  REFRESH_REUSE_GRACE_SECONDS,
  rotateRefreshToken,
  revokeRefreshToken,
  type UserRow,
} from '../auth/sessions';
import type { RouteModule, ServerContext } from '../context';
import { users } from '../db/schema';
import { ApiFailure, parseJsonBody, readJsonBody, sendJson, validate } from '../http';
import { registerOperations } from '../openapi';
import { IDENTITY_PATHS } from './identityPaths';
import { identityTexts } from '../../machines/screenTexts/identity';

export const LOGIN_PATH = IDENTITY_PATHS.login;

/** A body that may be absent: no body at all (any content type) is {}, anything else must be JSON. */
async function optionalJsonBody<S extends z.ZodMiniType>(c: Context, schema: S): Promise<z.infer<S>> {
  const text = await c.req.text();
  return validate(schema, text === '' ? {} : await readJsonBody(c));
}

/** A password that verified but was hashed at another cost gets a new hash (once: only if nobody changed it meanwhile). */
async function rehashIfNeeded(ctx: ServerContext, user: UserRow, password: string): Promise<void> {
  if (!ctx.passwords.needsRehash(user.passwordHash)) return;
  const passwordHash = await ctx.passwords.hash(password);
  await ctx.db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
}

export const authRoutes: RouteModule = (app, ctx) => {
  app.post(LOGIN_PATH, async (c) => {
    const body = await parseJsonBody(c, loginBodySchema);
    const login = body.username.toLowerCase();
    const [user] = await ctx.db
      .select()
      .from(users)
      .where(or(eq(sql`lower(${users.username})`, login), eq(sql`lower(${users.email})`, login)))
      .limit(1);
    // One failure token taken before the password is looked at (429 when none is left, the same
    // for an account that does not exist); a valid device cookie draws from its device's bucket.
    const check = await ctx.loginLockout?.login(
      c,
      user ? { userId: user.id } : { login },
      user ? readDeviceCookie(c, ctx.jwtKey, user.id) : null,
    );
    if (check instanceof Response) return check;
    // Unknown users cost one scrypt too, at the same cost, so both failures take the same time.
    const ok = await ctx.passwords.verify(body.password, user?.passwordHash ?? (await ctx.passwords.dummyHash()));
    if (!user || !ok) throw new ApiFailure(401, messages.session.invalidCredentials);
    await check?.refund();
    await rehashIfNeeded(ctx, user, body.password);
    issueDeviceCookie(c, ctx.jwtKey, user.id);
    const { answer, refreshToken } = await openSession(ctx, user);
    setRefreshCookie(c, refreshToken);
    c.header('Cache-Control', 'no-store');
    return sendJson(c, answer);
  });

  app.post(IDENTITY_PATHS.refresh, async (c) => {
    const body = await optionalJsonBody(c, refreshBodySchema);
    c.header('Cache-Control', 'no-store');
    const token = body.refresh_token ?? readRefreshCookie(c);
    try {
      if (!token) throw new ApiFailure(401, messages.identity.refreshTokenInvalid);
      const { answer, refreshToken } = await rotateRefreshToken(ctx, token);
      setRefreshCookie(c, refreshToken);
      return sendJson(c, answer);
    } catch (error) {
      // A refused token is of no use to keep: the browser drops it.
      if (error instanceof ApiFailure && error.status === 401) clearRefreshCookie(c);
      throw error;
    }
  });

  app.post(IDENTITY_PATHS.logout, async (c) => {
    const body = await optionalJsonBody(c, refreshBodySchema);
    // Every token presented ends its session: the body's (a client without cookies, or the SPA's
    // old script-written cookie), the HttpOnly cookie's, and the bearer token's sid.
    const presented = new Set([body.refresh_token, readRefreshCookie(c)].filter((t): t is string => !!t));
    for (const token of presented) await revokeRefreshToken(ctx, token);
    const claims = await bearerClaims(c, ctx);
    if (claims) await endLoginSession(ctx, claims.userId, claims.sessionId);
    clearRefreshCookie(c);
    const answer: Confirmation = { isError: false, mensaje: identityTexts.loggedOut };
    c.header('Cache-Control', 'no-store');
    return sendJson(c, answer);
  });

  return [LOGIN_PATH, IDENTITY_PATHS.refresh, IDENTITY_PATHS.logout];
};

const refreshExample = { refresh_token: 'q3Xb0m7cJ1mZp6Hn2vW9yKfR4tLs8aUe5dGiOxNcQwE' };
const cookieText =
  `El token de actualización viaja en la cookie ${REFRESH_COOKIE} (HttpOnly; SameSite=Strict; Path=${REFRESH_COOKIE_PATH}; Secure sobre HTTPS; Max-Age 2592000), ` +
  'que el servidor pone y lee: nunca va en el cuerpo de la respuesta ni lo ve el JavaScript de la página.';

registerOperations(
  {
    // Replaces the built-in entry of server/openapi.ts: the answer also sets the session cookies.
    method: 'post',
    path: LOGIN_PATH,
    operationId: 'loginEcommerce',
    tag: 'sesión',
    summary: 'Iniciar sesión con usuario (o correo) y contraseña',
    description:
      `Devuelve el usuario con esta_autenticado 1 y un token bearer nuevo (JWT HS256, 3600 s). ${cookieText} ` +
      'Límites aparte: 10 intentos por minuto por IP y usuario, y 10 intentos fallidos cada 15 minutos por cuenta desde dispositivos que no la conocen, ' +
      `desde cualquier dirección (luego 429 '${identityTexts.tooManyFailedLogins}' con Retry-After, exista o no la cuenta). ` +
      'El intento se descuenta antes de verificar la contraseña y se devuelve si era correcta: ningún número de intentos simultáneos verifica más de 10. ' +
      `Tras un ingreso correcto (también tras registro o login_redes_sociales) el navegador recibe una cookie de dispositivo firmada (dispositivo_…, HttpOnly; SameSite=Strict; Path=${LOGIN_PATH}; ${DEVICE_COOKIE_MAX_AGE_SECONDS} s): ` +
      'sus intentos cuentan en un límite propio de 10 cada 15 minutos, de modo que los intentos de un extraño no bloquean al dueño en su propio dispositivo.',
    body: {
      name: 'LoginBody',
      schema: loginBodySchema,
      example: { username: 'cliente@pollosbrasa.co', password: 'clave-de-ejemplo' },
    },
    response: {
      name: 'SessionAnswer',
      schema: sessionAnswerSchema,
      description: `Usuario autenticado con su token; Set-Cookie ${REFRESH_COOKIE} y la cookie de dispositivo.`,
      cacheControl: 'no-store',
    },
    errors: [400, 401, 413, 422],
  },
  {
    method: 'post',
    path: IDENTITY_PATHS.refresh,
    operationId: 'refreshToken',
    tag: 'sesión',
    summary: 'Renovar el token de acceso con el token de actualización',
    description:
      `${cookieText} El cuerpo puede ir vacío o ser {}; un refresh_token en el cuerpo se acepta igual (clientes sin cookies) y tiene prioridad sobre la cookie. ` +
      'El token de actualización (2592000 s) sirve una sola vez: la respuesta trae un token de acceso nuevo (JWT, 3600 s) y la cookie trae otro token de actualización de la misma sesión. ' +
      `Ausente, desconocido, vencido o revocado: 401 '${messages.identity.refreshTokenInvalid}' y la cookie se borra; uno ya usado que se presenta otra vez revoca toda la sesión (posible robo), ` +
      `salvo en los ${REFRESH_REUSE_GRACE_SECONDS} s siguientes a su renovación (dos pestañas que renuevan a la vez): entonces recibe otro token de la misma sesión. ` +
      'Un token revocado al cerrar sesión o al cambiar la contraseña nunca vuelve a servir.',
    body: { name: 'RefreshBody', schema: refreshBodySchema, example: {} },
    response: {
      name: 'RefreshAnswer',
      schema: refreshAnswerSchema,
      description: `Token de acceso nuevo; Set-Cookie ${REFRESH_COOKIE} con el token de actualización rotado.`,
      cacheControl: 'no-store',
    },
    errors: [400, 401, 413, 422],
  },
  {
    method: 'post',
    path: IDENTITY_PATHS.logout,
    operationId: 'logout',
    tag: 'sesión',
    summary: 'Cerrar sesión: termina la sesión del token de actualización o del token de acceso',
    description:
      `Termina la sesión de cada token presentado: el de la cookie ${REFRESH_COOKIE}, el refresh_token del cuerpo (opcional; el cuerpo puede ir vacío) ` +
      'y el token bearer válido (su sesión, aunque no venga token de actualización). Todo token de acceso de esa sesión responde 401 desde ese momento; ' +
      'los otros dispositivos del cliente siguen con su propia sesión. Borra la cookie (Max-Age=0). ' +
      'No necesita token bearer; un token desconocido, vencido o ninguno responde igual (cerrar sesión dos veces no es un error).',
    body: { name: 'RefreshBody', schema: refreshBodySchema, example: refreshExample },
    response: {
      name: 'Confirmation',
      schema: confirmationSchema,
      description: `{ isError: false, mensaje: '${identityTexts.loggedOut}' }`,
      cacheControl: 'no-store',
    },
    errors: [400, 413, 422],
  },
);
