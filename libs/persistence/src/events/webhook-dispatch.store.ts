import { EventView } from '@innkeep/domain';
import { DataSource } from 'typeorm';
import { FEED_BOUND } from './feed-bound.sql';
import { SecretBox } from './secret-box';
import { webhookSecretName } from './webhook.repository';
import { openEachClaimed, SetAsideListener, UNREADABLE_SECRET_RETRY_SECONDS } from './open-claimed';

export interface ClaimedEndpoint {
  id: string;
  workspaceId: string;
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
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  /** PENDING with the time of the next attempt, SUCCEEDED, or FAILED once given up. */
  status: 'PENDING' | 'SUCCEEDED' | 'FAILED';
  nextAttemptAt: Date | null;
}

/**
 * The worker's side of webhooks: endpoints are leased to one worker at a time (so each endpoint
 * receives in order), deliveries are read in the feed's commit order and only below its bound,
 * and outcomes are written back in one statement per batch.
 */
export class WebhookDispatchStore {
  constructor(
    private readonly dataSource: DataSource,
    private readonly secrets: SecretBox,
    private readonly onSetAside: SetAsideListener = () => undefined,
  ) {}

  async claimEndpoints(limit: number, leaseSeconds: number): Promise<ClaimedEndpoint[]> {
    const [rows] = (await this.dataSource.query(
      `UPDATE webhook_endpoints e SET lease_until = now() + make_interval(secs => $2)
        WHERE e.id IN (
          SELECT c.id FROM webhook_endpoints c
           WHERE c.status = 'ENABLED' AND (c.lease_until IS NULL OR c.lease_until < now())
             AND EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.endpoint_id = c.id AND d.status = 'PENDING' AND d.next_attempt_at <= now())
           LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING e.id, e.workspace_id, e.url, e.sealed_secret, e.consecutive_failures`,
      [limit, leaseSeconds],
    )) as [{ id: string; workspace_id: string; url: string; sealed_secret: unknown; consecutive_failures: number }[], number];
    return openEachClaimed(
      rows,
      async (row) => ({
        id: row.id,
        workspaceId: row.workspace_id,
        url: row.url,
        secret: await this.secrets.open(webhookSecretName(row.id), row.sealed_secret),
        consecutiveFailures: row.consecutive_failures,
      }),
      // Its deliveries stay pending (nothing is lost) and the endpoint is tried again later.
      async (row) => {
        await this.dataSource.query(`UPDATE webhook_endpoints SET lease_until = now() + make_interval(secs => $2) WHERE id = $1`, [row.id, UNREADABLE_SECRET_RETRY_SECONDS]);
        this.onSetAside({ kind: 'webhook_endpoint', id: row.id, workspaceId: row.workspace_id });
      },
    );
  }

  async release(endpointId: string): Promise<void> {
    await this.dataSource.query(`UPDATE webhook_endpoints SET lease_until = NULL WHERE id = $1`, [endpointId]);
  }

  /** The endpoint's next deliveries in commit order, stopping below the workspace feed's bound. */
  async nextDeliveries(endpoint: ClaimedEndpoint, take: number): Promise<DueDelivery[]> {
    const [{ bound }] = (await this.dataSource.query(FEED_BOUND, [endpoint.workspaceId])) as { bound: string }[];
    const rows = (await this.dataSource.query(
      `SELECT d.id, d.attempts, d.created_at, d.next_attempt_at,
              ev.id AS event_id, ev.type, ev.occurred_at, ev.workspace_id, ev.resource_type, ev.resource_id, ev.data, ev.actor
         FROM webhook_deliveries d JOIN events ev ON ev.workspace_id = d.workspace_id AND ev.txid = d.event_txid AND ev.seq = d.event_seq
        WHERE d.endpoint_id = $1 AND d.status = 'PENDING' AND d.event_txid < $2::bigint
        ORDER BY d.event_txid, d.event_seq
        LIMIT $3`,
      [endpoint.id, bound, take],
    )) as Record<string, never>[];
    return rows.map((row) => ({
      id: row.id,
      attempts: row.attempts,
      createdAt: row.created_at,
      nextAttemptAt: row.next_attempt_at,
      event: {
        id: row.event_id,
        type: row.type,
        occurredAt: (row.occurred_at as Date).toISOString(),
        workspaceId: row.workspace_id,
        resource: { type: row.resource_type, id: row.resource_id },
        data: row.data,
        actor: row.actor,
      },
    }));
  }

  /** Writes a batch's outcomes and the endpoint's run of failures; answers that run. */
  async record(endpoint: ClaimedEndpoint, outcomes: AttemptOutcome[], consecutiveFailures: number): Promise<void> {
    if (outcomes.length === 0) return;
    await this.dataSource.query(
      `WITH o AS (
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS o(delivery_id text, status text, status_code int, duration_ms int, error text, next_attempt_at timestamptz)
       ), updated AS (
         UPDATE webhook_deliveries d
            SET status = o.status, attempts = d.attempts + 1, last_attempt_at = now(), last_status_code = o.status_code,
                last_duration_ms = o.duration_ms, last_error = o.error, next_attempt_at = o.next_attempt_at
           FROM o WHERE d.id = o.delivery_id AND d.endpoint_id = $2
         RETURNING 1
       )
       UPDATE webhook_endpoints SET consecutive_failures = $3 WHERE id = $2`,
      [
        JSON.stringify(outcomes.map((o) => ({ delivery_id: o.deliveryId, status: o.status, status_code: o.statusCode, duration_ms: o.durationMs, error: o.error, next_attempt_at: o.nextAttemptAt?.toISOString() ?? null }))),
        endpoint.id,
        consecutiveFailures,
      ],
    );
  }

  /** Marks the endpoint DISABLED; false when it already was (another worker got there first). */
  /** Deletes events, webhook deliveries, audit entries and connector message ids past their keeping time. */
  async expire(eventDays: number, auditDays: number): Promise<{ events: number; deliveries: number; audit: number; hookReceipts: number }> {
    const [, deliveries] = (await this.dataSource.query(`DELETE FROM webhook_deliveries WHERE created_at < now() - make_interval(days => $1)`, [eventDays])) as [unknown, number];
    const [, events] = (await this.dataSource.query(
      `DELETE FROM events WHERE occurred_at < now() - make_interval(days => $1)`,
      [eventDays],
    )) as [unknown, number];
    const [, audit] = (await this.dataSource.query(`DELETE FROM audit_log WHERE at < now() - make_interval(days => $1)`, [auditDays])) as [unknown, number];
    // A connector message's id is refused again for a day; its timestamp window is 5 minutes.
    const [, hookReceipts] = (await this.dataSource.query(`DELETE FROM channel_hook_receipts WHERE received_at < now() - interval '1 day'`)) as [unknown, number];
    return { events, deliveries, audit, hookReceipts };
  }
}
