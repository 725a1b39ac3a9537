/** The reorder machine: machine.ts (the statechart), types.ts, selectors.ts. */
export { reorderMachine } from './machine';
export { type ReorderInput, type ReorderContext, type ReorderEvent, type ReorderCartEvent, type ReorderSnapshot } from './types';
export {
  selectReorderLoading,
  selectReorderChoice,
  selectReorderError,
  selectReorderFailedOrder,
  selectCanReorder,
} from './selectors';
export { glossary } from './glossary';
