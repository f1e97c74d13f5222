import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The version of the package a file belongs to: that of the nearest package.json above `dir`. An
 * app passes its own `__dirname`, which finds `apps/<app>/package.json` from its sources and its
 * workspace build, and the manifest beside the bundle in its build output (`dist/apps/<app>`).
 */
export function packageVersion(dir: string): string {
  for (let current = dir; ; current = dirname(current)) {
    const manifest = join(current, 'package.json');
    if (existsSync(manifest)) {
      const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version?: unknown };
      if (typeof version !== 'string' || !version) throw new Error(`${manifest} has no version.`);
      return version;
    }
    if (dirname(current) === current) throw new Error(`No package.json above ${dir}.`);
  }
}
