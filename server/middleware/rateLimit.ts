/**
 * Rate limits (in memory, per process), as token buckets:
 *   - every /api and /principal call: `apiPerWindow` per client IP (default 300 a minute);
 *   - POST to a credential path (loginecommerce, social login, registro, password recovery…),
 *     in addition: `loginPerWindow` per client IP + the body's username or email
 *     (default 10 a minute), so guessing one account's password is slow while other
 *     people behind the same address can still log in; per client IP alone where the
 *     body field would let a new value buy a fresh bucket (registro, social login…:
 *     CREDENTIAL_PATHS in server/routes/identityPaths.ts).
 * A bucket holds `limit` tokens and refills continuously (limit per window); a request
 * takes one. An empty bucket answers 429 with the §8 message and Retry-After in whole
 * seconds until the next token. Time comes from the app's clock (tests move it).
 * The buckets map is bounded (least recently used keys are dropped first).
 * Clients on the machine itself (loopback: local tools, the browser tests) are not counted
 * unless `exemptLoopback` is false; a reverse proxy on the same host needs TRUST_PROXY so
 * that its clients are told apart by X-Forwarded-For.
 */
import type { Context } from 'hono';
import { messages } from '../../machines/messages';
import { sendError } from '../http';
import { clientIp, isLoopback } from './clientIp';
import type { RequestCheck } from './gate';

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
  /** Leave loopback clients (127.0.0.0/8, ::1) unlimited (default true). */
  exemptLoopback?: boolean;
}

export const RATE_LIMIT_DEFAULTS = {
  apiPerWindow: 300,
  loginPerWindow: 10,
  windowMs: 60_000,
  trustProxy: false,
  maxKeys: 50_000,
  exemptLoopback: true,
} as const satisfies Required<RateLimitOptions>;

export type TakeResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  at: number;
}

export class TokenBucketLimiter {
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

  reset(): void {
    this.#buckets.clear();
  }
}

function tooMany(c: Context, retryAfterSeconds: number): Response {
  c.header('Retry-After', String(retryAfterSeconds));
  c.header('Cache-Control', 'no-store');
  return sendError(c, 429, messages.http.tooManyRequests);
}

/** The named field of a credential body, lowercased ('' when absent or the body is not the expected JSON). */
async function loginUsername(c: Context, field: string | null): Promise<string> {
  if (field === null) return '';
  try {
    // text() is cached by Hono, so the handler reads the same body again.
    const body = JSON.parse(await c.req.text()) as unknown;
    const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    const username = fields[field];
    return typeof username === 'string' ? username.trim().toLowerCase().slice(0, 200) : '';
  } catch {
    return '';
  }
}

export interface RateLimiters {
  api: TokenBucketLimiter;
  login: TokenBucketLimiter;
  /** The check for the API gate (after the body limit: the login limiter reads the JSON body, which Hono keeps for the handler). */
  check: RequestCheck;
}

/** The limiters of one app and their check for /api and /principal requests. */
export function createRateLimit(
  options: RateLimitOptions,
  clock: () => Date,
  credentialPaths: Readonly<Record<string, string | null>>,
): RateLimiters {
  const credentials = new Map(Object.entries(credentialPaths));
  const o = { ...RATE_LIMIT_DEFAULTS, ...options };
  const now = () => clock().getTime();
  const api = new TokenBucketLimiter(o.apiPerWindow, o.windowMs, now, o.maxKeys);
  const login = new TokenBucketLimiter(o.loginPerWindow, o.windowMs, now, o.maxKeys);

  const check: RequestCheck = async (c) => {
    const ip = clientIp(c, o.trustProxy);
    if (o.exemptLoopback && isLoopback(ip)) return undefined;
    const general = api.take(ip);
    if (!general.allowed) return tooMany(c, general.retryAfterSeconds);
    if (c.req.method === 'POST' && credentials.has(c.req.path)) {
      const attempt = login.take(`${ip}\n${c.req.path}\n${await loginUsername(c, credentials.get(c.req.path)!)}`);
      if (!attempt.allowed) return tooMany(c, attempt.retryAfterSeconds);
    }
    return undefined;
  };
  return { api, login, check };
}
