/** The errorPage machine: machine.ts (the statechart), types.ts, selectors.ts. */
export { MAINTENANCE_STATUS, UNEXPECTED_ERROR_STATUS, UNEXPECTED_READ_STATUSES, errorPageMachine } from './machine';
export { type HttpFailure, type ErrorPageContext, type ErrorPageEvent, type ErrorPageSnapshot } from './types';
export { selectErrorStatus, selectSecondsLeft, selectCanGoBack } from './selectors';
export { glossary } from './glossary';
