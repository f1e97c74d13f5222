export * from './api.module';
export * from './start-api-server';
