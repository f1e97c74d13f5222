import type { NewWebhookEndpoint, WebhookRepository } from '@innkeep/domain';
import { WebhookDeliveryStatus, WebhookDeliveryView, WebhookEndpointView, WebhookStatus } from '@innkeep/domain';
import { EntityManager } from 'typeorm';

import { newId } from '../database/ids';
import { SecretBox } from './secret-box';

interface EndpointRow {
  id: string;
  url: string;
  event_types: string[];
  description: string | null;
  status: WebhookStatus;
  consecutive_failures: number;
  disabled_reason: string | null;
  created_at: Date;
  pending: string;
}

interface DeliveryRow {
  id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  last_status_code: number | null;
  last_duration_ms: number | null;
  last_error: string | null;
  last_attempt_at: Date | null;
  next_attempt_at: Date | null;
  created_at: Date;
  attempt_log: { attempt: number; at: string; statusCode: number | null; durationMs: number; error: string | null }[];
}

const ENDPOINT_COLUMNS = `e.id, e.url, e.event_types, e.description, e.status, e.consecutive_failures, e.disabled_reason, e.created_at,
  (SELECT count(*) FROM webhook_deliveries d WHERE d.workspace_id = e.workspace_id AND d.endpoint_id = e.id AND d.status = 'PENDING')::text AS pending`;

const DELIVERY_COLUMNS = `d.id, d.endpoint_id, ev.id AS event_id, ev.type AS event_type, d.status, d.attempts, d.last_status_code, d.last_duration_ms,
  d.last_error, d.last_attempt_at, d.next_attempt_at, d.created_at,
  COALESCE((SELECT json_agg(json_build_object('attempt', a.attempt, 'at', to_char(a.attempted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
              'statusCode', a.status_code, 'durationMs', a.duration_ms, 'error', a.error) ORDER BY a.attempt)
            FROM webhook_attempts a WHERE a.workspace_id = d.workspace_id AND a.delivery_id = d.id), '[]') AS attempt_log`;

/** The name a webhook secret is sealed under: moved to another endpoint's row, it does not open. */
export function webhookSecretName(endpointId: string): string {
  return `webhook:${endpointId}`;
}

function endpointView(row: EndpointRow): WebhookEndpointView {
  return {
    id: row.id,
    url: row.url,
    events: row.event_types,
    description: row.description,
    status: row.status,
    consecutiveFailures: row.consecutive_failures,
    disabledReason: row.disabled_reason,
    pendingDeliveries: Number(row.pending),
    createdAt: row.created_at.toISOString(),
  };
}

export function deliveryView(row: DeliveryRow): WebhookDeliveryView {
  return {
    id: row.id,
    endpointId: row.endpoint_id,
    eventId: row.event_id,
    eventType: row.event_type,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.last_status_code,
    lastDurationMs: row.last_duration_ms,
    lastError: row.last_error,
    lastAttemptAt: row.last_attempt_at?.toISOString() ?? null,
    nextAttemptAt: row.status === 'PENDING' ? (row.next_attempt_at?.toISOString() ?? null) : null,
    createdAt: row.created_at.toISOString(),
    attemptLog: row.attempt_log,
  };
}

export class TypeormWebhookRepository implements WebhookRepository {
  constructor(
    private readonly manager: EntityManager,
    private readonly secrets: SecretBox | undefined,
  ) {}

  async create(workspaceId: string, endpoint: NewWebhookEndpoint): Promise<WebhookEndpointView> {
    if (!this.secrets) throw new Error('Webhook endpoints need the secrets key to seal their signing secrets.');
    const id = newId('we');
    const sealed = await this.secrets.seal(webhookSecretName(id), endpoint.secret);
    await this.manager.query(`INSERT INTO webhook_endpoints (id, workspace_id, url, event_types, description, sealed_secret) VALUES ($1, $2, $3, $4, $5, $6)`, [
      id,
      workspaceId,
      endpoint.url,
      endpoint.events,
      endpoint.description,
      JSON.stringify(sealed),
    ]);
    return (await this.find(workspaceId, id))!;
  }

  async list(workspaceId: string): Promise<WebhookEndpointView[]> {
    const rows = (await this.manager.query(`SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints e WHERE e.workspace_id = $1 ORDER BY e.created_at, e.id`, [
      workspaceId,
    ])) as EndpointRow[];
    return rows.map(endpointView);
  }

  async find(workspaceId: string, endpointId: string): Promise<WebhookEndpointView | null> {
    const rows = (await this.manager.query(`SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints e WHERE e.workspace_id = $1 AND e.id = $2`, [
      workspaceId,
      endpointId,
    ])) as EndpointRow[];
    return rows[0] ? endpointView(rows[0]) : null;
  }

  async delete(workspaceId: string, endpointId: string): Promise<boolean> {
    const [, count] = (await this.manager.query(`DELETE FROM webhook_endpoints WHERE workspace_id = $1 AND id = $2`, [workspaceId, endpointId])) as [
      unknown,
      number,
    ];
    return count > 0;
  }

  async deliveries(
    workspaceId: string,
    endpointId: string,
    query: { status: string | null; take: number; before: string | null },
  ): Promise<WebhookDeliveryView[]> {
    const rows = (await this.manager.query(
      `SELECT ${DELIVERY_COLUMNS}
       FROM webhook_deliveries d JOIN events ev ON ev.workspace_id = d.workspace_id AND ev.txid = d.event_txid AND ev.seq = d.event_seq
       WHERE d.workspace_id = $1 AND d.endpoint_id = $2 AND ($3::text IS NULL OR d.status = $3)
         AND ($4::text IS NULL OR (d.created_at, d.id) < (SELECT created_at, id FROM webhook_deliveries WHERE workspace_id = $1 AND id = $4))
       ORDER BY d.created_at DESC, d.id DESC
       LIMIT $5`,
      [workspaceId, endpointId, query.status, query.before, query.take],
    )) as DeliveryRow[];
    return rows.map(deliveryView);
  }

  async disable(workspaceId: string, endpointId: string, reason: string): Promise<{ url: string } | null> {
    const [rows] = (await this.manager.query(
      `UPDATE webhook_endpoints SET status = 'DISABLED', disabled_reason = $3, lease_until = NULL WHERE workspace_id = $1 AND id = $2 AND status = 'ENABLED' RETURNING url`,
      [workspaceId, endpointId, reason],
    )) as [{ url: string }[], number];
    return rows[0] ? { url: rows[0].url } : null;
  }

  async retryDelivery(workspaceId: string, endpointId: string, deliveryId: string): Promise<WebhookDeliveryView | null> {
    // Queued again now and first in line: the worker sends it at its next turn.
    const [rows] = (await this.manager.query(
      `UPDATE webhook_deliveries SET status = 'PENDING', next_attempt_at = now()
       WHERE workspace_id = $1 AND endpoint_id = $2 AND id = $3 RETURNING id`,
      [workspaceId, endpointId, deliveryId],
    )) as [{ id: string }[], number];
    if (rows.length === 0) return null;
    const found = (await this.manager.query(
      `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries d JOIN events ev ON ev.workspace_id = d.workspace_id AND ev.txid = d.event_txid AND ev.seq = d.event_seq WHERE d.workspace_id = $1 AND d.id = $2`,
      [workspaceId, deliveryId],
    )) as DeliveryRow[];
    return deliveryView(found[0]);
  }
}
