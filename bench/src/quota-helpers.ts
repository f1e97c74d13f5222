/**
 * What the quota scenarios run beside the API: a redis-server of their own, a quota store that
 * counts nothing ("quotas off") and a bare Fastify JSON route (the baseline of a trivial
 * authenticated route). API instances in processes of their own come from server-process.ts.
 */
import { ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { QuotaDecision, QuotaStore } from '@innkeep/ratelimit';
import Fastify from 'fastify';

const run = promisify(execFile);

export interface Stoppable {
  close(): Promise<void>;
}

export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
    await new Promise((resolveWait) => setTimeout(resolveWait, 50));
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    child.once('exit', () => resolveStop());
    child.kill('SIGTERM');
  });
}

/** `redis-server` on a free loopback port, nothing saved; `close()` stops it and removes its folder. */
export async function startRedis(): Promise<Stoppable & { url: string; port: number }> {
  const port = await freeLoopbackPort();
  const dir = mkdtempSync(join(tmpdir(), 'innkeep-bench-redis-'));
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
  await until(`redis-server on port ${port}`, async () => {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
    return (await run('redis-cli', ['-p', String(port), 'PING'])).stdout.trim() === 'PONG';
  });
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    async close() {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Quotas off: every request allowed, nothing counted, nothing stored. */
export class UncountedQuotaStore implements QuotaStore {
  async consume(_key: string, limit: number, windowSeconds: number): Promise<QuotaDecision> {
    return { allowed: true, limit, remaining: limit, resetSeconds: windowSeconds, windowSeconds };
  }

  peek(key: string, limit: number, windowSeconds: number): Promise<QuotaDecision> {
    return this.consume(key, limit, windowSeconds);
  }
}

/** A bare Fastify app with one JSON route, the shape of GET /is-connected: no key check, no quota. */
export async function startBareFastify(): Promise<Stoppable & { origin: string }> {
  const app = Fastify({ logger: false });
  app.get('/is-connected', async () => ({ connected: true }));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { origin: address, close: () => app.close() };
}
