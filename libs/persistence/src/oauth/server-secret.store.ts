import { DataSource } from 'typeorm';

/**
 * Secrets shared by every instance, made by the first one that needs them: whoever inserts first
 * wins, and everyone reads that value.
 */
export class ServerSecretStore {
  constructor(private readonly dataSource: DataSource) {}

  async getOrCreate<T>(name: string, create: () => T): Promise<T> {
    const read = async () => (await this.dataSource.query('SELECT value FROM server_secrets WHERE name = $1', [name]))[0];
    const existing = await read();
    if (existing) return existing.value as T;
    await this.dataSource.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2::jsonb) ON CONFLICT (name) DO NOTHING', [
      name,
      JSON.stringify(create()),
    ]);
    return (await read()).value as T;
  }
}
