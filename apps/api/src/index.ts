export * from './api.module';
export * from './openapi/openapi-document';
export * from './start-api-server';
