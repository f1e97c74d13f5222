import { ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { freePort } from './free-port';
import { waitFor } from './wait-for';

const run = promisify(execFile);

/** Every redis-server a test started, killed if the test process ends without stopping them. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** `redis-cli -p <port> …`, answering its output without the trailing newline. */
export async function redisCli(port: number, ...args: string[]): Promise<string> {
  const { stdout } = await run('redis-cli', ['-h', '127.0.0.1', '-p', String(port), ...args]);
  return stdout.replace(/\n$/, '');
}

/** A redis-server of the test's own on a loopback port: no persistence, stopped and started at will. */
export interface RedisServer {
  port: number;
  /** `redis://127.0.0.1:<port>` */
  url: string;
  cli(...args: string[]): Promise<string>;
  /** Stops the server, as a crash would; nothing is saved, so it starts again empty. */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
  /** Stops it for good and removes its folder. */
  close(): Promise<void>;
}

function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function startNode(port: number, extra: string[] = []): Promise<RedisServer> {
  const dir = await mkdtemp(join(tmpdir(), 'innkeep-redis-'));
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, ...extra];
  let child: ChildProcess | undefined;
  const server: RedisServer = {
    port,
    url: `redis://127.0.0.1:${port}`,
    cli: (...command) => redisCli(port, ...command),
    async start() {
      const started = spawn('redis-server', args, { stdio: 'ignore' });
      child = started;
      running.add(started);
      started.once('exit', () => running.delete(started));
      await waitFor(
        `redis-server answering on port ${port}`,
        async () => {
          if (started.exitCode !== null) throw new Error(`redis-server on port ${port} exited with ${started.exitCode}`);
          return (await redisCli(port, 'PING')) === 'PONG';
        },
        15_000,
      );
    },
    async stop() {
      await stopChild(child);
      child = undefined;
    },
    async close() {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}

/** A standalone redis-server on a free loopback port. */
export async function startRedisServer(): Promise<RedisServer> {
  return startNode(await freePort());
}

export interface RedisCluster {
  nodes: RedisServer[];
  /** The nodes' addresses, comma-separated, as REDIS_URL takes them with REDIS_CLUSTER=true. */
  url: string;
  /** The port of the node that holds a key's slot. */
  nodeForKey(key: string): Promise<number>;
  close(): Promise<void>;
}

/** A Redis Cluster of `size` masters on loopback ports, no replicas, all slots assigned. */
export async function startRedisCluster(size = 3): Promise<RedisCluster> {
  const ports: number[] = [];
  while (ports.length < size) {
    const port = await freePort();
    // The cluster bus listens on port + 10000: keep both free and distinct.
    if (port + 10_000 <= 65_535 && !ports.includes(port)) ports.push(port);
  }
  const nodes = await Promise.all(
    ports.map((port) => startNode(port, ['--cluster-enabled', 'yes', '--cluster-config-file', `nodes-${port}.conf`, '--cluster-node-timeout', '5000'])),
  );
  await run('redis-cli', ['--cluster', 'create', ...ports.map((port) => `127.0.0.1:${port}`), '--cluster-replicas', '0', '--cluster-yes']);
  await waitFor(
    'the cluster reporting cluster_state:ok on every node',
    async () => {
      const states = await Promise.all(ports.map((port) => redisCli(port, 'CLUSTER', 'INFO')));
      return states.every((info) => info.includes('cluster_state:ok'));
    },
    15_000,
  );
  const slotOwners = async (): Promise<{ from: number; to: number; port: number }[]> => {
    const reply = await redisCli(ports[0], '--json', 'CLUSTER', 'SLOTS');
    return (JSON.parse(reply) as [number, number, [string, number, ...unknown[]], ...unknown[]][]).map(([from, to, [, port]]) => ({ from, to, port }));
  };
  return {
    nodes,
    url: ports.map((port) => `redis://127.0.0.1:${port}`).join(','),
    async nodeForKey(key) {
      const slot = Number(await redisCli(ports[0], 'CLUSTER', 'KEYSLOT', key));
      const owner = (await slotOwners()).find((range) => slot >= range.from && slot <= range.to);
      if (!owner) throw new Error(`No node holds slot ${slot}`);
      return owner.port;
    },
    async close() {
      await Promise.all(nodes.map((node) => node.close()));
    },
  };
}
