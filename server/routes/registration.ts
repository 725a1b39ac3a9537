/**
 * Registration (registro):
 *   POST /api/usuarios/registro RegistrationBody → 201 SessionAnswer (signed in at once: access
 *        token, and the refresh token in its HttpOnly cookie, as after a login; the browser also
 *        becomes a known device of the account: server/auth/deviceCookie.ts).
 * The email (any letter case; it is also the username) and the cedula identify one customer:
 * either already taken → 409 with the field errors emailTaken / cedulaTaken. 409, not 422:
 * the input is well formed, it clashes with an existing account (the SPA offers login or
 * recovery). The check runs again inside the transaction, and the unique indexes on email,
 * username and cedula turn a lost race into the same 409.
 *
 * With proveedor + id_token (the customer came from social login with an unknown provider
 * account) the provider's ID token must verify (ctx.identity: signature, issuer, audience,
 * expiry, nonce), else 401 and no account; the provider account (issuer + subject, never the
 * body's email) is linked in the same transaction; already linked to someone → 409.
 * The provider's email (the verifier drops it when the provider marks it unverified,
 * email_verified false: server/auth/socialLogin.ts) must be the body's email (trimmed, any letter case):
 * else 422 providerEmailMismatch on the field email and nothing is created. Without this,
 * anyone could register the victim's email with their own Google or Facebook account linked,
 * and keep signing in to the victim's account with it after the victim recovers the password.
 */
import { and, eq, or, sql } from 'drizzle-orm';
import { messages } from '../../machines/messages';
import { registrationBodySchema, sessionAnswerSchema, type RegistrationBody } from '../../machines/schemas';
import type { VerifiedIdentity } from '../auth/identityProvider';
import { issueDeviceCookie } from '../auth/deviceCookie';
import { setRefreshCookie } from '../auth/refreshCookie';
import { openSession } from '../auth/sessions';
import type { RouteModule, ServerContext } from '../context';
import { socialIdentities, users } from '../db/schema';
import { ApiFailure, parseJsonBody, sendJson, type FieldErrors } from '../http';
import { registerOperations } from '../openapi';
import type { Executor } from '../services/dbTypes';
import { IDENTITY_PATHS } from './identityPaths';
import { identityTexts } from '../../machines/screenTexts/identity';

/** The PostgreSQL error under Drizzle's wrapper (code 23505 = unique violation). */
export function databaseError(error: unknown): { code?: string; constraint?: string } | undefined {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as { code: string; constraint?: string };
  }
  return undefined;
}

const UNIQUE_VIOLATION = '23505';

function conflict(errors: FieldErrors): ApiFailure {
  const message = errors.email
    ? identityTexts.emailTaken
    : errors.cedula
      ? identityTexts.cedulaTaken
      : identityTexts.providerAlreadyLinked;
  return new ApiFailure(409, message, errors);
}

/** 409 when the email, the cedula or the provider account already belongs to someone. */
async function assertFree(db: Executor, body: RegistrationBody, identity: VerifiedIdentity | null): Promise<void> {
  const taken = await db
    .select({ email: users.email, username: users.username, cedula: users.cedula })
    .from(users)
    .where(
      or(
        eq(sql`lower(${users.email})`, body.email),
        eq(sql`lower(${users.username})`, body.email),
        eq(users.cedula, body.cedula),
      ),
    )
    .limit(5);
  const errors: FieldErrors = {};
  if (taken.some((u) => u.email.toLowerCase() === body.email || u.username.toLowerCase() === body.email))
    errors.email = [identityTexts.emailTaken];
  if (taken.some((u) => u.cedula === body.cedula)) errors.cedula = [identityTexts.cedulaTaken];
  if (identity) {
    const [linked] = await db
      .select({ userId: socialIdentities.userId })
      .from(socialIdentities)
      .where(and(eq(socialIdentities.issuer, identity.issuer), eq(socialIdentities.subject, identity.subject)))
      .limit(1);
    if (linked) errors.id_token = [identityTexts.providerAlreadyLinked];
  }
  if (Object.keys(errors).length > 0) throw conflict(errors);
}

/** The provider's verified email and the account's are one address ('' — unverified or absent — matches nothing). */
export const sameEmail = (providerEmail: string, email: string): boolean => {
  const a = providerEmail.trim().toLowerCase();
  return a !== '' && a === email.trim().toLowerCase();
};

/** The identity the provider's ID token proves, or null (a verifier failure counts as an invalid token). */
async function verifiedIdentity(ctx: ServerContext, body: RegistrationBody): Promise<VerifiedIdentity | null> {
  if (!body.proveedor && !body.id_token) return null;
  if (!body.proveedor) throw new ApiFailure(422, messages.http.validation, { proveedor: [identityTexts.providerUnknown] });
  if (!body.id_token) throw new ApiFailure(422, messages.http.validation, { id_token: [identityTexts.providerTokenRequired] });
  let identity: VerifiedIdentity | null = null;
  try {
    identity = await ctx.identity.verify(body.proveedor, body.id_token, body.nonce);
  } catch {
    identity = null;
  }
  if (!identity || identity.proveedor !== body.proveedor) throw new ApiFailure(401, identityTexts.providerTokenInvalid);
  if (!sameEmail(identity.email, body.email)) {
    throw new ApiFailure(422, messages.http.validation, { email: [identityTexts.providerEmailMismatch] });
  }
  return identity;
}

export const registrationRoutes: RouteModule = (app, ctx) => {
  app.post(IDENTITY_PATHS.register, async (c) => {
    const body = await parseJsonBody(c, registrationBodySchema);
    const identity = await verifiedIdentity(ctx, body);
    // Cheap answer for the usual clash before spending a scrypt on the password.
    await assertFree(ctx.db, body, identity);
    const passwordHash = await ctx.passwords.hash(body.password);
    const now = ctx.clock();
    let opened;
    try {
      opened = await ctx.db.transaction(async (tx) => {
        await assertFree(tx, body, identity);
        const [user] = await tx
          .insert(users)
          .values({
            nombres: body.nombres,
            apellidos: body.apellidos,
            email: body.email,
            username: body.email,
            passwordHash,
            cedula: body.cedula,
            telefono2: body.telefono2,
            createdAt: now,
          })
          .returning();
        if (identity) {
          await tx.insert(socialIdentities).values({
            issuer: identity.issuer,
            subject: identity.subject,
            proveedor: identity.proveedor,
            userId: user!.id,
            email: identity.email,
            createdAt: now,
          });
        }
        return { ...(await openSession(ctx, user!, tx)), userId: user!.id };
      });
    } catch (error) {
      const cause = databaseError(error);
      if (cause?.code !== UNIQUE_VIOLATION) throw error;
      // Another registration committed between our check and our insert.
      const constraint = cause.constraint ?? '';
      throw conflict(
        constraint.startsWith('social_identities')
          ? { id_token: [identityTexts.providerAlreadyLinked] }
          : constraint === 'users_cedula_unique'
            ? { cedula: [identityTexts.cedulaTaken] }
            : { email: [identityTexts.emailTaken] },
      );
    }
    setRefreshCookie(c, opened.refreshToken);
    // The browser that created the account is a known device of it (server/auth/deviceCookie.ts).
    issueDeviceCookie(c, ctx.jwtKey, opened.userId);
    c.header('Cache-Control', 'no-store');
    return sendJson(c, opened.answer, 201);
  });
  return [IDENTITY_PATHS.register];
};

registerOperations({
  method: 'post',
  path: IDENTITY_PATHS.register,
  operationId: 'register',
  tag: 'identidad',
  summary: 'Crear una cuenta de cliente (registro)',
  description:
    'Crea la cuenta y abre la sesión: responde 201 con el usuario y su token de acceso; el token de actualización va en la cookie HttpOnly token_renovacion (Path=/api/auth_resources). ' +
    `Correo (sin distinguir mayúsculas) o cédula ya registrados: 409 con errors.email '${identityTexts.emailTaken}' o errors.cedula '${identityTexts.cedulaTaken}'. ` +
    'Con proveedor e id_token (viene de iniciar sesión con Google o Facebook) el token del proveedor se verifica (firma, emisor, audiencia, vencimiento, nonce) ' +
    `y la cuenta del proveedor (emisor + sujeto) queda vinculada; token inválido: 401 '${identityTexts.providerTokenInvalid}' sin crear la cuenta; ` +
    `el correo debe ser el verificado por el proveedor, si no 422 con errors.email '${identityTexts.providerEmailMismatch}' sin crear la cuenta; ` +
    `cuenta del proveedor ya vinculada: 409 '${identityTexts.providerAlreadyLinked}'.`,
  body: {
    name: 'RegistrationBody',
    schema: registrationBodySchema,
    example: {
      nombres: 'Camila',
      apellidos: 'Rodríguez Pérez',
      cedula: '1032456789',
      email: 'camila.rodriguez@correo.co',
      telefono2: '3157654321',
      password: 'Arepa2026',
      password_confirmacion: 'Arepa2026',
      aceptaterminos: 'S',
    },
  },
  response: {
    status: 201,
    name: 'SessionAnswer',
    schema: sessionAnswerSchema,
    description: 'La cuenta creada, con la sesión abierta.',
    cacheControl: 'no-store',
  },
  errors: [400, 401, 409, 413, 422],
});
