/** Mis Direcciones: machine.ts (the statechart), types.ts, selectors.ts. */
export { addressBookMachine } from './machine';
export * from './types';
export * from './selectors';
export { glossary } from './glossary';
