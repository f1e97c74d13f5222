import * as pg from 'pg';
import { DataSource } from 'typeorm';

import { ENTITIES } from '../entities';
import { MIGRATIONS } from '../migrations';
import { StructuredLog, StructuredTypeormLogger } from './structured-typeorm.logger';

/** How long the servers' statements and connection checkouts may take before they fail. */
export interface DatabaseDeadlines {
  /** PostgreSQL cancels a statement running longer (statement_timeout, 57014). */
  statementMs: number;
  /** Waiting for a pooled connection, or opening a new one. */
  acquireMs: number;
}

export interface DataSourceOptions {
  url: string;
  /** Pool size per process. */
  poolSize?: number;
  /** Where TypeORM's output goes, as structured lines without parameters; none when absent. */
  log?: StructuredLog;
  /**
   * The servers' deadlines; without them a statement may run as long as it takes (migrations,
   * the operator tool, benchmarks) and a checkout waits 10 s.
   */
  deadlines?: DatabaseDeadlines;
}

/**
 * How much longer than the statement deadline the client waits for any answer before it gives up
 * on the connection: PostgreSQL's own cancel comes first when the server is alive; this one ends
 * a wait on a server that cannot answer at all (stopped, frozen, cut off).
 */
export const QUERY_READ_MARGIN_MS = 1_000;

/** The message pg gives a query that got no answer within `query_timeout`. */
const READ_TIMEOUT_MESSAGE = 'Query read timeout';

const SILENT: StructuredLog = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

/** The first error each pooled connection reported, for as long as the connection object lives. */
const connectionErrors = new WeakMap<object, unknown>();

/** Why a connection of the pool died, if it did (see runTransaction). */
export function connectionErrorOf(connection: object): unknown {
  return connectionErrors.get(connection);
}

type QueryCall = (...args: unknown[]) => unknown;

/**
 * pg's Client, letting go of its connection when a query got no answer within `query_timeout`: pg
 * fails that query but keeps the connection, still waiting for the answer, and every later query on
 * it would queue behind. Ending it makes the pool drop it (and the transaction that held it fail
 * with the connection's error).
 */
class DeadlineClient extends pg.Client {
  override query(...args: unknown[]): never {
    const run = (pg.Client.prototype.query as QueryCall).bind(this);
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        this.dropAfterReadTimeout(error);
        (callback as (error: unknown, result: unknown) => void)(error, result);
      };
      return run(...args) as never;
    }
    const result = run(...args);
    if (result instanceof Promise) {
      return result.catch((error: unknown) => {
        this.dropAfterReadTimeout(error);
        throw error;
      }) as never;
    }
    return result as never;
  }

  private dropAfterReadTimeout(error: unknown): void {
    if ((error as Error | undefined)?.message !== READ_TIMEOUT_MESSAGE) return;
    (this as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
  }
}

/**
 * pg's Pool, with an `error` listener on every client for its whole life: a client whose server
 * goes away (a restart, 57P01) while no query runs on it emits `error`, and an `error` event
 * nobody listens to ends the process. The listener keeps the error, for the transaction that held
 * the client to report it.
 */
class GuardedPool extends pg.Pool {
  constructor(config?: pg.PoolConfig) {
    super({ ...config, Client: DeadlineClient });
    this.on('connect', (client) =>
      client.on('error', (error) => {
        if (!connectionErrors.has(client)) connectionErrors.set(client, error);
      }),
    );
    // Idle clients' errors reach the pool; the next checkout makes a fresh connection.
    this.on('error', () => undefined);
  }
}

const guardedPg = { ...pg, Pool: GuardedPool };

/**
 * How long an idle pooled connection is kept: 5 minutes, not pg's 10 s. A fresh PostgreSQL backend
 * spends tens of milliseconds loading its catalog caches and preparing statements on its first
 * requests, which every lull longer than 10 s otherwise put in front of the requests that ended it.
 */
export const POOL_IDLE_MILLIS = 300_000;

/** The one data source of a process. Schema changes come from migrations only, never synchronize. */
export function createDataSource({ url, poolSize = 10, log, deadlines }: DataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'schema_migrations',
    synchronize: false,
    // Never TypeORM's console logger: it prints statements' parameters, which hold guests' data.
    logger: new StructuredTypeormLogger(log ?? SILENT),
    driver: guardedPg,
    // A checkout that waits longer than this fails (503) instead of holding the request. Idle
    // connections do not keep a process alive (a script that ends without closing the pool exits).
    extra: {
      max: poolSize,
      application_name: 'innkeep',
      connectionTimeoutMillis: deadlines?.acquireMs ?? 10_000,
      idleTimeoutMillis: POOL_IDLE_MILLIS,
      allowExitOnIdle: true,
      ...(deadlines ? { statement_timeout: deadlines.statementMs, query_timeout: deadlines.statementMs + QUERY_READ_MARGIN_MS } : {}),
    },
  });
}

/** Routes TypeORM's output of an open data source to `log` (a runtime's, once it has one). */
export function logDataSourceTo(dataSource: DataSource, log: StructuredLog): void {
  dataSource.setOptions({ logger: new StructuredTypeormLogger(log) });
}

/** Any fixed number, the same in every process: the key of the migrations' advisory lock. */
const MIGRATION_LOCK_KEY = 7_401_236_001;

/**
 * Applies pending migrations once, however many processes start together: each waits for the
 * session-level advisory lock, held on a connection of its own (outside the pool, which may hold
 * a single connection), and finds nothing left to do after the first.
 */
export async function runMigrationsOnce(dataSource: DataSource, url: string): Promise<string[]> {
  const lock = new pg.Client({ connectionString: url, application_name: 'innkeep-migrations' });
  lock.on('error', () => undefined);
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const applied = await dataSource.runMigrations({ transaction: 'all' });
    return applied.map((migration) => migration.name);
  } finally {
    await lock.end().catch(() => undefined);
  }
}

/** Connects and, unless `migrate` is false, applies pending migrations (runMigrationsOnce). */
export async function openDatabase(options: DataSourceOptions & { migrate?: boolean }): Promise<DataSource> {
  if (options.migrate !== false && options.deadlines) {
    // A migration may rightly run longer than any request's statement: it gets a connection without deadlines.
    const migrator = await createDataSource({ url: options.url, poolSize: 1, log: options.log }).initialize();
    try {
      await runMigrationsOnce(migrator, options.url);
    } finally {
      await migrator.destroy();
    }
  }
  const dataSource = createDataSource(options);
  await dataSource.initialize();
  if (options.migrate !== false && !options.deadlines) await runMigrationsOnce(dataSource, options.url);
  return dataSource;
}
