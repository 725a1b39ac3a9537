import {
  AUTH_COOKIE_MAX_AGE_SECONDS,
  COOKIE_MAX_AGE_SECONDS,
  COOKIES,
  REFRESH_TOKEN_MAX_AGE_SECONDS,
} from '../../machines/constants';
import type { StoredLocation } from '../../machines/location';
import type { Coupon, StoredCartLine } from '../../machines/schemas/order';
import type { User } from '../../machines/schemas/session';
import { userOf } from '../../machines/session';
import { rawCookies } from './rawCookies';

/**
 * Every cookie the storefront writes, done at once and without a cookie library:
 * a write must be in the jar before the customer can leave the page (an 'Agregar' and then a
 * reload or a typed address keeps its line). They write exactly what universal-cookie writes
 * (JSON for anything but text, URI-encoded, Path=/, SameSite=Lax), so src/storage/cookies.ts,
 * which reads them through the schemas, and the server read them back the same
 * (tests/web/cookies.test.ts). The values come from the machines, already valid. Writing through
 * universal-cookie would put 2.3 KB (gzip) more on the first route for the same bytes in the jar.
 */

/** Cookies only consent lets us keep; logout and consent withdrawal remove them. */
export const CONSENT_DEPENDENT_COOKIES = [
  COOKIES.cart,
  COOKIES.searchCart,
  COOKIES.coupons,
  COOKIES.order,
  COOKIES.address,
  COOKIES.city,
  COOKIES.cityPromptAnswered,
  COOKIES.salesPoint,
] as const;

const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 3600;

/** The Set-Cookie text universal-cookie writes for `set(name, value, { path: '/', maxAge, sameSite: 'lax' })`. */
export function cookieText(name: string, value: unknown, maxAge: number): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `${name}=${encodeURIComponent(text)}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}

const write = (name: string, value: unknown, maxAge = COOKIE_MAX_AGE_SECONDS) => {
  document.cookie = cookieText(name, value, maxAge);
};
const remove = (name: string) => {
  document.cookie = `${name}=; Max-Age=0; Path=/; Expires=${new Date(0).toUTCString()}`;
};

/** cookiesAceptadas as cookies.ts reads it (true, or the text 'true'). */
export const cookiesAccepted = (): boolean => rawCookies(document.cookie).get(COOKIES.cookiesAccepted) === 'true';

export function clearConsentDependent(): void {
  CONSENT_DEPENDENT_COOKIES.forEach(remove);
}

export function setCookiesAccepted(accepted: boolean): void {
  if (accepted) write(COOKIES.cookiesAccepted, true, CONSENT_MAX_AGE_SECONDS);
  else {
    remove(COOKIES.cookiesAccepted);
    clearConsentDependent();
  }
}

export function saveCart(lines: readonly StoredCartLine[], coupons: readonly Coupon[]): void {
  if (!cookiesAccepted()) return;
  write(COOKIES.cart, lines);
  write(COOKIES.coupons, coupons);
}

export function saveLocation(location: StoredLocation): void {
  if (!cookiesAccepted()) return;
  write(COOKIES.salesPoint, location);
}

/** The city prompt was answered: a session cookie (no Max-Age, gone when the browser closes), only with consent. */
export function saveCityPromptAnswered(): void {
  if (!cookiesAccepted()) return;
  document.cookie = `${COOKIES.cityPromptAnswered}=1; Path=/; SameSite=Lax`;
}

/** The city prompt's session cookie, as text. */
export const cityPromptAnsweredCookie = (): boolean => rawCookies(document.cookie).get(COOKIES.cityPromptAnswered) === '1';

/**
 * The user (only its fields), sesion_iniciada, and the mark that this browser holds a session to
 * resume. The refresh token is not ours to write: the server set it in an HttpOnly cookie with the
 * answer that opened or rotated the session. That new cookie replaced any older one, so a logout
 * still waiting to reach the server would now end the new session: it is dropped.
 */
export function saveSession(user: User): void {
  write(COOKIES.user, userOf(user), AUTH_COOKIE_MAX_AGE_SECONDS);
  write(COOKIES.sessionStarted, '1');
  write(COOKIES.sessionResumable, '1', REFRESH_TOKEN_MAX_AGE_SECONDS);
  remove(COOKIES.logoutPending);
}

/** Everything of the session scripts can reach (the HttpOnly refresh cookie is the server's to clear, at cerrar_sesion). */
export function clearSession(): void {
  remove(COOKIES.user);
  remove(COOKIES.sessionStarted);
  remove(COOKIES.sessionResumable);
  remove(COOKIES.legacyRefreshToken);
}

/** The registration popup was shown once: habilitarCupon = false, so it does not come back (COOKIE_MAX_AGE_SECONDS). */
export const disableCouponPopup = (): void => write(COOKIES.couponPopupEnabled, 'false');

/** A logout that has not reached the server yet (COOKIES.logoutPending): marked here, cleared once it has. */
export const markLogoutPending = (): void => write(COOKIES.logoutPending, '1', REFRESH_TOKEN_MAX_AGE_SECONDS);
export { remove as removeCookie };
