import type { AuditAttempt } from './events';
import { Repositories } from './repositories';

/** The stored first answer to a write sent with an Idempotency-Key. */
export interface IdempotencyRecord {
  requestHash: string;
  responseStatus: number;
  responseBody: unknown;
  /** The body holds a secret shown once: it is stored sealed, never in clear, and answered again on a replay. */
  sealed?: boolean;
}

export interface IdempotencyKeyRef {
  workspaceId: string;
  credentialId: string;
  key: string;
}

export interface IdempotencyStore {
  /** Takes the key for this transaction; false when another request holds it right now. */
  claim(ref: IdempotencyKeyRef): Promise<boolean>;
  /** The live (not expired) record of a key. */
  find(ref: IdempotencyKeyRef): Promise<IdempotencyRecord | null>;
  save(ref: IdempotencyKeyRef, operation: string, record: IdempotencyRecord): Promise<void>;
}

export interface ConfirmationRef {
  workspaceId: string;
  credentialId: string;
  operation: string;
  argumentsHash: string;
}

export interface ConfirmationStore {
  /** A new token (shown once, stored hashed) valid for `ttlSeconds`. */
  issue(ref: ConfirmationRef, ttlSeconds: number): Promise<{ token: string; expiresAt: Date }>;
  /** Uses a token up: true when it was live and bound to exactly this call. */
  consume(ref: ConfirmationRef, token: string): Promise<boolean>;
}

/** What one transaction offers: repositories and the stores bound to it. */
export interface TransactionScope {
  repos: Repositories;
  idempotency: IdempotencyStore;
  confirmations: ConfirmationStore;
  /**
   * Appends `attempt` to the audit log only if this transaction rolls back, in the rollback's own
   * round trip: a refused write's entry, which then costs no transaction of its own. Settles once
   * the transaction has ended, rejecting when the entry could not be written.
   */
  auditOnRollback(workspaceId: string, attempt: AuditAttempt): Promise<void>;
}

export interface RunOptions {
  /**
   * The workspace whose feed this transaction writes to. The transaction declares itself a writer
   * before its first change: the feed reads only below the oldest open writer, so an event that
   * commits late is never skipped by a reader that went past it.
   */
  feedWriterOf?: string;
  /** Plan the transaction's statements once per connection (the operation's `genericPlans`). */
  genericPlans?: boolean;
}

/**
 * Runs work in one database transaction, retried from the start on a deadlock or a
 * serialization failure, so neither ever reaches a client.
 */
export interface UnitOfWork {
  run<T>(work: (scope: TransactionScope) => Promise<T>, options?: RunOptions): Promise<T>;
}
