/**
 * The Debian packages the tests run for real (Redis, Chromium): installed here when missing,
 * so a fresh machine or CI needs nothing done by hand. Installing needs root, as on these machines.
 */
import { execFileSync, spawnSync } from 'node:child_process';

const REQUIRED = [
  { binary: 'redis-server', packages: ['redis-server'] },
  { binary: 'chromium', packages: ['chromium'] },
];

function has(binary) {
  return spawnSync('sh', ['-c', `command -v ${binary}`], { stdio: 'ignore' }).status === 0;
}

export function ensureSystemPackages() {
  const missing = REQUIRED.filter(({ binary }) => !has(binary));
  if (missing.length === 0) return;
  const packages = missing.flatMap((entry) => entry.packages);
  if (process.getuid?.() !== 0) {
    throw new Error(`The tests need ${packages.join(', ')}: install them (apt-get install ${packages.join(' ')}) or run as root.`);
  }
  console.log(`Installing ${packages.join(', ')} from Debian's packages…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
  // Debian starts the packaged Redis as a service; the tests run their own on free ports.
  spawnSync('sh', ['-c', 'service redis-server stop || true'], { stdio: 'ignore' });
}
