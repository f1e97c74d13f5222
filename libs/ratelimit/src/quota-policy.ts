import { AnyOperation, QuotaUsage } from '@innkeep/domain';

import { QuotaDecision, QuotaStore } from './quota-store';

export interface QuotaLimits {
  /** Requests per window for each read operation (API_LIMIT). */
  read: number;
  /** Requests per window for each write operation (API_WRITE_LIMIT). */
  write: number;
  windowSeconds: number;
  /**
   * Requests without a valid credential, per client address and surface, in a short window of their
   * own (API_UNAUTHENTICATED_LIMIT per API_UNAUTHENTICATED_WINDOW_SECONDS): a client probing without a
   * key is slowed down for a minute, and the other surface and every credential are left alone.
   */
  unauthenticated: number;
  unauthenticatedWindowSeconds: number;
}

/**
 * The bucket is the operation, per credential: a tool call and its REST route spend the same
 * quota. Public operations are counted per client address; requests whose credential fails, per
 * address and surface, or per credential when it is well-formed.
 */
export class QuotaPolicy {
  constructor(
    private readonly store: QuotaStore,
    readonly limits: QuotaLimits,
  ) {}

  limitFor(operation: Pick<AnyOperation, 'quota'>): number {
    return operation.quota === 'write' ? this.limits.write : this.limits.read;
  }

  spendForCredential(credentialId: string, operation: Pick<AnyOperation, 'name' | 'quota'>): Promise<QuotaDecision> {
    return this.store.consume(`{cred:${credentialId}}:${operation.name}`, this.limitFor(operation), this.limits.windowSeconds);
  }

  spendForAddress(address: string, bucket: string): Promise<QuotaDecision> {
    return this.store.consume(`{addr:${address}}:${bucket}`, this.limits.read, this.limits.windowSeconds);
  }

  /** A request without a credential, or with one that is not even shaped like ours. */
  spendUnauthenticated(address: string, surface: string): Promise<QuotaDecision> {
    return this.store.consume(`{addr:${address}}:unauthenticated.${surface}`, this.limits.unauthenticated, this.limits.unauthenticatedWindowSeconds);
  }

  /**
   * A well-formed credential that failed (unknown, revoked, for another server), counted on its own
   * (by `credentialHash`), so that it is never refused for what other requests from its address spent.
   */
  spendForFailedCredential(credentialHash: string): Promise<QuotaDecision> {
    return this.store.consume(`{failed:${credentialHash}}:unauthenticated`, this.limits.unauthenticated, this.limits.unauthenticatedWindowSeconds);
  }

  peekForCredential(credentialId: string, operation: Pick<AnyOperation, 'name' | 'quota'>): Promise<QuotaDecision> {
    return this.store.peek(`{cred:${credentialId}}:${operation.name}`, this.limitFor(operation), this.limits.windowSeconds);
  }

  /** Every bucket of these operations for one credential, read without spending (GET /quota). */
  async usageForCredential(credentialId: string, operations: readonly Pick<AnyOperation, 'name' | 'quota'>[]): Promise<QuotaUsage> {
    // Issued together: on Redis they travel as one pipeline, and share the credential's slot.
    const decisions = await Promise.all(operations.map((operation) => this.peekForCredential(credentialId, operation)));
    return {
      windowSeconds: this.limits.windowSeconds,
      quotas: operations.map((operation, index) => {
        const { limit, remaining, resetSeconds } = decisions[index];
        return { operation: operation.name, kind: operation.quota, limit, used: limit - remaining, remaining, resetSeconds };
      }),
    };
  }
}
