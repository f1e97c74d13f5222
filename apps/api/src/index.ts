export * from './api.module';
export * from './openapi/generate-openapi-document';
export * from './start-api-server';
