/**
 * What a page request's cookies say about who is asking (machines/constants.ts COOKIES):
 *   - a session: the signed-in customer's cookies (`usuario` with the access token, `sesion_iniciada`,
 *     `sesion_renovable`, the refresh token's cookies, a pending logout). A page rendered for such a
 *     request is that person's alone: never kept by any cache, the browser's included
 *     (`Cache-Control: private, no-store`), never shared.
 *   - shareable: only cookies that describe the visit, not the person (consent, sales point, cart,
 *     coupons, city): a page rendered from exactly these cookies may be served again to a request
 *     with exactly the same Cookie header. Any other cookie (a session, or one this storefront does
 *     not know) makes the request not shareable: the rule fails closed when cookies are added.
 */
import { COOKIES } from '../../machines/constants';
import { REFRESH_COOKIE } from '../auth/refreshCookie';

export const SESSION_COOKIES: ReadonlySet<string> = new Set([
  COOKIES.user,
  COOKIES.auth,
  COOKIES.sessionStarted,
  COOKIES.sessionResumable,
  COOKIES.logoutPending,
  COOKIES.legacyRefreshToken,
  // Path=/api/auth_resources keeps it off page requests; named anyway, should a path ever widen.
  REFRESH_COOKIE,
]);

const SHAREABLE_COOKIES: ReadonlySet<string> = new Set([
  COOKIES.cookiesAccepted,
  COOKIES.salesPoint,
  COOKIES.salesPointDate,
  COOKIES.city,
  COOKIES.cart,
  COOKIES.searchCart,
  COOKIES.coupons,
  COOKIES.couponPopupEnabled,
  COOKIES.cityPromptAnswered,
]);

/** The cookie names of a Cookie header (`a=1; b=2`). */
function cookieNames(header: string | null | undefined): string[] {
  if (!header) return [];
  const names: string[] = [];
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    const name = (at < 0 ? pair : pair.slice(0, at)).trim();
    if (name !== '') names.push(name);
  }
  return names;
}

/** Whether the request carries a customer's session (a page for it is personal). */
export const hasSessionCookie = (header: string | null | undefined): boolean =>
  cookieNames(header).some((name) => SESSION_COOKIES.has(name));

/** Whether every cookie of the request is one that describes the visit only (none: true). */
export const hasOnlyShareableCookies = (header: string | null | undefined): boolean =>
  cookieNames(header).every((name) => SHAREABLE_COOKIES.has(name));
