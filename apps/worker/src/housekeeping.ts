import type { Retention } from '@innkeep/domain';
import type { ServerLog } from '@innkeep/server';

/** Events, webhook deliveries and the payment processor's applied event ids are kept 30 days; audit entries a year. */
export const EVENT_DAYS = 30;
export const AUDIT_DAYS = 365;
const EVERY_MS = 60 * 60 * 1000;

/** Deletes what is past its keeping time, hourly (every worker may: a delete twice deletes nothing). */
export class Housekeeping {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly store: Retention,
    private readonly log: ServerLog,
  ) {}

  start(): void {
    const run = () =>
      this.store
        .expire(EVENT_DAYS, AUDIT_DAYS)
        .then((deleted) => this.log.info({ component: 'housekeeping', ...deleted }, 'expired events, deliveries, audit entries and billing event ids deleted'))
        .catch((error: unknown) => this.log.error({ component: 'housekeeping', err: error }, 'Housekeeping failed; it runs again in an hour'));
    this.timer = setInterval(run, EVERY_MS);
    this.timer.unref();
    void run();
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
