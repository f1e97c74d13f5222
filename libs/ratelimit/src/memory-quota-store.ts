import { QuotaDecision, QuotaStore } from './quota-store';

interface Window {
  count: number;
  resetsAt: number;
}

/**
 * Fixed windows that start at a credential's first request, kept in this process. Right for one
 * process; several instances need the Redis store to share counts.
 */
export class MemoryQuotaStore implements QuotaStore {
  private readonly windows = new Map<string, Window>();
  private lastSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async consume(key: string, limit: number, windowSeconds: number): Promise<QuotaDecision> {
    const window = this.current(key, windowSeconds, true)!;
    const allowed = window.count < limit;
    if (allowed) window.count += 1;
    return this.decision(window, limit, windowSeconds, allowed);
  }

  async peek(key: string, limit: number, windowSeconds: number): Promise<QuotaDecision> {
    const window = this.current(key, windowSeconds, false) ?? { count: 0, resetsAt: this.now() + windowSeconds * 1000 };
    return this.decision(window, limit, windowSeconds, window.count < limit);
  }

  private current(key: string, windowSeconds: number, create: boolean): Window | undefined {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetsAt <= now) {
      if (!create) return undefined;
      window = { count: 0, resetsAt: now + windowSeconds * 1000 };
      this.windows.set(key, window);
    }
    return window;
  }

  private decision(window: Window, limit: number, windowSeconds: number, allowed: boolean): QuotaDecision {
    return {
      allowed,
      limit,
      remaining: Math.max(0, limit - window.count),
      resetSeconds: Math.max(0, Math.ceil((window.resetsAt - this.now()) / 1000)),
      windowSeconds,
    };
  }

  /** Drops expired windows now and then so memory follows the active credentials only. */
  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.resetsAt <= now) this.windows.delete(key);
  }
}
