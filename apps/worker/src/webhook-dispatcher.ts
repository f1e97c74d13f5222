import type { AttemptOutcome, ClaimedEndpoint, DueDelivery, EventActor, UnitOfWork, WebhookDispatchQueue } from '@innkeep/domain';
import { PublicUrlPolicy, ServerLog } from '@innkeep/server';

import type { HeldLease } from './held-lease';
import { SignedPoster } from './signed-post';
import { SigningDispatcher } from './signing-dispatcher';

/** Failed attempts in a row that disable an endpoint. */
export const DISABLE_AFTER_FAILURES = 50;
/** How long a delivery is retried before it is given up. */
const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;
/** Deliveries one endpoint gets per turn, and how long a turn may go on starting attempts: then the next endpoint's turn. */
const TURN_DELIVERIES = 100;
const TURN_MS = 2000;
const WORKER_ACTOR: EventActor = { kind: 'SYSTEM', id: null, userId: null, surface: 'WORKER' };

/** 1 s doubling per failed attempt, capped at 10 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(600_000, 1000 * 2 ** Math.min(attempts - 1, 20));
}

export interface WebhookDispatcherOptions {
  timeoutMs: number;
  /** Endpoints served at once, each by a lane of its own. */
  concurrency: number;
  /** How often to look for due deliveries when the last look found none. */
  idleMs: number;
  /** How long an endpoint stays with this worker should it stop answering (default 120 s). */
  leaseSeconds?: number;
}

/**
 * Sends the workspaces' events to their webhook endpoints: each endpoint leased to one worker at a
 * time and served in the feed's commit order, a failed delivery retried with backoff (and the
 * deliveries behind it waiting, to keep the order) until it succeeds or 24 hours pass. An endpoint
 * gets a bounded turn (100 deliveries or 2 s) and goes to the back of the line, so one workspace's
 * backlog never holds up another's deliveries; a worker whose lease was taken over stops at once.
 */
export class WebhookDispatcher extends SigningDispatcher<ClaimedEndpoint> {
  constructor(
    private readonly store: WebhookDispatchQueue,
    private readonly unitOfWork: UnitOfWork,
    urls: PublicUrlPolicy,
    log: ServerLog,
    private readonly options: WebhookDispatcherOptions,
  ) {
    super('webhooks', 'Innkeep-Webhooks/1', store, urls, log, options);
  }

  protected async serveTurn(endpoint: ClaimedEndpoint, lease: HeldLease): Promise<void> {
    const turnEnds = performance.now() + TURN_MS;
    let failures = endpoint.consecutiveFailures;
    const due = await this.store.nextDeliveries(endpoint, TURN_DELIVERIES);
    const outcomes: AttemptOutcome[] = [];
    for (const delivery of due) {
      // The oldest waits for its retry, and the rest behind it.
      if (delivery.nextAttemptAt.getTime() > Date.now()) break;
      if (!this.running || performance.now() > turnEnds || !lease.allows(this.options.timeoutMs)) break;
      const outcome = await this.attempt(endpoint, delivery);
      outcomes.push(outcome);
      failures = outcome.ok ? 0 : failures + 1;
      if (!outcome.ok && (outcome.status === 'PENDING' || failures >= DISABLE_AFTER_FAILURES)) break;
    }
    if (outcomes.length === 0) return;
    if (!(await this.store.record(endpoint, outcomes, failures))) {
      // Held past its lease (this worker stalled): the new holder sends these again, in order.
      this.log.warn({ component: 'webhooks', endpointId: endpoint.id }, 'Webhook endpoint lease lapsed mid-turn; its outcomes are left to the new holder');
      return;
    }
    if (failures >= DISABLE_AFTER_FAILURES) await this.disable(endpoint, failures);
  }

  private async attempt(endpoint: ClaimedEndpoint, delivery: DueDelivery): Promise<AttemptOutcome> {
    const body = JSON.stringify(delivery.event);
    const attemptedAt = new Date();
    const started = performance.now();
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      statusCode = await this.poster.post(endpoint.url, endpoint.secret, delivery.id, body);
      if (statusCode < 200 || statusCode >= 300) error = `HTTP ${statusCode}`;
    } catch (failure) {
      error = SignedPoster.describe(failure);
    }
    const durationMs = Math.round(performance.now() - started);
    if (!error) return { deliveryId: delivery.id, attemptedAt, ok: true, statusCode, durationMs, error: null, status: 'SUCCEEDED', nextAttemptAt: null };
    const givenUp = Date.now() - delivery.createdAt.getTime() >= GIVE_UP_AFTER_MS;
    return {
      deliveryId: delivery.id,
      attemptedAt,
      ok: false,
      statusCode,
      durationMs,
      error,
      status: givenUp ? 'FAILED' : 'PENDING',
      nextAttemptAt: givenUp ? null : new Date(Date.now() + retryDelayMs(delivery.attempts + 1)),
    };
  }

  private async disable(endpoint: ClaimedEndpoint, failures: number): Promise<void> {
    const reason = `${failures} delivery attempts failed in a row`;
    // The endpoint and the event that says so change together: a reader never sees one without the other.
    const disabled = await this.unitOfWork.run(
      async ({ repos }) => {
        const done = await repos.webhooks.disable(endpoint.workspaceId, endpoint.id, reason);
        if (done) {
          await repos.events.flush(endpoint.workspaceId, WORKER_ACTOR, {
            events: [
              {
                type: 'webhook_endpoint.disabled',
                resource: { type: 'webhook_endpoint', id: endpoint.id },
                data: { id: endpoint.id, url: done.url, status: 'DISABLED', disabledReason: reason },
              },
            ],
          });
        }
        return done !== null;
      },
      { feedWriterOf: endpoint.workspaceId },
    );
    if (!disabled) return;
    this.log.warn({ component: 'webhooks', endpointId: endpoint.id }, 'Webhook endpoint disabled after repeated failures');
  }
}
