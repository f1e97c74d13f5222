import assert from 'node:assert/strict';

import { queryPrepared } from '../../src/database/prepared-query';
import { runTransaction } from '../../src/database/transaction';
import { createTestDatabase, TestDatabase } from '../../testing';

describe('statements of the hot paths, prepared', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(() => database?.drop());

  it('are prepared once per connection and run inside the transaction of the manager they are given', async () => {
    await database.dataSource.query(`CREATE TABLE IF NOT EXISTS prepared_probe (n int)`);
    const insert = `INSERT INTO prepared_probe (n) VALUES ($1) RETURNING n`;
    await assert.rejects(
      runTransaction(database.dataSource, async (manager) => {
        assert.deepEqual(await queryPrepared(manager, insert, [1]), [{ n: 1 }]);
        assert.deepEqual(await queryPrepared(manager, insert, [2]), [{ n: 2 }]);
        const prepared = (await manager.query(`SELECT count(*)::int AS count FROM pg_prepared_statements WHERE statement = $1`, [insert])) as {
          count: number;
        }[];
        assert.deepEqual(prepared, [{ count: 1 }]);
        throw new Error('roll back');
      }),
      /roll back/,
    );
    assert.deepEqual(await queryPrepared(database.dataSource.manager, `SELECT count(*)::int AS count FROM prepared_probe WHERE n = ANY($1::int[])`, [[1, 2]]), [
      { count: 0 },
    ]);
  });

  it('fail with PostgreSQL’s error and code, as other statements do', async () => {
    await assert.rejects(queryPrepared(database.dataSource.manager, `SELECT $1::int AS n`, ['not a number']), { code: '22P02' });
  });
});
