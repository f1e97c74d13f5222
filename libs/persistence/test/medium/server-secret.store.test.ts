import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';

import { SecretsCipher, ServerSecretStore } from '../../src';
import { createTestDatabase, TestDatabase } from '../../testing';

/** A secret whose every part is a string that must not be readable in the table. */
const SIGNING_KEY = { keys: [{ kty: 'RSA', d: `private-exponent-${randomBytes(12).toString('hex')}`, kid: 'k1' }] };

describe('the server secrets in PostgreSQL', () => {
  let database: TestDatabase;
  const key = randomBytes(32);
  const store = (cipherKey = key) => new ServerSecretStore(database.dataSource, new SecretsCipher(cipherKey));
  const rowText = async (name: string): Promise<string> =>
    (await database.dataSource.query('SELECT value::text AS text FROM server_secrets WHERE name = $1', [name]))[0].text;

  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.drop());

  it('stores a secret encrypted, and reads it back with the same key in another instance', async () => {
    assert.deepEqual(await store().getOrCreate('oauth.jwks', () => SIGNING_KEY), SIGNING_KEY);
    const stored = await rowText('oauth.jwks');
    assert.ok(!stored.includes(SIGNING_KEY.keys[0].d), stored);
    assert.ok(!stored.includes('"kty"'), stored);
    assert.match(stored, /"alg": "A256GCM"/);
    assert.deepEqual(await store().getOrCreate('oauth.jwks', () => ({ keys: [] })), SIGNING_KEY);
  });

  it('refuses to read with another key, saying so, instead of making new secrets', async () => {
    await store().getOrCreate('web.cookie-keys', () => ['cookie-key-1']);
    await assert.rejects(
      store(randomBytes(32)).getOrCreate('web.cookie-keys', () => ['other']),
      /^Error: The server secret "web.cookie-keys" was encrypted with another key .*set SECRETS_KEY/,
    );
  });

  it('refuses a sealed value moved under another name or altered', async () => {
    await store().getOrCreate('a', () => ['secret-a']);
    await database.dataSource.query(`INSERT INTO server_secrets (name, value) SELECT 'b', value FROM server_secrets WHERE name = 'a'`);
    await assert.rejects(
      store().getOrCreate('b', () => ['x']),
      /^Error: The server secret "b" does not decrypt/,
    );
    await database.dataSource.query(`UPDATE server_secrets SET value = jsonb_set(value, '{data}', to_jsonb('AAAA'::text)) WHERE name = 'a'`);
    await assert.rejects(
      store().getOrCreate('a', () => ['x']),
      /^Error: The server secret "a" does not decrypt/,
    );
  });

  it('encrypts the rows an earlier version stored in clear, keeping their values', async () => {
    await database.dataSource.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2::jsonb), ($3, $4::jsonb)', [
      'oauth.jwks',
      JSON.stringify(SIGNING_KEY),
      'web.cookie-keys',
      JSON.stringify(['clear-cookie-key']),
    ]);
    assert.equal(await store().encryptRowsInClear(), 2);
    assert.equal(await store().encryptRowsInClear(), 0);
    const table = JSON.stringify(await database.dataSource.query('SELECT * FROM server_secrets'));
    assert.ok(!table.includes(SIGNING_KEY.keys[0].d) && !table.includes('clear-cookie-key'), table);
    assert.deepEqual(await store().getOrCreate('oauth.jwks', () => ({ keys: [] })), SIGNING_KEY);
    assert.deepEqual(await store().getOrCreate('web.cookie-keys', () => []), ['clear-cookie-key']);
  });

  it('encrypts each clear row once when several instances start together', async () => {
    await database.dataSource.query(`INSERT INTO server_secrets (name, value) VALUES ('web.cookie-keys', '["clear-cookie-key"]')`);
    const sealed = await Promise.all([store().encryptRowsInClear(), store().encryptRowsInClear(), store().encryptRowsInClear()]);
    assert.deepEqual(sealed.sort(), [0, 0, 1]);
    assert.deepEqual(await store().getOrCreate('web.cookie-keys', () => []), ['clear-cookie-key']);
  });
});
