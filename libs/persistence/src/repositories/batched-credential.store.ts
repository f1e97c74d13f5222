import type { CredentialStore, StoredApiKey, WorkspaceAccess } from '@innkeep/auth';
import { DataSource } from 'typeorm';

import { queryPrepared } from '../database/prepared-query';
import { TypeormCredentialStore } from './credential.repository';
import { ACCESS_JOINS, ACCESS_SELECT, SubscriptionColumns, workspaceAccessOf } from './workspace-access.columns';

interface KeyRow {
  id: string;
  user_id: string;
  key_hash: string;
  scopes: string[];
  revoked_at: Date | null;
  workspace_ids: string[];
  access: (SubscriptionColumns & { workspace_id: string })[] | null;
}

interface AccessRow extends SubscriptionColumns {
  user_id: string;
  workspace_id: string;
}

const KEY_COLUMNS = `SELECT k.id, k.user_id, k.key_hash, k.scopes, k.revoked_at,
         ARRAY(SELECT w.workspace_id FROM api_key_workspaces w WHERE w.api_key_id = k.id ORDER BY w.position) AS workspace_ids,
         (SELECT json_agg(json_build_object('workspace_id', w.workspace_id, 'role', m.role, 'plan_code', s.plan_code, 'status', s.status,
                                            'trial_ends_at', s.trial_ends_at, 'past_due_since', s.past_due_since, 'billed', s.stripe_subscription_id IS NOT NULL,
                                            'is_sandbox', ws.is_sandbox, 'last_used_at', ws.last_used_at))
            FROM api_key_workspaces w
            JOIN memberships m ON m.workspace_id = w.workspace_id AND m.user_id = k.user_id
            JOIN subscriptions s ON s.workspace_id = w.workspace_id
            JOIN workspaces ws ON ws.id = w.workspace_id
           WHERE w.api_key_id = k.id) AS access
    FROM api_keys k`;

const ACCESS_COLUMNS = `SELECT m.user_id, m.workspace_id, ${ACCESS_SELECT} FROM ${ACCESS_JOINS}`;

/**
 * Each lookup in two statements: for a batch of one, which is every request but under a burst, an
 * equality, and for a larger batch an array. PostgreSQL plans the array form anew on every run (its
 * generic plan expects an array of unknown length and always looks dearer than one planned for the
 * array at hand), which made the key lookup cost 285 µs of its CPU against 55 µs for the equality,
 * whose generic plan it keeps.
 */
const KEYS_BY_HASH = { one: `${KEY_COLUMNS} WHERE k.key_hash = $1`, many: `${KEY_COLUMNS} WHERE k.key_hash = ANY($1::text[])` };
const ACCESS_BY_MEMBER = {
  one: `${ACCESS_COLUMNS} WHERE m.user_id = $1 AND m.workspace_id = $2`,
  many: `${ACCESS_COLUMNS} JOIN unnest($1::text[], $2::text[]) AS wanted (user_id, workspace_id) ON m.user_id = wanted.user_id AND m.workspace_id = wanted.workspace_id`,
};

type Waiter<V> = { resolve: (value: V | null) => void; reject: (error: unknown) => void };

/**
 * Lookups asked for in the same turn of the event loop go to PostgreSQL together, as one query;
 * a lookup asked for after a batch's query left waits for the next batch. Nothing is kept between
 * batches, so every request reads the rows as they are after it arrived.
 */
class Batcher<V, A = never> {
  private pending: Map<string, Waiter<V>[]> | null = null;

  constructor(
    private readonly loadMany: (ids: string[]) => Promise<Map<string, V> | { found: Map<string, V>; alongside: A }>,
    /**
     * Told what the batch's query read alongside, for exactly the moment its waiters resume: what
     * they ask for next, synchronously, was read after they arrived too.
     */
    private readonly offerAlongside?: (alongside: A | null) => void,
  ) {}

  load(id: string): Promise<V | null> {
    return new Promise((resolve, reject) => {
      if (!this.pending) {
        this.pending = new Map();
        setImmediate(() => void this.flush());
      }
      const waiters = this.pending.get(id);
      if (waiters) waiters.push({ resolve, reject });
      else this.pending.set(id, [{ resolve, reject }]);
    });
  }

  private async flush(): Promise<void> {
    const batch = this.pending!;
    this.pending = null;
    try {
      const loaded = await this.loadMany([...batch.keys()]);
      const found = loaded instanceof Map ? loaded : loaded.found;
      if (!(loaded instanceof Map)) this.offerAlongside?.(loaded.alongside);
      for (const [id, waiters] of batch) for (const waiter of waiters) waiter.resolve(found.get(id) ?? null);
      // The waiters' continuations were queued by the resolves above and run before this.
      if (this.offerAlongside) queueMicrotask(() => this.offerAlongside!(null));
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  }
}

/**
 * The credential store of the servers: the rows a principal is made of (the key by its hash, the
 * membership with the workspace's subscription) are read afresh for every request, so a revocation,
 * a demotion or a plan change bites on the next request on every instance, and concurrent
 * requests share their reads (one query per batch instead of two per request). There is no cache.
 */
export class BatchedCredentialStore implements CredentialStore {
  private readonly keys: Batcher<StoredApiKey, Map<string, WorkspaceAccess | null>>;
  /**
   * The memberships of the keys a batch just read, for the requests of that batch only: the
   * authenticator asks for one right after the key, and gets it without a second round trip.
   */
  private fetchedWithKeys: Map<string, WorkspaceAccess | null> | null = null;
  private readonly access: Batcher<WorkspaceAccess>;
  private readonly single: TypeormCredentialStore;

  constructor(dataSource: DataSource) {
    this.single = new TypeormCredentialStore(dataSource);
    // The pg pool itself, as prepared statements: these two run for every request.
    const query = <R>(sql: string, parameters: unknown[]): Promise<R[]> => queryPrepared<R>(dataSource.manager, sql, parameters);
    this.keys = new Batcher(
      async (hashes) => {
        const rows = hashes.length === 1 ? await query<KeyRow>(KEYS_BY_HASH.one, hashes) : await query<KeyRow>(KEYS_BY_HASH.many, [hashes]);
        const fetched = new Map<string, WorkspaceAccess | null>();
        for (const row of rows) {
          for (const workspaceId of row.workspace_ids) fetched.set(`${row.user_id}\n${workspaceId}`, null);
          for (const access of row.access ?? []) {
            fetched.set(`${row.user_id}\n${access.workspace_id}`, workspaceAccessOf(access));
          }
        }
        return {
          found: new Map(
            rows.map((row) => [
              row.key_hash,
              { id: row.id, userId: row.user_id, hash: row.key_hash, scopes: row.scopes, workspaceIds: row.workspace_ids, revoked: row.revoked_at !== null },
            ]),
          ),
          alongside: fetched,
        };
      },
      (alongside) => {
        this.fetchedWithKeys = alongside;
      },
    );
    this.access = new Batcher(async (pairs) => {
      const split = pairs.map((pair) => pair.split('\n'));
      const rows =
        split.length === 1
          ? await query<AccessRow>(ACCESS_BY_MEMBER.one, split[0])
          : await query<AccessRow>(ACCESS_BY_MEMBER.many, [split.map(([userId]) => userId), split.map(([, workspaceId]) => workspaceId)]);
      return new Map(rows.map((row) => [`${row.user_id}\n${row.workspace_id}`, workspaceAccessOf(row)]));
    });
  }

  findApiKeyByHash(hash: string): Promise<StoredApiKey | null> {
    return this.keys.load(hash);
  }

  findAccess(userId: string, workspaceId: string): Promise<WorkspaceAccess | null> {
    const pair = `${userId}\n${workspaceId}`;
    if (this.fetchedWithKeys?.has(pair)) return Promise.resolve(this.fetchedWithKeys.get(pair)!);
    return this.access.load(pair);
  }

  markApiKeyUsed(keyId: string): void {
    this.single.markApiKeyUsed(keyId);
  }

  markSandboxUsed(workspaceId: string): void {
    this.single.markSandboxUsed(workspaceId);
  }
}
