import type { ServerLog } from '@innkeep/server';

/**
 * Runs `tick` again at once while it finds work, else after `idleMs`; a failed tick is logged and
 * retried at the next turn. Stopping waits for the tick under way.
 */
export class PollingLoop {
  private stopped = false;
  private loop: Promise<void> = Promise.resolve();
  private wake: (() => void) | undefined;

  constructor(
    private readonly component: string,
    private readonly tick: () => Promise<boolean>,
    private readonly idleMs: number,
    private readonly log: ServerLog,
  ) {}

  get running(): boolean {
    return !this.stopped;
  }

  /** Starts, or starts again after `stop`. */
  start(): void {
    this.stopped = false;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.loop;
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      const busy = await this.tick().catch((error: unknown) => {
        this.log.error({ component: this.component, err: error }, `${this.component} failed; retrying`);
        return false;
      });
      if (!busy && !this.stopped) {
        await new Promise<void>((resolve) => {
          this.wake = resolve;
          setTimeout(resolve, this.idleMs);
        });
      }
    }
  }
}
