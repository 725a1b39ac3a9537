import { assertEvent, assign, fromCallback, fromPromise, sendTo, setup, stateIn } from 'xstate';
import { LOGIN_FROM_MENU_PATH, PATHS } from '../paths';
import {
  GUEST_DOCUMENT,
  IDLE_LOGOUT_MS,
  IDLE_WARNING_GRACE_MS,
  TOKEN_REFRESH_AFTER_MS,
  TOKEN_REFRESH_MARGIN_MS,
  USER_WITHOUT_CEDULA_DOCUMENT,
} from '../constants';
import { messages } from '../messages';
import type { Provider, RefreshAnswer, SessionAnswer, SocialLoginBody } from '../schemas/identity';
import type { LoginBody, User } from '../schemas/session';
import { credentialsProblem } from '../rules/credentials';
import { errorMessageOf } from '../rules/errorMessage';
import { sitePagePath } from '../rules/routeGuards';
import { SYSTEM_IDS, type NavigateParams, type NotifyParams } from '../system';
import type { CartEvent } from '../cart';
import type { CatalogueEvent } from '../catalogue';
import type { LocationEvent } from '../location';
import type { AccountChanges, AuthMode, ProviderLink, SessionContext, SessionEvent, SessionInput, SignedIn } from './types';

/**
 * Session (docs/product.md#estados-y-transiciones "Authentication", "Social login", "Idle"): the user, the
 * auth mode, the idle watch, the access token's refresh and logout. The
 * refresh token never reaches the app: the server keeps it in an
 * HttpOnly cookie it sets with every answer that opens or rotates a session and
 * reads at the `refreshToken`, `resumeSession` and `revokeSession` calls.
 */

/** esta_autenticado of a provider account that is registered here. */
export const PROVIDER_ACCOUNT_REGISTERED = '1';

/** The cedula the API prices and lists for: the guest's, the user's, or the no-cedula fallback. */
export function documentOf(user: User | null): string {
  if (user === null) return GUEST_DOCUMENT;
  const cedula = user.cedula.trim();
  return cedula === '' ? USER_WITHOUT_CEDULA_DOCUMENT : cedula;
}

/** The name the abandoned-cart record is kept under. */
export function usernameOf(user: User): string {
  return user.email.trim() !== '' ? user.email.trim() : documentOf(user);
}

/** docs/product.md#estados-y-transiciones: the post-login redirect path must be site-internal (the same rule as a deep link kept through consent). */
export const safeRedirectPath = sitePagePath;

/** The sign-in pages themselves: returning to one after signing in would loop. */
const SIGN_IN_PAGES: readonly string[] = [PATHS.login, PATHS.callback, PATHS.registro, PATHS.recuperarContrasena];

/**
 * The page (path and query) a customer who opened the sign-in from it goes back to once signed in
 * (a search, a product, the cart), or null: a site page only, never a sign-in page.
 */
export function returnPagePath(from: string | null | undefined): string | null {
  const path = sitePagePath(from);
  if (path === null) return null;
  const pathname = path.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');
  return SIGN_IN_PAGES.includes(pathname) ? null : path;
}

/** The login form rule a pair of credentials breaks (its Spanish message), or null. */
export { credentialsProblem };

/** The User of a login answer or of a cookie: its fields and nothing else. */
export function userOf(answer: SessionAnswer | User): User {
  const { nombres, apellidos, direccion, telefono2, cedula, EAdministrador, esta_autenticado, token, email } = answer;
  return { nombres, apellidos, direccion, telefono2, cedula, EAdministrador, esta_autenticado, token, email };
}

/** Epoch ms of a JWT access token's `exp` claim, or null when the token is not a readable JWT (the signature is the server's business). */
export function tokenExpiresAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload || !/^[A-Za-z0-9_-]+$/.test(payload)) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const claims: unknown = JSON.parse(atob(base64));
    const exp = claims !== null && typeof claims === 'object' ? (claims as { exp?: unknown }).exp : undefined;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * How long until the access token is refreshed: TOKEN_REFRESH_MARGIN_MS before its
 * expiry (a token restored from the cookie may be half used, or already expired: 0),
 * never later than TOKEN_REFRESH_AFTER_MS; a token whose expiry cannot be read gets the full wait.
 */
export function tokenRefreshDelayMs(token: string, nowMs: number): number {
  const expiresAt = tokenExpiresAt(token);
  if (expiresAt === null) return TOKEN_REFRESH_AFTER_MS;
  return Math.min(TOKEN_REFRESH_AFTER_MS, Math.max(0, expiresAt - TOKEN_REFRESH_MARGIN_MS - nowMs));
}

const signedIn = (answer: SessionAnswer | User, isSocialLogin: boolean): SignedIn => ({ user: userOf(answer), isSocialLogin });

/**
 * Every way in (password, provider, registration, resumed session): the user in context and
 * cookies, then the siblings told (location, cart, and the document catalogue and cart price for).
 */
function openSession<A>(params: (args: A) => SignedIn) {
  return [
    { type: 'assignUser', params: (args: A) => ({ user: params(args).user, isSocialLogin: params(args).isSocialLogin }) },
    { type: 'persistSession', params },
    'announceLogin',
    { type: 'announceLoginToCart', params: (args: A) => ({ user: params(args).user }) },
    { type: 'announceDocument', params: (args: A) => ({ document: documentOf(params(args).user) }) },
    { type: 'announceDocumentToCart', params: (args: A) => ({ document: documentOf(params(args).user) }) },
  ] as const;
}

export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    /** POST /api/auth_resources/loginecommerce → the user and its token (the refresh token in the server's cookie). Rejects with the API's Spanish message. */
    logIn: fromPromise<SessionAnswer, LoginBody>(async ({ input: _input, signal: _signal }) => {
      throw new Error('not provided: logIn');
    }),
    /** POST /api/auth_resources/login_redes_sociales { proveedor, id_token, nonce } → esta_autenticado, token and user fields. */
    logInWithProvider: fromPromise<SessionAnswer, SocialLoginBody>(async ({ input: _input, signal: _signal }) => {
      throw new Error('not provided: logInWithProvider');
    }),
    /** POST /api/auth_resources/refrescar_token (the server reads and rotates the refresh token in its cookie) → a new access token. */
    refreshToken: fromPromise<RefreshAnswer, void>(async ({ signal: _signal }) => {
      throw new Error('not provided: refreshToken');
    }),
    /** refrescar_token, then GET /api/usuarios/mi_cuenta with the new token → the user. */
    resumeSession: fromPromise<SessionAnswer, void>(async ({ signal: _signal }) => {
      throw new Error('not provided: resumeSession');
    }),
    /** src: mouse move, key press, touch and scroll listeners; each sends `session.activity` to its parent. */
    watchActivity: fromCallback<{ type: 'session.activity' }>(() => {
      throw new Error('not provided: watchActivity');
    }),
  },
  delays: {
    IDLE_TIMEOUT: IDLE_LOGOUT_MS,
    /** The idle warning's wait for an answer: then the logout happens without one. */
    IDLE_WARNING_GRACE: IDLE_WARNING_GRACE_MS,
    /** TOKEN_REFRESH_MARGIN_MS before the access token expires (55 min for a new one). */
    TOKEN_REFRESH: ({ context }) => tokenRefreshDelayMs(context.user?.token ?? '', context.now()),
  },
  guards: {
    /** Signed in (what selectIsLoggedIn reads): the header's account button opens /mi-cuenta. */
    isLoggedIn: stateIn('loggedIn'),
    hasRestoredUser: ({ context }) => context.user !== null,
    hasRefreshToken: ({ context }) => context.canResume,
    areCredentialsFilled: (_, params: LoginBody) => credentialsProblem(params) === null,
    isRegisteredProviderAccount: (_, params: { user: User }) =>
      params.user.esta_autenticado.trim() === PROVIDER_ACCOUNT_REGISTERED,
    isSessionCookieMissing: (_, params: { sessionCookiePresent: boolean }) => !params.sessionCookiePresent,
  },
  actions: {
    navigate: (_, _params: NavigateParams) => {},
    notify: (_, _params: NotifyParams) => {},
    /** src: stores the user, sesion_iniciada and the mark that a session may be resumed (the refresh token is the server's HttpOnly cookie). */
    persistSession: (_, _params: SignedIn) => {},
    /**
     * src: removes the user, sesion_iniciada and resume cookies and every consent-dependent cookie, and
     * deletes the service worker's stored pages: nothing of the customer stays on the device.
     */
    clearSession: () => {},
    /**
     * src: POST /api/auth_resources/cerrar_sesion with the access token of the context (the server ends
     * that session and clears its refresh cookie), without waiting; sent again once online when it got no
     * answer. Runs before clearSession and resetSession.
     */
    revokeSession: () => {},
    /** src: GET the providers, keep a random state and nonce in sessionStorage, send the browser to the provider's authorization page. */
    startProviderSignIn: (_, _params: { proveedor: Provider }) => {},
    /** src: keeps in sessionStorage what /registro needs to prefill the form and link the provider account. */
    rememberProviderLink: (_, _params: ProviderLink) => {},

    assignUser: assign((_, params: { user: User; isSocialLogin: boolean }) => ({
      user: params.user,
      isSocialLogin: params.isSocialLogin,
      loginError: null,
      canResume: false,
    })),
    assignToken: assign(({ context }, params: { token: string }) => ({
      user: context.user ? { ...context.user, token: params.token } : null,
    })),
    assignAccountChanges: assign(({ context }, params: AccountChanges) => ({
      user: context.user
        ? {
            ...context.user,
            nombres: params.nombres,
            apellidos: params.apellidos,
            telefono2: params.telefono2,
            direccion: params.direccion,
          }
        : null,
    })),
    /**
     * The sign-in was opened: how (menu or checkout), and from which page when it is one to go back to
     * (else the last one stays). A signed-in customer has nothing to go back to.
     */
    assignAuthMode: assign(({ context }, params: { mode: AuthMode; from?: string }) => ({
      authMode: params.mode,
      returnTo: context.user === null ? (returnPagePath(params.from) ?? context.returnTo) : null,
    })),
    assignLoginError: assign((_, params: { message: string | null }) => ({ loginError: params.message })),
    assignRedirect: assign((_, params: { redirectTo: string | null }) => ({ redirectTo: params.redirectTo })),
    forgetReturnPage: assign({ returnTo: null }),
    assignProviderSignIn: assign((_, params: { body: SocialLoginBody | null }) => ({ providerSignIn: params.body })),
    resetSession: assign({
      user: null,
      authMode: 0 as AuthMode,
      loginError: null,
      isSocialLogin: false,
      redirectTo: null,
      returnTo: null,
      providerSignIn: null,
      canResume: false,
    }),

    announceLogin: sendTo(
      ({ system }) => system.get(SYSTEM_IDS.location),
      () => ({ type: 'location.sessionChanged', isLoggedIn: true }) satisfies LocationEvent,
    ),
    announceLoginToCart: sendTo(
      ({ system }) => system.get(SYSTEM_IDS.cart),
      (_, params: { user: User }) =>
        ({ type: 'cart.sessionChanged', isLoggedIn: true, username: usernameOf(params.user) }) satisfies CartEvent,
    ),
    /** The catalogue and the cart price for the user's cedula. */
    announceDocument: sendTo(
      ({ system }) => system.get(SYSTEM_IDS.catalogue),
      (_, params: { document: string }) =>
        ({ type: 'catalogue.queryChanged', query: { document: params.document } }) satisfies CatalogueEvent,
    ),
    announceDocumentToCart: sendTo(
      ({ system }) => system.get(SYSTEM_IDS.cart),
      (_, params: { document: string }) =>
        ({ type: 'cart.queryChanged', query: { document: params.document } }) satisfies CartEvent,
    ),
    clearCart: sendTo(({ system }) => system.get(SYSTEM_IDS.cart), { type: 'cart.cleared' }),
    announceLogoutToCart: sendTo(
      ({ system }) => system.get(SYSTEM_IDS.cart),
      () => ({ type: 'cart.sessionChanged', isLoggedIn: false, username: null }) satisfies CartEvent,
    ),
    resetCheckout: sendTo(({ system }) => system.get(SYSTEM_IDS.checkout), { type: 'checkout.reset' }),
    resetLocation: sendTo(({ system }) => system.get(SYSTEM_IDS.location), { type: 'location.reset' }),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    user: input.user,
    authMode: 0,
    loginError: null,
    isSocialLogin: false,
    redirectTo: null,
    returnTo: null,
    providerSignIn: null,
    canResume: input.canResume ?? false,
    now: input.now ?? (() => Date.now()),
  }),
  initial: 'resolving',
  on: {
    'session.authModeSet': {
      actions: { type: 'assignAuthMode', params: ({ event }) => ({ mode: event.mode, from: event.from }) },
    },
    // The header's account button: the account for a signed-in customer, else the sign-in from the menu (accion n).
    'session.accountRequested': [
      { guard: 'isLoggedIn', actions: { type: 'navigate', params: { to: PATHS.miCuenta } } },
      {
        actions: [
          { type: 'assignAuthMode', params: ({ event }) => ({ mode: 0 as const, from: event.from }) },
          { type: 'navigate', params: { to: LOGIN_FROM_MENU_PATH } },
        ],
      },
    ],
  },
  states: {
    /** Passed through at start: a user restored from the cookie is already logged in; a session to resume alone resumes. */
    resolving: {
      always: [
        { guard: 'hasRestoredUser', target: 'loggedIn' },
        { guard: 'hasRefreshToken', target: 'resuming' },
        { target: 'guest' },
      ],
    },
    /** The user cookie expired but the session (its refresh token, 30 days) did not: a new access token and the account data. */
    resuming: {
      tags: ['loading'],
      invoke: {
        src: 'resumeSession',
        onDone: {
          target: 'loggedIn',
          actions: [...openSession(({ event }: { event: { output: SessionAnswer } }) => signedIn(event.output, false))],
        },
        // The refresh token was revoked, expired or could not be used: what is left of that session goes.
        onError: { target: 'guest', actions: ['clearSession', 'resetSession'] },
      },
    },
    guest: {
      on: {
        'session.loginRequested': [
          {
            guard: {
              type: 'areCredentialsFilled',
              params: ({ event }) => ({ username: event.username, password: event.password }),
            },
            target: 'loggingIn',
            actions: [
              { type: 'assignLoginError', params: { message: null } },
              { type: 'assignRedirect', params: ({ event }) => ({ redirectTo: safeRedirectPath(event.redirectTo) }) },
            ],
          },
          {
            actions: {
              type: 'assignLoginError',
              params: ({ event }) => ({
                message: credentialsProblem({ username: event.username, password: event.password }),
              }),
            },
          },
        ],
        'session.providerRequested': {
          actions: { type: 'startProviderSignIn', params: ({ event }) => ({ proveedor: event.proveedor }) },
        },
        'session.providerReturned': {
          target: 'loggingInWithProvider',
          actions: {
            type: 'assignProviderSignIn',
            params: ({ event }) => ({ body: { proveedor: event.proveedor, id_token: event.idToken.trim(), nonce: event.nonce } }),
          },
        },
        // The provider itself failed (docs/product.md#estados-y-transiciones: any error goes to /).
        'session.providerFailed': { actions: { type: 'navigate', params: { to: PATHS.index, replace: true } } },
        'session.registered': {
          target: 'loggedIn',
          actions: [
            ...openSession(({ event }: { event: { answer: SessionAnswer } }) => signedIn(event.answer, false)),
            { type: 'notify', params: { level: 'success', message: messages.identity.registered } },
            { type: 'navigate', params: { to: PATHS.confirmarUbicacion } },
          ],
        },
      },
    },
    loggingIn: {
      tags: ['loading'],
      invoke: {
        src: 'logIn',
        input: ({ event }) => {
          assertEvent(event, 'session.loginRequested');
          return { username: event.username.trim(), password: event.password };
        },
        onDone: {
          target: 'loggedIn',
          actions: [
            ...openSession(({ event }: { event: { output: SessionAnswer } }) => signedIn(event.output, false)),
            {
              type: 'navigate',
              // docs/product.md#estados-y-transiciones: the login's own redirect; from the checkout, on with the order; else back to the page it was opened from.
              params: ({ context }) => ({
                to: context.redirectTo ?? (context.authMode === 1 ? PATHS.confirmarUbicacion : (context.returnTo ?? PATHS.index)),
              }),
            },
            { type: 'assignRedirect', params: { redirectTo: null } },
          ],
        },
        onError: {
          target: 'guest',
          actions: [
            { type: 'assignLoginError', params: ({ event }) => ({ message: errorMessageOf(event.error, messages.http.other) }) },
            // A failed attempt's destination must not leak into a later login (e.g. a social one).
            { type: 'assignRedirect', params: { redirectTo: null } },
          ],
        },
      },
    },
    loggingInWithProvider: {
      tags: ['loading'],
      invoke: {
        src: 'logInWithProvider',
        input: ({ context }) => context.providerSignIn!,
        onDone: [
          {
            guard: { type: 'isRegisteredProviderAccount', params: ({ event }) => ({ user: userOf(event.output) }) },
            target: 'loggedIn',
            actions: [
              { type: 'assignProviderSignIn', params: { body: null } },
              ...openSession(({ event }: { event: { output: SessionAnswer } }) => signedIn(event.output, true)),
              { type: 'navigate', params: { to: PATHS.confirmarUbicacion } },
            ],
          },
          {
            // Unknown provider account: logged out and sent to registro, which links it.
            target: 'guest',
            actions: [
              {
                type: 'rememberProviderLink',
                params: ({ context, event }) => ({
                  ...context.providerSignIn!,
                  email: event.output.email,
                  nombres: event.output.nombres,
                  apellidos: event.output.apellidos,
                }),
              },
              'clearSession',
              'resetSession',
              { type: 'navigate', params: { to: PATHS.registro, replace: true } },
            ],
          },
        ],
        onError: {
          target: 'guest',
          actions: [
            { type: 'assignProviderSignIn', params: { body: null } },
            { type: 'navigate', params: { to: PATHS.index, replace: true } },
          ],
        },
      },
    },
    loggedIn: {
      type: 'parallel',
      // The page to go back to served this sign-in (or this way in does not use it: provider, registration).
      entry: 'forgetReturnPage',
      invoke: {
        src: 'watchActivity',
        // Without activity reports the idle timer still runs; nothing else to do.
        onError: {},
      },
      on: {
        'session.logoutRequested': { target: 'loggingOut' },
        'session.historyNavigated': {
          guard: {
            type: 'isSessionCookieMissing',
            params: ({ event }) => ({ sessionCookiePresent: event.sessionCookiePresent }),
          },
          target: 'loggingOut',
        },
        'session.accountUpdated': {
          actions: [
            { type: 'assignAccountChanges', params: ({ event }) => event.account },
            {
              type: 'persistSession',
              params: ({ context }) => ({ user: context.user!, isSocialLogin: context.isSocialLogin }),
            },
          ],
        },
      },
      states: {
        /** docs/product.md#estados-y-transiciones idle: 4 h without mouse, key, touch or scroll warns, then logs out. */
        activity: {
          initial: 'active',
          states: {
            active: {
              after: { IDLE_TIMEOUT: { target: 'idleWarning' } },
              on: {
                // Re-entering restarts the IDLE_TIMEOUT timer.
                'session.activity': { target: 'active', reenter: true },
              },
            },
            /**
             * The view shows a modal with selectIdleWarning's text; closing it logs out, and so does
             * nobody answering within IDLE_WARNING_GRACE (an unattended tab: the token refresh stops too).
             */
            idleWarning: {
              description: 'Aviso de inactividad: la sesión se cierra al cerrarlo, o sola si nadie responde',
              after: {
                IDLE_WARNING_GRACE: {
                  target: '#session.loggingOut',
                  actions: { type: 'notify', params: { level: 'info', message: messages.session.loggedOutIdle } },
                },
              },
              on: {
                'session.idleWarningClosed': { target: '#session.loggingOut' },
              },
            },
          },
        },
        /** The access token lives 3600 s: shortly before it expires the refresh token buys a new one. */
        token: {
          initial: 'valid',
          states: {
            valid: {
              after: { TOKEN_REFRESH: { target: 'refreshing' } },
            },
            refreshing: {
              invoke: {
                src: 'refreshToken',
                onDone: {
                  target: 'valid',
                  actions: [
                    { type: 'assignToken', params: ({ event }) => ({ token: event.output.token }) },
                    {
                      type: 'persistSession',
                      params: ({ context }) => ({ user: context.user!, isSocialLogin: context.isSocialLogin }),
                    },
                  ],
                },
                // Revoked, expired or unreachable: the session cannot go on.
                onError: {
                  target: '#session.loggingOut',
                  actions: { type: 'notify', params: { level: 'warning', message: messages.identity.refreshTokenInvalid } },
                },
              },
            },
          },
        },
      },
    },
    /** docs/product.md#estados-y-transiciones logout, passed through: the session is ended on the server (fire and forget), then everything is reset. */
    loggingOut: {
      entry: [
        'revokeSession',
        'clearSession',
        'resetSession',
        'clearCart',
        'announceLogoutToCart',
        'resetCheckout',
        'resetLocation',
        { type: 'announceDocument', params: { document: GUEST_DOCUMENT } },
        { type: 'announceDocumentToCart', params: { document: GUEST_DOCUMENT } },
        { type: 'navigate', params: { to: PATHS.index } },
      ],
      always: { target: 'guest' },
    },
  },
});
