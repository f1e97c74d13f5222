// The database and workspace fixtures are shared with the medium tier of libs/persistence.
export * from '@innkeep/persistence/testing';
export * from './free-port';
export * from './http-client';
export * from './test-servers';
export * from './mcp-client';
export * from './mcp-2026-wire';
export * from './credential-proxy';
export * from './dates';
export * from './cli-runner';
export * from './redis-server';
export * from './app-process';
export * from './raw-http';
export * from './report-workspace';
export * from './restartable-postgres';
export * from './fake-channel';
export * from './shaped-request';
export * from './fake-stripe';
