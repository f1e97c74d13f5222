/** `npm run migrate` as a release step runs it: the built script, DATABASE_URL, its output and exit code. */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

import { createEmptyTestDatabase, EmptyTestDatabase } from '@innkeep/persistence/testing';
import { Client } from 'pg';

const MIGRATE = resolve(__dirname, '../../dist/src/migrations/migrate.js');
const run = promisify(execFile);

function migrate(env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  delete inherited.DATABASE_URL;
  return run(process.execPath, [MIGRATE], { env: { ...inherited, ...env } }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

describe('npm run migrate', () => {
  let database: EmptyTestDatabase;

  beforeAll(async () => {
    database = await createEmptyTestDatabase();
  });
  afterAll(() => database?.drop());

  it('applies every migration to an empty database, several runs at once applying each once, then finds it up to date', async () => {
    const runs = await Promise.all([1, 2, 3].map(() => migrate({ DATABASE_URL: database.url })));
    assert.deepEqual(
      runs.map((result) => result.code),
      [0, 0, 0],
      runs.map((result) => result.stderr).join('\n'),
    );
    const applied = runs.filter((result) => /^Applied \d+ migration\(s\)/.test(result.stdout));
    assert.equal(applied.length, 1, runs.map((result) => result.stdout).join(''));
    assert.equal(runs.filter((result) => result.stdout === 'The schema is up to date.\n').length, 2);

    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query('SELECT count(*)::int AS count FROM schema_migrations');
      assert.equal(`Applied ${rows[0].count} migration(s)`, /^Applied \d+ migration\(s\)/.exec(applied[0].stdout)?.[0]);
    } finally {
      await client.end();
    }
    assert.equal((await migrate({ DATABASE_URL: database.url })).stdout, 'The schema is up to date.\n');
  });

  it('says what to set when DATABASE_URL is missing, and exits 1', async () => {
    const result = await migrate({});
    assert.equal(result.code, 1);
    assert.match(result.stderr, /^DATABASE_URL is not set: npm run migrate applies the migrations to the PostgreSQL server it names\./);
  });
});
