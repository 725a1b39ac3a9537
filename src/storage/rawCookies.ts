import { COOKIES } from '../../machines/constants';

/**
 * Cookies as text, without a cookie library or a schema: what the first route needs to know
 * whether the page's data block was rendered from the cookies the browser has now
 * (src/main.tsx). Reading them through the schemas is src/storage/cookies.ts, loaded only when
 * that check fails or the app first writes a cookie.
 */

/** The cookies the storefront's restored input is read from (src/app/storefront.ts restoredInput). */
export const RESTORED_COOKIES = [
  COOKIES.cookiesAccepted,
  COOKIES.user,
  COOKIES.sessionStarted,
  COOKIES.sessionResumable,
  COOKIES.legacyRefreshToken,
  COOKIES.cart,
  COOKIES.coupons,
  COOKIES.salesPoint,
] as const;

/**
 * name → raw value (still encoded) of a Cookie header or of `document.cookie`, which share the
 * format `a=1; b=2`; the first of a repeated name wins, as in the `cookie` parser universal-cookie uses.
 */
export function rawCookies(header: string): Map<string, string> {
  const jar = new Map<string, string>();
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    const name = pair.slice(0, at).trim();
    if (name !== '' && !jar.has(name)) jar.set(name, pair.slice(at + 1).trim());
  }
  return jar;
}

/** FNV-1a (32 bits, hex) of a text: a digest to compare, not a secret. */
export function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}

/**
 * The digest of the raw values of RESTORED_COOKIES: the server computes it from the request's
 * Cookie header, the browser from `document.cookie`; equal digests mean the same cookies, so the
 * state the server read from them (through the schemas) is the state the browser would read.
 */
export function restoredCookiesDigest(header: string): string {
  const jar = rawCookies(header);
  return fnv1a(JSON.stringify(RESTORED_COOKIES.map((name) => jar.get(name) ?? null)));
}

/**
 * A JSON cookie's value as universal-cookie reads it (URI-decoded, parsed), without a schema: for a
 * value the server has already read through one (src/app/pageData.ts). Undefined when absent or not JSON.
 */
export function jsonCookie(jar: Map<string, string>, name: string): unknown {
  const raw = jar.get(name);
  try {
    return raw === undefined ? undefined : (JSON.parse(decodeURIComponent(raw)) as unknown);
  } catch {
    return undefined;
  }
}

/** Whether the browser has a cookie of that name now (any value). */
export const hasCookie = (name: string): boolean => rawCookies(document.cookie).has(name);
