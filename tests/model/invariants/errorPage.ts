import assert from 'node:assert/strict';
import type { ErrorPageSnapshot } from '../../../machines/errorPage';
import { defineInvariants } from '../invariantTypes';

export default defineInvariants<ErrorPageSnapshot>({
  none: (s) => assert.equal(s.context.status, null, 'no page raised'),
  rateLimited: (s) => {
    assert.equal(s.context.status, 429);
    assert.ok(s.context.secondsLeft > 0, 'counting down');
  },
  reloading: (s, { effects }) => {
    assert.equal(s.context.secondsLeft, 0, 'the countdown is over');
    assert.ok(effects.some((e) => e.type === 'reloadPage'), 'then the page reloads');
  },
  serverError: (s) => assert.ok((s.context.status ?? 0) >= 500, 'maintenance page (a 429 in maintenance is 503)'),
});
