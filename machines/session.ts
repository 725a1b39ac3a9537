import { assertEvent, assign, fromCallback, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate';
import { PATHS } from './paths';
import { FLAG_YES, GUEST_DOCUMENT, IDLE_LOGOUT_MS, USER_WITHOUT_CEDULA_DOCUMENT } from './constants';
import { messages } from './messages';
import { loginBodySchema, type LoginBody, type User } from './schemas/session';
import { SYSTEM_IDS, type NavigateParams, type NotifyParams } from './system';
import type { CartEvent } from './cart';
import type { CatalogueEvent } from './catalogue';
import type { LocationEvent } from './location';

/**
 * Session (spec §4 "Authentication", "Social login", "Idle"): the user, the
 * auth mode, the idle watch and logout. There is no logout or user-fetch call:
 * logging out is clearing state and telling the siblings.
 */

/** 0: sign-in from the menu (accion n); 1: sign-in asked by the cart's checkout. */
export type AuthMode = 0 | 1;

/** esta_autenticado of a provider account that is registered here. */
export const PROVIDER_ACCOUNT_REGISTERED = '1';

export interface SessionInput {
  /** Restored from the user cookie; null for a guest. */
  user: User | null;
}

export interface SessionContext {
  user: User | null;
  authMode: AuthMode;
  /** The API's Spanish message of the last failed login, or a form rule's. */
  loginError: string | null;
  /** Signed in through a social identity provider (spec §4 "social flag"). */
  isSocialLogin: boolean;
  /** Where to go after a successful site login (already checked to be site-internal). */
  redirectTo: string | null;
}

export type SessionEvent =
  | { type: 'session.loginRequested'; username: string; password: string; redirectTo?: string }
  | { type: 'session.providerReturned'; email: string }
  | { type: 'session.providerFailed' }
  | { type: 'session.authModeSet'; mode: AuthMode }
  | { type: 'session.logoutRequested' }
  | { type: 'session.activity' }
  | { type: 'session.idleWarningClosed' }
  | { type: 'session.historyNavigated'; sessionCookiePresent: boolean };

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

/**
 * Spec §4: the post-login redirect path must be site-internal. Only an
 * absolute path on this origin is kept ('/x', not '//host', '/\\host' or 'https:').
 */
export function safeRedirectPath(path: string | null | undefined): string | null {
  if (typeof path !== 'string') return null;
  const trimmed = path.trim();
  if (!trimmed.startsWith('/') || trimmed.startsWith('//') || trimmed.startsWith('/\\')) return null;
  if (/[\u0000-\u001f]/.test(trimmed)) return null;
  return trimmed;
}

/** The login form rule a pair of credentials breaks (its Spanish message), or null. */
export function credentialsProblem(body: LoginBody): string | null {
  const result = loginBodySchema.safeParse(body);
  return result.success ? null : (result.error.issues[0]?.message ?? messages.session.invalidCredentials);
}

const errorMessage = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message.trim() !== '' ? error.message : fallback;

export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    /** POST /api/auth_resources/loginecommerce → the user with its token. Rejects with the API's Spanish message. */
    logIn: fromPromise<User, LoginBody>(async ({ input: _input, signal: _signal }) => {
      throw new Error('not provided: logIn');
    }),
    /** POST /api/auth_resources/login_redes_sociales { email } → esta_autenticado, token and user fields. */
    logInWithProvider: fromPromise<User, { email: string }>(async ({ input: _input, signal: _signal }) => {
      throw new Error('not provided: logInWithProvider');
    }),
    /** src: mouse move, key press, touch and scroll listeners; each sends `session.activity` to its parent. */
    watchActivity: fromCallback<{ type: 'session.activity' }>(() => {
      throw new Error('not provided: watchActivity');
    }),
  },
  delays: {
    IDLE_TIMEOUT: IDLE_LOGOUT_MS,
  },
  guards: {
    hasRestoredUser: ({ context }) => context.user !== null,
    areCredentialsFilled: (_, params: LoginBody) => credentialsProblem(params) === null,
    isRegisteredProviderAccount: (_, params: { user: User }) =>
      params.user.esta_autenticado.trim() === PROVIDER_ACCOUNT_REGISTERED,
    isSessionCookieMissing: (_, params: { sessionCookiePresent: boolean }) => !params.sessionCookiePresent,
  },
  actions: {
    navigate: (_, _params: NavigateParams) => {},
    notify: (_, _params: NotifyParams) => {},
    /** src: stores user and token cookies and sets sesion_iniciada. */
    persistSession: (_, _params: { user: User; isSocialLogin: boolean }) => {},
    /** src: removes the auth, user and sesion_iniciada cookies and every consent-dependent cookie. */
    clearSession: () => {},

    assignUser: assign((_, params: { user: User; isSocialLogin: boolean }) => ({
      user: params.user,
      isSocialLogin: params.isSocialLogin,
      loginError: null,
    })),
    assignAuthMode: assign((_, params: { mode: AuthMode }) => ({ authMode: params.mode })),
    assignLoginError: assign((_, params: { message: string | null }) => ({ loginError: params.message })),
    assignRedirect: assign((_, params: { redirectTo: string | null }) => ({ redirectTo: params.redirectTo })),
    resetSession: assign({ user: null, authMode: 0 as AuthMode, loginError: null, isSocialLogin: false, redirectTo: null }),

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
  }),
  initial: 'resolving',
  on: {
    'session.authModeSet': { actions: { type: 'assignAuthMode', params: ({ event }) => ({ mode: event.mode }) } },
  },
  states: {
    /** Passed through at start: a user restored from the cookie is already logged in. */
    resolving: {
      always: [{ guard: 'hasRestoredUser', target: 'loggedIn' }, { target: 'guest' }],
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
        'session.providerReturned': { target: 'loggingInWithProvider' },
        // The provider itself failed (spec §4: any error goes to /).
        'session.providerFailed': { actions: { type: 'navigate', params: { to: PATHS.index, replace: true } } },
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
            { type: 'assignUser', params: ({ event }) => ({ user: event.output, isSocialLogin: false }) },
            { type: 'persistSession', params: ({ event }) => ({ user: event.output, isSocialLogin: false }) },
            'announceLogin',
            { type: 'announceLoginToCart', params: ({ event }) => ({ user: event.output }) },
            { type: 'announceDocument', params: ({ event }) => ({ document: documentOf(event.output) }) },
            { type: 'announceDocumentToCart', params: ({ event }) => ({ document: documentOf(event.output) }) },
            {
              type: 'navigate',
              params: ({ context }) => ({
                to: context.redirectTo ?? (context.authMode === 1 ? PATHS.confirmarUbicacion : PATHS.index),
              }),
            },
            { type: 'assignRedirect', params: { redirectTo: null } },
          ],
        },
        onError: {
          target: 'guest',
          actions: [
            { type: 'assignLoginError', params: ({ event }) => ({ message: errorMessage(event.error, messages.http.other) }) },
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
        input: ({ event }) => {
          assertEvent(event, 'session.providerReturned');
          return { email: event.email.trim() };
        },
        onDone: [
          {
            guard: { type: 'isRegisteredProviderAccount', params: ({ event }) => ({ user: event.output }) },
            target: 'loggedIn',
            actions: [
              { type: 'assignUser', params: ({ event }) => ({ user: event.output, isSocialLogin: true }) },
              { type: 'persistSession', params: ({ event }) => ({ user: event.output, isSocialLogin: true }) },
              'announceLogin',
              { type: 'announceLoginToCart', params: ({ event }) => ({ user: event.output }) },
              { type: 'announceDocument', params: ({ event }) => ({ document: documentOf(event.output) }) },
              { type: 'announceDocumentToCart', params: ({ event }) => ({ document: documentOf(event.output) }) },
              { type: 'navigate', params: { to: PATHS.confirmarUbicacion } },
            ],
          },
          {
            // Unknown provider account: logged out and sent to registro.
            target: 'guest',
            actions: [
              'clearSession',
              'resetSession',
              { type: 'navigate', params: { to: PATHS.registro, replace: true } },
            ],
          },
        ],
        onError: {
          target: 'guest',
          actions: { type: 'navigate', params: { to: PATHS.index, replace: true } },
        },
      },
    },
    loggedIn: {
      invoke: {
        src: 'watchActivity',
        // Without activity reports the idle timer still runs; nothing else to do.
        onError: {},
      },
      initial: 'active',
      on: {
        'session.logoutRequested': { target: 'loggingOut' },
        'session.historyNavigated': {
          guard: { type: 'isSessionCookieMissing', params: ({ event }) => ({ sessionCookiePresent: event.sessionCookiePresent }) },
          target: 'loggingOut',
        },
      },
      states: {
        active: {
          after: { IDLE_TIMEOUT: { target: 'idleWarning' } },
          on: {
            // Re-entering restarts the IDLE_TIMEOUT timer.
            'session.activity': { target: 'active', reenter: true },
          },
        },
        /** The view shows a modal with selectIdleWarning's text; closing it logs out. */
        idleWarning: {
          on: {
            'session.idleWarningClosed': { target: '#session.loggingOut' },
          },
        },
      },
    },
    /** Spec §4 logout: passed through; there is no logout call. */
    loggingOut: {
      entry: [
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

// ─── Selectors ──────────────────────────────────────────────────────────────

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

const words = (text: string): string[] => text.replace(/,/g, ' ').split(/\s+/).filter((w) => w !== '');

export const selectUser = (s: SessionSnapshot): User | null => s.context.user;
export const selectIsLoggedIn = (s: SessionSnapshot): boolean => s.matches('loggedIn');
export const selectIsLoggingIn = (s: SessionSnapshot): boolean => s.hasTag('loading');
export const selectLoginError = (s: SessionSnapshot): string | null => s.context.loginError;
export const selectAuthMode = (s: SessionSnapshot): AuthMode => s.context.authMode;
export const selectIsSocialLogin = (s: SessionSnapshot): boolean => s.context.isSocialLogin;
/** First of the user's names (header account button and mobile greeting); null for a guest. */
export const selectFirstName = (s: SessionSnapshot): string | null =>
  selectIsLoggedIn(s) && s.context.user ? (words(s.context.user.nombres)[0] ?? null) : null;
/** Header account button: the first name, or 'Ingresar'. */
export const selectAccountLabel = (s: SessionSnapshot): string => selectFirstName(s) ?? messages.layout.signIn;
/** Side menu header: first and last names with commas replaced by spaces, or 'Bienvenido'. */
export const selectMenuTitle = (s: SessionSnapshot): string => {
  const user = selectIsLoggedIn(s) ? s.context.user : null;
  const name = user ? [...words(user.nombres), ...words(user.apellidos)].join(' ') : '';
  return name !== '' ? name : messages.layout.welcome;
};
export const selectDocument = (s: SessionSnapshot): string => documentOf(selectIsLoggedIn(s) ? s.context.user : null);
export const selectIsAdmin = (s: SessionSnapshot): boolean =>
  selectIsLoggedIn(s) && s.context.user?.EAdministrador.trim().toUpperCase() === FLAG_YES;
export const selectToken = (s: SessionSnapshot): string | null => (selectIsLoggedIn(s) ? (s.context.user?.token ?? null) : null);
/** The idle modal's text while it must be shown, else null. */
export const selectIdleWarning = (s: SessionSnapshot): string | null =>
  s.matches({ loggedIn: 'idleWarning' }) ? messages.session.idleWarning : null;
