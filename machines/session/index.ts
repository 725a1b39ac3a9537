/** The session machine: machine.ts (the statechart), types.ts, selectors.ts. */
export {
  PROVIDER_ACCOUNT_REGISTERED,
  documentOf,
  usernameOf,
  safeRedirectPath,
  returnPagePath,
  credentialsProblem,
  userOf,
  tokenExpiresAt,
  tokenRefreshDelayMs,
  sessionMachine,
} from './machine';
export {
  type AuthMode,
  type SessionInput,
  type SessionContext,
  type SessionEvent,
  type AccountChanges,
  type ProviderLink,
  type SessionSnapshot,
} from './types';
export {
  firstNameOf,
  selectUser,
  selectIsLoggedIn,
  selectIsGuest,
  selectIsResuming,
  selectIsLoggingIn,
  selectLoginError,
  selectAuthMode,
  selectLoginReason,
  selectIsSocialLogin,
  selectFirstName,
  selectAccountLabel,
  selectMenuTitle,
  selectDocument,
  selectIsAdmin,
  selectToken,
  selectIdleWarning,
  selectIsRefreshingToken,
  selectCanLogOut,
} from './selectors';
export { glossary } from './glossary';
