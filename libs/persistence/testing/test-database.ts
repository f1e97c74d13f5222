import { randomBytes } from 'node:crypto';

import { Client } from 'pg';
import { DataSource } from 'typeorm';

import { openDatabase } from '../src';

export interface EmptyTestDatabase {
  url: string;
  /** Drops the database, closing whatever is still connected to it. */
  drop(): Promise<void>;
}

export interface TestDatabase extends EmptyTestDatabase {
  dataSource: DataSource;
}

function maintenanceUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error('TEST_DATABASE_URL is not set: run the tests with `npm test`, which starts PostgreSQL for them.');
  }
  return url;
}

async function onServer(sql: string): Promise<void> {
  const client = new Client({ connectionString: maintenanceUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database of its own, without any table, on the real PostgreSQL server of the tests. */
export async function createEmptyTestDatabase(): Promise<EmptyTestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(maintenanceUrl());
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A fresh, migrated database of its own for one test file, on the real PostgreSQL server. */
export async function createTestDatabase(options: { poolSize?: number } = {}): Promise<TestDatabase> {
  const empty = await createEmptyTestDatabase();
  const dataSource = await openDatabase({ url: empty.url, poolSize: options.poolSize ?? 20 });
  return {
    url: empty.url,
    dataSource,
    async drop() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await empty.drop();
    },
  };
}
