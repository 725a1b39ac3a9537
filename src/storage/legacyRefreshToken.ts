/**
 * The refresh token a script kept in the `refresh_token` cookie before the refresh token moved to an HttpOnly cookie (COOKIES.legacyRefreshToken):
 * read once, to hand it to the server, which moves it into its HttpOnly cookie. Only the lazily loaded
 * session effects and the schema reader need it, so it stays off the first route.
 */

/** Refresh tokens are 32 random bytes in base64url (server/auth/sessions.ts): anything else is ignored. */
export const REFRESH_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,200}$/;

/** The token in the cookie's raw text (URI-encoded as a script wrote it), or null. */
export function legacyRefreshTokenOf(raw: string | undefined): string | null {
  try {
    const token = raw === undefined ? '' : decodeURIComponent(raw);
    return REFRESH_TOKEN_PATTERN.test(token) ? token : null;
  } catch {
    return null;
  }
}
