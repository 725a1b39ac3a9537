export * from './machine';
export * from './selectors';
export { glossary } from './glossary';
