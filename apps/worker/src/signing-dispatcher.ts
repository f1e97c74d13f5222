import type { LeaseQueue } from '@innkeep/domain';
import type { PublicUrlPolicy, ServerLog } from '@innkeep/server';

import { HeldLease } from './held-lease';
import { PollingLoop } from './polling-loop';
import { SignedPoster } from './signed-post';

/** How long an endpoint or connection stays with a worker should it stop answering, unless configured. */
const LEASE_SECONDS = 120;

/**
 * What the worker's senders of signed messages (webhooks, the channel connector) share: one poster
 * with its keep-alive agents, `concurrency` lanes that each run `tick` in a polling loop, and
 * starting and stopping them. Each lane leases one endpoint or connection from its queue, serves it
 * for one bounded turn and gives it back: a slow receiver holds its own lane only, and a backlog
 * takes turns with everyone else's work.
 */
export abstract class SigningDispatcher<Claimed> {
  protected readonly poster: SignedPoster;
  private readonly lanes: PollingLoop[];
  private readonly leaseMs: number;

  constructor(
    component: string,
    userAgent: string,
    private readonly queue: LeaseQueue<Claimed>,
    urls: PublicUrlPolicy,
    protected readonly log: ServerLog,
    options: { timeoutMs: number; idleMs: number; concurrency: number; leaseSeconds?: number },
  ) {
    this.poster = new SignedPoster(urls, options.timeoutMs, userAgent);
    this.leaseMs = (options.leaseSeconds ?? LEASE_SECONDS) * 1000;
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

  /** One turn of one lane: the row served longest ago with work due; answers whether there was one, so the lane goes on at once. */
  async tick(): Promise<boolean> {
    // The lease counts from before the claim was asked for: it never ends later here than in the database.
    const askedAt = performance.now();
    const [claimed] = await this.queue.claim(1, this.leaseMs / 1000);
    if (!claimed) return false;
    try {
      await this.serveTurn(claimed, new HeldLease(this.leaseMs, askedAt));
    } finally {
      await this.queue.release(claimed);
    }
    return true;
  }

  /** Sends what the claimed row has waiting, for one bounded turn, starting each send only while `lease` allows it. */
  protected abstract serveTurn(claimed: Claimed, lease: HeldLease): Promise<void>;
}
