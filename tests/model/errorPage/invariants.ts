import assert from 'node:assert/strict';
import { RATE_LIMIT_DEFAULT_COUNTDOWN_SECONDS } from '../../../machines/constants';
import {
  selectCanGoBack,
  selectErrorStatus,
  selectSecondsLeft,
  type ErrorPageSnapshot,
  type HttpFailure,
} from '../../../machines/errorPage';
import { defineInvariants } from '../invariantTypes';

export default defineInvariants<ErrorPageSnapshot>({
  none: (s) => {
    assert.equal(s.context.status, null, 'no page raised');
    assert.equal(selectErrorStatus(s), null, 'the Layout shows the route');
  },
  rateLimited: (s) => {
    assert.equal(s.context.status, 429);
    assert.ok(s.context.secondsLeft > 0, 'counting down');
  },
  reloading: (s, { effects }) => {
    assert.equal(s.context.secondsLeft, 0, 'the countdown is over');
    assert.ok(
      effects.some((e) => e.type === 'reloadPage'),
      'then the page reloads',
    );
  },
  serverError: (s) => assert.ok((s.context.status ?? 0) >= 500, 'maintenance page (a 429 in maintenance is 503)'),
  // docs/product.md#pantallas-y-rutas "Otherwise": the generic page, whose status is none the view names (not 404, 429 nor 500+).
  unexpectedError: (s) => {
    const status = selectErrorStatus(s);
    assert.ok(
      status !== null && status !== 404 && status !== 429 && status < 500,
      `'Ha ocurrido un error', not the page of ${status}`,
    );
  },
  // docs/product.md#pantallas-y-rutas "Error page by status", docs/product.md#estados-y-transiciones "Rate limit (429)", docs/product.md#errores: which page an answer raises, read through the selectors the Layout uses.
  '*': (s, { event, previous }) => {
    assert.equal(
      selectCanGoBack(s),
      s.matches('serverError') || s.matches('unexpectedError'),
      "Volver only on the maintenance page and on 'Ha ocurrido un error'",
    );
    if (event?.type === 'errorPage.crashed' && previous?.matches('none')) {
      assert.ok(s.matches('unexpectedError'), "a screen that broke shows 'Ha ocurrido un error'");
      assert.equal(selectErrorStatus(s), 0);
    }
    assert.equal(
      selectSecondsLeft(s),
      s.context.status === 429 ? s.context.secondsLeft : undefined,
      'a countdown only on the 429 page',
    );
    if (event?.type === 'xstate.after.COUNTDOWN_TICK.errorPage.rateLimited' && previous) {
      assert.equal(selectSecondsLeft(s), selectSecondsLeft(previous as ErrorPageSnapshot)! - 1, 'one second less per second');
    }
    if (event?.type !== 'errorPage.httpFailed' || !previous?.matches('none')) return;
    const f = event as unknown as HttpFailure;
    if (f.status === 429 && f.inMaintenance) {
      assert.ok(s.matches('serverError'), 'a 429 in maintenance shows the maintenance page');
      assert.equal(selectErrorStatus(s), 503, 'as a 503');
    } else if (f.status === 429) {
      assert.equal(selectErrorStatus(s), 429, "'Espera un momento'");
      const seconds = Math.ceil(f.retryAfterSeconds ?? RATE_LIMIT_DEFAULT_COUNTDOWN_SECONDS);
      assert.equal(
        selectSecondsLeft(s),
        seconds,
        `counts down Retry-After (default ${RATE_LIMIT_DEFAULT_COUNTDOWN_SECONDS} s), whole seconds`,
      );
      assert.ok(s.matches(seconds > 0 ? 'rateLimited' : 'reloading'));
    } else if (f.status >= 500 && f.method.toUpperCase() === 'GET' && !f.inMaintenance) {
      assert.ok(s.matches('serverError'), "a read answered 500 or more shows 'Estamos en Mantenimiento'");
      assert.equal(selectErrorStatus(s), f.status, 'with its status');
    } else if ([400, 403, 405].includes(f.status) && f.method.toUpperCase() === 'GET' && !f.inMaintenance) {
      assert.ok(s.matches('unexpectedError'), "a read answered 400, 403 or 405 shows 'Ha ocurrido un error'");
      assert.equal(selectErrorStatus(s), f.status);
    } else {
      assert.ok(
        s.matches('none'),
        'a failed send keeps its form; in maintenance the maintenance page says it; below 500 the route shows the error',
      );
      assert.equal(selectErrorStatus(s), null);
    }
  },
});
