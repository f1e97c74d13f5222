import { rmSync } from 'node:fs';

interface StartedPostgres {
  postgres: { stop(): Promise<void> };
  dataDir: string;
}

/** Stops the server the global setup started, if it started one, and removes its files. */
export default async function stopPostgresForTests(): Promise<void> {
  const started = (globalThis as { innkeepTestPostgres?: StartedPostgres }).innkeepTestPostgres;
  if (!started) return;
  await started.postgres.stop();
  rmSync(started.dataDir, { recursive: true, force: true });
}
