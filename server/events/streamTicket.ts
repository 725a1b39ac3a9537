/**
 * Tickets for the order stream. A browser's EventSource cannot send `Authorization: Bearer`, and a
 * bearer token in a URL ends up in access logs and proxies; so the customer trades the token
 * (checked by requireUser, the rules of every customer call) for a ticket that is good for one
 * purpose, ORDER_STREAM_TICKET_TTL_MS long, and signed with a key of its own derived from the
 * JWT secret: a ticket is never accepted as a bearer token, nor a bearer token as a ticket.
 * The ticket also carries when the access token expires: the stream ends then.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { ORDER_STREAM_TICKET_TTL_MS } from '../../machines/constants';
import { TOKEN_ALGORITHM, type TokenClaims } from '../auth/token';

const PURPOSE = 'pedidos-eventos';

/** The ticket key: HMAC of the purpose under the JWT key (so a ticket cannot pass for a token). */
export const ticketKey = (jwtKey: Uint8Array): Uint8Array => new Uint8Array(createHmac('sha256', jwtKey).update(PURPOSE).digest());

export interface StreamTicketClaims extends TokenClaims {
  /** Epoch ms when the access token the ticket was traded for expires. */
  until: number;
}

export async function signStreamTicket(claims: StreamTicketClaims, key: Uint8Array, now: Date): Promise<{ ticket: string; expiresAt: number }> {
  const expiresAt = Math.min(now.getTime() + ORDER_STREAM_TICKET_TTL_MS, claims.until);
  const ticket = await new SignJWT({ cedula: claims.cedula, admin: claims.admin, ver: claims.tokenVersion, sid: claims.sessionId, until: claims.until })
    .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setAudience(PURPOSE)
    .setJti(randomBytes(9).toString('base64url'))
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt / 1000))
    .sign(key);
  return { ticket, expiresAt };
}

export async function verifyStreamTicket(ticket: string, key: Uint8Array, now: Date): Promise<StreamTicketClaims | null> {
  try {
    const { payload } = await jwtVerify(ticket, key, { algorithms: [TOKEN_ALGORITHM], audience: PURPOSE, currentDate: now, requiredClaims: ['exp'] });
    const userId = Number(payload.sub);
    const { cedula, admin, ver, sid, until } = payload as Record<string, unknown>;
    if (!Number.isSafeInteger(userId) || userId <= 0) return null;
    if (typeof cedula !== 'string' || typeof admin !== 'boolean' || typeof sid !== 'string' || sid.length === 0) return null;
    if (typeof ver !== 'number' || !Number.isSafeInteger(ver) || ver < 0 || typeof until !== 'number') return null;
    return { userId, cedula, admin, tokenVersion: ver, sessionId: sid, until };
  } catch {
    return null;
  }
}
