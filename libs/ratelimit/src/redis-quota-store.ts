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

/**
 * The script registered on the client (`EVALSHA`, with `EVAL` when a node does not know it yet):
 * the number of buckets, the buckets, then limit, window and spend for each.
 */
type ScriptCommand = (bucketCount: number, ...keysThenArguments: (string | number)[]) => Promise<number[]>;

/** A quota call waiting for its turn's batch. */
interface PendingCall {
  key: string;
  limit: number;
  windowSeconds: number;
  spend: '1' | '0';
  resolve: (decision: QuotaDecision) => void;
  reject: (error: unknown) => void;
}

/** Buckets decided by one script run at most, so that no run holds Redis for long. */
const MAX_BATCH = 256;

/** Redis Cluster's hash tag of a key (the slot is computed from it alone), or null without one. */
function hashTagOf(key: string): string | null {
  const open = key.indexOf('{');
  if (open < 0) return null;
  const close = key.indexOf('}', open + 1);
  return close > open + 1 ? key.slice(open + 1, close) : null;
}

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
  /** The calls made in this turn of the event loop, sent together when it ends. */
  private pending: PendingCall[] | null = null;
  /** Until the first connection is made, refused or given up on, calls wait for it rather than fail. */
  private firstConnection: Promise<void> | null;

  constructor(
    readonly client: Redis | Cluster,
    firstConnectionTimeoutMs = FIRST_CONNECTION_TIMEOUT_MS,
  ) {
    // No fixed number of keys: each call says how many buckets it decides.
    client.defineCommand(QUOTA_SCRIPT_COMMAND, { lua: QUOTA_SCRIPT });
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

  /**
   * Queues the call for this turn's batch: requests that resume together (those a key lookup's
   * batch answered, the buckets of GET /quota) have their quotas decided by one script run.
   */
  private run(key: string, limit: number, windowSeconds: number, spend: '1' | '0'): Promise<QuotaDecision> {
    return new Promise((resolve, reject) => {
      if (!this.pending) {
        this.pending = [];
        // After this turn's promise continuations, as the client's own auto-pipelining does.
        process.nextTick(() => void this.flush());
      }
      this.pending.push({ key, limit, windowSeconds, spend, resolve, reject });
    });
  }

  private async flush(): Promise<void> {
    const calls = this.pending!;
    this.pending = null;
    // Requests that arrive while the process is still connecting wait for it, instead of being
    // counted apart as if Redis were down; afterwards a disconnected client fails at once.
    if (this.firstConnection) await this.firstConnection;
    for (const batch of this.batchesOf(calls)) void this.decide(batch);
  }

  /** One batch per slot on a cluster (a script's keys must share one), else one; each at most MAX_BATCH long. */
  private batchesOf(calls: PendingCall[]): PendingCall[][] {
    const groups = new Map<string | symbol | null, PendingCall[]>();
    if (this.client instanceof Cluster) {
      for (const call of calls) {
        const tag = hashTagOf(call.key);
        // A key without a tag has a slot of its own: it goes alone.
        if (tag === null) groups.set(Symbol(), [call]);
        else (groups.get(tag) ?? groups.set(tag, []).get(tag)!).push(call);
      }
    } else {
      groups.set(null, calls);
    }
    const batches: PendingCall[][] = [];
    for (const group of groups.values()) for (let start = 0; start < group.length; start += MAX_BATCH) batches.push(group.slice(start, start + MAX_BATCH));
    return batches;
  }

  private async decide(batch: PendingCall[]): Promise<void> {
    const keys = batch.map((call) => call.key);
    const parameters = batch.flatMap((call) => [call.limit, call.windowSeconds * 1000, call.spend]);
    let answers: number[];
    try {
      answers = await this.script(batch.length, ...keys, ...parameters);
    } catch (error) {
      for (const call of batch) call.reject(error);
      return;
    }
    batch.forEach((call, index) => {
      const [allowed, count, ttlMs] = answers.slice(3 * index, 3 * index + 3);
      call.resolve({
        allowed: allowed === 1,
        limit: call.limit,
        remaining: Math.max(0, call.limit - Number(count)),
        resetSeconds: Math.max(0, Math.ceil(Number(ttlMs) / 1000)),
        windowSeconds: call.windowSeconds,
      });
    });
  }
}
