import { QuotaDecision, QuotaStore } from './quota-store';

export interface FailoverOptions {
  /** How the primary is named in the log lines ("Redis at 10.0.0.5:6379"). */
  name?: string;
  /** How long to count in the fallback after a failure before asking the primary again. */
  retryAfterMs?: number;
  /** One line when the primary fails, one when it answers again; never one per request. */
  log?: (line: string) => void;
  now?: () => number;
}

const DEFAULT_RETRY_AFTER_MS = 1_000;

/**
 * A quota store that keeps answering when its primary (Redis) does not: requests are then counted
 * in the fallback (this process's memory) and the primary is asked again after a short pause, one
 * request at a time, until it answers. A quota store failure never fails a request.
 *
 * While the primary is away each instance counts on its own, so across N instances a credential may
 * get up to N times its quota for that time; afterwards the shared count goes on from what Redis holds.
 */
export class FailoverQuotaStore implements QuotaStore {
  private down = false;
  private retryAt = 0;
  private readonly retryAfterMs: number;
  private readonly name: string;
  private readonly log: (line: string) => void;
  private readonly now: () => number;

  constructor(
    private readonly primary: QuotaStore,
    private readonly fallback: QuotaStore,
    options: FailoverOptions = {},
  ) {
    this.retryAfterMs = options.retryAfterMs ?? DEFAULT_RETRY_AFTER_MS;
    this.name = options.name ?? 'The quota store';
    this.log = options.log ?? (() => undefined);
    this.now = options.now ?? Date.now;
  }

  /** Whether requests are counted in the fallback right now. */
  get degraded(): boolean {
    return this.down;
  }

  consume(key: string, limit: number, windowSeconds: number): Promise<QuotaDecision> {
    return this.attempt((store) => store.consume(key, limit, windowSeconds));
  }

  peek(key: string, limit: number, windowSeconds: number): Promise<QuotaDecision> {
    return this.attempt((store) => store.peek(key, limit, windowSeconds));
  }

  /** The primary's answer: the fallback keeps requests served, but the shared counts are away. */
  async ping(): Promise<void> {
    await this.primary.ping?.();
  }

  async close(): Promise<void> {
    await Promise.all([this.primary.close?.(), this.fallback.close?.()]);
  }

  private async attempt(call: (store: QuotaStore) => Promise<QuotaDecision>): Promise<QuotaDecision> {
    if (this.down) {
      const now = this.now();
      if (now < this.retryAt) return call(this.fallback);
      // This request probes the primary; the others keep to the fallback until it has answered.
      this.retryAt = now + this.retryAfterMs;
    }
    let decision: QuotaDecision;
    try {
      decision = await call(this.primary);
    } catch (error) {
      if (!this.down) {
        this.down = true;
        this.retryAt = this.now() + this.retryAfterMs;
        this.log(`${this.name} is unreachable (${describe(error)}): counting quotas in this process until it answers again.`);
      }
      return call(this.fallback);
    }
    if (this.down) {
      this.down = false;
      this.log(`${this.name} answers again: quotas are shared again.`);
    }
    return decision;
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
