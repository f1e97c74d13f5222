export * from './config';
export * from './operation-executor';
export * from './runtime';
