import { chmod, mkdir, stat } from 'node:fs/promises';
import { dirname } from 'node:path';

export const exists = (path: string): Promise<boolean> =>
  stat(path).then(
    () => true,
    () => false,
  );

/** Creates `dir` and the parents it lacks, each one searchable by every user whatever the umask. */
export async function mkdirReachable(dir: string): Promise<void> {
  const first = await mkdir(dir, { recursive: true });
  if (!first) return;
  for (let created = dir; created.length >= first.length; created = dirname(created)) await chmod(created, 0o755);
}
