/**
 * The refresh token's cookie: the server sets and reads it, the page's scripts never
 * see it, so an injected script cannot read the token that renews the session.
 *
 *   token_renovacion=<opaque refresh token>; HttpOnly; SameSite=Strict; Path=/api/auth_resources;
 *   Max-Age=REFRESH_TOKEN_MAX_AGE_SECONDS; Secure over HTTPS (server/auth/httpsRequest.ts)
 *
 * Set by every answer that opens or rotates a session (loginecommerce, login_redes_sociales when
 * it signs in, registro, refrescar_token); read by refrescar_token and cerrar_sesion; cleared
 * (Max-Age=0, same Path) by cerrar_sesion and by a refused refresh. SameSite=Strict keeps it off
 * cross-site requests, and the Path keeps it off every call but the token calls.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { REFRESH_TOKEN_MAX_AGE_SECONDS } from '../../machines/constants';
import { isHttpsRequest } from './httpsRequest';

export const REFRESH_COOKIE = 'token_renovacion';
/** The token calls: refrescar_token and cerrar_sesion (and the login calls beside them). */
export const REFRESH_COOKIE_PATH = '/api/auth_resources';

/** Longest value read: a refresh token is 43 characters; anything far longer is not one. */
const MAX_VALUE_LENGTH = 200;

export function setRefreshCookie(c: Context, refreshToken: string): void {
  setCookie(c, REFRESH_COOKIE, refreshToken, {
    httpOnly: true,
    sameSite: 'Strict',
    path: REFRESH_COOKIE_PATH,
    secure: isHttpsRequest(c),
    maxAge: REFRESH_TOKEN_MAX_AGE_SECONDS,
  });
}

export function clearRefreshCookie(c: Context): void {
  deleteCookie(c, REFRESH_COOKIE, { httpOnly: true, sameSite: 'Strict', path: REFRESH_COOKIE_PATH, secure: isHttpsRequest(c) });
}

/** The refresh token the browser sent in its cookie, if any. */
export function readRefreshCookie(c: Context): string | undefined {
  const value = getCookie(c, REFRESH_COOKIE);
  return value && value.length <= MAX_VALUE_LENGTH ? value : undefined;
}
