/**
 * The screens' dates (src/app/format.ts, dates in words): in words, with the year only when it is
 * not this year's by the device's clock in Bogotá; times that never break inside. Simulated time.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDay, formatInstant, formatTime } from '../../src/app/format';

const NBSP = '\u00a0';

beforeEach(() => {
  vi.useFakeTimers();
  // 2026-12-31 23:30 in Bogotá: already 2027 in UTC, still this year for the customer.
  vi.setSystemTime(new Date('2027-01-01T04:30:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('dates on the screens', () => {
  it('a day of this year (in Bogotá) has no year; one of another year has it', () => {
    expect(formatDay('2026-12-04')).toBe('viernes 4 de diciembre');
    expect(formatDay('2027-01-02')).toBe('sábado 2 de enero de 2027');
    vi.setSystemTime(new Date('2027-01-01T05:00:00Z')); // midnight in Bogotá: now it is 2027
    expect(formatDay('2027-01-02')).toBe('sábado 2 de enero');
    expect(formatDay('2026-12-04')).toBe('viernes 4 de diciembre de 2026');
  });

  it('an instant is its Bogotá day and time, the time kept on one line', () => {
    expect(formatInstant('2026-12-04T09:42:00.000Z')).toBe(`viernes 4 de diciembre, 4:42${NBSP}a.${NBSP}m.`);
    expect(formatTime('2026-12-04T21:05:00.000Z')).toBe(`4:05${NBSP}p.${NBSP}m.`);
    expect(formatTime(new Date('2026-12-04T17:00:00.000Z'))).toBe(`12:00${NBSP}p.${NBSP}m.`);
  });

  it('what is not a date is shown as it came', () => {
    expect(formatDay('pronto')).toBe('pronto');
    expect(formatInstant('pronto')).toBe('pronto');
    expect(formatTime('pronto')).toBe('pronto');
  });
});
