import { startThrowawayEmbeddedPostgres } from '@innkeep/embedded-postgres';

/**
 * One PostgreSQL server for a whole jest run of a tier that needs it: TEST_DATABASE_URL when set
 * (a server of the caller's), otherwise an embedded one on a free loopback port. Each test file
 * creates a database of its own on it.
 */
export default async function startPostgresForTests(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  const postgres = await startThrowawayEmbeddedPostgres({ name: 'test-pg', port: 0, database: 'postgres' });
  process.env.TEST_DATABASE_URL = postgres.url;
  (globalThis as { innkeepTestPostgres?: unknown }).innkeepTestPostgres = postgres;
}
