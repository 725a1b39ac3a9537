import { and, eq, exists, gt, isNull } from 'drizzle-orm';
import { refreshTokens, users } from '../db/schema';
import type { Executor } from '../services/dbTypes';
import type { TokenClaims } from './token';

/**
 * The account behind a verified access token, if the token still stands: the account exists,
 * its token version is the token's (no password change or reset since), and the token's login
 * session still has a live refresh token (no logout, no detected reuse). One statement: a
 * primary-key lookup with an indexed EXISTS on the session's family.
 */
export async function liveAccount(db: Executor, claims: TokenClaims, now: Date): Promise<{ eAdministrador: string } | undefined> {
  const liveSession = db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.family, claims.sessionId),
        eq(refreshTokens.userId, users.id),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    );
  const [account] = await db
    .select({ eAdministrador: users.eAdministrador })
    .from(users)
    .where(and(eq(users.id, claims.userId), eq(users.tokenVersion, claims.tokenVersion), exists(liveSession)))
    .limit(1);
  return account;
}
