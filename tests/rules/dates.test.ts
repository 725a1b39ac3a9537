/**
 * Spanish everywhere (findings 8 and 12): dates in words ('viernes 4 de diciembre', the
 * year only when it is not this year's), and amounts and times that never break inside a line
 * ('$ 122.600', '4:42 a. m.': no-break spaces, as Intl writes them).
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { clockTime, dayInWords, instantInWords, isoInstantInWords, timeOfInstant } from '../../machines/rules/dates';
import { formatDeduction, formatPesos } from '../../machines/rules/money';

const NBSP = '\u00a0';
/** A line may break at an ordinary space or tab, never at a no-break space. */
const breaksInside = (text: string) => /[ \t\n]/.test(text);

describe('a date is written in words', () => {
  test.each([
    { day: '2026-12-04', today: '2026-11-24', text: 'viernes 4 de diciembre' },
    { day: '2026-03-01', today: '2026-03-01', text: 'domingo 1 de marzo' },
    { day: '2026-09-16', today: '2026-01-01', text: 'miércoles 16 de septiembre' },
    { day: '2026-02-28', today: '2026-12-31', text: 'sábado 28 de febrero' },
  ])('$day (today $today) is "$text"', ({ day, today, text }) => {
    expect(dayInWords(day, today)).toBe(text);
  });

  test('the year is written only when it is not this year', () => {
    expect(dayInWords('2027-01-01', '2026-12-31')).toBe('viernes 1 de enero de 2027');
    expect(dayInWords('2025-11-24', '2026-03-02')).toBe('lunes 24 de noviembre de 2025');
  });

  test('what is not a real day is shown as it came, never as a wrong date', () => {
    for (const day of ['2026-02-30', '2026-13-01', 'mañana', '', '2026-1-1']) expect(dayInWords(day, '2026-03-02')).toBe(day);
  });

  test('no day of any year is ever shown as an ISO date', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }), (date) => {
        const day = date.toISOString().slice(0, 10);
        const words = dayInWords(day, '2026-06-15');
        expect(words).not.toMatch(/\d{4}-\d{2}-\d{2}/);
        expect(words).toMatch(/^(lunes|martes|miércoles|jueves|viernes|sábado|domingo) \d{1,2} de [a-z]+( de \d{4})?$/);
      }),
    );
  });

  test('the weekday and month agree with the es-CO calendar of Intl', () => {
    const intl = new Intl.DateTimeFormat('es-CO', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01'), max: new Date('2040-12-31'), noInvalidDate: true }), (date) => {
        const day = date.toISOString().slice(0, 10);
        expect(dayInWords(day, day)).toBe(intl.format(new Date(`${day}T00:00:00Z`)).replace(',', ''));
      }),
    );
  });
});

describe('a time never breaks inside', () => {
  test.each([
    { minutes: 4 * 60 + 42, text: '4:42 a. m.' },
    { minutes: 0, text: '12:00 a. m.' },
    { minutes: 5, text: '12:05 a. m.' },
    { minutes: 12 * 60, text: '12:00 p. m.' },
    { minutes: 13 * 60 + 30, text: '1:30 p. m.' },
    { minutes: 23 * 60 + 59, text: '11:59 p. m.' },
  ])('$minutes minutes after midnight is "$text", with no-break spaces', ({ minutes, text }) => {
    expect(clockTime(minutes)).toBe(text.replaceAll(' ', NBSP));
    expect(breaksInside(clockTime(minutes))).toBe(false);
  });

  test('every minute of the day reads as Intl es-CO writes it, spaces made no-break', () => {
    const intl = new Intl.DateTimeFormat('es-CO', { hour: 'numeric', minute: '2-digit', timeZone: 'America/Bogota' });
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const instant = Date.parse('2026-12-04T05:00:00Z') + minute * 60_000; // midnight in Bogotá + minute
      expect(timeOfInstant(instant)).toBe(intl.format(instant).replace(/\s/g, NBSP));
    }
  });

  test('an instant is its Bogotá day in words and its time: "viernes 4 de diciembre, 4:42 a. m."', () => {
    const instant = Date.parse('2026-12-04T09:42:00Z');
    expect(instantInWords(instant, '2026-12-10')).toBe(`viernes 4 de diciembre, 4:42${NBSP}a.${NBSP}m.`);
    // 23:30 in Bogotá is already the next day in UTC: the day is Bogotá's.
    expect(isoInstantInWords('2026-12-05T04:30:00Z', '2026-12-10')).toBe(`viernes 4 de diciembre, 11:30${NBSP}p.${NBSP}m.`);
    expect(isoInstantInWords('2025-12-05T04:30:00Z', '2026-12-10')).toBe(
      `jueves 4 de diciembre de 2025, 11:30${NBSP}p.${NBSP}m.`,
    );
    expect(isoInstantInWords('ayer', '2026-12-10')).toBe('ayer');
  });
});

describe('an amount never breaks inside', () => {
  test('"$ 122.600" keeps its sign and digits together, as Intl es-CO writes it', () => {
    const intl = new Intl.NumberFormat('es-CO', {
      style: 'currency',
      currency: 'COP',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 100_000_000 }), (amount) => {
        expect(breaksInside(formatPesos(amount))).toBe(false);
        expect(formatPesos(amount)).toBe(intl.format(amount).replace(/\s/g, NBSP));
      }),
    );
    expect(formatPesos(122_600)).toBe(`$${NBSP}122.600`);
  });

  test('a discount keeps its minus with its amount: "− $ 5.000"', () => {
    expect(formatDeduction(5_000)).toBe(`−${NBSP}$${NBSP}5.000`);
    expect(formatDeduction(-5_000)).toBe(formatDeduction(5_000));
    expect(breaksInside(formatDeduction(1_234_567))).toBe(false);
  });
});
