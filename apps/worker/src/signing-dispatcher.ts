import type { PublicUrlPolicy, ServerLog } from '@innkeep/server';
import { PollingLoop } from './polling-loop';
import { SignedPoster } from './signed-post';

/**
 * What the worker's senders of signed messages (webhooks, the channel connector) share: one poster
 * with its keep-alive agents, one polling loop around `tick`, and starting and stopping both.
 */
export abstract class SigningDispatcher {
  protected readonly poster: SignedPoster;
  protected readonly loop: PollingLoop;

  constructor(
    component: string,
    userAgent: string,
    urls: PublicUrlPolicy,
    protected readonly log: ServerLog,
    options: { timeoutMs: number; idleMs: number },
  ) {
    this.poster = new SignedPoster(urls, options.timeoutMs, userAgent);
    this.loop = new PollingLoop(component, () => this.tick(), options.idleMs, log);
  }

  start(): void {
    this.loop.start();
  }

  async stop(): Promise<void> {
    await this.loop.stop();
    this.poster.close();
  }

  /** One round of deliveries; answers whether there was work, so the loop goes on at once. */
  abstract tick(): Promise<boolean>;
}
