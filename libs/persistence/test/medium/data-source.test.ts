import assert from 'node:assert/strict';

import { Pool } from 'pg';
import { DataSource } from 'typeorm';

import { createDataSource, runMigrationsOnce } from '../../src';
import { createEmptyTestDatabase, createTestDatabase, EmptyTestDatabase, TestDatabase } from '../../testing';

/** Collects what reaches `uncaughtException` while `work` runs: what would have ended a server. */
async function uncaughtDuring(work: () => Promise<void>): Promise<unknown[]> {
  const caught: unknown[] = [];
  const record = (error: unknown) => caught.push(error);
  process.on('uncaughtException', record);
  try {
    await work();
  } finally {
    process.off('uncaughtException', record);
  }
  return caught;
}

describe('the data source', () => {
  describe('a connection the server ends', () => {
    let database: TestDatabase;

    beforeAll(async () => {
      database = await createTestDatabase({ poolSize: 2 });
    });
    afterAll(() => database?.drop());

    it('ends no process when it is checked out with no query running, and the pool serves the next query', async () => {
      const pool = (database.dataSource.driver as unknown as { master: Pool }).master;
      const client = await pool.connect();
      const [{ pid }] = (await client.query('SELECT pg_backend_pid() AS pid')).rows;
      const uncaught = await uncaughtDuring(async () => {
        // Bounded: an error nobody listened to never lets the client report its end.
        const ended = new Promise((resolve) => {
          client.once('end', resolve);
          setTimeout(resolve, 5_000).unref();
        });
        // As a restart or a failover does to every session: 57P01, then the socket closes.
        await database.dataSource.query('SELECT pg_terminate_backend($1)', [pid]);
        await ended;
        await new Promise((resolve) => setImmediate(resolve));
      });
      client.release(true);
      assert.deepEqual(uncaught, []);
      assert.deepEqual(await database.dataSource.query('SELECT 1 AS one'), [{ one: 1 }]);
    });
  });

  describe('migrations', () => {
    let empty: EmptyTestDatabase;
    let sources: DataSource[] = [];

    beforeAll(async () => {
      empty = await createEmptyTestDatabase();
    });
    afterAll(async () => {
      await Promise.all(sources.map((source) => source.destroy()));
      await empty?.drop();
    });

    it('are applied once when several instances start together on an empty database', async () => {
      sources = await Promise.all([1, 2, 3, 4].map(() => createDataSource({ url: empty.url, poolSize: 2 }).initialize()));
      const applied = await Promise.all(sources.map((source) => runMigrationsOnce(source, empty.url)));
      const expected = sources[0].migrations.map((migration) => migration.name);
      // One instance applied them all; the others found nothing left to do.
      assert.deepEqual(applied.map((names) => names.length).sort(), [0, 0, 0, expected.length]);
      assert.deepEqual(applied.flat(), expected);
      const [{ count }] = await sources[0].query('SELECT count(*)::int AS count FROM schema_migrations');
      assert.equal(count, expected.length);
    });
  });
});
