import type { SiteHolds } from '@innkeep/domain';
import { expireSiteHold, type ServerRuntime } from '@innkeep/server';

import { PollingLoop } from './polling-loop';

/**
 * Cancels the PROVISIONAL website bookings whose hold ended unpaid (the host did not confirm them
 * in time, or the guest never paid the deposit), so that an anonymous hold cannot keep a place off
 * sale: each by the system, as `expireSiteHold` says. Every worker may run it.
 */
export class SiteHoldClock {
  private readonly loop: PollingLoop;

  constructor(
    private readonly runtime: Pick<ServerRuntime, 'executor' | 'log'>,
    private readonly store: SiteHolds,
    pollMs: number,
  ) {
    this.loop = new PollingLoop('site-hold-clock', async () => (await this.runOnce()) > 0, pollMs, runtime.log);
  }

  /** Cancels the holds lapsed by now; answers how many it cancelled. */
  async runOnce(): Promise<number> {
    let cancelled = 0;
    for (const hold of await this.store.lapsed()) {
      if (await expireSiteHold(this.runtime, hold, 'site-hold-clock')) cancelled += 1;
    }
    return cancelled;
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }
}
