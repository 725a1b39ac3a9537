/**
 * Password recovery (recuperar-contrasena):
 *   POST /api/usuarios/recuperar_contrasena { email } → 200 Confirmation recoverySent, always:
 *        the answer never tells whether the email has an account (no enumeration), neither by
 *        its content nor by its time. The handler awaits the same thing for every email (the
 *        body) and answers; everything else is one background job scheduled after the answer
 *        (runAfterAnswer), the same for a known and an unknown email: look the account up,
 *        generate and hash a token, and for a known email store the reset row (SHA-256 only)
 *        and mail the SPA link {origin}/recuperar-contrasena?token=… . A failure in the job (database,
 *        mailer) is logged and never reaches the client.
 *   POST /api/usuarios/estado_token_recuperacion { token } → { valido }: whether the link still
 *        works, asked by the page as it opens so a used or expired link is told at once,
 *        not after the customer typed a new password. Nothing is spent. Unknown, used, expired and
 *        malformed are the same `false`: no more than restablecer_contrasena already tells, under the
 *        same credential rate limit per IP (CREDENTIAL_PATHS).
 *   POST /api/usuarios/restablecer_contrasena { token, password, password_confirmacion }
 *        → 200 Confirmation passwordChanged. The token is single use and lives 60 minutes:
 *        unknown, used or expired → 422 resetTokenInvalid on the field token. Success sets
 *        the new password, spends every pending reset of the user and revokes every
 *        refresh token and access token (whoever knew the old password is signed out at once). It also unlinks every
 *        provider account whose email is not the account's: proving the email by mail outranks
 *        a link someone else may have made, so no foreign Google or Facebook account survives.
 * The link is absolute (a mail client cannot open a bare path): PUBLIC_ORIGIN, required in
 * production; in development the origin the request came to (ServerContext.siteOrigin). Never the
 * request's in production: a forged Host header would otherwise mail a working token to another site.
 */
import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { PATHS } from '../../machines/paths';
import {
  confirmationSchema,
  passwordRecoveryBodySchema,
  passwordResetBodySchema,
  resetTokenStatusBodySchema,
  resetTokenStatusSchema,
  type Confirmation,
  type ResetTokenStatus,
} from '../../machines/schemas';
import { mailLink } from '../mail/links';
import { newOpaqueToken, revokeAllRefreshTokens, tokenHash } from '../auth/sessions';
import type { RouteModule, ServerContext } from '../context';
import { passwordResets, socialIdentities, users } from '../db/schema';
import { ApiFailure, parseJsonBody, sendJson } from '../http';
import { registerOperations } from '../openapi';
import { IDENTITY_PATHS } from './identityPaths';
import { identityTexts } from '../../machines/screenTexts/identity';

/** How long a mailed reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
const PASSWORD_RESET_TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60 * 1000;

/** The SPA page that reads the token and asks for the new password, at the site's origin. */
export const resetLink = (token: string, origin: string) =>
  mailLink(`${PATHS.recuperarContrasena}?token=${encodeURIComponent(token)}`, origin);

/** The shape of the tokens this server mails (newOpaqueToken: 32 random bytes, base64url); anything else is not one. */
const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,200}$/;

const confirm = (mensaje: string): Confirmation => ({ isError: false, mensaje });

/** Recovery jobs scheduled and not yet settled (the answer never waits for them). */
const jobsInFlight = new Set<Promise<void>>();

/**
 * Runs `work` after the answer: on a later turn of the event loop (setImmediate), so the
 * handler has returned its Response and the server has written it before the job queries the
 * database or talks to the mailer. A failure, even a synchronous throw, is logged.
 */
function runAfterAnswer(ctx: ServerContext, work: () => Promise<void>): void {
  const job: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .catch((error: unknown) => {
      // The same answer either way: a failing database or mailer must not reveal that the email exists.
      ctx.logger.error('[correo] no se pudo enviar la recuperación de contraseña:', error);
    })
    .finally(() => jobsInFlight.delete(job));
  jobsInFlight.add(job);
}

/** How many recovery jobs are scheduled or running (tests: one per request, known email or not). */
export function recoveryJobsInFlight(): number {
  return jobsInFlight.size;
}

/** Resolves once every recovery job so far (lookup, reset row, mail) has finished or failed (tests, shutdown). */
export async function recoveryMailsSettled(): Promise<void> {
  while (jobsInFlight.size > 0) await Promise.all([...jobsInFlight]);
}

/**
 * The background half of recuperar_contrasena, the same steps for every email: a new token and
 * its hash, the account lookup; then, for a known email only, the reset row and the mail.
 */
async function recoverInBackground(ctx: ServerContext, email: string, now: Date, origin: string): Promise<void> {
  const token = newOpaqueToken();
  const hash = tokenHash(token);
  const [user] = await ctx.db
    .select({ id: users.id, nombres: users.nombres, email: users.email })
    .from(users)
    .where(or(eq(sql`lower(${users.email})`, email), eq(sql`lower(${users.username})`, email)))
    .limit(1);
  if (!user) return;
  await ctx.db
    .insert(passwordResets)
    .values({ userId: user.id, tokenHash: hash, expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS), createdAt: now });
  await ctx.mailer.send({
    to: user.email,
    subject: identityTexts.recoveryMailSubject,
    text: identityTexts.recoveryMail(user.nombres, resetLink(token, origin), PASSWORD_RESET_TTL_MINUTES),
  });
}

/** The pending reset of a mailed token: known, not used and not expired at `now`; undefined otherwise. */
async function usableReset(ctx: ServerContext, token: string, now: Date): Promise<{ id: number; userId: number } | undefined> {
  const [reset] = await ctx.db
    .select({ id: passwordResets.id, userId: passwordResets.userId })
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, tokenHash(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .limit(1);
  return reset;
}

export const passwordRecoveryRoutes: RouteModule = (app, ctx) => {
  app.post(IDENTITY_PATHS.recoverPassword, async (c) => {
    const { email } = await parseJsonBody(c, passwordRecoveryBodySchema);
    // Nothing about the email is awaited here: the answer is the same, in the same time, for every email.
    const now = ctx.clock();
    const origin = ctx.siteOrigin(c.req.url);
    runAfterAnswer(ctx, () => recoverInBackground(ctx, email, now, origin));
    c.header('Cache-Control', 'no-store');
    return sendJson(c, confirm(identityTexts.recoverySent));
  });

  app.post(IDENTITY_PATHS.resetTokenStatus, async (c) => {
    const { token } = await parseJsonBody(c, resetTokenStatusBodySchema);
    const answer: ResetTokenStatus = {
      valido: RESET_TOKEN_PATTERN.test(token) && (await usableReset(ctx, token, ctx.clock())) !== undefined,
    };
    c.header('Cache-Control', 'no-store');
    return sendJson(c, answer);
  });

  app.post(IDENTITY_PATHS.resetPassword, async (c) => {
    const body = await parseJsonBody(c, passwordResetBodySchema);
    const invalid = new ApiFailure(422, identityTexts.resetTokenInvalid, {
      token: [identityTexts.resetTokenInvalid],
    });
    const now = ctx.clock();
    const reset = await usableReset(ctx, body.token, now);
    if (!reset) throw invalid;
    const passwordHash = await ctx.passwords.hash(body.password);
    const spent = await ctx.db.transaction(async (tx) => {
      // Conditional: of two requests with the same token only one changes the password.
      const claimed = await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
        .returning({ id: passwordResets.id });
      if (claimed.length === 0) return false;
      const [owner] = await tx
        .update(users)
        .set({ passwordHash })
        .where(eq(users.id, reset.userId))
        .returning({ email: users.email });
      // Only provider accounts with the email just proven stay linked.
      await tx
        .delete(socialIdentities)
        .where(
          and(
            eq(socialIdentities.userId, reset.userId),
            ne(sql`lower(trim(${socialIdentities.email}))`, (owner?.email ?? '').trim().toLowerCase()),
          ),
        );
      await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
      await revokeAllRefreshTokens(tx, reset.userId, now);
      return true;
    });
    if (!spent) throw invalid;
    c.header('Cache-Control', 'no-store');
    return sendJson(c, confirm(identityTexts.passwordChanged));
  });

  return [IDENTITY_PATHS.recoverPassword, IDENTITY_PATHS.resetTokenStatus, IDENTITY_PATHS.resetPassword];
};

registerOperations(
  {
    method: 'post',
    path: IDENTITY_PATHS.recoverPassword,
    operationId: 'recoverPassword',
    tag: 'identidad',
    summary: 'Pedir un enlace para crear una nueva contraseña',
    description:
      `Responde siempre 200 '${identityTexts.recoverySent}', exista o no la cuenta. Si existe, envía un correo con el enlace ` +
      `{PUBLIC_ORIGIN}${PATHS.recuperarContrasena}?token=… (un solo uso, vence en ${PASSWORD_RESET_TTL_MINUTES} minutos; sin PUBLIC_ORIGIN, solo en desarrollo, el origen de la solicitud). En desarrollo el correo queda en la bandeja de salida local (README).`,
    body: { name: 'PasswordRecoveryBody', schema: passwordRecoveryBodySchema, example: { email: 'cliente@pollosbrasa.co' } },
    response: {
      name: 'Confirmation',
      schema: confirmationSchema,
      description: '{ isError: false, mensaje }',
      cacheControl: 'no-store',
    },
    errors: [400, 413, 422],
  },
  {
    method: 'post',
    path: IDENTITY_PATHS.resetTokenStatus,
    operationId: 'resetTokenStatus',
    tag: 'identidad',
    summary: 'Saber si el enlace de recuperación todavía sirve, sin usarlo',
    description:
      'La página del enlace lo pregunta al abrirse, para decir de una vez que ya se usó o venció. valido: false para un token desconocido, ya usado, vencido o mal formado (la misma respuesta: no dice más que restablecer_contrasena). ' +
      'No gasta el token. Mismo límite por IP que restablecer_contrasena (429 con Retry-After).',
    body: {
      name: 'ResetTokenStatusBody',
      schema: resetTokenStatusBodySchema,
      example: { token: 'Zk3v9QmT1xYp0aLr7cWn5bHs2dJu8eFi4gKo6NtRqVw' },
    },
    response: { name: 'ResetTokenStatus', schema: resetTokenStatusSchema, description: '{ valido }', cacheControl: 'no-store' },
    errors: [400, 413, 422],
  },
  {
    method: 'post',
    path: IDENTITY_PATHS.resetPassword,
    operationId: 'resetPassword',
    tag: 'identidad',
    summary: 'Crear una nueva contraseña con el token del correo',
    description:
      `Token desconocido, ya usado o vencido: 422 '${identityTexts.resetTokenInvalid}' (errors.token). ` +
      'Con éxito cambia la contraseña, invalida los demás enlaces pendientes, cierra todas las sesiones (revoca los tokens de actualización; los tokens de acceso emitidos antes responden 401) ' +
      'y desvincula las cuentas de Google o Facebook cuyo correo no es el de la cuenta.',
    body: {
      name: 'PasswordResetBody',
      schema: passwordResetBodySchema,
      example: {
        token: 'Zk3v9QmT1xYp0aLr7cWn5bHs2dJu8eFi4gKo6NtRqVw',
        password: 'Arepa2026',
        password_confirmacion: 'Arepa2026',
      },
    },
    response: {
      name: 'Confirmation',
      schema: confirmationSchema,
      description: '{ isError: false, mensaje }',
      cacheControl: 'no-store',
    },
    errors: [400, 413, 422],
  },
);
