/**
 * Tickets for the order stream. A browser's EventSource cannot send `Authorization: Bearer`, and a
 * bearer token in a URL ends up in access logs and proxies; so the customer trades the token
 * (checked by requireUser, the rules of every customer call) for a ticket that is good for one
 * purpose, ORDER_STREAM_TICKET_TTL_MS long, and signed with a key of its own derived from the
 * JWT secret: a ticket is never accepted as a bearer token, nor a bearer token as a ticket.
 * The ticket also carries when the access token expires: the stream ends then.
 *
 * A ticket opens one stream, once, on whichever replica (spendStreamTicket): its id (jti) is
 * written to the shared table of short-lived keys (rate_limit_buckets, unlogged, pruned by
 * full_at_ms, the same rows every replica's rate limits use) with one INSERT … ON CONFLICT DO
 * NOTHING, so of any number of concurrent uses on any number of replicas exactly one inserts the
 * row. The row lives until the ticket has expired; after that the signature check refuses it anyway.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { and, like, lt } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import { ORDER_STREAM_TICKET_TTL_MS } from '../../machines/constants';
import { TOKEN_ALGORITHM, type TokenClaims } from '../auth/token';
import type { Db } from '../db/client';
import { rateLimitBuckets } from '../db/schema';

const PURPOSE = 'pedidos-eventos';

/** The ticket key: HMAC of the purpose under the JWT key (so a ticket cannot pass for a token). */
export const ticketKey = (jwtKey: Uint8Array): Uint8Array =>
  new Uint8Array(createHmac('sha256', jwtKey).update(PURPOSE).digest());

export interface StreamTicketClaims extends TokenClaims {
  /** Epoch ms when the access token the ticket was traded for expires. */
  until: number;
}

export async function signStreamTicket(
  claims: StreamTicketClaims,
  key: Uint8Array,
  now: Date,
): Promise<{ ticket: string; expiresAt: number }> {
  const expiresAt = Math.min(now.getTime() + ORDER_STREAM_TICKET_TTL_MS, claims.until);
  const ticket = await new SignJWT({
    cedula: claims.cedula,
    admin: claims.admin,
    ver: claims.tokenVersion,
    sid: claims.sessionId,
    until: claims.until,
  })
    .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setAudience(PURPOSE)
    .setJti(randomBytes(9).toString('base64url'))
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt / 1000))
    .sign(key);
  return { ticket, expiresAt };
}

/** A verified ticket: its claims, and what makes it single-use (its id and expiry). */
export interface VerifiedStreamTicket extends StreamTicketClaims {
  jti: string;
  /** Epoch ms when the ticket itself expires. */
  expiresAt: number;
}

export async function verifyStreamTicket(ticket: string, key: Uint8Array, now: Date): Promise<VerifiedStreamTicket | null> {
  try {
    const { payload } = await jwtVerify(ticket, key, {
      algorithms: [TOKEN_ALGORITHM],
      audience: PURPOSE,
      currentDate: now,
      requiredClaims: ['exp', 'jti'],
    });
    const userId = Number(payload.sub);
    const { cedula, admin, ver, sid, until } = payload as Record<string, unknown>;
    if (!Number.isSafeInteger(userId) || userId <= 0) return null;
    if (typeof cedula !== 'string' || typeof admin !== 'boolean' || typeof sid !== 'string' || sid.length === 0) return null;
    if (typeof ver !== 'number' || !Number.isSafeInteger(ver) || ver < 0 || typeof until !== 'number') return null;
    if (typeof payload.jti !== 'string' || payload.jti.length === 0 || typeof payload.exp !== 'number') return null;
    return { userId, cedula, admin, tokenVersion: ver, sessionId: sid, until, jti: payload.jti, expiresAt: payload.exp * 1000 };
  } catch {
    return null;
  }
}

/** The key prefix of spent tickets among the shared short-lived rows. */
const SPENT_PREFIX = 'ticket-usado\n';

/**
 * Marks the ticket as used; true for the one use that did it, false when it had been used before
 * (here or on another replica). Spent tickets that have expired are deleted on the way.
 */
export async function spendStreamTicket(
  db: Db,
  ticket: Pick<VerifiedStreamTicket, 'jti' | 'expiresAt'>,
  now: Date,
): Promise<boolean> {
  const at = now.getTime();
  await db.delete(rateLimitBuckets).where(and(lt(rateLimitBuckets.fullAtMs, at), like(rateLimitBuckets.key, `${SPENT_PREFIX}%`)));
  const inserted = await db
    .insert(rateLimitBuckets)
    // An empty bucket that is "full" (deletable) only once the ticket has expired.
    .values({ key: SPENT_PREFIX + ticket.jti, tokens: 0, atMs: at, fullAtMs: Math.max(at, ticket.expiresAt) + 1, allowed: false })
    .onConflictDoNothing({ target: rateLimitBuckets.key })
    .returning({ key: rateLimitBuckets.key });
  return inserted.length === 1;
}
