import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RunningPostgres, startEmbeddedPostgres } from '@innkeep/embedded-postgres';

/** A PostgreSQL server of a test's own, which the test stops and starts again on the same port and data. */
export interface RestartablePostgres {
  url: string;
  /** A fast shutdown, as an operator's restart or a failover does: every session ends with 57P01. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and removes its data. */
  close(): Promise<void>;
}

export async function startRestartablePostgres(name: string): Promise<RestartablePostgres> {
  const dataDir = await mkdtemp(join(tmpdir(), `innkeep-${name}-`));
  // Enterable by the postgres user, which runs the server when the tests run as root.
  await chmod(dataDir, 0o711);
  const quiet = { dataDir, onNotice: () => undefined };
  let running: RunningPostgres | undefined = await startEmbeddedPostgres(quiet);
  const { url, port, clusterDir } = running;
  return {
    url,
    async stop() {
      await running?.stop();
      running = undefined;
    },
    async start() {
      running ??= await startEmbeddedPostgres({ ...quiet, port });
    },
    async close() {
      await running?.stop();
      running = undefined;
      for (const dir of [clusterDir, dataDir]) await rm(dir, { recursive: true, force: true });
    },
  };
}
