import type { ErrorPageSnapshot } from './types';

/** The status the Layout shows instead of the page; null when none. */
export const selectErrorStatus = (s: ErrorPageSnapshot): number | null => s.context.status;
/** 429 only: seconds left before the reload. */
export const selectSecondsLeft = (s: ErrorPageSnapshot): number | undefined =>
  s.context.status === 429 ? s.context.secondsLeft : undefined;
/** Volver is offered on the maintenance (500+) page and on 'Ha ocurrido un error'. */
export const selectCanGoBack = (s: ErrorPageSnapshot): boolean => s.can({ type: 'errorPage.backRequested' });
