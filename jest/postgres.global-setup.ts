import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '@innkeep/persistence';

/**
 * One PostgreSQL server for a whole jest run of a tier that needs it: TEST_DATABASE_URL when set
 * (a server of the caller's), otherwise an embedded one on a free loopback port. Each test file
 * creates a database of its own on it.
 */
export default async function startPostgresForTests(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  const dataDir = mkdtempSync(join(tmpdir(), 'innkeep-test-pg-'));
  // mkdtemp makes it private; as root the server runs as `postgres`, which keeps its cluster here if it can enter.
  chmodSync(dataDir, 0o711);
  const postgres = await startEmbeddedPostgres({ dataDir, port: 0, database: 'postgres' });
  process.env.TEST_DATABASE_URL = postgres.url;
  (globalThis as { innkeepTestPostgres?: unknown }).innkeepTestPostgres = { postgres, dataDir };
}
