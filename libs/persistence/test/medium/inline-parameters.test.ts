import assert from 'node:assert/strict';
import { inlineParameters } from '../../src/database/transaction';
import { createTestDatabase, TestDatabase } from '../../testing';

describe('statements with their values inlined', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(() => database?.drop());

  it('read back as the values they were given: quotes, backslashes, NULL, numbers and a tenth parameter', async () => {
    const values = ["O'Brien \\ 'quoted'", null, 42, 'two', 'three', 'four', 'five', 'six', 'seven', 'ten'];
    const statement = inlineParameters('SELECT $1::text AS a, $2::text AS b, $3::int AS c, $10::text AS j', values);
    assert.deepEqual(await database.dataSource.query(statement), [{ a: "O'Brien \\ 'quoted'", b: null, c: 42, j: 'ten' }]);
  });

  it('refuse a statement naming a parameter it has no value for', () => {
    assert.throws(() => inlineParameters('SELECT $2', ['one']), /No value for \$2/);
  });
});
