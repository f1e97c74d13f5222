import * as pg from 'pg';
import { DataSource } from 'typeorm';
import { ENTITIES } from '../entities';
import { MIGRATIONS } from '../migrations';
import { StructuredLog, StructuredTypeormLogger } from './structured-typeorm.logger';

export interface DataSourceOptions {
  url: string;
  /** Pool size per process. */
  poolSize?: number;
  /** Where TypeORM's output goes, as structured lines without parameters; none when absent. */
  log?: StructuredLog;
}

const SILENT: StructuredLog = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

/** The first error each pooled connection reported, for as long as the connection object lives. */
const connectionErrors = new WeakMap<object, unknown>();

/** Why a connection of the pool died, if it did (see runTransaction). */
export function connectionErrorOf(connection: object): unknown {
  return connectionErrors.get(connection);
}

/**
 * pg's Pool, with an `error` listener on every client for its whole life: a client whose server
 * goes away (a restart, 57P01) while no query runs on it emits `error`, and an `error` event
 * nobody listens to ends the process. The listener keeps the error, for the transaction that held
 * the client to report it.
 */
class GuardedPool extends pg.Pool {
  constructor(config?: pg.PoolConfig) {
    super(config);
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
export function createDataSource({ url, poolSize = 10, log }: DataSourceOptions): DataSource {
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
    extra: { max: poolSize, application_name: 'innkeep', connectionTimeoutMillis: 10_000, idleTimeoutMillis: POOL_IDLE_MILLIS, allowExitOnIdle: true },
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
  const dataSource = createDataSource(options);
  await dataSource.initialize();
  if (options.migrate !== false) await runMigrationsOnce(dataSource, options.url);
  return dataSource;
}
