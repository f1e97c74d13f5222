import { createHash } from 'node:crypto';
import { realpath } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

import { exists, mkdirReachable } from './folders';
import { PostgresUserAccessError, postgresUserCanReach, UserIds } from './postgres-user';

/** Where a server started as root keeps what the `postgres` user cannot reach in place. */
export const DEFAULT_SHARED_DIR = '/var/lib/innkeep';

const isCluster = (dir: string) => exists(join(dir, 'PG_VERSION'));

/** The cluster's folder in place: in the data folder, beside its password. */
const inPlace = (dataDir: string) => join(resolve(dataDir), 'pg');

/** The cluster's folder in `sharedDir`, one per data folder (by its real path); null without the folder. */
async function elsewhere(dataDir: string, sharedDir: string): Promise<string | null> {
  const real = await realpath(dataDir).catch(() => null);
  return real && join(sharedDir, 'clusters', createHash('sha256').update(real).digest('hex').slice(0, 16));
}

/** The folder of the cluster this data folder already has, or null. */
export async function findEmbeddedCluster(dataDir: string, sharedDir = DEFAULT_SHARED_DIR): Promise<string | null> {
  const moved = await elsewhere(dataDir, sharedDir);
  if (moved && (await isCluster(moved))) return moved;
  return (await isCluster(inPlace(dataDir))) ? inPlace(dataDir) : null;
}

export interface ClusterLocation {
  dir: string;
  /** Set when the cluster lives outside the data folder, which the `postgres` user cannot enter. */
  moved: boolean;
}

const unreachable = (folder: string, what: string) =>
  new PostgresUserAccessError(
    `The embedded PostgreSQL runs as the postgres user, which cannot enter ${folder}${what}: ` +
      'let it enter that folder and the folders above it (chmod o+x), or use a PostgreSQL server of your own.',
  );

/**
 * Where the cluster of an existing data folder lives, or will: in place, unless the server runs as
 * the `postgres` user (`user` set) and that user cannot enter the data folder; then in `sharedDir`.
 * A cluster stays where it was first made, so its data and its password keep together.
 */
export async function locateEmbeddedCluster(dataDir: string, sharedDir: string, user: UserIds | null): Promise<ClusterLocation> {
  const here = inPlace(dataDir);
  if (!user) return { dir: here, moved: false };
  const moved = await elsewhere(dataDir, sharedDir);
  if (moved === null) throw new Error(`The data folder ${resolve(dataDir)} does not exist.`);
  if (await isCluster(moved)) return { dir: moved, moved: true };
  if (postgresUserCanReach(resolve(dataDir), user)) return { dir: here, moved: false };
  if (await isCluster(here)) throw unreachable(resolve(dataDir), ', where its cluster is');
  await mkdirReachable(dirname(moved));
  if (!postgresUserCanReach(dirname(moved), user)) throw unreachable(dirname(moved), `, nor ${resolve(dataDir)}`);
  return { dir: moved, moved: true };
}
