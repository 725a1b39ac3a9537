import { and, eq, exists, gt, inArray, isNull } from 'drizzle-orm';
import { refreshTokens, users } from '../db/schema';
import type { Executor } from '../services/dbTypes';
import { compiledOnce, type Statement } from '../db/statement';
import type { TokenClaims } from './token';

/**
 * The account behind a verified access token, if the token still stands: the account exists,
 * its token version is the token's (no password change or reset since), and the token's login
 * session still has a live refresh token (no logout, no detected reuse). One statement: a
 * primary-key lookup with an indexed EXISTS on the session's family.
 */
export async function liveAccount(db: Executor, claims: TokenClaims, now: Date): Promise<{ eAdministrador: string } | undefined> {
  const [account] = await liveAccountQuery(db, claims, now);
  return account;
}

/** The claims the session check reads. */
type SessionClaims = Pick<TokenClaims, 'userId' | 'tokenVersion' | 'sessionId'>;

/** liveAccount's query, not run. */
export function liveAccountQuery(db: Executor, claims: SessionClaims, now: Date) {
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
  return db
    .select({ eAdministrador: users.eAdministrador })
    .from(users)
    .where(and(eq(users.id, claims.userId), eq(users.tokenVersion, claims.tokenVersion), exists(liveSession)))
    .limit(1);
}

let liveAccountCompiled: ((s: Statement, sessionId: string, userId: number, tokenVersion: number, now: string) => string) | null =
  null;

/**
 * liveAccount's query as text with its parameters in `s`: the order call embeds it in its first statement
 * (server/services/orderWrite.ts). Drizzle builds it once; each call only fills in the claims and the time.
 */
export function liveAccountText(s: Statement, db: Executor, claims: SessionClaims, now: Date): string {
  liveAccountCompiled ??= compiledOnce(
    (sessionId: string, userId: number, tokenVersion: number, at: string) =>
      liveAccountQuery(db, { sessionId, userId, tokenVersion }, new Date(at)),
    [
      ['\u0001sesión-a', -2_000_000_001, -2_000_000_002, '2001-02-03T04:05:06.007Z'],
      ['\u0001sesión-b', -2_000_000_003, -2_000_000_004, '2002-03-04T05:06:07.008Z'],
    ],
  );
  return liveAccountCompiled(s, claims.sessionId, claims.userId, claims.tokenVersion, now.toISOString());
}

/** One login session as a long-lived answer (an order stream) remembers it. */
export interface SessionKey {
  userId: number;
  sessionId: string;
  tokenVersion: number;
}

export const sessionKeyOf = (s: SessionKey): string => `${s.userId}:${s.tokenVersion}:${s.sessionId}`;

/**
 * Which of these sessions still stand by liveAccount's rules (a live refresh token in the family,
 * the account's token version unchanged), in one query for all of them: the order streams check
 * their customers' sessions on every tick, so a logout or a password change ends the streams too.
 */
export async function liveSessionKeys(db: Executor, sessions: readonly SessionKey[], now: Date): Promise<Set<string>> {
  const families = [...new Set(sessions.map((s) => s.sessionId))];
  if (families.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: refreshTokens.userId, family: refreshTokens.family, tokenVersion: users.tokenVersion })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(and(inArray(refreshTokens.family, families), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)));
  return new Set(rows.map((r) => sessionKeyOf({ userId: r.userId, sessionId: r.family, tokenVersion: r.tokenVersion })));
}
