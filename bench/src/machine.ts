/** What the figures were measured on. */
import { cpus, release, totalmem, type } from 'node:os';

import { Queryable } from './verify-inventory';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  os: string;
  node: string;
  postgres: string;
}

export async function describeMachine(db: Queryable): Promise<Machine> {
  const [row] = await db.query('SHOW server_version');
  const processors = cpus();
  return {
    cpu: processors[0]?.model.trim() ?? 'unknown',
    cores: processors.length,
    memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    os: `${type()} ${release()}`,
    node: process.version,
    postgres: row.server_version,
  };
}
