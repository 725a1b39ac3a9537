/** The disclosure machine: machine.ts (the statechart), types.ts, selectors.ts. */
export { disclosureMachine } from './machine';
export { type DisclosureInput, type DisclosureEvent, type DisclosureSnapshot } from './types';
export { selectIsShown } from './selectors';
export { glossary } from './glossary';
