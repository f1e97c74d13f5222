import type { PublicUrlPolicy, ServerLog } from '@innkeep/server';
import { PollingLoop } from './polling-loop';
import { SignedPoster } from './signed-post';

/**
 * What the worker's senders of signed messages (webhooks, the channel connector) share: one poster
 * with its keep-alive agents, `concurrency` lanes that each run `tick` in a polling loop, and
 * starting and stopping them. Each lane serves one endpoint or connector for one bounded turn and
 * then claims the next: a slow receiver holds its own lane only, and a backlog takes turns with
 * everyone else's work.
 */
export abstract class SigningDispatcher {
  protected readonly poster: SignedPoster;
  private readonly lanes: PollingLoop[];

  constructor(
    component: string,
    userAgent: string,
    urls: PublicUrlPolicy,
    protected readonly log: ServerLog,
    options: { timeoutMs: number; idleMs: number; concurrency: number },
  ) {
    this.poster = new SignedPoster(urls, options.timeoutMs, userAgent);
    this.lanes = Array.from({ length: options.concurrency }, () => new PollingLoop(component, () => this.tick(), options.idleMs, log));
  }

  /** False once stopping: a turn under way ends at its next step. */
  protected get running(): boolean {
    return this.lanes.every((lane) => lane.running);
  }

  start(): void {
    for (const lane of this.lanes) lane.start();
  }

  async stop(): Promise<void> {
    await Promise.all(this.lanes.map((lane) => lane.stop()));
    this.poster.close();
  }

  /** One turn of one lane; answers whether there was work, so the lane goes on at once. */
  abstract tick(): Promise<boolean>;
}
