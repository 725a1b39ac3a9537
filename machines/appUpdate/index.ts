/** The app update notice: machine.ts (the statechart), types.ts, selectors.ts. */
export { appUpdateMachine } from './machine';
export { type AppUpdateEvent, type AppUpdateSnapshot } from './types';
export { selectIsOffered, selectIsUpdating } from './selectors';
export { glossary } from './glossary';
