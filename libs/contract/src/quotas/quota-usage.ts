/** One operation's quota for one credential, as it stands. */
export interface OperationQuota {
  /** The operation, which is also its quota bucket and its routes' `x-operation` in OpenAPI (`properties.list`). */
  operation: string;
  /** Reads spend API_LIMIT, writes API_WRITE_LIMIT. */
  kind: 'read' | 'write';
  limit: number;
  used: number;
  remaining: number;
  /** Seconds until the window resets; a window not started yet shows its whole length. */
  resetSeconds: number;
}

export interface QuotaUsage {
  windowSeconds: number;
  quotas: OperationQuota[];
}
