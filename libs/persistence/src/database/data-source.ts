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
    extra: { max: poolSize, application_name: 'innkeep' },
  });
}

/** Routes TypeORM's output of an open data source to `log` (a runtime's, once it has one). */
export function logDataSourceTo(dataSource: DataSource, log: StructuredLog): void {
  dataSource.setOptions({ logger: new StructuredTypeormLogger(log) });
}

/** Connects and applies pending migrations; safe to run on every start and from several processes. */
export async function openDatabase(options: DataSourceOptions): Promise<DataSource> {
  const dataSource = createDataSource(options);
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'all' });
  return dataSource;
}
