import { FailoverQuotaStore } from './failover-quota-store';
import { MemoryQuotaStore } from './memory-quota-store';
import { QuotaStore } from './quota-store';
import { RedisQuotaStore } from './redis-quota-store';

export interface QuotaStoreSettings {
  /** REDIS_URL: quotas in Redis, shared by every instance; unset, in this process's memory. */
  redisUrl?: string;
  /** REDIS_CLUSTER: the URL names nodes of a Redis Cluster. */
  redisCluster?: boolean;
  /** Where the one line about an unreachable (or returning) Redis goes. */
  log?: (line: string) => void;
  /** Pause before asking a failed Redis again. */
  retryAfterMs?: number;
}

/** `Redis at host:port` (`Redis Cluster at a:1, b:2`), never the password. */
function redisName(url: string, cluster: boolean | undefined): string {
  const hosts = url
    .split(',')
    .map((part) => {
      try {
        const parsed = new URL(part.trim().includes('://') ? part.trim() : `redis://${part.trim()}`);
        return `${parsed.hostname}:${parsed.port || 6379}`;
      } catch {
        return 'REDIS_URL';
      }
    })
    .join(', ');
  return `Redis${cluster ? ' Cluster' : ''} at ${hosts}`;
}

/** Where quotas are kept, for start banners: `in memory`, `in Redis at host:port`. */
export function describeQuotaStore(settings: Pick<QuotaStoreSettings, 'redisUrl' | 'redisCluster'>): string {
  return settings.redisUrl ? `in ${redisName(settings.redisUrl, settings.redisCluster)}` : 'in memory';
}

/**
 * The memory store for one process; with a Redis URL, Redis in front of a memory fallback that
 * keeps requests served while Redis is away (FailoverQuotaStore).
 */
export function createQuotaStore(settings: QuotaStoreSettings): QuotaStore {
  if (!settings.redisUrl) return new MemoryQuotaStore();
  const redis = RedisQuotaStore.connect({ url: settings.redisUrl, cluster: settings.redisCluster });
  return new FailoverQuotaStore(redis, new MemoryQuotaStore(), {
    name: redisName(settings.redisUrl, settings.redisCluster),
    log: settings.log,
    retryAfterMs: settings.retryAfterMs,
  });
}
