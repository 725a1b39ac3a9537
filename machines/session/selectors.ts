import { FLAG_YES } from '../constants';
import { messages } from '../messages';
import type { User } from '../schemas/session';
import type { AuthMode, SessionSnapshot } from './types';
import { documentOf } from './machine';

const words = (text: string): string[] =>
  text
    .replace(/,/g, ' ')
    .split(/\s+/)
    .filter((w) => w !== '');

export const selectUser = (s: SessionSnapshot): User | null => s.context.user;
export const selectIsLoggedIn = (s: SessionSnapshot): boolean => s.matches('loggedIn');
/** A guest who can sign in now (not while a login or a resume is under way). */
export const selectIsGuest = (s: SessionSnapshot): boolean => s.matches('guest');
/** Resuming a remembered session at start: route guards wait instead of redirecting. */
export const selectIsResuming = (s: SessionSnapshot): boolean => s.matches('resuming');
export const selectIsLoggingIn = (s: SessionSnapshot): boolean => s.hasTag('loading');
export const selectLoginError = (s: SessionSnapshot): string | null => s.context.loginError;
export const selectAuthMode = (s: SessionSnapshot): AuthMode => s.context.authMode;
/** Why the login page is shown, for its subtitle: 'checkout' when the cart's 'Continuar al Pago' sent the customer (auth mode 1). */
export const selectLoginReason = (s: SessionSnapshot): 'checkout' | null => (s.context.authMode === 1 ? 'checkout' : null);
export const selectIsSocialLogin = (s: SessionSnapshot): boolean => s.context.isSocialLogin;
/** First of a user's names ('María,José' → 'María'), or null when there is none. */
export const firstNameOf = (user: Pick<User, 'nombres'>): string | null => words(user.nombres)[0] ?? null;
/** First of the user's names (header account button and mobile greeting); null for a guest. */
export const selectFirstName = (s: SessionSnapshot): string | null =>
  selectIsLoggedIn(s) && s.context.user ? firstNameOf(s.context.user) : null;
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
  s.matches({ loggedIn: { activity: 'idleWarning' } }) ? messages.session.idleWarning : null;
/** Refreshing the access token (the API calls of that moment still carry the old one, valid for the margin). */
export const selectIsRefreshingToken = (s: SessionSnapshot): boolean => s.matches({ loggedIn: { token: 'refreshing' } });
/**
 * 'Cerrar sesión' is offered (side menu, /mi-cuenta) whenever the machine would take the logout: to
 * every signed-in customer, with or without a delivery time (a deliberate widening of docs/product.md#pantallas-y-rutas menu, which
 * lists it only with a delivery time: a customer must always be able to leave).
 */
export const selectCanLogOut = (s: SessionSnapshot): boolean => s.can({ type: 'session.logoutRequested' });
