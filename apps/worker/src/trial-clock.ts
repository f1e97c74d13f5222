import type { TrialDeadlines } from '@innkeep/domain';
import type { ServerLog } from '@innkeep/server';

import { PollingLoop } from './polling-loop';

/**
 * Moves the trials nobody bills for to TRIAL_ENDED once their end has passed (requests are refused
 * from that instant already; this stores the status and records `workspace.subscription_changed`),
 * and records `workspace.trial_will_end` in a trial's last days. Every worker may run it.
 */
export class TrialClock {
  private readonly loop: PollingLoop;

  constructor(store: TrialDeadlines, log: ServerLog, pollMs: number) {
    this.loop = new PollingLoop(
      'trial-clock',
      async () => {
        const [ended, reminded] = [await store.endDueTrials(), await store.noteTrialsEnding()];
        for (const change of ended)
          log.info({ component: 'trial-clock', workspaceId: change.workspaceId, from: change.from.status, to: change.to.status }, 'trial ended');
        for (const workspaceId of reminded) log.info({ component: 'trial-clock', workspaceId }, 'trial ends soon: recorded');
        return ended.length + reminded.length > 0;
      },
      pollMs,
      log,
    );
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }
}
