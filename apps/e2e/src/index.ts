export * from './factories';
export * from './free-port';
export * from './http-client';
export * from './test-database';
export * from './test-servers';
export * from './mcp-client';
export * from './dates';
export * from './cli-runner';
