import { rmSync } from 'node:fs';

interface StartedPostgres {
  postgres: { stop(): Promise<void>; clusterDir: string };
  dataDir: string;
}

/** Stops the server the global setup started, if it started one, and removes its files. */
export default async function stopPostgresForTests(): Promise<void> {
  const started = (globalThis as { innkeepTestPostgres?: StartedPostgres }).innkeepTestPostgres;
  if (!started) return;
  await started.postgres.stop();
  // The cluster is outside the data folder when the postgres user could not enter that one.
  rmSync(started.postgres.clusterDir, { recursive: true, force: true });
  rmSync(started.dataDir, { recursive: true, force: true });
}
