/** The outcome of spending one request from a quota window. */
export interface QuotaDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
  windowSeconds: number;
}

export interface QuotaStore {
  /** Counts one request against `key` and says whether it fits, atomically. */
  consume(key: string, limit: number, windowSeconds: number): Promise<QuotaDecision>;
  /** Reads a quota without spending it. */
  peek(key: string, limit: number, windowSeconds: number): Promise<QuotaDecision>;
  /** Asks the store's server to answer (readiness); absent for a store in this process's memory. */
  ping?(): Promise<void>;
  close?(): Promise<void>;
}
