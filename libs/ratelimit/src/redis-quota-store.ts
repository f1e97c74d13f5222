import { Cluster, Redis, RedisOptions } from 'ioredis';
import { QUOTA_SCRIPT, QUOTA_SCRIPT_COMMAND } from './quota-script';
import { QuotaDecision, QuotaStore } from './quota-store';

export interface RedisQuotaStoreOptions {
  /**
   * `redis://[user:password@]host:port[/db]` (`rediss://` for TLS). With `cluster`, one or more
   * addresses of cluster nodes, comma-separated; the client discovers the others.
   */
  url: string;
  cluster?: boolean;
  /** How long a command may take before it counts as a failure (the caller then falls back). */
  commandTimeoutMs?: number;
}

/** The script registered on the client: `EVALSHA`, with `EVAL` when a node does not know it yet. */
type ScriptCommand = (key: string, limit: number, windowMs: number, spend: '1' | '0') => Promise<[number, number, number]>;

const DEFAULT_COMMAND_TIMEOUT_MS = 1_000;
const FIRST_CONNECTION_TIMEOUT_MS = 2_000;

/**
 * Options that make a dead or hung Redis fail fast instead of holding requests: no offline queue
 * (a command while disconnected fails at once), one retry at most, short connect and command
 * timeouts, and reconnecting in the background every second at most.
 */
function failFast(commandTimeoutMs: number): Pick<RedisOptions, 'connectTimeout' | 'commandTimeout' | 'maxRetriesPerRequest' | 'connectionName'> {
  return { connectTimeout: 1_000, commandTimeout: commandTimeoutMs, maxRetriesPerRequest: 1, connectionName: 'innkeep-quotas' };
}

const reconnectDelay = (times: number) => Math.min(100 * times, 1_000);

/** `redis://host:port` (or several, comma-separated) as cluster seed nodes. */
function clusterNodes(url: string): { host: string; port: number }[] {
  return url
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const parsed = new URL(part.includes('://') ? part : `redis://${part}`);
      return { host: parsed.hostname, port: Number(parsed.port || 6379) };
    });
}

function credentialsOf(url: string): { username?: string; password?: string } {
  const parsed = new URL(url.split(',')[0].trim());
  return {
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
  };
}

/**
 * Quotas in Redis, shared by every instance: one key per credential (or address) and operation,
 * `{cred:<id>}:<operation>`, counted by one atomic script (QUOTA_SCRIPT) in a fixed window that
 * starts at the first request and expires by itself. The hash tag keeps a credential's buckets in
 * one slot, so the keys work on Redis Cluster. Redis's clock decides the window, so instances whose
 * clocks differ still agree on the reset.
 */
export class RedisQuotaStore implements QuotaStore {
  private readonly script: ScriptCommand;
  /** Until the first connection is made, refused or given up on, calls wait for it rather than fail. */
  private firstConnection: Promise<void> | null;

  constructor(
    readonly client: Redis | Cluster,
    firstConnectionTimeoutMs = FIRST_CONNECTION_TIMEOUT_MS,
  ) {
    client.defineCommand(QUOTA_SCRIPT_COMMAND, { numberOfKeys: 1, lua: QUOTA_SCRIPT });
    this.script = (client as unknown as Record<string, ScriptCommand>)[QUOTA_SCRIPT_COMMAND].bind(client);
    this.firstConnection =
      client.status === 'ready'
        ? null
        : new Promise<void>((resolve) => {
            // Connected, refused (an error), or no answer in time: whichever comes first.
            const settle = () => {
              clearTimeout(timer);
              client.off('ready', settle);
              client.off('error', settle);
              resolve();
            };
            const timer = setTimeout(settle, firstConnectionTimeoutMs);
            timer.unref();
            client.once('ready', settle);
            client.once('error', settle);
          }).then(() => {
            this.firstConnection = null;
          });
  }

  /** Connects to the Redis of `options.url` (or its cluster). Connection errors surface as failed calls. */
  static connect(options: RedisQuotaStoreOptions): RedisQuotaStore {
    const common = failFast(options.commandTimeoutMs ?? DEFAULT_COMMAND_TIMEOUT_MS);
    const client = options.cluster
      ? new Cluster(clusterNodes(options.url), {
          enableOfflineQueue: false,
          enableAutoPipelining: true,
          clusterRetryStrategy: reconnectDelay,
          slotsRefreshTimeout: 1_000,
          redisOptions: { ...common, ...credentialsOf(options.url) },
        })
      : new Redis(options.url, { ...common, enableOfflineQueue: false, retryStrategy: reconnectDelay, enableAutoPipelining: true });
    // Failures reach the caller through the calls; the client's own error events are expected
    // while Redis is away, and would otherwise be printed on every reconnect attempt.
    client.on('error', () => undefined);
    return new RedisQuotaStore(client);
  }

  consume(key: string, limit: number, windowSeconds: number): Promise<QuotaDecision> {
    return this.run(key, limit, windowSeconds, '1');
  }

  peek(key: string, limit: number, windowSeconds: number): Promise<QuotaDecision> {
    return this.run(key, limit, windowSeconds, '0');
  }

  async ping(): Promise<void> {
    await this.client.ping();
  }

  async close(): Promise<void> {
    // quit() waits for Redis to answer; a Redis that is away must not hold the shutdown.
    this.client.disconnect();
  }

  private async run(key: string, limit: number, windowSeconds: number, spend: '1' | '0'): Promise<QuotaDecision> {
    // Requests that arrive while the process is still connecting wait for it, instead of being
    // counted apart as if Redis were down; afterwards a disconnected client fails at once.
    if (this.firstConnection) await this.firstConnection;
    const [allowed, count, ttlMs] = await this.script(key, limit, windowSeconds * 1000, spend);
    return {
      allowed: allowed === 1,
      limit,
      remaining: Math.max(0, limit - Number(count)),
      resetSeconds: Math.max(0, Math.ceil(Number(ttlMs) / 1000)),
      windowSeconds,
    };
  }
}
