/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): after a
 * successful sign-in (password login, registration, social login) the browser gets a cookie
 * that says "this device signed into this account before". Login attempts carrying a valid one draw from that device's own failure
 * bucket instead of the account's bucket of unknown devices (server/middleware/accountLockout.ts),
 * so a stranger's guesses cannot lock the owner out of their own browser.
 *
 *   dispositivo_<name tag>=<nonce>.<signature>; HttpOnly; SameSite=Strict;
 *   Path=/api/auth_resources/loginecommerce; Max-Age=DEVICE_COOKIE_MAX_AGE_SECONDS; Secure over HTTPS
 *
 * signature = HMAC-SHA256(device key, account id + nonce); name tag = a truncated HMAC of the
 * account id, so a browser shared by several customers keeps one cookie per account. The device
 * key is derived from the JWT secret (HKDF with its own label), so every replica checks the
 * cookies of the others and the JWT key itself signs nothing but tokens. The cookie holds no
 * email, name or id in the clear: nothing personal is left on the device by it, and it outlives
 * logout on purpose (it is what keeps the owner in during an attack). A new nonce is issued at
 * every successful login.
 */
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { IDENTITY_PATHS } from '../routes/identityPaths';
import { isHttpsRequest } from './httpsRequest';

/** How long a browser stays a known device of the account without signing in again (180 days). */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
export const DEVICE_COOKIE_PREFIX = 'dispositivo_';
const NONCE_BYTES = 16;
const NAME_TAG_BYTES = 12;

const keys = new WeakMap<Uint8Array, Buffer>();

/** The HMAC key of the device cookies, derived once per JWT key. */
function deviceKey(jwtKey: Uint8Array): Buffer {
  let key = keys.get(jwtKey);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', jwtKey, Buffer.alloc(0), 'pollos-brasa/cookie-de-dispositivo/v1', 32));
    keys.set(jwtKey, key);
  }
  return key;
}

const hmac = (key: Buffer, text: string): Buffer => createHmac('sha256', key).update(text, 'utf8').digest();

/** The cookie name of the account's device cookie. */
export function deviceCookieName(jwtKey: Uint8Array, userId: number): string {
  return DEVICE_COOKIE_PREFIX + hmac(deviceKey(jwtKey), `nombre\n${userId}`).subarray(0, NAME_TAG_BYTES).toString('base64url');
}

const signature = (jwtKey: Uint8Array, userId: number, nonce: string): Buffer =>
  hmac(deviceKey(jwtKey), `dispositivo\n${userId}\n${nonce}`);

/** The signed value for `userId` and `nonce` (tests forge and swap them). */
export function deviceCookieValue(jwtKey: Uint8Array, userId: number, nonce: string): string {
  return `${nonce}.${signature(jwtKey, userId, nonce).toString('base64url')}`;
}

/** The nonce of a cookie value that is a valid device cookie of `userId`, else null. */
export function verifyDeviceCookie(jwtKey: Uint8Array, userId: number, value: string | undefined): string | null {
  if (!value || value.length > 200) return null;
  const match = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return null;
  const [, nonce, given] = match as unknown as [string, string, string];
  const expected = signature(jwtKey, userId, nonce);
  const actual = Buffer.from(given, 'base64url');
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? nonce : null;
}

/** The device nonce when the request carries a valid device cookie of the account, else null. */
export function readDeviceCookie(c: Context, jwtKey: Uint8Array, userId: number): string | null {
  return verifyDeviceCookie(jwtKey, userId, getCookie(c, deviceCookieName(jwtKey, userId)));
}

/** Marks this browser as a known device of the account (after a successful sign-in). */
export function issueDeviceCookie(c: Context, jwtKey: Uint8Array, userId: number): void {
  const nonce = randomBytes(NONCE_BYTES).toString('base64url');
  setCookie(c, deviceCookieName(jwtKey, userId), deviceCookieValue(jwtKey, userId, nonce), {
    httpOnly: true,
    sameSite: 'Strict',
    path: IDENTITY_PATHS.login,
    secure: isHttpsRequest(c),
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
}
