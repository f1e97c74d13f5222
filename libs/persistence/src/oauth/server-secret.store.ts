import type { ServerSecrets } from '@innkeep/domain';
import { DataSource } from 'typeorm';

import { isSealedSecret, SecretsCipher } from './secrets-cipher';

/**
 * Secrets shared by every instance, made by the first one that needs them: whoever inserts first
 * wins, and everyone reads that value. They are stored encrypted (`SecretsCipher`), never in clear.
 */
export class ServerSecretStore implements ServerSecrets {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cipher: SecretsCipher,
  ) {}

  async getOrCreate<T>(name: string, create: () => T): Promise<T> {
    const read = async () => (await this.dataSource.query('SELECT value FROM server_secrets WHERE name = $1', [name]))[0] as { value: unknown } | undefined;
    let row = await read();
    if (!row) {
      await this.dataSource.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2::jsonb) ON CONFLICT (name) DO NOTHING', [
        name,
        JSON.stringify(this.cipher.seal(name, create())),
      ]);
      row = (await read())!;
    }
    // Left in clear by a version before encryption, and not yet sealed by encryptRowsInClear.
    if (!isSealedSecret(row.value)) return row.value as T;
    return this.cipher.openOrThrow<T>(name, row.value);
  }

  /**
   * The upgrade from the versions that stored secrets in clear: seals every such row in place,
   * in one transaction holding their locks, so instances starting together seal each row once.
   * Answers how many it sealed.
   */
  async encryptRowsInClear(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const rows = (await manager.query('SELECT name, value FROM server_secrets ORDER BY name FOR UPDATE')) as { name: string; value: unknown }[];
      const clear = rows.filter((row) => !isSealedSecret(row.value));
      for (const row of clear) {
        await manager.query('UPDATE server_secrets SET value = $2::jsonb WHERE name = $1', [row.name, JSON.stringify(this.cipher.seal(row.name, row.value))]);
      }
      return clear.length;
    });
  }
}
