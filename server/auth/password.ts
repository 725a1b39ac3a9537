/**
 * Password hashing with node:crypto scrypt: random salt per password, timing-safe comparison.
 *
 * Stored as 'scrypt$N$r$p$<salt b64>$<hash b64>': each hash names its own cost, so hashes made
 * at an older cost (N=2¹⁴ before) still verify. SCRYPT_COST is OWASP's minimum for
 * scrypt (N=2¹⁷, r=8, p=1: 128 MiB and about 0.3–0.8 s per hash on the reference host); a
 * successful login with a hash of another cost stores a new one (needsRehash, server/routes/auth.ts).
 *
 * The cost is an explicit option of the hasher (createApp's `passwords`): the API tests pass a
 * cheap one because they create hundreds of accounts; nothing here looks at NODE_ENV.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP Password Storage Cheat Sheet: scrypt with N=2¹⁷, r=8, p=1. */
export const SCRYPT_COST: ScryptCost = Object.freeze({ N: 2 ** 17, r: 8, p: 1 });

const KEY_LENGTH = 64;
const SALT_BYTES = 16;
/** Stored costs above these are refused, not computed: a damaged row must not ask for gigabytes. */
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

/** scrypt's working memory (128·r·(N+p+2) bytes) plus slack: Node refuses anything over maxmem (default 32 MiB). */
const memoryFor = ({ N, r, p }: ScryptCost): number => 128 * r * (N + p + 2) + 1024 * 1024;

function derive(password: string, salt: Buffer, keyLength: number, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, { ...cost, maxmem: memoryFor(cost) }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

interface Parsed {
  cost: ScryptCost;
  salt: Buffer;
  hash: Buffer;
}

function parse(stored: string): Parsed | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, n, r, p, saltText, hashText] = parts as [string, string, string, string, string, string];
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((v) => Number.isInteger(v) && v > 0)) return null;
  // N must be a power of two above 1 (scrypt's rule).
  if (cost.N < 2 || (cost.N & (cost.N - 1)) !== 0 || cost.N > MAX_N || cost.r > MAX_R || cost.p > MAX_P) return null;
  const hash = Buffer.from(hashText, 'base64');
  if (hash.length === 0) return null;
  return { cost, salt: Buffer.from(saltText, 'base64'), hash };
}

/** 'scrypt$N$r$p$<salt b64>$<hash b64>' at `cost` (default SCRYPT_COST). */
export async function hashPassword(password: string, cost: ScryptCost = SCRYPT_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_LENGTH, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Whether `password` is the one of `stored`, at the cost `stored` names. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.hash.length, parsed.cost);
  return timingSafeEqual(actual, parsed.hash);
}

/** The cost a stored hash names, or null when it is not one of ours. */
export const costOf = (stored: string): ScryptCost | null => parse(stored)?.cost ?? null;

/**
 * How the API hashes and checks passwords (createApp's `passwords`, ServerContext.passwords).
 * Tests wrap it to count verifications.
 */
export interface PasswordHasher {
  readonly cost: ScryptCost;
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /**
   * Whether a hash that just verified should be replaced: it names another cost than this
   * hasher's (in production, an older and weaker one).
   */
  needsRehash(stored: string): boolean;
  /**
   * A hash of a random password at this hasher's cost, verified against when the username is
   * unknown so that unknown users and wrong passwords take the same time.
   */
  dummyHash(): Promise<string>;
}

const dummyHashes = new Map<string, Promise<string>>();

export function scryptHasher(cost: ScryptCost = SCRYPT_COST): PasswordHasher {
  const key = `${cost.N}$${cost.r}$${cost.p}`;
  return {
    cost,
    hash: (password) => hashPassword(password, cost),
    verify: verifyPassword,
    needsRehash: (stored) => {
      const c = costOf(stored);
      return !c || c.N !== cost.N || c.r !== cost.r || c.p !== cost.p;
    },
    dummyHash: () => {
      let hash = dummyHashes.get(key);
      if (!hash) {
        hash = hashPassword(randomBytes(16).toString('hex'), cost);
        dummyHashes.set(key, hash);
      }
      return hash;
    },
  };
}

/** The production hasher (SCRYPT_COST), for contexts built without one. */
export const defaultPasswordHasher: PasswordHasher = scryptHasher();
