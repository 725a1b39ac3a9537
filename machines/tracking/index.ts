export { trackingMachine } from './machine';
export * from './types';
export * from './selectors';
export { subscribeToOrdersStub, type OrderStreamEvent } from './stream';
export { glossary } from './glossary';
