import { LOGIN_PASSWORD_MAX_LENGTH, LOGIN_USERNAME_MAX_LENGTH } from '../constants';
import { messages } from '../messages';

/**
 * The login form's check before any call (docs/product.md#estados-y-transiciones "Authentication"): a username (or e-mail) and a
 * password, within the login body's limits. A plain rule, so the session machine needs no schema
 * library at start; loginBodySchema (machines/schemas/session.ts), which the server parses the body
 * with, checks the same limits with the same texts.
 */
export function credentialsProblem({ username, password }: { username: string; password: string }): string | null {
  const name = username.trim();
  if (name.length === 0) return messages.session.usernameMissing;
  if (password.length === 0) return messages.session.passwordMissing;
  if (name.length > LOGIN_USERNAME_MAX_LENGTH || password.length > LOGIN_PASSWORD_MAX_LENGTH)
    return messages.session.invalidCredentials;
  return null;
}
