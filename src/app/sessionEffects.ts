import { messages } from '../../machines/messages';
import { PATHS } from '../../machines/paths';
import type { Provider, RefreshAnswer, SessionAnswer } from '../../machines/schemas';
import { api } from '../api/endpoints';
import { cookieStorage } from '../storage/cookies';
import { authorizationUrl, providerSignIn } from '../storage/providerSignIn';
import { notify } from './notifications';
import { moreMessages } from '../../machines/screenTexts/moreMessages';

/**
 * The session machine's effects that need more than one call (src/app/effects.ts
 * provides them). The refresh token is read from its cookie here, never from the
 * machine's context.
 */

function storedRefreshToken(): string {
  const refreshToken = cookieStorage.refreshToken();
  if (refreshToken === null) throw new Error(messages.identity.refreshTokenInvalid);
  return refreshToken;
}

/** refreshToken actor: a new access token and the rotated refresh token. */
export function refreshAccessToken(signal: AbortSignal): Promise<RefreshAnswer> {
  return api.refreshToken({ refresh_token: storedRefreshToken() }, { signal });
}

/** resumeSession actor: refresh, then the account with the new token, as a login answer. */
export async function resumeRememberedSession(signal: AbortSignal): Promise<SessionAnswer> {
  const fresh = await api.refreshToken({ refresh_token: storedRefreshToken() }, { signal });
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
    refresh_token: fresh.refresh_token,
  };
}

/** revokeSession action: cerrar_sesion with the refresh token the cookie held; nobody waits for it. */
export function revokeRememberedSession(refreshToken: string): void {
  void api.logOut({ refresh_token: refreshToken }).catch(() => {
    // Logging out goes on locally; an unrevoked token still expires (30 days) and is no longer stored.
  });
}

/** startProviderSignIn action: the provider's authorization page, with a fresh state and nonce. */
export function startProviderSignIn(proveedor: Provider): void {
  void api
    .providers()
    .then((providers) => {
      const provider = providers.find((p) => p.proveedor === proveedor);
      const url = provider ? authorizationUrl(provider, providerSignIn.begin(proveedor), window.location.origin, PATHS.callback) : null;
      if (url === null) {
        notify({ level: 'error', message: moreMessages.identity.providerUnknown });
        return;
      }
      window.location.assign(url);
    })
    .catch((error: unknown) => {
      notify({ level: 'error', message: error instanceof Error ? error.message : messages.http.other });
    });
}
