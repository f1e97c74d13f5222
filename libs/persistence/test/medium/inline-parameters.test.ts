import assert from 'node:assert/strict';

import { escapeLiteral } from 'pg';

import { inlineParameters, quoteLiteral } from '../../src/database/transaction';
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

  it('quote any text as pg quotes it, and PostgreSQL reads it back unchanged', async () => {
    // Runs of the characters that need escaping, beside ones that do not and ones past ASCII.
    const alphabet = ["'", '\\', "''", '\\\\', 'E', ' ', 'a', '"', '$1', '\n', 'é', '😀', '\u2028'];
    let seed = 7;
    const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0);
    const texts = [
      '',
      "'",
      '\\',
      "\\'",
      ...Array.from({ length: 200 }, () => Array.from({ length: next() % 12 }, () => alphabet[next() % alphabet.length]).join('')),
    ];
    for (const text of texts) assert.equal(quoteLiteral(text), escapeLiteral(text), JSON.stringify(text));
    const statement = `SELECT ARRAY[${texts.map((text) => `${quoteLiteral(text)}::text`).join(', ')}] AS texts`;
    const [{ texts: read }] = (await database.dataSource.query(statement)) as { texts: string[] }[];
    assert.deepEqual(read, texts);
  });

  it('refuse a statement naming a parameter it has no value for', () => {
    assert.throws(() => inlineParameters('SELECT $2', ['one']), /No value for \$2/);
  });
});
