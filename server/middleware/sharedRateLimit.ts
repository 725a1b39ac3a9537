/**
 * Token buckets kept in PostgreSQL (table rate_limit_buckets, migration 0007), so that every
 * API replica on one database counts against the same buckets: with N replicas behind a load
 * balancer an attacker still gets 10 password guesses a minute, not N × 10.
 *
 * Same semantics as the in-memory TokenBucketLimiter (server/middleware/rateLimit.ts): a bucket
 * holds `limit` tokens, refills `limit` per `windowMs` continuously, a request takes one. Each
 * take is ONE atomic statement (INSERT … ON CONFLICT DO UPDATE: the row lock serializes
 * concurrent takes of one key across processes), so there is no read-then-write race. Time
 * is the app's clock in epoch ms (tests move it), passed as a parameter. A refund (a login that
 * turned out right gives its token back) is one atomic UPDATE as well.
 *
 * Rows whose bucket is full again say nothing; one take in PRUNE_EVERY deletes them
 * (index on full_at_ms), so the table holds only the keys of the last window.
 */
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitBuckets } from '../db/schema';
import type { BucketLimiter, TakeResult } from './rateLimit';

/** About one take in this many also deletes the rows of full buckets. */
export const PRUNE_EVERY = 500;

const retryAfter = (tokens: number, perMs: number): number => Math.max(1, Math.ceil((1 - tokens) / perMs / 1000));

export class PostgresBucketLimiter implements BucketLimiter {
  readonly #perMs: number;

  /** `name` keeps the limiters of one app apart in the shared table ('api', 'login', 'account'). */
  constructor(
    private readonly db: Db,
    private readonly name: string,
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number,
    private readonly random: () => number = Math.random,
  ) {
    if (!(limit >= 1) || !(windowMs > 0)) throw new Error('PostgresBucketLimiter: limit ≥ 1 and windowMs > 0');
    this.#perMs = limit / windowMs;
  }

  #key(key: string): string {
    return `${this.name}\n${key}`;
  }

  async take(key: string): Promise<TakeResult> {
    const now = Math.round(this.now());
    const limit = this.limit;
    const perMs = this.#perMs;
    // Tokens now: the stored ones plus the refill since at_ms (none when the clock went back), at most limit.
    const refill = sql`LEAST(${limit}::float8, ${rateLimitBuckets.tokens} + GREATEST(0, ${now}::bigint - ${rateLimitBuckets.atMs}) * ${perMs}::float8)`;
    const after = sql`CASE WHEN ${refill} >= 1 THEN ${refill} - 1 ELSE ${refill} END`;
    const [row] = await this.db
      .insert(rateLimitBuckets)
      .values({ key: this.#key(key), tokens: limit - 1, atMs: now, fullAtMs: now + Math.ceil(1 / perMs), allowed: true })
      .onConflictDoUpdate({
        target: rateLimitBuckets.key,
        set: {
          tokens: after,
          atMs: sql`${now}::bigint`,
          fullAtMs: sql`${now}::bigint + CEIL((${limit}::float8 - (${after})) / ${perMs}::float8)::bigint`,
          allowed: sql`${refill} >= 1`,
        },
      })
      .returning({ tokens: rateLimitBuckets.tokens, allowed: rateLimitBuckets.allowed });
    if (this.random() * PRUNE_EVERY < 1) await this.prune(now);
    if (!row || row.allowed) return { allowed: true };
    return { allowed: false, retryAfterSeconds: retryAfter(row.tokens, perMs) };
  }

  /**
   * One token back (a login that turned out right), in ONE statement like take: the row lock
   * orders it with concurrent takes, the refill since at_ms is counted first, and the result
   * is capped at the limit. No row means a full bucket: nothing to give back.
   */
  async refund(key: string): Promise<void> {
    const now = Math.round(this.now());
    const limit = this.limit;
    const perMs = this.#perMs;
    const refill = sql`LEAST(${limit}::float8, ${rateLimitBuckets.tokens} + GREATEST(0, ${now}::bigint - ${rateLimitBuckets.atMs}) * ${perMs}::float8)`;
    const after = sql`LEAST(${limit}::float8, ${refill} + 1)`;
    await this.db
      .update(rateLimitBuckets)
      .set({
        tokens: after,
        atMs: sql`GREATEST(${rateLimitBuckets.atMs}, ${now}::bigint)`,
        fullAtMs: sql`GREATEST(${rateLimitBuckets.atMs}, ${now}::bigint) + CEIL((${limit}::float8 - (${after})) / ${perMs}::float8)::bigint`,
      })
      .where(sql`${rateLimitBuckets.key} = ${this.#key(key)}`);
  }

  async peek(key: string): Promise<TakeResult> {
    const [row] = await this.db
      .select({ tokens: rateLimitBuckets.tokens, atMs: rateLimitBuckets.atMs })
      .from(rateLimitBuckets)
      .where(sql`${rateLimitBuckets.key} = ${this.#key(key)}`);
    if (!row) return { allowed: true };
    const tokens = Math.min(this.limit, row.tokens + Math.max(0, this.now() - row.atMs) * this.#perMs);
    if (tokens >= 1) return { allowed: true };
    return { allowed: false, retryAfterSeconds: retryAfter(tokens, this.#perMs) };
  }

  /** Deletes the rows of buckets that are full again (of every limiter: full is full). */
  async prune(now: number = this.now()): Promise<void> {
    await this.db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.fullAtMs, Math.round(now)));
  }
}
