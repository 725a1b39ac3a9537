import type { Context } from 'hono';
import { messages } from '../../machines/messages';
import { ApiFailure } from '../http';
import type { ServerContext } from '../context';
import { liveAccount } from './liveSession';
import { verifyToken, type TokenClaims } from './token';

/** The claims of a well-signed, unexpired `Authorization: Bearer <token>`, else null (the session is not looked at). */
export async function bearerClaims(c: Context, ctx: ServerContext): Promise<TokenClaims | null> {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+([A-Za-z0-9_\-.]+)\s*$/i.exec(header);
  return match ? verifyToken(match[1]!, ctx.jwtKey, ctx.clock()) : null;
}

/**
 * The claims of the request's `Authorization: Bearer <token>`, else a 401. One lookup
 * (liveAccount) decides the rest: a well-signed token of an account that no longer exists is a
 * 401 (not a foreign-key failure deep in an order or a favourite), and so is a token issued
 * before the account's last password change or reset, or of a session that has logged out.
 */
export async function requireUser(c: Context, ctx: ServerContext): Promise<TokenClaims> {
  const claims = await bearerClaims(c, ctx);
  if (!claims) throw new ApiFailure(401, messages.http.unauthorized);
  if (!(await liveAccount(ctx.db, claims, ctx.clock()))) throw new ApiFailure(401, messages.http.unauthorized);
  return claims;
}
