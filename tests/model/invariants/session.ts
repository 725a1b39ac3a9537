import assert from 'node:assert/strict';
import type { SessionSnapshot } from '../../../machines/session';
import { defineInvariants } from '../invariantTypes';

export default defineInvariants<SessionSnapshot>({
  '*': (s) => {
    assert.ok(s.context.authMode === 0 || s.context.authMode === 1);
    if (s.context.isSocialLogin) assert.ok(s.matches('loggedIn'), 'the social flag only while logged in');
  },
  guest: (s) => assert.equal(s.context.user, null, 'a guest has no user'),
  loggingIn: (s) => assert.equal(s.context.loginError, null, 'a new attempt clears the last error'),
  loggedIn: (s, { event, effects }) => {
    assert.ok(s.context.user, 'logged in with a user');
    assert.notEqual(s.context.user.token, '', 'whose token the API calls send');
    assert.equal(s.context.loginError, null);
    if (event?.type === 'xstate.done.actor.0.session.loggingIn') {
      assert.equal(s.context.redirectTo, null, 'a site login uses its redirect once');
      assert.ok(effects.some((e) => e.type === 'persistSession'), 'and stores the session');
    }
  },
});
