import { messages } from '../../machines/messages';
import { PATHS } from '../../machines/paths';
import type { Provider, RefreshAnswer, SessionAnswer } from '../../machines/schemas';
import { api } from '../api/endpoints';
import { whenOnline } from '../api/connectivity';
import { ApiRequestError } from '../api/http';
import { COOKIES } from '../../machines/constants';
import { removeCookie } from '../storage/cookieWrites';
import { legacyRefreshTokenOf } from '../storage/legacyRefreshToken';
import { rawCookies } from '../storage/rawCookies';
import { authorizationUrl, providerSignIn } from '../storage/providerSignIn';
import { notify } from './notifications';
import { identityTexts } from '../../machines/screenTexts/identity';

/**
 * The session machine's effects that need more than one call (src/app/effects.ts provides them).
 * The refresh token never reaches the page: the server keeps it in an HttpOnly cookie it sets with
 * every answer that opens or rotates a session, and reads at refrescar_token and cerrar_sesion.
 */

/**
 * refreshToken actor: a new access token (the rotated refresh token stays in the server's cookie).
 * A customer signed in before the refresh token moved to an HttpOnly cookie still has the refresh token a script wrote: it goes once in
 * the body, the server answers with it moved into its HttpOnly cookie, and the script-written copy
 * is deleted (a refused one goes with clearSession, the machine's next step).
 */
export async function refreshAccessToken(signal: AbortSignal): Promise<RefreshAnswer> {
  const legacy = legacyRefreshTokenOf(rawCookies(document.cookie).get(COOKIES.legacyRefreshToken));
  const answer = await api.refreshToken(legacy === null ? {} : { refresh_token: legacy }, { signal });
  if (legacy !== null) removeCookie(COOKIES.legacyRefreshToken);
  return answer;
}

/** resumeSession actor: refresh, then the account with the new token, as a login answer. */
export async function resumeRememberedSession(signal: AbortSignal): Promise<SessionAnswer> {
  const fresh = await refreshAccessToken(signal);
  const account = await api.account({ signal, token: fresh.token });
  return {
    nombres: account.nombres,
    apellidos: account.apellidos,
    direccion: account.direccion,
    telefono2: account.telefono2,
    cedula: account.cedula,
    EAdministrador: account.EAdministrador,
    esta_autenticado: '1',
    token: fresh.token,
    email: account.email,
  };
}

/** What a logout hands to cerrar_sesion, read before the session's cookies and context are cleared. */
export interface Revocation {
  /** The access token: its session ends even where no refresh cookie is left. */
  token: string | null;
  /** The raw `refresh_token` cookie a script wrote before the refresh token moved to an HttpOnly cookie, if any. */
  legacy?: string;
}

/**
 * revokeSession action: cerrar_sesion ends the session on the server and clears the HttpOnly refresh
 * cookie, which scripts cannot delete. Nobody waits for it. Without an answer (offline) it is sent
 * again once the device is back online (src/api/connectivity.ts), and, if the page is closed first, at the next start
 * (COOKIES.logoutPending, src/app/effects.ts settlePendingLogout).
 */
export async function revokeRememberedSession(revocation: Revocation): Promise<void> {
  const legacy = legacyRefreshTokenOf(revocation.legacy);
  try {
    await api.logOut(legacy === null ? {} : { refresh_token: legacy }, { token: revocation.token });
  } catch (error) {
    if (error instanceof ApiRequestError && error.info.status === null) {
      whenOnline(() => void revokeRememberedSession(revocation));
      return;
    }
    // Any answer of the server settles it: a refusal means there is nothing left to end.
  }
  removeCookie(COOKIES.logoutPending);
}

/** startProviderSignIn action: the provider's authorization page, with a fresh state and nonce. */
export function startProviderSignIn(proveedor: Provider): void {
  void api
    .providers()
    .then((providers) => {
      const provider = providers.find((p) => p.proveedor === proveedor);
      const url = provider
        ? authorizationUrl(provider, providerSignIn.begin(proveedor), window.location.origin, PATHS.callback)
        : null;
      if (url === null) {
        notify({ level: 'error', message: identityTexts.providerUnknown });
        return;
      }
      window.location.assign(url);
    })
    .catch((error: unknown) => {
      notify({ level: 'error', message: error instanceof Error ? error.message : messages.http.other });
    });
}
