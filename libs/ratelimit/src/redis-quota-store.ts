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

  constructor(readonly client: Redis | Cluster) {
    client.defineCommand(QUOTA_SCRIPT_COMMAND, { numberOfKeys: 1, lua: QUOTA_SCRIPT });
    this.script = (client as unknown as Record<string, ScriptCommand>)[QUOTA_SCRIPT_COMMAND].bind(client);
  }

  /** Connects to the Redis of `options.url` (or its cluster). Connection errors surface as failed calls. */
  static connect(options: RedisQuotaStoreOptions): RedisQuotaStore {
    const common = failFast(options.commandTimeoutMs ?? DEFAULT_COMMAND_TIMEOUT_MS);
    const client = options.cluster
      ? new Cluster(clusterNodes(options.url), {
          enableOfflineQueue: false,
          clusterRetryStrategy: reconnectDelay,
          slotsRefreshTimeout: 1_000,
          redisOptions: { ...common, ...credentialsOf(options.url) },
        })
      : new Redis(options.url, { ...common, enableOfflineQueue: false, retryStrategy: reconnectDelay });
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

  async close(): Promise<void> {
    // quit() waits for Redis to answer; a Redis that is away must not hold the shutdown.
    this.client.disconnect();
  }

  private async run(key: string, limit: number, windowSeconds: number, spend: '1' | '0'): Promise<QuotaDecision> {
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
