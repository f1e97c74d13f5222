import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

const LOWEST_PORT = 10_000;
/** The e2e tier runs at most this many jest workers at once (jest/tiers.cjs says 2). */
const WORKER_SLOTS = 4;
const handedOut = new Set<number>();

/**
 * Ports at or above LOWEST_PORT that fetch refuses to connect to (the Fetch standard's "bad ports"):
 * a server handed one answered every test's fetch with "bad port" (a CI run drew 10080).
 */
export const FETCH_BLOCKED_PORTS: ReadonlySet<number> = new Set([10_080]);

/**
 * A loopback port free now, for a server a test starts a moment later. It is drawn below the
 * kernel's ephemeral range: a port from `listen(0)` is ephemeral, and any outgoing connection of
 * the suite (to PostgreSQL, Redis, a server) could take it before the test's server binds it.
 */
export async function freePort(): Promise<number> {
  const range = portRangeOf(Number(process.env.JEST_WORKER_ID ?? 1), ephemeralRangeStart());
  if (range === null) return bindAndRelease(0);
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = range.lowest + Math.floor(Math.random() * (range.highest - range.lowest + 1));
    if (handedOut.has(port) || FETCH_BLOCKED_PORTS.has(port)) continue;
    const bound = await bindAndRelease(port).catch(() => null);
    if (bound === null) continue;
    handedOut.add(port);
    return port;
  }
  return bindAndRelease(0);
}

/**
 * The ports one jest worker draws from: a slice of its own below the ephemeral range. Probing a
 * port and binding it are moments apart (a test server boots in between), and in that window a
 * second worker's probe finds the same port free: a CI run's server then failed with EADDRINUSE.
 * Disjoint slices leave that race to nobody. Null when the range is too small to slice.
 */
export function portRangeOf(workerId: number, ephemeralStart: number): { lowest: number; highest: number } | null {
  const width = Math.floor((ephemeralStart - LOWEST_PORT) / WORKER_SLOTS);
  if (width < 500) return null;
  const slot = (Math.max(1, Math.trunc(workerId) || 1) - 1) % WORKER_SLOTS;
  const lowest = LOWEST_PORT + slot * width;
  return { lowest, highest: lowest + width - 1 };
}

function ephemeralRangeStart(): number {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    return Number(low) || 32_768;
  } catch {
    return 32_768;
  }
}

function bindAndRelease(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
