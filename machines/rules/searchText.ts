const COMBINING_MARKS = /\p{M}+/gu;
/** Whitespace and control characters: so search's field separator is never part of a normalized query. */
// eslint-disable-next-line no-control-regex -- control characters are what this pattern folds away
const SPACES_AND_CONTROLS = /[\s\u0000-\u001f\u007f]+/g;

/**
 * Text as search compares it: accents and ñ folded (NFD without combining marks),
 * lowercase, whitespace collapsed to one space, trimmed. Apart from the product search
 * (./search.ts) because the city match (./cities.ts) needs it at start and the search does not.
 */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase().replace(SPACES_AND_CONTROLS, ' ').trim();
}
