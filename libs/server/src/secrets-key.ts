import { hkdfSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

import { ServerConfig } from './config';

/** Where a deployment without SECRETS_KEY keeps the key it generated: its data folder, never the database. */
export function secretsKeyFile(config: Pick<ServerConfig, 'dataDir'>): string {
  return resolve(join(config.dataDir, 'secrets.key'));
}

/**
 * The key that encrypts the server secrets: SECRETS_KEY, or (outside production, which requires
 * SECRETS_KEY) one generated on first start into `<DATA_DIR>/secrets.key`, readable by its owner
 * only. Every instance sharing the database must use the same key.
 */
export async function loadSecretsKeyOrThrow(config: Pick<ServerConfig, 'dataDir' | 'secretsKey' | 'production'>): Promise<Buffer> {
  if (config.secretsKey) return config.secretsKey;
  if (config.production) {
    throw new Error(
      'SECRETS_KEY is not set: in production every api instance needs the same key to read the server secrets (generate one with `openssl rand -base64 32`).',
    );
  }
  const file = secretsKeyFile(config);
  await mkdir(resolve(config.dataDir), { recursive: true, mode: 0o700 });
  try {
    // `wx`: of two instances starting together, one writes and the other reads what it wrote.
    await writeFile(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if (((await stat(file)).mode & 0o077) !== 0) {
    throw new Error(`${file} can be read by others than its owner: run \`chmod 600 ${file}\`, or set SECRETS_KEY.`);
  }
  const key = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  if (key.length !== 32)
    throw new Error(`${file} does not hold a 32-byte key in base64: restore it, or set SECRETS_KEY to the key the secrets were encrypted with.`);
  return key;
}

/** The key cursors are sealed with: its own, derived from the secrets key, so neither use can stand for the other. */
export function cursorKeyOf(secretsKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', secretsKey, Buffer.alloc(0), 'innkeep page cursors', 32));
}
