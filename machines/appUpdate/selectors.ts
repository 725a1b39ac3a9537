import type { AppUpdateSnapshot } from './types';

/** The update notice is on screen while a new version is offered or being activated. */
export const selectIsOffered = (s: AppUpdateSnapshot): boolean => s.matches('available') || s.matches('updating');
/** Its buttons wait while the new version takes over. */
export const selectIsUpdating = (s: AppUpdateSnapshot): boolean => s.matches('updating');
