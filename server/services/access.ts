/**
 * Who may do what, for the customer and administrator calls:
 *   - a customer reaches only their own document (cedula) → else 403, and only their own
 *     orders → another's is a 404, as if it did not exist;
 *   - administrator calls need the token's admin claim AND the database flag
 *     EAdministrador 'X' right now (a demoted administrator's token stops working) → else 403.
 */
import type { Context } from 'hono';
import { and, eq } from 'drizzle-orm';
import { FLAG_YES, USER_WITHOUT_CEDULA_DOCUMENT } from '../../machines/constants';
import { messages } from '../../machines/messages';
import { requireUser } from '../auth/requireUser';
import type { TokenClaims } from '../auth/token';
import type { ServerContext } from '../context';
import { orders, users } from '../db/schema';
import { ApiFailure } from '../http';
import type { Executor } from './dbTypes';

/** The document the storefront uses for this user (documentOf in machines/session.ts). */
export function ownDocument(claims: TokenClaims): string {
  const cedula = claims.cedula.trim();
  return cedula === '' ? USER_WITHOUT_CEDULA_DOCUMENT : cedula;
}

/** 403 unless `document` is the token's own. */
export function requireOwnDocument(claims: TokenClaims, document: string): void {
  if (document.trim() !== ownDocument(claims)) throw new ApiFailure(403, messages.http.forbidden);
}

/** The claims when the request carries a token (an invalid one is a 401), null when it carries none. */
export async function optionalUser(c: Context, ctx: ServerContext): Promise<TokenClaims | null> {
  if (!c.req.header('authorization')) return null;
  return requireUser(c, ctx);
}

/** The claims of an administrator: 401 without a valid token, 403 unless claim and database both say administrator. */
export async function requireAdmin(c: Context, ctx: ServerContext): Promise<TokenClaims> {
  const claims = await requireUser(c, ctx);
  if (!claims.admin) throw new ApiFailure(403, messages.http.forbidden);
  const [user] = await ctx.db.select({ flag: users.eAdministrador }).from(users).where(eq(users.id, claims.userId)).limit(1);
  if (user?.flag !== FLAG_YES) throw new ApiFailure(403, messages.http.forbidden);
  return claims;
}

export type OrderRow = typeof orders.$inferSelect;

/** The customer's own order, else 404. */
export async function ownOrder(db: Executor, userId: number, pedido: number): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.pedido, pedido), eq(orders.userId, userId)))
    .limit(1);
  if (!row) throw new ApiFailure(404, messages.http.notFound);
  return row;
}

/** Colombia keeps UTC−5 all year. */
const BOGOTA_OFFSET_MS = -5 * 60 * 60 * 1000;

/** The calendar day (YYYY-MM-DD) in Bogotá at an instant. */
export function bogotaDay(at: Date): string {
  return new Date(at.getTime() + BOGOTA_OFFSET_MS).toISOString().slice(0, 10);
}
