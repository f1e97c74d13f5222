import { DomainError, operationNamed, operatorPrincipal } from '@innkeep/domain';
import { SiteHoldStore } from '@innkeep/persistence';
import type { ServerRuntime } from '@innkeep/server';
import { PollingLoop } from './polling-loop';

/**
 * Cancels the PROVISIONAL website bookings the host did not confirm in time, so that an anonymous
 * hold cannot keep a place off sale: each through `reservations.cancel`, as a host's cancel would
 * run (nights back on sale, `reservation.cancelled` recorded), by the system. Every worker may run it.
 */
export class SiteHoldClock {
  private readonly loop: PollingLoop;
  private readonly store: SiteHoldStore;

  constructor(
    private readonly runtime: ServerRuntime,
    pollMs: number,
  ) {
    this.store = new SiteHoldStore(runtime.dataSource);
    this.loop = new PollingLoop('site-hold-clock', async () => (await this.runOnce()) > 0, pollMs, runtime.log);
  }

  /** Cancels the holds lapsed by now; answers how many it cancelled. */
  async runOnce(): Promise<number> {
    let cancelled = 0;
    for (const hold of await this.store.lapsed()) {
      const outcome = await this.runtime.executor.execute({
        operation: operationNamed('reservations.cancel'),
        surface: 'rest',
        credential: { authorization: undefined, showorg: undefined },
        principal: { ...operatorPrincipal(hold.workspaceId), credentialId: 'site-hold-clock' },
        clientAddress: 'worker',
        input: () => ({ reservationId: hold.reservationId }),
        // Under the reservation's lock: a hold the host confirmed (or took a payment for) meanwhile is theirs, not the clock's.
        beforeHandle: async (ctx) => {
          const now = await ctx.repos.reservations.findForUpdate(hold.workspaceId, hold.reservationId);
          if (now?.status !== 'PROVISIONAL' || now.paidAmountMinor > 0) throw new DomainError('INVALID_TRANSITION', 'The hold was confirmed, paid or cancelled meanwhile.');
        },
      });
      if (outcome.ok) cancelled += 1;
      this.runtime.log.info({ component: 'site-hold-clock', workspaceId: hold.workspaceId, reservationId: hold.reservationId, cancelled: outcome.ok }, outcome.ok ? 'unconfirmed website hold cancelled' : 'website hold left as it is');
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
