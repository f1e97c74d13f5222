import assert from 'node:assert/strict';
import { chmod, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { loadSecretsKeyOrThrow, secretsKeyFile } from '../src';

describe('the key of the server secrets', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = join(await mkdtemp(join(tmpdir(), 'innkeep-secrets-')), 'data');
  });
  afterEach(() => rm(join(dataDir, '..'), { recursive: true, force: true }));

  it('is SECRETS_KEY when set, and then nothing is written to the data folder', async () => {
    const key = Buffer.alloc(32, 3);
    assert.deepEqual(await loadSecretsKeyOrThrow({ dataDir, secretsKey: key, production: true }), key);
    await assert.rejects(stat(secretsKeyFile({ dataDir })), { code: 'ENOENT' });
  });

  it('is generated once into the data folder, readable by its owner only, when SECRETS_KEY is not set', async () => {
    const first = await loadSecretsKeyOrThrow({ dataDir, secretsKey: undefined, production: false });
    assert.equal(first.length, 32);
    const file = secretsKeyFile({ dataDir });
    assert.equal((await stat(file)).mode & 0o777, 0o600);
    assert.deepEqual(Buffer.from((await readFile(file, 'utf8')).trim(), 'base64'), first);
    const again = await Promise.all([1, 2, 3].map(() => loadSecretsKeyOrThrow({ dataDir, secretsKey: undefined, production: false })));
    for (const key of again) assert.deepEqual(key, first);
  });

  it('refuses a key file others can read', async () => {
    await loadSecretsKeyOrThrow({ dataDir, secretsKey: undefined, production: false });
    await chmod(secretsKeyFile({ dataDir }), 0o644);
    await assert.rejects(loadSecretsKeyOrThrow({ dataDir, secretsKey: undefined, production: false }), /can be read by others than its owner: run `chmod 600/);
  });

  it('must be SECRETS_KEY in production, where every instance needs the same one', async () => {
    await assert.rejects(loadSecretsKeyOrThrow({ dataDir, secretsKey: undefined, production: true }), /^Error: SECRETS_KEY is not set: in production/);
    await assert.rejects(stat(secretsKeyFile({ dataDir })), { code: 'ENOENT' });
  });
});
