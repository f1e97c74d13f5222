import { randomBytes } from 'node:crypto';
import { openDatabase } from '@innkeep/persistence';
import { Client } from 'pg';
import { DataSource } from 'typeorm';

export interface TestDatabase {
  url: string;
  dataSource: DataSource;
  drop(): Promise<void>;
}

function maintenanceUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error('TEST_DATABASE_URL is not set: run the tests with `npm test`, which starts PostgreSQL for them.');
  }
  return url;
}

/** A fresh, migrated database of its own for one test file, on the real PostgreSQL server. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const admin = maintenanceUrl();
  const name = `test_${randomBytes(6).toString('hex')}`;
  const client = new Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const dataSource = await openDatabase({ url: url.toString(), poolSize: 20 });
  return {
    url: url.toString(),
    dataSource,
    async drop() {
      if (dataSource.isInitialized) await dataSource.destroy();
      const dropper = new Client({ connectionString: admin });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
