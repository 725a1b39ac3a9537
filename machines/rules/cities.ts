import { messages } from '../messages';
import { normalizeSearchText } from './searchText';

export type CityMatch = { ok: true; city: string } | { ok: false; message: string };

/**
 * City dialog (docs/product.md#reglas): the typed city must match an offered city, ignoring
 * case, accents and surrounding spaces; the offered spelling is returned.
 */
export function matchCity(typed: string, offered: readonly string[]): CityMatch {
  const wanted = normalizeSearchText(typed);
  if (wanted !== '') {
    const city = offered.find((name) => normalizeSearchText(name) === wanted);
    if (city !== undefined) return { ok: true, city };
  }
  return { ok: false, message: messages.location.cityNotFound };
}

/**
 * The cities the city picker lists while the customer types (the list shows on open): the
 * offered ones containing the typed text, ignoring case, accents and extra spaces; all of them for no
 * text. Only a filter: choosing still goes through matchCity's rule.
 */
export function citiesMatching(typed: string, offered: readonly string[]): readonly string[] {
  const wanted = normalizeSearchText(typed);
  return wanted === '' ? offered : offered.filter((name) => normalizeSearchText(name).includes(wanted));
}
