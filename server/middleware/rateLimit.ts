/**
 * Rate limits, as token buckets: in memory per process on PGlite (one process per database),
 * in the database on PostgreSQL (server/middleware/sharedRateLimit.ts), so that every replica
 * on one database counts against the same buckets (`store`, default by driver):
 *   - every /api and /principal call: `apiPerWindow` per client IP (default 300 a minute);
 *   - POST to a credential path (loginecommerce, social login, registro, password recovery…),
 *     in addition: `loginPerWindow` per client IP + the body's username or email
 *     (default 10 a minute), so guessing one account's password is slow while other
 *     people behind the same address can still log in; per client IP alone where the
 *     body field would let a new value buy a fresh bucket (registro, social login…:
 *     CREDENTIAL_PATHS in server/routes/identityPaths.ts).
 * A bucket holds `limit` tokens and refills continuously (limit per window); a request
 * takes one. An empty bucket answers 429 with the docs/product.md#errores message and Retry-After in whole
 * seconds until the next token. Time comes from the app's clock (tests move it).
 * The in-memory buckets map is bounded (least recently used keys are dropped first).
 *   - failed password logins per account: `loginFailuresPerAccount` per account (or per normalized
 *     login when it names none) per `loginFailureWindowMs` (default 10 per 15 minutes), whatever
 *     the address, so spreading guesses over many addresses (or forged X-Forwarded-For values)
 *     does not help; a browser that signed into the account before has a bucket of its own
 *     (`loginFailuresPerDevice`, device cookies). The handler takes the token before it verifies
 *     the password and gives it back when the password was right, so concurrency cannot buy
 *     extra guesses (AccountLockout, server/middleware/accountLockout.ts); a locked login answers
 *     429 with identityTexts.tooManyFailedLogins, which does not say whether the account exists.
 * Clients on the machine itself (loopback: local tools, the browser tests) are not counted
 * unless `exemptLoopback` is false. Only the real TCP peer can be exempt: an address taken
 * from X-Forwarded-For (TRUST_PROXY) is always counted, even when it says 127.0.0.1, so a
 * reverse proxy on the same host needs TRUST_PROXY for its clients to be told apart, and a
 * client cannot buy an exemption by writing the header.
 */
import type { Context } from 'hono';
import type { Db } from '../db/client';
import { AccountLockout, normalizedUsername } from './accountLockout';
import { clientAddress, isLoopback } from './clientIp';
import type { RequestCheck } from './gate';
import { PostgresBucketLimiter } from './sharedRateLimit';
import { tooMany } from './tooMany';

export interface RateLimitOptions {
  /** Requests per client IP per window on /api and /principal (default 300). */
  apiPerWindow?: number;
  /** Login attempts (POST loginecommerce) per client IP + username per window (default 10). */
  loginPerWindow?: number;
  /** Window in ms (default 60 000). */
  windowMs?: number;
  /** Take the client address from X-Forwarded-For (only behind a trusted reverse proxy). */
  trustProxy?: boolean;
  /** Most keys remembered per limiter (default 50 000). */
  maxKeys?: number;
  /** Leave loopback clients (127.0.0.0/8, ::1) unlimited (default true); only the TCP peer, never X-Forwarded-For. */
  exemptLoopback?: boolean;
  /** Failed password logins per normalized username per loginFailureWindowMs, from any address (default 10). */
  loginFailuresPerAccount?: number;
  /** Window of loginFailuresPerAccount and loginFailuresPerDevice in ms (default 15 minutes). */
  loginFailureWindowMs?: number;
  /** Failed password logins per known device (valid device cookie) per loginFailureWindowMs (default 10). */
  loginFailuresPerDevice?: number;
  /**
   * Where the buckets live: 'memory' (this process) or 'database' (shared by every process on
   * the database: PostgreSQL with several replicas). Default: 'database' on node-postgres,
   * 'memory' on PGlite.
   */
  store?: 'memory' | 'database';
}

export const RATE_LIMIT_DEFAULTS = {
  apiPerWindow: 300,
  loginPerWindow: 10,
  windowMs: 60_000,
  trustProxy: false,
  maxKeys: 50_000,
  exemptLoopback: true,
  loginFailuresPerAccount: 10,
  loginFailureWindowMs: 15 * 60_000,
  loginFailuresPerDevice: 10,
} as const satisfies Required<Omit<RateLimitOptions, 'store'>>;

export type TakeResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** A token-bucket limiter, in memory (TokenBucketLimiter) or shared in the database (PostgresBucketLimiter). */
export interface BucketLimiter {
  readonly limit: number;
  readonly windowMs: number;
  /** Takes one token for `key`; when none is left, how long until one is. */
  take(key: string): TakeResult | Promise<TakeResult>;
  /** Whether `key` has a token left now, without taking it. */
  peek(key: string): TakeResult | Promise<TakeResult>;
  /**
   * Gives back one token taken from `key` (a login that turned out right), never above the
   * limit; nothing when the bucket is full or forgotten. Atomic like take.
   */
  refund(key: string): void | Promise<void>;
}

interface Bucket {
  tokens: number;
  at: number;
}

export class TokenBucketLimiter implements BucketLimiter {
  readonly #buckets = new Map<string, Bucket>();
  readonly #perMs: number;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number,
    private readonly maxKeys: number = RATE_LIMIT_DEFAULTS.maxKeys,
  ) {
    if (!(limit >= 1) || !(windowMs > 0)) throw new Error('TokenBucketLimiter: limit ≥ 1 and windowMs > 0');
    this.#perMs = limit / windowMs;
  }

  get size(): number {
    return this.#buckets.size;
  }

  /** Whether `key` has a token left now, without taking it; when not, how long until it has. */
  peek(key: string): TakeResult {
    const bucket = this.#buckets.get(key);
    if (!bucket) return { allowed: true };
    const tokens = Math.min(this.limit, bucket.tokens + Math.max(0, this.now() - bucket.at) * this.#perMs);
    if (tokens >= 1) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / this.#perMs / 1000)) };
  }

  /** Takes one token for `key`; when none is left, how long until one is. */
  take(key: string): TakeResult {
    const now = this.now();
    const bucket = this.#buckets.get(key);
    let tokens = this.limit;
    if (bucket) {
      // A clock that goes back refills nothing.
      tokens = Math.min(this.limit, bucket.tokens + Math.max(0, now - bucket.at) * this.#perMs);
      this.#buckets.delete(key); // re-inserted below: Map order is recency order
    }
    const allowed = tokens >= 1;
    if (allowed) tokens -= 1;
    this.#buckets.set(key, { tokens, at: now });
    if (this.#buckets.size > this.maxKeys) {
      const oldest = this.#buckets.keys().next().value;
      if (oldest !== undefined) this.#buckets.delete(oldest);
    }
    if (allowed) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / this.#perMs / 1000)) };
  }

  refund(key: string): void {
    const bucket = this.#buckets.get(key);
    if (!bucket) return; // forgotten or never taken: full already
    const now = this.now();
    const tokens = Math.min(this.limit, bucket.tokens + Math.max(0, now - bucket.at) * this.#perMs + 1);
    this.#buckets.set(key, { tokens, at: Math.max(now, bucket.at) });
  }

  reset(): void {
    this.#buckets.clear();
  }
}

/** The named field of a credential body, lowercased ('' when absent or the body is not the expected JSON). */
async function loginUsername(c: Context, field: string | null): Promise<string> {
  if (field === null) return '';
  try {
    // text() is cached by Hono, so the handler reads the same body again.
    const body = JSON.parse(await c.req.text()) as unknown;
    const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    const username = fields[field];
    return typeof username === 'string' ? normalizedUsername(username) : '';
  } catch {
    return '';
  }
}

export interface RateLimiters {
  api: BucketLimiter;
  login: BucketLimiter;
  /** Secret checks per account and per known device, for the login and password-change handlers (ServerContext.loginLockout). */
  accounts: AccountLockout;
  /** The check for the API gate (after the body limit: the login limiter reads the JSON body, which Hono keeps for the handler). */
  check: RequestCheck;
}

/**
 * The limiters of one app and their check for /api and /principal requests. `db` is the
 * database of the shared buckets (store 'database'); without it they are in memory.
 */
export function createRateLimit(
  options: RateLimitOptions,
  clock: () => Date,
  credentialPaths: Readonly<Record<string, string | null>>,
  db?: Db,
): RateLimiters {
  const credentials = new Map(Object.entries(credentialPaths));
  const o = { ...RATE_LIMIT_DEFAULTS, ...options };
  const now = () => clock().getTime();
  const shared = o.store !== 'memory' && db !== undefined;
  const limiter = (name: string, limit: number, windowMs: number): BucketLimiter =>
    shared ? new PostgresBucketLimiter(db, name, limit, windowMs, now) : new TokenBucketLimiter(limit, windowMs, now, o.maxKeys);
  const api = limiter('api', o.apiPerWindow, o.windowMs);
  const login = limiter('login', o.loginPerWindow, o.windowMs);
  const accounts = new AccountLockout(
    limiter('account', o.loginFailuresPerAccount, o.loginFailureWindowMs),
    limiter('device', o.loginFailuresPerDevice, o.loginFailureWindowMs),
    limiter('password-change', o.loginFailuresPerAccount, o.loginFailureWindowMs),
  );

  const check: RequestCheck = async (c) => {
    const { key: ip, forwarded } = clientAddress(c, o.trustProxy);
    // Only the real TCP peer is exempt: an X-Forwarded-For value is whatever the client wrote.
    if (o.exemptLoopback && !forwarded && isLoopback(ip)) return undefined;
    const general = await api.take(ip);
    if (!general.allowed) return tooMany(c, general.retryAfterSeconds);
    if (c.req.method === 'POST' && credentials.has(c.req.path)) {
      const attempt = await login.take(`${ip}\n${c.req.path}\n${await loginUsername(c, credentials.get(c.req.path)!)}`);
      if (!attempt.allowed) return tooMany(c, attempt.retryAfterSeconds);
    }
    return undefined;
  };
  return { api, login, accounts, check };
}
