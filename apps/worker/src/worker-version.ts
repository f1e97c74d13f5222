import { packageVersion } from '@innkeep/server';

/** The worker's version, from its package.json. */
export function workerVersion(): string {
  return packageVersion(__dirname);
}
