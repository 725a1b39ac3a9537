/** The errorPage machine: machine.ts (the statechart), types.ts, selectors.ts. */
export { MAINTENANCE_STATUS, errorPageMachine } from './machine';
export { type HttpFailure, type ErrorPageContext, type ErrorPageEvent, type ErrorPageSnapshot } from './types';
export { selectErrorStatus, selectSecondsLeft, selectCanGoBack } from './selectors';
