import { dayInWords, isoInstantInWords, timeOfInstant } from '../../machines/rules/dates';
import { bogotaDayOf } from '../../machines/rules/openingHours';

/**
 * The screens' dates and times, in words (machines/rules/dates.ts): no Intl, so nothing heavy runs
 * when a screen's module is merely prefetched (docs/performance.md). A date of this year (by the
 * device's clock, in Bogotá) is written without its year.
 */
const today = (): string => bogotaDayOf(Date.now());

/** 'martes 24 de noviembre' for a day YYYY-MM-DD. */
export function formatDay(day: string): string {
  return dayInWords(day, today());
}

/** 'martes 24 de noviembre, 12:30 p. m.' for an ISO instant. */
export function formatInstant(iso: string): string {
  return isoInstantInWords(iso, today());
}

/** '12:30 p. m.' for an ISO instant or a Date; it never breaks inside. */
export function formatTime(value: string | Date): string {
  const epochMs = typeof value === 'string' ? Date.parse(value) : value.getTime();
  return Number.isNaN(epochMs) ? String(value) : timeOfInstant(epochMs);
}
