import type { ChannelSchedule } from '@innkeep/domain';
import type { ServerLog } from '@innkeep/server';

import { CHANNEL_SYNC_JOB } from './channel-sync.job';
import { JobQueue } from './job-queue';

/** How long a claimed connection is left alone before another worker may claim it again. */
const LEASE_SECONDS = 600;
const CLAIM_BATCH = 100;

/**
 * Every `pollSeconds`, claims the connections due for a pull and queues one job for each. The
 * claim moves their next time one lease ahead, so other workers polling at the same moment skip
 * them; the synchronisation itself sets the next time (the interval, jittered).
 */
export class ChannelScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: ChannelSchedule,
    private readonly queue: JobQueue,
    private readonly log: ServerLog,
    private readonly pollSeconds: number,
  ) {}

  start(): void {
    this.timer = setInterval(() => {
      this.running = this.running.then(() => this.tick());
    }, this.pollSeconds * 1000);
    this.running = this.tick();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private async tick(): Promise<void> {
    try {
      const claimed = await this.store.claimDue(CLAIM_BATCH, LEASE_SECONDS);
      for (const due of claimed) await this.queue.send(CHANNEL_SYNC_JOB, due, due.connectionId);
      if (claimed.length > 0) this.log.debug({ component: 'channel-scheduler', claimed: claimed.length }, 'Channel synchronisations queued');
    } catch (error) {
      // The database away: the next tick tries again; the claims of this one lapse with their lease.
      this.log.warn({ component: 'channel-scheduler', err: error }, 'Could not schedule channel synchronisations');
    }
  }
}
