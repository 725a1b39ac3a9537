import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCREEN_CLOCK_TICK_MS } from '../../machines/constants';
import { storeStatus } from '../../machines/rules/openingHours';
import { screenClockNow, subscribeToScreenClock } from '../../src/app/clock';

/**
 * 'Abierto' / 'Cerrado ahora' on the pick-up list follow the clock (src/app/clock.ts): the screen reads
 * the time from the screen clock, not while rendering, and is told to read it again as each minute begins.
 */

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

// Friday 2026-11-27 21:58:30 in Bogotá (UTC−5); the store closes at 22:00.
const start = Date.parse('2026-11-28T02:58:30Z');
const fridayHours = [{ dia: 5, abre: '10:00', cierra: '22:00' }];

describe('the screen clock: the time a screen shows facts of, read anew at each minute', () => {
  it('holds one value for the whole minute, the minute it is in', () => {
    vi.setSystemTime(start);
    expect(screenClockNow()).toBe(Date.parse('2026-11-28T02:58:00Z'));
    vi.setSystemTime(start + 29_000);
    expect(screenClockNow()).toBe(Date.parse('2026-11-28T02:58:00Z'));
    vi.setSystemTime(start + 30_000);
    expect(screenClockNow()).toBe(Date.parse('2026-11-28T02:59:00Z'));
  });

  it('tells its subscriber as each minute begins, and no more once unsubscribed', () => {
    vi.setSystemTime(start);
    const seen: number[] = [];
    const unsubscribe = subscribeToScreenClock(() => seen.push(screenClockNow()));
    vi.advanceTimersByTime(29_999);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([Date.parse('2026-11-28T02:59:00Z')]);
    vi.advanceTimersByTime(SCREEN_CLOCK_TICK_MS);
    expect(seen).toEqual([Date.parse('2026-11-28T02:59:00Z'), Date.parse('2026-11-28T03:00:00Z')]);
    unsubscribe();
    vi.advanceTimersByTime(5 * SCREEN_CLOCK_TICK_MS);
    expect(seen).toHaveLength(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("turns a store that closes at 22:00 from 'Abierto' to 'Cerrado ahora' at the tick of 22:00, without anything else happening", () => {
    vi.setSystemTime(start);
    let open = storeStatus(fridayHours, screenClockNow()).open;
    const unsubscribe = subscribeToScreenClock(() => {
      open = storeStatus(fridayHours, screenClockNow()).open;
    });
    expect(open).toBe(true);
    vi.advanceTimersByTime(90_000 - 1);
    expect(open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(open).toBe(false);
    unsubscribe();
  });
});
