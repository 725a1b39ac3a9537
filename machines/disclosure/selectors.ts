import type { DisclosureSnapshot } from './types';

/** Still shown while closing: the delay is what lets a click on a suggestion land. */
export const selectIsShown = (s: DisclosureSnapshot): boolean => !s.matches('closed');
