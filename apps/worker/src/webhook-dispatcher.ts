import { EventActor } from '@innkeep/domain';
import { AttemptOutcome, ClaimedEndpoint, DueDelivery, TypeormUnitOfWork, WebhookDispatchStore } from '@innkeep/persistence';
import { PublicUrlPolicy, ServerLog, signWebhook } from '@innkeep/server';
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

/** Failed attempts in a row that disable an endpoint. */
export const DISABLE_AFTER_FAILURES = 50;
/** How long a delivery is retried before it is given up. */
const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;
const LEASE_SECONDS = 120;
const WORKER_ACTOR: EventActor = { kind: 'SYSTEM', id: null, userId: null, surface: 'WORKER' };

/** 1 s doubling per failed attempt, capped at 10 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(600_000, 1000 * 2 ** Math.min(attempts - 1, 20));
}

export interface WebhookDispatcherOptions {
  timeoutMs: number;
  /** Endpoints served at once. */
  concurrency: number;
  /** How often to look for due deliveries when the last look found none. */
  idleMs: number;
}

class Refused extends Error {}

/**
 * Sends the workspaces' events to their webhook endpoints: each endpoint leased to one worker at a
 * time and served in the feed's commit order, a failed delivery retried with backoff (and the
 * deliveries behind it waiting, to keep the order) until it succeeds or 24 hours pass.
 */
export class WebhookDispatcher {
  private stopped = false;
  private loop: Promise<void> = Promise.resolve();
  private wake: (() => void) | undefined;
  private readonly httpAgent = new HttpAgent({ keepAlive: true, maxSockets: 8 });
  private readonly httpsAgent = new HttpsAgent({ keepAlive: true, maxSockets: 8 });

  constructor(
    private readonly store: WebhookDispatchStore,
    private readonly unitOfWork: TypeormUnitOfWork,
    private readonly urls: PublicUrlPolicy,
    private readonly log: ServerLog,
    private readonly options: WebhookDispatcherOptions,
  ) {}

  start(): void {
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.loop;
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      const busy = await this.tick().catch((error: unknown) => {
        this.log.error({ component: 'webhooks', err: error }, 'Webhook dispatch failed; retrying');
        return false;
      });
      if (!busy && !this.stopped) {
        await new Promise<void>((resolve) => {
          this.wake = resolve;
          setTimeout(resolve, this.options.idleMs);
        });
      }
    }
  }

  /** One round: serves the endpoints with due deliveries; answers whether there were any. */
  async tick(): Promise<boolean> {
    const endpoints = await this.store.claimEndpoints(this.options.concurrency, LEASE_SECONDS);
    await Promise.all(endpoints.map((endpoint) => this.serve(endpoint).finally(() => this.store.release(endpoint.id))));
    return endpoints.length > 0;
  }

  private async serve(endpoint: ClaimedEndpoint): Promise<void> {
    let failures = endpoint.consecutiveFailures;
    for (;;) {
      const due = await this.store.nextDeliveries(endpoint, BATCH);
      const outcomes: AttemptOutcome[] = [];
      let blocked = false;
      for (const delivery of due) {
        if (delivery.nextAttemptAt.getTime() > Date.now()) {
          blocked = true; // the oldest waits for its retry, and the rest behind it
          break;
        }
        const outcome = await this.attempt(endpoint, delivery);
        outcomes.push(outcome);
        failures = outcome.ok ? 0 : failures + 1;
        if (!outcome.ok && (outcome.status === 'PENDING' || failures >= DISABLE_AFTER_FAILURES)) {
          blocked = true;
          break;
        }
      }
      await this.store.record(endpoint, outcomes, failures);
      if (failures >= DISABLE_AFTER_FAILURES) {
        await this.disable(endpoint, failures);
        return;
      }
      if (blocked || due.length < BATCH || this.stopped) return;
    }
  }

  private async attempt(endpoint: ClaimedEndpoint, delivery: DueDelivery): Promise<AttemptOutcome> {
    const body = JSON.stringify(delivery.event);
    const started = performance.now();
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      statusCode = await this.post(endpoint.url, body, signWebhook(endpoint.secret, delivery.id, body));
      if (statusCode < 200 || statusCode >= 300) error = `HTTP ${statusCode}`;
    } catch (failure) {
      error = failure instanceof Refused ? failure.message : `No answer: ${(failure as Error).message}`.slice(0, 300);
    }
    const durationMs = Math.round(performance.now() - started);
    if (!error) return { deliveryId: delivery.id, ok: true, statusCode, durationMs, error: null, status: 'SUCCEEDED', nextAttemptAt: null };
    const givenUp = Date.now() - delivery.createdAt.getTime() >= GIVE_UP_AFTER_MS;
    return {
      deliveryId: delivery.id,
      ok: false,
      statusCode,
      durationMs,
      error,
      status: givenUp ? 'FAILED' : 'PENDING',
      nextAttemptAt: givenUp ? null : new Date(Date.now() + retryDelayMs(delivery.attempts + 1)),
    };
  }

  private post(url: string, body: string, signature: Record<string, string>): Promise<number> {
    const target = new URL(url);
    const https = target.protocol === 'https:';
    const send = https ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const request = send(target, {
        method: 'POST',
        agent: https ? this.httpsAgent : this.httpAgent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'Innkeep-Webhooks/1', ...signature },
        lookup: this.urls.lookup((hostname) => new Refused(`${hostname} resolves to a non-public address`)),
        timeout: this.options.timeoutMs,
      });
      request.on('timeout', () => request.destroy(new Error(`no answer within ${this.options.timeoutMs / 1000} s`)));
      request.on('error', reject);
      request.on('response', (response) => {
        // The receiver's answer body is not ours to keep: read and drop it.
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      });
      request.end(body);
    });
  }

  private async disable(endpoint: ClaimedEndpoint, failures: number): Promise<void> {
    const reason = `${failures} delivery attempts failed in a row`;
    const disabled = await this.store.disable(endpoint.id, reason);
    if (!disabled) return;
    await this.unitOfWork.run(async ({ repos }) => {
      await repos.events.beginWrite(endpoint.workspaceId);
      await repos.events.flush(endpoint.workspaceId, WORKER_ACTOR, {
        events: [{ type: 'webhook_endpoint.disabled', resource: { type: 'webhook_endpoint', id: endpoint.id }, data: { id: endpoint.id, url: disabled.url, status: 'DISABLED', disabledReason: reason } }],
      });
    });
    this.log.warn({ component: 'webhooks', endpointId: endpoint.id }, 'Webhook endpoint disabled after repeated failures');
  }
}
