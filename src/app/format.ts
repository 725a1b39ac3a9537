/**
 * An Intl formatter made on its first use: the first es-CO formatter of a page initialises the
 * locale's data (100–165 ms on a phone-speed CPU, measured in docs/performance.md), which must not
 * happen while a screen's module is merely prefetched.
 */
export function lazyDateFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | null = null;
  return () => (format ??= new Intl.DateTimeFormat('es-CO', options));
}

/** Dates as a Colombian customer reads them: 'martes, 24 de noviembre'. Days are YYYY-MM-DD. */
const dayFormat = lazyDateFormat({ weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat().format(date);
}
