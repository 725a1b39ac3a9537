import type { SnapshotFrom } from 'xstate';
import type { Provider, SessionAnswer, SocialLoginBody } from '../schemas/identity';
import type { User } from '../schemas/session';
import type { sessionMachine } from './machine';

/** 0: sign-in from the menu (accion n); 1: sign-in asked by the cart's checkout. */
export type AuthMode = 0 | 1;

export interface SessionInput {
  /** Restored from the user cookie; null for a guest. */
  user: User | null;
  /** No user cookie, but a session this browser may resume (src: COOKIES.sessionResumable): refresh + mi_cuenta. Default false. */
  canResume?: boolean;
  /** The clock the access token's expiry is compared with. Default Date.now. */
  now?: () => number;
}

export interface SessionContext {
  user: User | null;
  authMode: AuthMode;
  /** The API's Spanish message of the last failed login, or a form rule's. */
  loginError: string | null;
  /** Signed in through a social identity provider (docs/product.md#estados-y-transiciones "social flag"). */
  isSocialLogin: boolean;
  /** Where to go after a successful site login (already checked to be site-internal). */
  redirectTo: string | null;
  /** The page the sign-in was opened from (a search, a product, the cart), gone back to after a password login; site pages only. */
  returnTo: string | null;
  /** The provider's answer being checked by login_redes_sociales (only while loggingInWithProvider). */
  providerSignIn: SocialLoginBody | null;
  canResume: boolean;
  now: () => number;
}

export type SessionEvent =
  | { type: 'session.loginRequested'; username: string; password: string; redirectTo?: string }
  /** 'Continuar con Google / Facebook': src sends the browser to the provider. */
  | { type: 'session.providerRequested'; proveedor: Provider }
  /** /callback, once the state matched: the provider's ID token and the nonce the SPA put in the request. */
  | { type: 'session.providerReturned'; proveedor: Provider; idToken: string; nonce: string }
  | { type: 'session.providerFailed' }
  /** /registro after the API answered 201: the new customer is signed in. */
  | { type: 'session.registered'; answer: SessionAnswer }
  /** /mi-cuenta after the API saved the customer's data: names (header, menu) and contact data follow. */
  | { type: 'session.accountUpdated'; account: AccountChanges }
  /** The sign-in was opened: 0 from the menu or header ('Ingresar'), with the page it was on (path and query); 1 by the cart's checkout. */
  | { type: 'session.authModeSet'; mode: AuthMode; from?: string }
  /** The header's account button, with the page it was on (path and query) to come back to after signing in. */
  | { type: 'session.accountRequested'; from: string }
  | { type: 'session.logoutRequested' }
  | { type: 'session.activity' }
  | { type: 'session.idleWarningClosed' }
  | { type: 'session.historyNavigated'; sessionCookiePresent: boolean };

/** The fields of the user that /mi-cuenta edits. */
export type AccountChanges = Pick<User, 'nombres' | 'apellidos' | 'telefono2' | 'direccion'>;

/** What /registro needs to link a provider account that is not registered yet (kept by src in sessionStorage). */
export interface ProviderLink extends SocialLoginBody {
  email: string;
  nombres: string;
  apellidos: string;
}

/** Params of every login's effects (the refresh token is not among them: the server keeps it in an HttpOnly cookie). */
export interface SignedIn {
  user: User;
  isSocialLogin: boolean;
}

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;
