/**
 * Days and times as a Colombian customer reads them: 'viernes 4 de diciembre' (the year only when
 * it is not this year's) and '4:42 a. m.'. Written by hand rather than with Intl: the same text in
 * Node (the server's mails and answers) and in every browser's ICU, and no es-CO locale data to
 * initialise on a phone (100–165 ms for the first es-CO formatter, docs/performance.md).
 * Bogotá is UTC−5 all year (machines/rules/openingHours.ts).
 */
import { NO_BREAK_SPACE } from './money';
import { bogotaDayOf, bogotaMinutesOfDay } from './openingHours';

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;
const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** A real calendar day YYYY-MM-DD as a UTC date, or null ('2026-02-30' is not one). */
function calendarDate(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day ? null : date;
}

/**
 * 'viernes 4 de diciembre' for a day YYYY-MM-DD, with ' de 2027' when its year is not the year of
 * `today` (YYYY-MM-DD, Bogotá). Anything that is not a real day comes back as it was.
 */
export function dayInWords(day: string, today: string): string {
  const date = calendarDate(day);
  if (date === null) return day;
  const words = `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} de ${MONTHS[date.getUTCMonth()]}`;
  return day.slice(0, 4) === today.slice(0, 4) ? words : `${words} de ${day.slice(0, 4)}`;
}

/** '4:42 a. m.', '12:00 p. m.', '12:05 a. m.' for minutes after midnight; it never breaks inside. */
export function clockTime(minutesOfDay: number): string {
  const hours24 = Math.floor(minutesOfDay / 60) % 24;
  const minutes = String(minutesOfDay % 60).padStart(2, '0');
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  const half = hours24 < 12 ? 'a.' : 'p.';
  return [`${hours12}:${minutes}`, half, 'm.'].join(NO_BREAK_SPACE);
}

/** The Bogotá time of an instant: '4:42 a. m.'. */
export function timeOfInstant(epochMs: number): string {
  return clockTime(bogotaMinutesOfDay(epochMs));
}

/** 'viernes 4 de diciembre, 4:42 a. m.' for an instant (Bogotá), the year only when not `today`'s. */
export function instantInWords(epochMs: number, today: string): string {
  return `${dayInWords(bogotaDayOf(epochMs), today)}, ${timeOfInstant(epochMs)}`;
}

/** The same for an ISO 8601 instant as the API sends it; the text itself when it is not one. */
export function isoInstantInWords(iso: string, today: string): string {
  const epochMs = Date.parse(iso);
  return Number.isNaN(epochMs) ? iso : instantInWords(epochMs, today);
}
