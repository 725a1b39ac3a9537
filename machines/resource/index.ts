/** The API resource machine: machine.ts (the statechart), types.ts, selectors.ts. */
export { resourceMachine } from './machine';
export { type ResourceInput, type ResourceContext, type ResourceEvent, type ResourceSnapshot } from './types';
export { selectResourceStatus, selectResourceData, selectResourceError, type ResourceStatus } from './selectors';
export { glossary } from './glossary';
