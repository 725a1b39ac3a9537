export * from './machine';
export * from './selectors';
