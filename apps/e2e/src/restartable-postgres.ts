import { chmod, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { RunningPostgres, startEmbeddedPostgres } from '@innkeep/embedded-postgres';

/** A PostgreSQL server of a test's own, which the test stops and starts again on the same port and data. */
export interface RestartablePostgres {
  url: string;
  /** A fast shutdown, as an operator's restart or a failover does: every session ends with 57P01. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /**
   * SIGSTOP to the server and every backend: connections stay open and nothing answers, as a
   * server that hangs (a full disk, a stuck storage, a debugger) looks to its clients.
   */
  freeze(): Promise<void>;
  /** SIGCONT to everything freeze() stopped. */
  thaw(): Promise<void>;
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
  let frozen: number[] = [];
  return {
    url,
    async freeze() {
      const postmaster = Number((await readFile(join(clusterDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
      // The postmaster first, so that it forks no backend while its children are stopped.
      process.kill(postmaster, 'SIGSTOP');
      frozen = [postmaster, ...(await childrenOf(postmaster))];
      for (const pid of frozen.slice(1)) process.kill(pid, 'SIGSTOP');
    },
    async thaw() {
      for (const pid of frozen.reverse()) process.kill(pid, 'SIGCONT');
      frozen = [];
    },
    async stop() {
      await running?.stop();
      running = undefined;
    },
    async start() {
      running ??= await startEmbeddedPostgres({ ...quiet, port });
    },
    async close() {
      // A test that failed while the server was frozen leaves it to be stopped.
      for (const pid of frozen.reverse()) process.kill(pid, 'SIGCONT');
      frozen = [];
      await running?.stop();
      running = undefined;
      for (const dir of [clusterDir, dataDir]) await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The processes whose parent is `pid`, read from /proc. */
async function childrenOf(pid: number): Promise<number[]> {
  const children: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // The fields after the command name (which may hold spaces), from ")": state, then ppid.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid === pid) children.push(Number(entry));
  }
  return children;
}
