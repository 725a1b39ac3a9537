export * from './catalogue';
export * from './salesPoint';
export * from './session';
export * from './order';
export * from './account';
export * from './identity';
export * from './payment';
export * from './live';
