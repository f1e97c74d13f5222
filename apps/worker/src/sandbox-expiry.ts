import type { UnusedSandboxes } from '@innkeep/domain';
import type { ServerLog } from '@innkeep/server';

import { PollingLoop } from './polling-loop';

/** A sandbox nobody used for this long is removed, with its data and its keys. */
export const SANDBOX_UNUSED_DAYS = 30;
const EVERY_MS = 60 * 60 * 1000;

/** Removes the sandboxes unused for 30 days, hourly (every worker may: one removed twice is removed once). */
export class SandboxExpiry {
  private readonly loop: PollingLoop;

  constructor(store: UnusedSandboxes, log: ServerLog, everyMs = EVERY_MS) {
    this.loop = new PollingLoop(
      'sandbox-expiry',
      async () => {
        const removed = await store.removeUnused(SANDBOX_UNUSED_DAYS);
        for (const workspaceId of removed) log.info({ component: 'sandbox-expiry', workspaceId }, `sandbox unused for ${SANDBOX_UNUSED_DAYS} days: removed`);
        return removed.length > 0;
      },
      everyMs,
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
