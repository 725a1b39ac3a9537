/**
 * Idempotency-Key for order submissions (table idempotency_keys, one key per user).
 *
 *   reserveKey   before the work: the first request with a key owns it (a row with
 *                status null); a later one with the same body gets the stored answer
 *                (replay), with another body a mismatch (422), and while the first is
 *                still in flight a conflict (409).
 *   completeKeyText  in the work's own statement: stores status and the answer's exact
 *                bytes, so the order and its replayable answer commit together.
 *   releaseKey   when the work failed: nothing was stored, so the key is free again and
 *                the same request may be retried (only successful answers are replayed).
 *
 * Keys are kept IDEMPOTENCY_KEY_TTL_MS (24 h): an older key counts as unused and
 * purgeExpiredKeys deletes them. A reservation left in flight longer than
 * IN_FLIGHT_TIMEOUT_MS (a crashed request) may be taken over by the next request.
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { Statement } from '../db/statement';

export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
export const IN_FLIGHT_TIMEOUT_MS = 60 * 1000;
export const REPLAY_HEADER = 'Idempotent-Replayed';

export type Reservation =
  | { kind: 'owner'; reservedAt: Date }
  | { kind: 'replay'; status: number; body: string }
  | { kind: 'inFlight' }
  | { kind: 'mismatch' };

/** JSON with object keys sorted, so the same value always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 (hex) of the canonical JSON of a request body: key order and spacing do not matter. */
export function bodyHash(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}

const keyOf = (userId: number, key: string) => and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

/**
 * The reservation itself: a row with no answer yet, or nothing when the key exists; it returns a row
 * only when it reserved. `gate` (a FROM … WHERE of the caller's statement) makes it conditional: the
 * order call runs it as a CTE that reserves only for a live session (server/services/orderWrite.ts).
 * Written as text into `s` (server/db/statement.ts): it is part of the order call's hot path.
 */
export function reserveKeyText(s: Statement, userId: number, key: string, hash: string, now: Date, gate = ''): string {
  return `INSERT INTO idempotency_keys (user_id, key, body_hash, status, response_body, created_at)
    SELECT ${s.param(userId, 'int')}, ${s.param(key, 'text')}, ${s.param(hash, 'text')}, NULL, NULL, ${s.param(now.toISOString(), 'timestamptz')} ${gate}
    ON CONFLICT DO NOTHING RETURNING 1`;
}

export async function reserveKey(db: Db, userId: number, key: string, hash: string, now: Date): Promise<Reservation> {
  // A few rounds at most: another request may release, expire or take over the row between our statements.
  for (let attempt = 0; attempt < 5; attempt++) {
    const s = new Statement();
    const inserted = (await db.execute(s.sql(reserveKeyText(s, userId, key, hash, now)))) as unknown as { rows: unknown[] };
    if (inserted.rows.length > 0) return { kind: 'owner', reservedAt: now };

    const [row] = await db.select().from(idempotencyKeys).where(keyOf(userId, key)).limit(1);
    if (!row) continue;
    if (now.getTime() - row.createdAt.getTime() >= IDEMPOTENCY_KEY_TTL_MS) {
      await db.delete(idempotencyKeys).where(and(keyOf(userId, key), eq(idempotencyKeys.createdAt, row.createdAt)));
      continue;
    }
    if (row.bodyHash !== hash) return { kind: 'mismatch' };
    if (row.status === null || row.responseBody === null) {
      if (now.getTime() - row.createdAt.getTime() < IN_FLIGHT_TIMEOUT_MS) return { kind: 'inFlight' };
      const taken = await db
        .update(idempotencyKeys)
        .set({ createdAt: now })
        .where(and(keyOf(userId, key), eq(idempotencyKeys.createdAt, row.createdAt), isNull(idempotencyKeys.status)))
        .returning({ key: idempotencyKeys.key });
      if (taken.length > 0) return { kind: 'owner', reservedAt: now };
      continue;
    }
    return { kind: 'replay', status: row.status, body: row.responseBody };
  }
  return { kind: 'inFlight' };
}

/**
 * The statement that stores the answer of the reservation made at `reservedAt`, to run as a CTE of the
 * work's own statement (server/services/orderWrite.ts): it returns a row only while the reservation
 * stands, so the work can be gated on it; no row means the reservation was lost (taken over).
 */
export function completeKeyText(
  s: Statement,
  userId: number,
  key: string,
  reservedAt: Date,
  status: number,
  body: string,
): string {
  return `UPDATE idempotency_keys SET status = ${s.param(status, 'int')}, response_body = ${s.param(body, 'text')}
    WHERE user_id = ${s.param(userId, 'int')} AND key = ${s.param(key, 'text')} AND created_at = ${s.param(reservedAt.toISOString(), 'timestamptz')}
      AND status IS NULL
    RETURNING 1`;
}

export async function releaseKey(db: Db, userId: number, key: string, reservedAt: Date): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(keyOf(userId, key), eq(idempotencyKeys.createdAt, reservedAt), isNull(idempotencyKeys.status)));
}

/** Deletes keys older than the TTL; returns how many. */
export async function purgeExpiredKeys(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
