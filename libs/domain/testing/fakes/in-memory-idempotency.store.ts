import type { IdempotencyKeyRef, IdempotencyRecord, IdempotencyStore } from '../../src';
import { deepCopy } from '../deep-copy';

const keyOf = (ref: IdempotencyKeyRef) => `${ref.workspaceId} ${ref.credentialId} ${ref.key}`;

interface StoredRecord extends IdempotencyRecord {
  operation: string;
}

/**
 * The idempotency records, with the port's transaction semantics: a claim holds the key until its
 * transaction ends, and a record saved in a transaction exists once it commits.
 */
export class InMemoryIdempotencyStore {
  private readonly records = new Map<string, StoredRecord>();
  private readonly claimed = new Set<string>();

  /** The store as one transaction sees it; `end` commits or drops what it saved and frees its claims. */
  begin(): IdempotencyStore & { end(commit: boolean): void } {
    const claims = new Set<string>();
    const saved = new Map<string, StoredRecord>();
    return {
      claim: async (ref) => {
        const key = keyOf(ref);
        if (claims.has(key)) return true;
        if (this.claimed.has(key)) return false;
        this.claimed.add(key);
        claims.add(key);
        return true;
      },
      find: async (ref) => {
        const record = saved.get(keyOf(ref)) ?? this.records.get(keyOf(ref));
        return record ? { requestHash: record.requestHash, responseStatus: record.responseStatus, responseBody: deepCopy(record.responseBody) } : null;
      },
      save: async (ref, operation, record) => {
        saved.set(keyOf(ref), { operation, ...deepCopy(record) });
      },
      end: (commit) => {
        if (commit) for (const [key, record] of saved) this.records.set(key, record);
        for (const key of claims) this.claimed.delete(key);
      },
    };
  }

  /** The committed record of a key, with the operation it answered. */
  recordOf(ref: IdempotencyKeyRef): StoredRecord | undefined {
    return this.records.get(keyOf(ref));
  }
}
