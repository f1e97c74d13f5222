import type { AttemptOutcome, ClaimedEndpoint, DueDelivery, ExpiredRows, Retention, WebhookDispatchQueue } from '@innkeep/domain';
import { DataSource } from 'typeorm';

import { LeasedTable } from '../leases/leased-table';
import { FEED_BOUND } from './feed-bound.sql';
import { openEachClaimed, SetAsideListener, UNREADABLE_SECRET_RETRY_SECONDS } from './open-claimed';
import { SecretBox } from './secret-box';
import { webhookSecretName } from './webhook.repository';

interface ClaimedRow {
  id: string;
  workspace_id: string;
  url: string;
  sealed_secret: unknown;
  consecutive_failures: number;
}

/**
 * The worker's side of webhooks: endpoints are leased to one worker at a time (so each endpoint
 * receives in order) under a token that each of the holder's writes checks, handed out the one
 * served longest ago first (so a backlog takes its turn with the others); deliveries are read in
 * the feed's commit order and only below its bound, and outcomes are written back in one statement
 * per batch.
 */
export class WebhookDispatchStore implements WebhookDispatchQueue, Retention {
  private readonly endpoints: LeasedTable<ClaimedRow>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly secrets: SecretBox,
    private readonly onSetAside: SetAsideListener = () => undefined,
  ) {
    this.endpoints = new LeasedTable(dataSource, {
      table: 'webhook_endpoints',
      until: 'lease_until',
      token: 'lease_token',
      servedAt: 'served_at',
      // Due when its oldest pending delivery is: the ones behind it wait for it, to keep the order.
      due: `x.status = 'ENABLED'
             AND (SELECT d.next_attempt_at FROM webhook_deliveries d WHERE d.workspace_id = x.workspace_id AND d.endpoint_id = x.id AND d.status = 'PENDING'
                   ORDER BY d.event_txid, d.event_seq LIMIT 1) <= now()`,
      returning: 't.id, t.workspace_id, t.url, t.sealed_secret, t.consecutive_failures',
    });
  }

  /**
   * Leases up to `limit` endpoints whose oldest pending delivery is due (the ones behind it wait for
   * it, to keep the order), the one given back longest ago first.
   */
  async claim(limit: number, leaseSeconds: number): Promise<ClaimedEndpoint[]> {
    const { rows, leaseToken } = await this.endpoints.claim(limit, leaseSeconds);
    return openEachClaimed(
      rows,
      async (row) => ({
        id: row.id,
        workspaceId: row.workspace_id,
        url: row.url,
        secret: await this.secrets.open(webhookSecretName(row.id), row.sealed_secret),
        consecutiveFailures: row.consecutive_failures,
        leaseToken,
      }),
      // Its deliveries stay pending (nothing is lost) and the endpoint is tried again later.
      async (row) => {
        await this.endpoints.holdFor(row.workspace_id, row.id, UNREADABLE_SECRET_RETRY_SECONDS);
        this.onSetAside({ kind: 'webhook_endpoint', id: row.id, workspaceId: row.workspace_id });
      },
    );
  }

  /** Gives the endpoint back, unless its lease was taken over meanwhile: then it is the new holder's. */
  async release(endpoint: ClaimedEndpoint): Promise<void> {
    await this.endpoints.release(endpoint);
  }

  /** The endpoint's next deliveries in commit order, stopping below the workspace feed's bound. */
  async nextDeliveries(endpoint: ClaimedEndpoint, take: number): Promise<DueDelivery[]> {
    const [{ bound }] = (await this.dataSource.query(FEED_BOUND, [endpoint.workspaceId])) as { bound: string }[];
    const rows = (await this.dataSource.query(
      `SELECT d.id, d.attempts, d.created_at, d.next_attempt_at,
              ev.id AS event_id, ev.type, ev.occurred_at, ev.workspace_id, ev.resource_type, ev.resource_id, ev.data, ev.actor
         FROM webhook_deliveries d JOIN events ev ON ev.workspace_id = d.workspace_id AND ev.txid = d.event_txid AND ev.seq = d.event_seq
        WHERE d.workspace_id = $4 AND d.endpoint_id = $1 AND d.status = 'PENDING' AND d.event_txid < $2::bigint
        ORDER BY d.event_txid, d.event_seq
        LIMIT $3`,
      [endpoint.id, bound, take, endpoint.workspaceId],
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

  /**
   * Writes a batch's outcomes (each attempt kept in the delivery's attempt log, its last one on the
   * delivery) and the endpoint's run of failures, only while this claim still holds
   * the endpoint; answers whether it did (false: another worker took the endpoint over).
   */
  async record(endpoint: ClaimedEndpoint, outcomes: AttemptOutcome[], consecutiveFailures: number): Promise<boolean> {
    return this.endpoints.asHolder(
      endpoint,
      `, o AS (
         SELECT * FROM jsonb_to_recordset($4::jsonb) AS o(delivery_id text, attempted_at timestamptz, status text, status_code int, duration_ms int, error text, next_attempt_at timestamptz)
       ), updated AS (
         UPDATE webhook_deliveries d
            SET status = o.status, attempts = d.attempts + 1, last_attempt_at = o.attempted_at, last_status_code = o.status_code,
                last_duration_ms = o.duration_ms, last_error = o.error, next_attempt_at = o.next_attempt_at
           FROM o, holder WHERE d.workspace_id = holder.workspace_id AND d.id = o.delivery_id AND d.endpoint_id = holder.id
         RETURNING d.workspace_id, d.id, d.attempts, o.attempted_at, o.status_code, o.duration_ms, o.error
       ), logged AS (
         INSERT INTO webhook_attempts (workspace_id, delivery_id, attempt, attempted_at, status_code, duration_ms, error)
         SELECT workspace_id, id, attempts, attempted_at, status_code, duration_ms, error FROM updated
         -- Numbered by the delivery's own counter, moved in this statement: the log never fails the record.
         ON CONFLICT DO NOTHING
       )
       UPDATE webhook_endpoints e SET consecutive_failures = $5 FROM holder WHERE e.workspace_id = holder.workspace_id AND e.id = holder.id
       RETURNING e.id`,
      [
        JSON.stringify(
          outcomes.map((o) => ({
            delivery_id: o.deliveryId,
            attempted_at: o.attemptedAt.toISOString(),
            status: o.status,
            status_code: o.statusCode,
            duration_ms: o.durationMs,
            error: o.error,
            next_attempt_at: o.nextAttemptAt?.toISOString() ?? null,
          })),
        ),
        consecutiveFailures,
      ],
    );
  }

  /** Deletes events, webhook deliveries, audit entries and connector message ids past their keeping time. */
  async expire(eventDays: number, auditDays: number): Promise<ExpiredRows> {
    const [, deliveries] = (await this.dataSource.query(`DELETE FROM webhook_deliveries WHERE created_at < now() - make_interval(days => $1)`, [
      eventDays,
    ])) as [unknown, number];
    const [, events] = (await this.dataSource.query(`DELETE FROM events WHERE occurred_at < now() - make_interval(days => $1)`, [eventDays])) as [
      unknown,
      number,
    ];
    const [, audit] = (await this.dataSource.query(`DELETE FROM audit_log WHERE at < now() - make_interval(days => $1)`, [auditDays])) as [unknown, number];
    // A connector message's id is refused again for a day; its timestamp window is 5 minutes.
    const [, hookReceipts] = (await this.dataSource.query(`DELETE FROM channel_hook_receipts WHERE received_at < now() - interval '1 day'`)) as [
      unknown,
      number,
    ];
    // A payment processor's event id is kept as long as the feed's events: Stripe retries for 3 days,
    // and an older repeat would only re-read the subscription's current state.
    const [, billingEvents] = (await this.dataSource.query(`DELETE FROM billing_events WHERE applied_at < now() - make_interval(days => $1)`, [eventDays])) as [
      unknown,
      number,
    ];
    return { events, deliveries, audit, hookReceipts, billingEvents };
  }
}
