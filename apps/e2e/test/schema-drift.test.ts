import assert from 'node:assert/strict';

import { createDataSource } from '@innkeep/persistence';

import { createTestDatabase, TestDatabase } from '../src';

describe('schema', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('is exactly what the entities describe once the committed migrations ran (no drift)', async () => {
    const dataSource = createDataSource({ url: database.url });
    await dataSource.initialize();
    try {
      const pending = await dataSource.driver.createSchemaBuilder().log();
      assert.deepEqual(
        pending.upQueries.map((query) => query.query),
        [],
        'Entities and migrations disagree: run `npm run migration:generate -- <Name>` and review the migration.',
      );
    } finally {
      await dataSource.destroy();
    }
  });

  it('migrates down and up again', async () => {
    const dataSource = createDataSource({ url: database.url });
    await dataSource.initialize();
    try {
      const migrations = dataSource.migrations.length;
      for (let i = 0; i < migrations; i += 1) await dataSource.undoLastMigration();
      const tables = await dataSource.query(
        `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'schema_migrations'`,
      );
      assert.equal(tables[0].n, 0);
      await dataSource.runMigrations();
      const plans = await dataSource.query(`SELECT code FROM plans ORDER BY code`);
      assert.deepEqual(
        plans.map((row: { code: string }) => row.code),
        ['BUSINESS', 'PRO', 'STARTER'],
      );
    } finally {
      await dataSource.destroy();
    }
  });
});
