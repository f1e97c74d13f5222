/**
 * The persistence test kit: a fresh, migrated database per test file on the PostgreSQL the test
 * runner started, and workspaces seeded through the operator service. For tests only; never built.
 */
export * from './database-runner';
export * from './lock-waiters';
export * from './test-database';
export * from './workspace.factory';
