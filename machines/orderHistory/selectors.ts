import type { OrderSummary } from '../schemas';
import type { OrderHistorySnapshot } from './types';

export const selectOrders = (s: OrderHistorySnapshot): OrderSummary[] => s.context.pages.flat();
/** Nothing shown yet: the spinner. */
export const selectIsFirstLoad = (s: OrderHistorySnapshot): boolean => s.matches('loading');
/** The first page failed: the failure panel. */
export const selectFirstLoadError = (s: OrderHistorySnapshot): string | null => (s.matches('failed') ? s.context.error : null);
/** A next page failed: the message under the list. */
export const selectMoreError = (s: OrderHistorySnapshot): string | null =>
  s.matches({ shown: 'moreFailed' }) ? s.context.error : null;
export const selectIsLoadingMore = (s: OrderHistorySnapshot): boolean => s.matches({ shown: 'loadingMore' });
/** 'Ver más' is offered when the machine would take it (the guard isLastPageFull), and stays busy while loading. */
export const selectShowsMore = (s: OrderHistorySnapshot): boolean =>
  s.can({ type: 'orders.moreRequested' }) || selectIsLoadingMore(s);
