import type { CredentialStore, StoredApiKey, WorkspaceAccess } from '@innkeep/auth';
import { Client } from 'pg';

/** The channel the principal triggers notify (migration PrincipalNotifications1795215095128). */
export const PRINCIPALS_CHANNEL = 'innkeep_principals';

interface Entry<T> {
  value: T;
  expiresAt: number;
}

export interface PrincipalCacheOptions {
  /** A bound on staleness should a notification ever be lost anyway. */
  ttlMs?: number;
  /** Entries per map; the oldest go first. */
  maxEntries?: number;
  now?: () => number;
}

/**
 * Keeps the rows a principal is made of (the key by its hash, the membership and subscription)
 * between requests, so that a request with a known key costs no query. It is safe only while it
 * hears every change: it serves from memory only while its change feed (LISTEN innkeep_principals)
 * is connected, empties itself on every notification and whenever the feed (re)connects, and never
 * keeps an answer that was read before a notification arrived. A revocation, a demotion or a plan
 * change therefore bites on the next request on every instance, within the moment PostgreSQL takes
 * to deliver the notification.
 */
export class CachedCredentialStore implements CredentialStore {
  private readonly keys = new Map<string, Entry<StoredApiKey>>();
  private readonly access = new Map<string, Entry<WorkspaceAccess>>();
  /** Bumped on every invalidation: a read that started before it is not kept. */
  private generation = 0;
  private live = false;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(
    private readonly inner: CredentialStore,
    options: PrincipalCacheOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? 60_000;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** Forgets everything cached: something a principal is made of changed. */
  invalidate(): void {
    this.generation += 1;
    this.keys.clear();
    this.access.clear();
  }

  /** Whether changes are being heard; while they are not, every read goes to the database. */
  setLive(live: boolean): void {
    this.live = live;
    this.invalidate();
  }

  get isLive(): boolean {
    return this.live;
  }

  findApiKeyByHash(hash: string): Promise<StoredApiKey | null> {
    return this.read(this.keys, hash, () => this.inner.findApiKeyByHash(hash));
  }

  findAccess(userId: string, workspaceId: string): Promise<WorkspaceAccess | null> {
    return this.read(this.access, `${userId}\n${workspaceId}`, () => this.inner.findAccess(userId, workspaceId));
  }

  markApiKeyUsed(keyId: string): void {
    this.inner.markApiKeyUsed(keyId);
  }

  /** Misses (an unknown key, a non-member) are not kept: they are answered 401 and counted per address. */
  private async read<T extends object>(map: Map<string, Entry<T>>, key: string, load: () => Promise<T | null>): Promise<T | null> {
    if (!this.live) return load();
    const hit = map.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.value;
    const generation = this.generation;
    const value = await load();
    if (value && this.live && generation === this.generation) {
      map.delete(key);
      if (map.size >= this.maxEntries) map.delete(map.keys().next().value as string);
      map.set(key, { value: Object.freeze(value), expiresAt: this.now() + this.ttlMs });
    }
    return value;
  }
}

/**
 * A connection of its own that LISTENs for principal changes and tells the cache; it reconnects by
 * itself (the cache reads through meanwhile) until closed.
 */
export class PrincipalChangeListener {
  private client: Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;

  private constructor(
    private readonly connectionString: string,
    private readonly cache: CachedCredentialStore,
    private readonly retryMs: number,
  ) {}

  /** Starts listening in the background; the cache serves from memory once the first LISTEN is in place. */
  static start(connectionString: string, cache: CachedCredentialStore, retryMs = 1_000): PrincipalChangeListener {
    const listener = new PrincipalChangeListener(connectionString, cache, retryMs);
    void listener.connect();
    return listener;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.cache.setLive(false);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new Client({ connectionString: this.connectionString, application_name: 'innkeep-principals' });
    const lost = () => {
      if (this.client !== client) return;
      this.client = null;
      this.cache.setLive(false);
      client.end().catch(() => undefined);
      this.scheduleReconnect();
    };
    client.on('notification', () => this.cache.invalidate());
    client.on('error', lost);
    client.on('end', lost);
    try {
      await client.connect();
      await client.query(`LISTEN ${PRINCIPALS_CHANNEL}`);
    } catch {
      await client.end().catch(() => undefined);
      this.scheduleReconnect();
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    // Anything cached before this point may have missed a notification.
    this.cache.setLive(true);
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.connect();
    }, this.retryMs);
    this.retry.unref();
  }
}
