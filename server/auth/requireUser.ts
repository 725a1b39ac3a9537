import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { users } from '../db/schema';
import { messages } from '../../machines/messages';
import { ApiFailure } from '../http';
import type { ServerContext } from '../context';
import { verifyToken, type TokenClaims } from './token';

/**
 * The claims of the request's `Authorization: Bearer <token>`, else a 401. One primary-key
 * lookup decides the rest: a well-signed token of an account that no longer exists is a 401
 * (not a foreign-key failure deep in an order or a favourite), and so is a token issued before
 * the account's last logout, password change or reset (its `ver` is not users.token_version).
 */
export async function requireUser(c: Context, ctx: ServerContext): Promise<TokenClaims> {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+([A-Za-z0-9_\-.]+)\s*$/i.exec(header);
  const claims = match ? await verifyToken(match[1]!, ctx.jwtKey, ctx.clock()) : null;
  if (!claims) throw new ApiFailure(401, messages.http.unauthorized);
  const [account] = await ctx.db
    .select({ id: users.id, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, claims.userId))
    .limit(1);
  if (!account || account.tokenVersion !== claims.tokenVersion) throw new ApiFailure(401, messages.http.unauthorized);
  return claims;
}
