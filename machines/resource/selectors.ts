import type { ResourceSnapshot } from './types';

export type ResourceStatus = 'loading' | 'ready' | 'failed';

/** What the page shows: the spinner, the data, or the failure with 'Reintentar'. */
export const selectResourceStatus = (s: ResourceSnapshot): ResourceStatus =>
  s.matches('loaded') ? 'ready' : s.matches('failed') ? 'failed' : 'loading';
export const selectResourceData = <T>(s: ResourceSnapshot): T | null => s.context.data as T | null;
export const selectResourceError = (s: ResourceSnapshot): string | null => (s.matches('failed') ? s.context.error : null);
