import type { EventView } from '@innkeep/contract';

import type { HeldLeaseToken, LeaseQueue } from './delivery-leases';

/** A webhook endpoint leased to this worker, its signing secret opened. */
export interface ClaimedEndpoint extends HeldLeaseToken {
  url: string;
  secret: string;
  consecutiveFailures: number;
}

export interface DueDelivery {
  id: string;
  attempts: number;
  createdAt: Date;
  nextAttemptAt: Date;
  event: EventView;
}

export interface AttemptOutcome {
  deliveryId: string;
  /** When the attempt started. */
  attemptedAt: Date;
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  /** PENDING with the time of the next attempt, SUCCEEDED, or FAILED once given up. */
  status: 'PENDING' | 'SUCCEEDED' | 'FAILED';
  nextAttemptAt: Date | null;
}

/**
 * The worker's side of webhooks: endpoints leased one worker at a time (so each receives in order),
 * the one whose oldest pending delivery is due and that was served longest ago first.
 */
export interface WebhookDispatchQueue extends LeaseQueue<ClaimedEndpoint> {
  /** The endpoint's next deliveries in the feed's commit order, stopping below the workspace feed's bound. */
  nextDeliveries(endpoint: ClaimedEndpoint, take: number): Promise<DueDelivery[]>;
  /**
   * Writes a batch's outcomes and the endpoint's run of failures, only while this claim still holds
   * the endpoint; answers whether it did (false: another worker took the endpoint over).
   */
  record(endpoint: ClaimedEndpoint, outcomes: AttemptOutcome[], consecutiveFailures: number): Promise<boolean>;
}
