/** The order history machine: machine.ts (the statechart), types.ts, selectors.ts. */
export { orderHistoryMachine } from './machine';
export { type OrderHistoryContext, type OrderHistoryEvent, type OrderHistorySnapshot } from './types';
export {
  selectOrders,
  selectIsFirstLoad,
  selectFirstLoadError,
  selectMoreError,
  selectIsLoadingMore,
  selectShowsMore,
} from './selectors';
export { glossary } from './glossary';
