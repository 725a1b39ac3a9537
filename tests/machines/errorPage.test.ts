import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { RATE_LIMIT_COUNTDOWN_TICK_MS, RATE_LIMIT_DEFAULT_COUNTDOWN_SECONDS } from '../../machines/constants';
import {
  errorPageMachine,
  selectCanGoBack,
  selectErrorStatus,
  selectSecondsLeft,
  type HttpFailure,
} from '../../machines/errorPage';

function start() {
  const clock = new SimulatedClock();
  const effects: string[] = [];
  const machine = errorPageMachine.provide({
    actions: { reloadPage: () => void effects.push('reload'), goBack: () => void effects.push('back') },
  });
  const actor = createActor(machine, { clock }).start();
  const fail = (f: Partial<HttpFailure>) =>
    actor.send({ type: 'errorPage.httpFailed', status: 429, method: 'GET', retryAfterSeconds: null, inMaintenance: false, ...f });
  return { actor, clock, effects, fail, s: () => actor.getSnapshot() };
}

describe('error page (429 countdown, 500+ maintenance)', () => {
  it('a 429 counts the Retry-After seconds down, one per second, then reloads', () => {
    const e = start();
    e.fail({ retryAfterSeconds: 2 });
    expect(selectErrorStatus(e.s())).toBe(429);
    expect(selectSecondsLeft(e.s())).toBe(2);
    e.clock.increment(RATE_LIMIT_COUNTDOWN_TICK_MS - 1);
    expect(selectSecondsLeft(e.s())).toBe(2);
    e.clock.increment(1);
    expect(selectSecondsLeft(e.s())).toBe(1);
    expect(e.effects).toEqual([]);
    e.clock.increment(RATE_LIMIT_COUNTDOWN_TICK_MS);
    expect(e.s().value).toBe('reloading');
    expect(e.effects).toEqual(['reload']);
  });

  it('without Retry-After the countdown is 10 s (spec §9)', () => {
    const e = start();
    e.fail({ retryAfterSeconds: null, method: 'POST' });
    expect(selectSecondsLeft(e.s())).toBe(RATE_LIMIT_DEFAULT_COUNTDOWN_SECONDS);
    for (let i = 0; i < 9; i++) e.clock.increment(RATE_LIMIT_COUNTDOWN_TICK_MS);
    expect(e.effects).toEqual([]);
    e.clock.increment(RATE_LIMIT_COUNTDOWN_TICK_MS);
    expect(e.effects).toEqual(['reload']);
  });

  it('in maintenance a 429 is shown as 503, with Volver', () => {
    const e = start();
    e.fail({ retryAfterSeconds: 2, inMaintenance: true });
    expect(selectErrorStatus(e.s())).toBe(503);
    expect(selectSecondsLeft(e.s())).toBeUndefined();
    expect(selectCanGoBack(e.s())).toBe(true);
    e.actor.send({ type: 'errorPage.backRequested' });
    expect(selectErrorStatus(e.s())).toBeNull();
    expect(e.effects).toEqual(['back']);
  });

  it('500 or more on a read shows maintenance until the customer goes elsewhere; a failed send keeps its form', () => {
    const e = start();
    e.fail({ status: 500, method: 'POST' });
    expect(selectErrorStatus(e.s())).toBeNull();
    e.fail({ status: 502, method: 'GET' });
    expect(selectErrorStatus(e.s())).toBe(502);
    e.actor.send({ type: 'errorPage.navigated' });
    expect(selectErrorStatus(e.s())).toBeNull();
  });

  it('other statuses are left to the page that asked', () => {
    const e = start();
    e.fail({ status: 404 });
    e.fail({ status: 500, inMaintenance: true });
    expect(selectErrorStatus(e.s())).toBeNull();
  });
});

describe('error page: \'Ha ocurrido un error\' (spec §2 "Otherwise")', () => {
  it('a read answered 400, 403 or 405 (no screen expects them) raises the generic page with Volver', () => {
    for (const status of [400, 403, 405]) {
      const e = start();
      e.fail({ status, method: 'GET' });
      expect(e.s().value).toBe('unexpectedError');
      expect(selectErrorStatus(e.s())).toBe(status);
      expect(selectCanGoBack(e.s())).toBe(true);
      e.actor.send({ type: 'errorPage.backRequested' });
      expect(selectErrorStatus(e.s())).toBeNull();
      expect(e.effects).toEqual(['back']);
    }
  });

  it('401 and 404 stay with their screen; a send keeps its form; in maintenance the maintenance page says it', () => {
    const e = start();
    e.fail({ status: 401 });
    e.fail({ status: 404 });
    e.fail({ status: 403, method: 'POST' });
    e.fail({ status: 400, inMaintenance: true });
    expect(selectErrorStatus(e.s())).toBeNull();
  });

  it('a screen that broke while drawing itself raises the generic page; going elsewhere leaves it', () => {
    const e = start();
    e.actor.send({ type: 'errorPage.crashed' });
    expect(e.s().value).toBe('unexpectedError');
    expect(selectErrorStatus(e.s())).toBe(0);
    e.actor.send({ type: 'errorPage.navigated' });
    expect(selectErrorStatus(e.s())).toBeNull();
    expect(e.effects).toEqual([]);
  });
});
