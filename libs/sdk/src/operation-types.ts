import type { operations } from './generated/openapi';

type OperationId = keyof operations;

/** The JSON body an operation takes. */
export type Body<Op extends OperationId> = operations[Op] extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

/** The query an operation takes (dry runs are asked for in the options). */
export type Query<Op extends OperationId> = operations[Op] extends { parameters: { query?: infer Q } } ? Omit<NonNullable<Q>, 'dryRun'> : never;

/** The JSON answer of an operation, for its success status. */
export type Answer<Op extends OperationId, Status extends number> =
  operations[Op]['responses'] extends Record<Status, { content: { 'application/json': infer A } }> ? A : never;

/** Options of any call. */
export interface RequestOptions {
  /** Cancels the call, and its retries. */
  signal?: AbortSignal;
  /** The workspace to act on when the credential holds several (default: its first). */
  workspaceId?: string;
  /** More headers to send. */
  headers?: Record<string, string>;
}

/** Options of a write. */
export interface IdempotentOptions extends RequestOptions {
  /** The write's Idempotency-Key: by default a new random one per call, the same on its retries. */
  idempotencyKey?: string;
}

/** Options of a write that can be tried without effect. */
export interface WriteOptions extends IdempotentOptions {
  /** Check and describe the write without making it. */
  dryRun?: boolean;
}
