export * from './api.module';
export * from './api-version';
export * from './start-api-server';
