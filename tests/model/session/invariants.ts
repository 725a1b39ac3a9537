import assert from 'node:assert/strict';
import { FLAG_YES, GUEST_DOCUMENT, USER_WITHOUT_CEDULA_DOCUMENT } from '../../../machines/constants';
import { messages } from '../../../machines/messages';
import {
  selectAccountLabel,
  selectDocument,
  selectIdleWarning,
  selectIsAdmin,
  selectIsGuest,
  selectIsLoggedIn,
  selectIsLoggingIn,
  selectIsRefreshingToken,
  selectCanLogOut,
  selectIsResuming,
  selectMenuTitle,
  selectToken,
  type SessionSnapshot,
} from '../../../machines/session';
import { defineInvariants } from '../invariantTypes';

const ACTOR_DONE = 'xstate.done.actor';
const effectTypes = (effects: ReadonlyArray<{ type: string }>) => effects.map((e) => e.type);

export default defineInvariants<SessionSnapshot>({
  // What the header, side menu and route guards read (docs/product.md#pantallas-y-rutas: the account button shows the first name or 'Ingresar').
  '*': (s, { event, previous }) => {
    const signedIn = s.matches('loggedIn');
    const user = signedIn ? s.context.user! : null;
    const names = (text: string) => text.split(/[\s,]+/).filter(Boolean);
    assert.equal(selectIsLoggedIn(s), signedIn);
    assert.equal(selectIsGuest(s), s.matches('guest'));
    assert.equal(selectIsResuming(s), s.matches('resuming'));
    assert.equal(
      selectIsLoggingIn(s),
      s.matches('resuming') || s.matches('loggingIn') || s.matches('loggingInWithProvider'),
      'the spinner while signing in',
    );
    assert.equal(
      selectAccountLabel(s),
      user ? (names(user.nombres)[0] ?? messages.layout.signIn) : messages.layout.signIn,
      'account button',
    );
    assert.equal(
      selectMenuTitle(s),
      user && names(user.nombres + ' ' + user.apellidos).length
        ? names(user.nombres + ' ' + user.apellidos).join(' ')
        : messages.layout.welcome,
      'side menu title',
    );
    assert.equal(selectIsAdmin(s), user !== null && user.EAdministrador.trim().toUpperCase() === FLAG_YES, 'administrator');
    assert.equal(selectToken(s), user ? user.token : null, 'the token API calls send');
    assert.equal(
      selectDocument(s),
      user === null ? GUEST_DOCUMENT : user.cedula.trim() || USER_WITHOUT_CEDULA_DOCUMENT,
      'the document that prices the menu',
    );
    assert.equal(
      selectIdleWarning(s),
      s.matches({ loggedIn: { activity: 'idleWarning' } }) ? messages.session.idleWarning : null,
      'idle modal',
    );
    assert.equal(selectIsRefreshingToken(s), s.matches({ loggedIn: { token: 'refreshing' } }));
    // 'Cerrar sesión' is offered to every signed-in customer (delivery time or not), never to a guest.
    assert.equal(selectCanLogOut(s), signedIn, "'Cerrar sesión' offered exactly while signed in");
    // docs/product.md#estados-y-transiciones idle: the warning, unanswered for its grace period, logs out by itself (and the token refresh stops with the session).
    if (event?.type.startsWith('xstate.after.IDLE_WARNING_GRACE')) {
      assert.ok(s.matches('guest'), 'the unanswered idle warning logged out');
      assert.equal(selectIsRefreshingToken(s), false);
    }
    if (
      event?.type === 'session.historyNavigated' &&
      previous?.matches('loggedIn') &&
      (event as unknown as { sessionCookiePresent: boolean }).sessionCookiePresent
    )
      assert.ok(signedIn, 'going back with the session cookie keeps the session');
    assert.ok(s.context.authMode === 0 || s.context.authMode === 1);
    if (s.context.isSocialLogin) assert.ok(s.matches('loggedIn'), 'the social flag only while logged in');
    if (s.context.providerSignIn)
      assert.ok(s.matches('loggingInWithProvider'), "the provider's token only while it is being checked");
    if (s.context.user) assert.ok(!('refresh_token' in s.context.user), 'the refresh token never enters the context');
  },
  guest: (s, { effects, previous }) => {
    assert.equal(s.context.user, null, 'a guest has no user');
    const types = effectTypes(effects);
    if (previous?.matches('loggedIn')) {
      // Logout (docs/product.md#estados-y-transiciones): the session is ended on the server before the cookies are cleared.
      assert.deepEqual(
        types.filter((t) => t === 'revokeSession' || t === 'clearSession'),
        ['revokeSession', 'clearSession'],
      );
    }
    if (types.includes('persistSession')) assert.fail('a guest stores no session');
  },
  resuming: (s) => assert.equal(s.context.user, null, 'resuming starts without a user'),
  loggingIn: (s) => assert.equal(s.context.loginError, null, 'a new attempt clears the last error'),
  loggedIn: (s, { event, effects, previous }) => {
    assert.ok(s.context.user, 'logged in with a user');
    assert.notEqual(s.context.user.token, '', 'whose token the API calls send');
    assert.equal(s.context.loginError, null);
    assert.equal(
      s.context.returnTo,
      null,
      'the page the sign-in was opened from is used once, and a signed-in customer has none',
    );
    if (event?.type === 'xstate.done.actor.0.session.loggingIn') {
      assert.equal(s.context.redirectTo, null, 'a site login uses its redirect once');
    }
    if (previous && !previous.matches('loggedIn')) {
      // Every way in (password, provider, registration, resume) stores the session: the user, and no
      // refresh token (the server keeps it in an HttpOnly cookie).
      const persist = effects.find((e) => e.type === 'persistSession') as { params: Record<string, unknown> } | undefined;
      assert.ok(persist, 'and stores the session');
      assert.deepEqual(
        Object.keys(persist.params).sort(),
        ['isSocialLogin', 'user'],
        'the user and the social flag, nothing else',
      );
    }
    if (event?.type.startsWith(ACTOR_DONE) && event.type.endsWith('token.refreshing')) {
      const output = (event as unknown as { output: { token: string } }).output;
      assert.equal(s.context.user.token, output.token, 'a refresh puts the new token into the user');
      assert.ok(effectTypes(effects).includes('persistSession'), 'and into the cookies');
    }
  },
});
