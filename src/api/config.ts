/**
 * Where the SPA finds its services. Pointing it at the chain's real backend is
 * configuration: VITE_API_BASE_URL and VITE_STATUS_BASE_URL at build time.
 */
export const apiConfig = {
  apiBaseURL: import.meta.env.VITE_API_BASE_URL ?? '/',
  statusBaseURL: import.meta.env.VITE_STATUS_BASE_URL ?? '/',
};

/**
 * How the calls that open, rotate or end a session send and receive cookies: the server keeps the
 * refresh token in an HttpOnly cookie (token_renovacion) it sets and reads at those calls. On this
 * origin that is fetch's default; an API on another origin needs 'include' (and CORS that allows
 * credentials, on the same site: the cookie is SameSite=Strict).
 */
export function sessionCredentials(): RequestCredentials {
  return new URL(apiConfig.apiBaseURL, window.location.href).origin === window.location.origin ? 'same-origin' : 'include';
}
