/**
 * Coupon guesses share one limit (finding 3). A coupon code is a secret worth guessing
 * (BRASA10MIL is worth $ 10.000), and any answer about it tells whether it exists: 'El monto
 * mínimo…' says it does. So every judgement of a code draws one token from the same buckets,
 * whichever call asks: POST /api/pedidos/validar_cupon, and the order call
 * (enviar_pedidos_playerid_canal) when its nrocupon is not blank.
 *   - per client address (the rate limit's key: TCP peer, or X-Forwarded-For with TRUST_PROXY);
 *   - per account, when the caller has a session (always for an order), so spreading guesses
 *     over many addresses does not help a signed-in attacker either.
 * Each bucket holds `loginPerWindow` tokens per `windowMs` (RATE_LIMIT, default 10 a minute, as
 * the credential calls). What counts is a judgement: an order without a coupon, an idempotent
 * replay, or a call refused before the code is looked at (a malformed body, unpriceable lines,
 * an order rule) draws nothing. Beyond the limit: 429 with Retry-After and the docs/product.md#errores message,
 * before the code is judged.
 *
 * Same stores as the rate limit (createRateLimit): in memory per process on PGlite, shared in the
 * database on PostgreSQL, so that N replicas still allow one budget, not N. Loopback TCP peers are
 * exempt like in the API gate (unless exemptLoopback is false). Created by createApp only when the
 * rate limits are on (ServerContext.couponGuesses).
 */
import type { Context } from 'hono';
import { messages } from '../../machines/messages';
import type { Db } from '../db/client';
import { ApiFailure } from '../http';
import { clientAddress, isLoopback } from './clientIp';
import { RATE_LIMIT_DEFAULTS, TokenBucketLimiter, type BucketLimiter, type RateLimitOptions, type TakeResult } from './rateLimit';
import { PostgresBucketLimiter } from './sharedRateLimit';

export class CouponGuesses {
  constructor(
    /** Judgements per client address. */
    readonly perAddress: BucketLimiter,
    /** Judgements per signed-in account. */
    readonly perAccount: BucketLimiter,
    private readonly trustProxy: boolean,
    private readonly exemptLoopback: boolean,
  ) {}

  /** Takes one judgement for this request's address and, with a session, its account; the refusal of the first empty bucket. */
  async take(c: Context, userId: number | null): Promise<TakeResult> {
    const { key, forwarded } = clientAddress(c, this.trustProxy);
    if (this.exemptLoopback && !forwarded && isLoopback(key)) return { allowed: true };
    const address = await this.perAddress.take(key);
    if (!address.allowed) return address;
    return userId === null ? address : this.perAccount.take(String(userId));
  }
}

/**
 * Draws one coupon judgement before a code is judged; beyond the limit throws the 429 (Retry-After,
 * no-store, the docs/product.md#errores message), which app.onError answers with the headers set here. No limiter
 * (rate limits off, as in most tests): nothing is counted.
 */
export async function drawCouponGuess(c: Context, guesses: CouponGuesses | undefined, userId: number | null): Promise<void> {
  if (!guesses) return;
  const drawn = await guesses.take(c, userId);
  if (drawn.allowed) return;
  c.header('Retry-After', String(drawn.retryAfterSeconds));
  c.header('Cache-Control', 'no-store');
  throw new ApiFailure(429, messages.http.tooManyRequests);
}

/** The coupon limiters of one app, in the store createRateLimit would choose (`db` given: shared on PostgreSQL). */
export function createCouponGuesses(options: RateLimitOptions, clock: () => Date, db?: Db): CouponGuesses {
  const o = { ...RATE_LIMIT_DEFAULTS, ...options };
  const now = () => clock().getTime();
  const shared = o.store !== 'memory' && db !== undefined;
  const limiter = (name: string): BucketLimiter =>
    shared
      ? new PostgresBucketLimiter(db, name, o.loginPerWindow, o.windowMs, now)
      : new TokenBucketLimiter(o.loginPerWindow, o.windowMs, now, o.maxKeys);
  return new CouponGuesses(limiter('coupon-address'), limiter('coupon-account'), o.trustProxy, o.exemptLoopback);
}
