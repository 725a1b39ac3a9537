/**
 * Bearer tokens: JWT signed with HS256 (jose), 3600 s expiry, subject = user id,
 * claims cedula, admin, ver (the user's token version when it was issued) and sid (the login
 * session, a refresh-token family): requireUser refuses a token whose ver is not the account's
 * current one or whose session has ended. Verification allows HS256 only.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { AUTH_COOKIE_MAX_AGE_SECONDS } from '../../machines/constants';

export const TOKEN_ALGORITHM = 'HS256';
export const TOKEN_TTL_SECONDS = AUTH_COOKIE_MAX_AGE_SECONDS; // 3600 s

export interface TokenClaims {
  userId: number;
  cedula: string;
  admin: boolean;
  /** users.token_version when the token was issued; password changes and resets move it on. */
  tokenVersion: number;
  /** The login session (refresh-token family) the token belongs to: logout ends it. */
  sessionId: string;
}

export function secretKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signToken(claims: TokenClaims, key: Uint8Array, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return (
    new SignJWT({ cedula: claims.cedula, admin: claims.admin, ver: claims.tokenVersion, sid: claims.sessionId })
      .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: 'JWT' })
      .setSubject(String(claims.userId))
      // A new token at each login, even two in the same second.
      .setJti(randomBytes(12).toString('base64url'))
      .setIssuedAt(iat)
      .setExpirationTime(iat + TOKEN_TTL_SECONDS)
      .sign(key)
  );
}

/**
 * Tokens already verified, per key, until their expiry: an HS256 check is a pure function of the token's
 * text and the key, and was ~10% of an order's server time (jose imports the key and signs through
 * WebCrypto on every call). Only valid tokens are kept, at most VERIFIED_TOKENS_KEPT per key, oldest out first.
 */
export const VERIFIED_TOKENS_KEPT = 10_000;
const verified = new WeakMap<Uint8Array, Map<string, { claims: TokenClaims; exp: number }>>();

/** The token's claims, or null when it is malformed, forged, expired, without expiry, token version or session, or signed with another algorithm. */
export async function verifyToken(token: string, key: Uint8Array, now: Date): Promise<TokenClaims | null> {
  let kept = verified.get(key);
  if (!kept) verified.set(key, (kept = new Map()));
  const hit = kept.get(token);
  // jose's own expiry rule: expired once exp <= now in whole seconds.
  if (hit) return hit.exp > Math.floor(now.getTime() / 1000) ? { ...hit.claims } : null;
  const result = await verifyUncached(token, key, now);
  if (result?.keep) {
    if (kept.size >= VERIFIED_TOKENS_KEPT) kept.delete(kept.keys().next().value!);
    kept.set(token, { claims: result.claims, exp: result.exp });
  }
  return result && { ...result.claims };
}

async function verifyUncached(
  token: string,
  key: Uint8Array,
  now: Date,
): Promise<{ claims: TokenClaims; exp: number; keep: boolean } | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [TOKEN_ALGORITHM],
      currentDate: now,
      requiredClaims: ['exp'],
    });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || userId <= 0) return null;
    if (typeof payload.cedula !== 'string' || typeof payload.admin !== 'boolean') return null;
    const tokenVersion = payload.ver;
    if (typeof tokenVersion !== 'number' || !Number.isSafeInteger(tokenVersion) || tokenVersion < 0) return null;
    const sessionId = payload.sid;
    if (typeof sessionId !== 'string' || sessionId.length === 0 || sessionId.length > 64) return null;
    const claims = { userId, cedula: payload.cedula, admin: payload.admin, tokenVersion, sessionId };
    // A not-before claim (never issued here) makes validity depend on more than exp: such a token is not kept.
    return { claims, exp: payload.exp!, keep: payload.nbf === undefined };
  } catch {
    return null;
  }
}

/** Shortest JWT_SECRET accepted (createApp refuses shorter ones too). */
export const JWT_SECRET_MIN_LENGTH = 16;

/**
 * The token secret of server/main.ts: JWT_SECRET; outside production, without it, a secret
 * generated once into `file` (DATA_DIR/jwt-secret). Production requires JWT_SECRET: replicas do
 * not share a DATA_DIR, and a generated secret per replica would make a token of one invalid on
 * the others.
 */
export function jwtSecretFromEnv(env: Record<string, string | undefined>, file: string): string {
  const secret = env.JWT_SECRET || undefined;
  if (secret && secret.length < JWT_SECRET_MIN_LENGTH)
    throw new Error(`JWT_SECRET inválido: se esperan al menos ${JWT_SECRET_MIN_LENGTH} caracteres`);
  if (!secret && env.NODE_ENV === 'production') {
    throw new Error(
      'JWT_SECRET no configurado: con NODE_ENV=production todas las réplicas deben compartir el secreto de los tokens (p. ej. openssl rand -base64 48)',
    );
  }
  return loadOrCreateSecret(secret, file);
}

/** JWT_SECRET from the environment, else a random secret generated once and kept in `file`. */
export function loadOrCreateSecret(envSecret: string | undefined, file: string): string {
  if (envSecret && envSecret.length > 0) return envSecret;
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}
