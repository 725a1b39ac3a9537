/**
 * Sessions: what a customer gets after proving who they are, and how it ends.
 *
 *   openSession            password login, registration (and social login): a new access token
 *                          (JWT, 3600 s) and a new refresh token (2592000 s) in a new family.
 *   rotateRefreshToken     refrescar_token: the presented token is revoked (replaced_by the new
 *                          one) and a new one is issued in the same family, with a new access token.
 *   revokeRefreshToken     cerrar_sesion: ends the presented token's family (the login session)
 *                          and so every access token of that session (their sid).
 *   endLoginSession        cerrar_sesion with only a bearer token: ends the session the access
 *                          token names (its sid), the same way.
 *   revokeAllRefreshTokens password change or reset: every session of the user ends (with
 *                          endAccessTokens, every access token too).
 *
 * Refresh tokens are opaque (32 random bytes, base64url); only their SHA-256 is stored, so
 * a copy of the table opens no session. The routes hand it to the browser in an HttpOnly cookie
 * (server/auth/refreshCookie.ts), never in a JSON body. A revoked token presented again means a copy of it
 * exists somewhere (theft, or a replayed request): the whole family is revoked and the
 * customer logs in again. Each refresh token lives 2592000 s from its own issue (sliding).
 *
 * Grace for racing tabs: two tabs of one browser share the refresh token and may refresh at
 * the same moment; the loser presents a token the winner has just rotated. A token that was
 * rotated (revoked_at AND replaced_by set) less than REFRESH_REUSE_GRACE_SECONDS ago, in a
 * family that still has a live token, gets a fresh successor in the same family instead of
 * ending the session. Logout, password change and reuse detection set revoked_at without
 * replaced_by and leave no live token in the family, so they are never graced; a rotated
 * token presented after the grace is reuse as before.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { FLAG_YES, REFRESH_TOKEN_MAX_AGE_SECONDS } from '../../machines/constants';
import { messages } from '../../machines/messages';
import type { RefreshAnswer, SessionAnswer, User } from '../../machines/schemas';
import type { ServerContext } from '../context';
import { refreshTokens, users } from '../db/schema';
import { ApiFailure } from '../http';
import type { Executor } from '../services/dbTypes';
import { signToken, TOKEN_TTL_SECONDS } from './token';

export type UserRow = typeof users.$inferSelect;

export { REFRESH_TOKEN_MAX_AGE_SECONDS };
/** How long after its rotation a refresh token still gets a successor (two tabs refreshing at once); later it is reuse. */
export const REFRESH_REUSE_GRACE_SECONDS = 30;
/** Random bytes of refresh and password-reset tokens (256 bits). */
export const OPAQUE_TOKEN_BYTES = 32;

/** A new unguessable token for a link or a cookie. */
export function newOpaqueToken(): string {
  return randomBytes(OPAQUE_TOKEN_BYTES).toString('base64url');
}

/** What is stored of an opaque token: SHA-256, hex (the token has 256 bits of entropy, so no salt is needed). */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A signed access token (3600 s) of the login session `sessionId` for the user as the database says now. */
export function accessTokenFor(ctx: ServerContext, user: UserRow, sessionId: string): Promise<string> {
  return signToken(
    { userId: user.id, cedula: user.cedula, admin: user.eAdministrador === FLAG_YES, tokenVersion: user.tokenVersion, sessionId },
    ctx.jwtKey,
    ctx.clock(),
  );
}

/**
 * Ends every access token issued so far to the user (password change, reset): the
 * token version moves on, so requireUser refuses the older tokens with 401. Returns the new version.
 */
export async function endAccessTokens(db: Executor, userId: number): Promise<number | null> {
  const [row] = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion });
  return row?.tokenVersion ?? null;
}

/** The User of docs/product.md#entidades as login answers carry it. */
export function toUser(user: UserRow, token: string): User {
  return {
    nombres: user.nombres,
    apellidos: user.apellidos,
    direccion: user.direccion,
    telefono2: user.telefono2,
    cedula: user.cedula,
    EAdministrador: user.eAdministrador,
    esta_autenticado: '1',
    token,
    email: user.email,
  };
}

/** Stores a new refresh token of `family` and returns it with its row id. */
async function issueRefreshToken(
  db: Executor,
  userId: number,
  family: string,
  now: Date,
): Promise<{ id: number; token: string }> {
  const token = newOpaqueToken();
  const [row] = await db
    .insert(refreshTokens)
    .values({
      userId,
      tokenHash: tokenHash(token),
      family,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_MAX_AGE_SECONDS * 1000),
      createdAt: now,
    })
    .returning({ id: refreshTokens.id });
  return { id: row!.id, token };
}

/** A session just opened or renewed: the JSON answer, and the refresh token for the cookie (setRefreshCookie). */
export interface Opened<Answer> {
  answer: Answer;
  refreshToken: string;
}

/**
 * Opens a session for a user who just proved who they are (password, provider ID token,
 * registration): a new access token (3600 s) and a new refresh token (2592000 s, stored
 * hashed) in a new family. The answer is the User with esta_autenticado '1'; the refresh token
 * goes to its HttpOnly cookie. `db` lets registration open it inside its own transaction.
 */
export async function openSession(ctx: ServerContext, user: UserRow, db: Executor = ctx.db): Promise<Opened<SessionAnswer>> {
  const { sessionId, refreshToken } = await startSession(db, user.id, ctx.clock());
  return { answer: toUser(user, await accessTokenFor(ctx, user, sessionId)), refreshToken };
}

/** A new login session: a refresh-token family with its first token. Its id is the access tokens' `sid`. */
export async function startSession(
  db: Executor,
  userId: number,
  now: Date,
): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = randomBytes(16).toString('base64url');
  const { token } = await issueRefreshToken(db, userId, sessionId, now);
  return { sessionId, refreshToken: token };
}

const invalidRefresh = () => new ApiFailure(401, messages.identity.refreshTokenInvalid);

/** Revokes the family's live tokens; how many there were. */
async function revokeFamily(db: Executor, family: string, now: Date): Promise<number> {
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return revoked.length;
}

type RefreshRow = typeof refreshTokens.$inferSelect;

/** Rotated (not logged out, not revoked by a password change or reuse) less than the grace ago. */
const withinGrace = (row: RefreshRow, now: Date): boolean =>
  row.replacedBy !== null &&
  row.revokedAt !== null &&
  now.getTime() - row.revokedAt.getTime() < REFRESH_REUSE_GRACE_SECONDS * 1000;

/**
 * A revoked token presented again: within the grace (see the header) a fresh successor in
 * the same family, if the family still lives; otherwise reuse, and the whole family ends.
 */
async function graceOrReuse(
  ctx: ServerContext,
  row: RefreshRow,
  user: UserRow,
  now: Date,
): Promise<{ id: number; token: string }> {
  if (withinGrace(row, now)) {
    if (row.expiresAt.getTime() <= now.getTime()) throw invalidRefresh();
    const graced = await ctx.db.transaction(async (tx) => {
      // Logout, a password change or a detected reuse since the rotation left no live token: no grace.
      const live = await tx
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.family, row.family), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)))
        .limit(1)
        .for('update');
      return live.length > 0 ? issueRefreshToken(tx, user.id, row.family, now) : null;
    });
    if (graced) return graced;
  }
  await revokeFamily(ctx.db, row.family, now);
  throw invalidRefresh();
}

/**
 * refrescar_token: a valid token is exchanged for a new one of the same family and a new
 * access token. Unknown or expired → 401; already revoked → graceOrReuse: a successor when it
 * was rotated less than REFRESH_REUSE_GRACE_SECONDS ago (two tabs refreshing at once), else
 * reuse: the family is revoked, 401. Two requests racing with the same token: only one wins
 * the conditional update, the other reads the winner's rotation and gets the grace.
 */
export async function rotateRefreshToken(ctx: ServerContext, token: string): Promise<Opened<RefreshAnswer>> {
  const now = ctx.clock();
  const [row] = await ctx.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash(token)))
    .limit(1);
  if (!row) throw invalidRefresh();
  const [user] = await ctx.db.select().from(users).where(eq(users.id, row.userId)).limit(1);
  if (!user) throw invalidRefresh();
  let next: { id: number; token: string } | null;
  if (row.revokedAt) {
    next = await graceOrReuse(ctx, row, user, now);
  } else {
    if (row.expiresAt.getTime() <= now.getTime()) throw invalidRefresh();
    next = await ctx.db.transaction(async (tx) => {
      const taken = await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      if (taken.length === 0) return null;
      const issued = await issueRefreshToken(tx, user.id, row.family, now);
      await tx.update(refreshTokens).set({ replacedBy: issued.id }).where(eq(refreshTokens.id, row.id));
      return issued;
    });
    if (!next) {
      // Lost the race: the row now says who revoked it (the other tab's rotation, or a logout).
      const [fresh] = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.id, row.id)).limit(1);
      if (!fresh) throw invalidRefresh();
      next = await graceOrReuse(ctx, fresh, user, now);
    }
  }
  return {
    answer: { token: await accessTokenFor(ctx, user, row.family), expira_en: TOKEN_TTL_SECONDS },
    refreshToken: next.token,
  };
}

/**
 * cerrar_sesion: ends the login session the token belongs to, and with it every access token
 * of that session (their `sid` has no live refresh token left, so requireUser refuses them).
 * The customer's other devices keep their own sessions. Unknown tokens, and a session already
 * ended, change nothing (logout is idempotent).
 */
export async function revokeRefreshToken(ctx: ServerContext, token: string): Promise<void> {
  const [row] = await ctx.db
    .select({ family: refreshTokens.family })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash(token)))
    .limit(1);
  if (row) await revokeFamily(ctx.db, row.family, ctx.clock());
}

/**
 * cerrar_sesion with a valid bearer token: ends the login session the access token names (its
 * sid, a refresh-token family of that user), so the token and every other of the session are
 * refused from now on, even when no refresh token came with the logout.
 */
export async function endLoginSession(ctx: ServerContext, userId: number, sessionId: string): Promise<void> {
  await ctx.db
    .update(refreshTokens)
    .set({ revokedAt: ctx.clock() })
    .where(and(eq(refreshTokens.family, sessionId), eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Password change or reset: every refresh token and every access token of the user stops working. */
export async function revokeAllRefreshTokens(db: Executor, userId: number, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  await endAccessTokens(db, userId);
}
