/**
 * The demo workspace's keys, kept across starts: written once to `<DATA_DIR>/demo-keys.json` (mode
 * 0600, like the CLI's own login file) and shown on every start, so a CLI logged in with one keeps
 * working after a restart. The database holds only their hashes; the file is what can show them again.
 */
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

import { DemoKeys, DemoSeed, Operator } from '@innkeep/persistence';

export const DEMO_KEYS_FILE = 'demo-keys.json';

export const demoKeysPath = (dataDir: string) => join(resolve(dataDir), DEMO_KEYS_FILE);

/** The stored keys, or undefined when there are none or the file is not ours to read. */
export async function readDemoKeys(dataDir: string): Promise<DemoKeys | undefined> {
  try {
    const stored = JSON.parse(await readFile(demoKeysPath(dataDir), 'utf8')) as Partial<DemoKeys>;
    return typeof stored.read === 'string' && typeof stored.write === 'string' ? { read: stored.read, write: stored.write } : undefined;
  } catch {
    return undefined;
  }
}

export async function writeDemoKeys(dataDir: string, keys: DemoKeys): Promise<void> {
  const path = demoKeysPath(dataDir);
  await mkdir(resolve(dataDir), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  // The mode given to writeFile is narrowed by the umask only; chmod makes it exact.
  await chmod(temporary, 0o600);
  await rename(temporary, path);
}

/**
 * Makes sure the demo workspace exists and answers its keys: the stored ones while they still work
 * (same database, not revoked), else new ones, which are stored. `resetKeys` always issues new ones.
 */
export async function seedDemoKeepingKeys(operator: Operator, dataDir: string, options: { resetKeys?: boolean } = {}): Promise<DemoSeed> {
  const stored = options.resetKeys ? undefined : await readDemoKeys(dataDir);
  const demo = await operator.seedDemo({ keep: stored });
  if (demo.keysIssued) await writeDemoKeys(dataDir, demo.keys);
  return demo;
}
