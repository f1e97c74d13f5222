/**
 * `npm run migrate`: applies pending migrations to the PostgreSQL of DATABASE_URL and exits, for
 * deployments that start their servers with MIGRATE_ON_START=false. Safe beside running servers
 * and other runs: every run takes the same advisory lock (runMigrationsOnce).
 */
import { openDatabase, runMigrationsOnce } from '@innkeep/persistence';
import { loadConfig } from '@innkeep/server';

async function migrate(): Promise<string> {
  const { databaseUrl } = loadConfig();
  if (!databaseUrl) throw new Error('DATABASE_URL is not set: npm run migrate applies the migrations to the PostgreSQL server it names.');
  const dataSource = await openDatabase({ url: databaseUrl, poolSize: 1, migrate: false });
  try {
    const applied = await runMigrationsOnce(dataSource, databaseUrl);
    return applied.length ? `Applied ${applied.length} migration(s): ${applied.join(', ')}.` : 'The schema is up to date.';
  } finally {
    await dataSource.destroy();
  }
}

migrate().then(
  (line) => console.log(line),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
