import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LOGIN_PASSWORD_MAX_LENGTH, LOGIN_USERNAME_MAX_LENGTH } from '../../machines/constants';
import { messages } from '../../machines/messages';
import { credentialsProblem } from '../../machines/rules/credentials';
import { loginBodySchema } from '../../machines/schemas/session';

describe('the login form asks for a username or e-mail and a password (spec §4 "Authentication")', () => {
  it.each([
    [{ username: '', password: 'clave' }, messages.session.usernameMissing],
    [{ username: '   ', password: '' }, messages.session.usernameMissing],
    [{ username: 'cliente@pollosbrasa.co', password: '' }, messages.session.passwordMissing],
    [{ username: 'x'.repeat(LOGIN_USERNAME_MAX_LENGTH + 1), password: 'clave' }, messages.session.invalidCredentials],
    [{ username: 'cliente', password: 'x'.repeat(LOGIN_PASSWORD_MAX_LENGTH + 1) }, messages.session.invalidCredentials],
    [{ username: ` ${'x'.repeat(LOGIN_USERNAME_MAX_LENGTH)} `, password: 'x'.repeat(LOGIN_PASSWORD_MAX_LENGTH) }, null],
  ])('%o → %s', (body, problem) => {
    expect(credentialsProblem(body)).toBe(problem);
  });

  it('the form accepts exactly what the server accepts (loginBodySchema), with the same first message', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 5 }),
      fc.constantFrom(' ', '  a ', ''),
      fc.string({ minLength: 115, maxLength: 205 }),
    );
    fc.assert(
      fc.property(text, text, (username, password) => {
        const parsed = loginBodySchema.safeParse({ username, password });
        const problem = credentialsProblem({ username, password });
        expect(problem === null).toBe(parsed.success);
        if (!parsed.success && parsed.error.issues.length === 1) expect(problem).toBe(parsed.error.issues[0]!.message);
      }),
    );
  });
});
