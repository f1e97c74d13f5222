import { DataSource } from 'typeorm';
import { ENTITIES } from '../entities';
import { MIGRATIONS } from '../migrations';

export interface DataSourceOptions {
  url: string;
  /** Pool size per process. */
  poolSize?: number;
  logging?: boolean;
}

/** The one data source of a process. Schema changes come from migrations only, never synchronize. */
export function createDataSource({ url, poolSize = 10, logging = false }: DataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'schema_migrations',
    synchronize: false,
    // Failed statements are expected (conflicts, retried deadlocks) and their parameters private: off by default.
    logging: logging ? ['error', 'warn', 'migration'] : false,
    extra: { max: poolSize, application_name: 'innkeep' },
  });
}

/** Connects and applies pending migrations; safe to run on every start and from several processes. */
export async function openDatabase(options: DataSourceOptions): Promise<DataSource> {
  const dataSource = createDataSource(options);
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'all' });
  return dataSource;
}
