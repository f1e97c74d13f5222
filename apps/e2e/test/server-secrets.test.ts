import assert from 'node:assert/strict';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { apiVersion, startApiServer } from '@innkeep/api';
import { createRuntime, loadConfig, secretsKeyFile } from '@innkeep/server';

import { createTestDatabase, freePort, TestDatabase } from '../src';

interface Jwks {
  keys: { kid: string; n: string; e: string; d?: string }[];
}

/** The api server's OAuth signing key and cookie keys, as stored in `server_secrets` and served again after a restart. */
describe('the server secrets at rest', () => {
  let database: TestDatabase;
  let dataDir: string;

  beforeEach(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'innkeep-data-'));
  });
  afterEach(async () => {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Starts the api server on the database, reads its public JWKS, and stops it. */
  async function servedJwks(env: Record<string, string>): Promise<Jwks> {
    const port = await freePort();
    const config = loadConfig({ API_PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
    const runtime = createRuntime(config, database.dataSource, { version: apiVersion() });
    try {
      const api = await startApiServer(runtime);
      try {
        const response = await fetch(`http://127.0.0.1:${api.port}/oauth/jwks`);
        assert.equal(response.status, 200);
        return (await response.json()) as Jwks;
      } finally {
        await api.close();
      }
    } finally {
      await runtime.close();
    }
  }

  const table = async () => JSON.stringify(await database.dataSource.query('SELECT name, value FROM server_secrets ORDER BY name'));

  it('holds no key material in clear, and a restart with the same SECRETS_KEY serves the same JWKS', async () => {
    const env = { SECRETS_KEY: randomBytes(32).toString('base64') };
    const first = await servedJwks(env);
    assert.equal(first.keys.length, 1);
    assert.equal(first.keys[0].d, undefined);
    const rows = await table();
    assert.match(rows, /"name":"oauth\.jwks".*"name":"web\.cookie-keys"/);
    for (const clear of [first.keys[0].n, first.keys[0].kid, '"kty"', '"d":', '"p":']) assert.ok(!rows.includes(clear), `server_secrets holds ${clear}`);
    assert.deepEqual(await servedJwks(env), first);
  });

  it('refuses to start with another SECRETS_KEY, saying which setting to fix', async () => {
    await servedJwks({ SECRETS_KEY: randomBytes(32).toString('base64') });
    await assert.rejects(servedJwks({ SECRETS_KEY: randomBytes(32).toString('base64') }), /was encrypted with another key .*set SECRETS_KEY/);
  });

  it('without SECRETS_KEY, generates a key into the data folder (0600), never the database, and keeps serving the same JWKS', async () => {
    const first = await servedJwks({});
    const file = secretsKeyFile({ dataDir });
    assert.equal((await stat(file)).mode & 0o777, 0o600);
    assert.ok(!(await table()).includes(first.keys[0].n));
    assert.deepEqual(await servedJwks({}), first);
  });

  it('encrypts the signing key an earlier version stored in clear, and goes on serving it', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'kept-kid', use: 'sig', alg: 'RS256' } as Record<string, string>;
    await database.dataSource.query(`INSERT INTO server_secrets (name, value) VALUES ('oauth.jwks', $1::jsonb)`, [JSON.stringify({ keys: [jwk] })]);
    const served = await servedJwks({ SECRETS_KEY: randomBytes(32).toString('hex') });
    assert.deepEqual(
      served.keys.map(({ kid, n }) => ({ kid, n })),
      [{ kid: 'kept-kid', n: jwk.n }],
    );
    const rows = await table();
    assert.ok(!rows.includes(jwk.d) && !rows.includes(jwk.n), rows);
  });
});
