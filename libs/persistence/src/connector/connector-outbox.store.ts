import type { AriBatch, AriChange, ClaimedConnector, ConnectorOutbox, QueuedReply, SettingChange } from '@innkeep/domain';
import { DataSource } from 'typeorm';

import { openEachClaimed, SetAsideListener, UNREADABLE_SECRET_RETRY_SECONDS } from '../events/open-claimed';
import { SecretBox } from '../events/secret-box';
import { LeasedTable } from '../leases/leased-table';
import { connectionSecretName } from '../repositories/channel.repository';

interface ClaimedRow {
  workspace_id: string;
  id: string;
  property_id: string;
  channel: string;
  endpoint_url: string;
  sealed_signing_secret: unknown;
  delivery_failures: number;
}

/** A delivery got through: the connection is healthy again. Follows the holder CTE. */
const RECORD_SUCCESS = `UPDATE channel_connections SET delivery_failures = 0, next_delivery_at = NULL,
       last_error = CASE WHEN last_error->>'code' IN ('DELIVERY_FAILED', 'DELIVERY_ABANDONED', 'SECRET_UNREADABLE') THEN NULL ELSE last_error END,
       status = CASE WHEN status IN ('PENDING', 'ERROR') THEN 'OK' ELSE status END, last_synced_at = now(), last_sync_status = 'OK'
 WHERE workspace_id = $1 AND id IN (SELECT id FROM holder)
 RETURNING id`;

/** The nights of the touched ranges with their values now: availability, price, restrictions. */

const ARI_SQL = `
WITH touched AS (
  SELECT * FROM jsonb_to_recordset($3::jsonb) AS t(unit_id text, "from" date, until date)
), nights AS (
  SELECT DISTINCT t.unit_id, g::date AS night FROM touched t CROSS JOIN generate_series(t."from", t.until - 1, interval '1 day') AS g
)
SELECT l.external_listing_id AS "externalListingId", to_char(n.night, 'YYYY-MM-DD') AS date,
       GREATEST(0, COALESCE(cn.rooms, u.count_of_rooms) - COALESCE(cn.reserved + cn.owner_blocked + cn.maintenance_blocked + cn.channel_blocked, 0))::int AS available,
       COALESCE(rn.price_minor, rp.base_price_minor)::int AS "priceMinor",
       rn.min_nights AS "minNights", rn.max_nights AS "maxNights",
       COALESCE(rn.closed_to_arrival, false) AS "closedToArrival", COALESCE(rn.closed_to_departure, false) AS "closedToDeparture",
       COALESCE(rn.stop_sell, false) OR u.archived_at IS NOT NULL AS "stopSell"
  FROM nights n
  JOIN channel_listings l ON l.workspace_id = $1 AND l.connection_id = $2 AND l.unit_id = n.unit_id AND l.external_listing_id IS NOT NULL
  JOIN units u ON u.workspace_id = $1 AND u.id = n.unit_id
  JOIN rate_plans rp ON rp.workspace_id = $1 AND rp.unit_id = n.unit_id AND rp.is_default
  LEFT JOIN calendar_nights cn ON cn.workspace_id = $1 AND cn.unit_id = n.unit_id AND cn.night = n.night
  LEFT JOIN rate_nights rn ON rn.workspace_id = $1 AND rn.rate_plan_id = rp.id AND rn.night = n.night
 ORDER BY l.external_listing_id, n.night`;

/**
 * The worker's side of API connections: connections are leased to one worker at a time (so each
 * listing's changes leave in order) under a token that each of the holder's writes checks, the one
 * served longest ago first; the outbox's changed nights are read with their values as they are now
 * (later changes of the same night coalesce), and delivered rows are deleted. A write answers
 * whether the claim still held the connection (false: another worker took it over).
 */
export class ConnectorOutboxStore implements ConnectorOutbox {
  private readonly connections: LeasedTable<ClaimedRow>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly secrets: SecretBox,
    private readonly onSetAside: SetAsideListener = () => undefined,
  ) {
    this.connections = new LeasedTable(dataSource, {
      table: 'channel_connections',
      until: 'delivery_lease_until',
      token: 'delivery_lease_token',
      servedAt: 'delivery_served_at',
      due: `x.method = 'API' AND x.status <> 'DISCONNECTED' AND x.endpoint_url IS NOT NULL
             -- Nothing of a sandbox reaches a channel.
             AND NOT EXISTS (SELECT 1 FROM workspaces w WHERE w.id = x.workspace_id AND w.is_sandbox)
             AND (x.next_delivery_at IS NULL OR x.next_delivery_at <= now())
             AND (EXISTS (SELECT 1 FROM channel_ari_outbox o WHERE o.workspace_id = x.workspace_id AND o.connection_id = x.id)
               OR EXISTS (SELECT 1 FROM channel_outbox s WHERE s.workspace_id = x.workspace_id AND s.property_id = x.property_id AND s.channel = x.channel AND s.sent_at IS NULL)
               OR EXISTS (SELECT 1 FROM messages m JOIN message_threads th ON th.workspace_id = m.workspace_id AND th.id = m.thread_id
                           WHERE m.workspace_id = x.workspace_id AND m.delivery_status = 'QUEUED' AND th.connection_id = x.id))`,
      returning: 't.workspace_id, t.id, t.property_id, t.channel, t.endpoint_url, t.sealed_signing_secret, t.delivery_failures',
    });
  }

  async claim(limit: number, leaseSeconds: number): Promise<ClaimedConnector[]> {
    const { rows, leaseToken } = await this.connections.claim(limit, leaseSeconds);
    return openEachClaimed(
      rows,
      async (row) => ({
        workspaceId: row.workspace_id,
        id: row.id,
        propertyId: row.property_id,
        channel: row.channel,
        endpointUrl: row.endpoint_url,
        secret: await this.secrets.open(connectionSecretName(row.id), row.sealed_signing_secret),
        deliveryFailures: row.delivery_failures,
        leaseToken,
      }),
      async (row) => {
        await this.holdUnreadable(row.workspace_id, row.id);
        this.onSetAside({ kind: 'channel_connection', id: row.id, workspaceId: row.workspace_id });
      },
    );
  }

  /** The host sees why nothing is delivered; the connection is tried again after a while, not every round. */
  private async holdUnreadable(workspaceId: string, connectionId: string): Promise<void> {
    await this.connections.holdFor(
      workspaceId,
      connectionId,
      UNREADABLE_SECRET_RETRY_SECONDS,
      `status = 'ERROR', last_sync_status = 'ERROR',
       last_error = jsonb_build_object('code', 'SECRET_UNREADABLE', 'msg', 'The signing secret cannot be opened with this server''s SECRETS_KEY; changes wait until it can, or until the connection is made again.', 'at', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`,
    );
  }

  /** Gives the connection back, unless its lease was taken over meanwhile: then it is the new holder's. */
  async release(connector: ClaimedConnector): Promise<void> {
    await this.connections.release(connector);
  }

  /** Runs one of the holder's writes: the holder CTE, the statement's own CTEs, RECORD_SUCCESS or its own final statement. */
  private asHolder(connector: ClaimedConnector, statement: string, more: unknown[] = []): Promise<boolean> {
    return this.connections.asHolder(connector, statement, more);
  }

  /** The settings changes waiting, oldest first. */
  async pendingSettings(connector: ClaimedConnector, take: number): Promise<SettingChange[]> {
    return (await this.dataSource.query(
      `SELECT s.id::text, s.unit_id AS "unitId", l.external_listing_id AS "externalListingId", s.setting, s.payload AS values, s.created_at AS "createdAt"
         FROM channel_outbox s
         LEFT JOIN channel_listings l ON l.workspace_id = s.workspace_id AND l.connection_id = $3 AND l.unit_id = s.unit_id
        WHERE s.workspace_id = $1 AND s.property_id = $2 AND s.channel = $4 AND s.sent_at IS NULL
        ORDER BY s.id LIMIT $5`,
      [connector.workspaceId, connector.propertyId, connector.id, connector.channel, take],
    )) as SettingChange[];
  }

  async markSettingSent(connector: ClaimedConnector, settingId: string): Promise<boolean> {
    return this.asHolder(
      connector,
      `, sent AS (UPDATE channel_outbox SET sent_at = now() WHERE workspace_id = $1 AND id = $4::bigint AND EXISTS (SELECT 1 FROM holder)) ${RECORD_SUCCESS}`,
      [settingId],
    );
  }

  /** Replies waiting for this connection, oldest first. */
  async queuedReplies(connector: ClaimedConnector, take: number): Promise<QueuedReply[]> {
    return (await this.dataSource.query(
      `SELECT m.id, t.external_thread_id AS "externalThreadId", r.channel_reference AS "externalReservationId", m.body, m.sent_at AS "sentAt"
         FROM messages m
         JOIN message_threads t ON t.workspace_id = m.workspace_id AND t.id = m.thread_id
         LEFT JOIN reservations r ON r.workspace_id = t.workspace_id AND r.id = t.reservation_id
        WHERE m.workspace_id = $1 AND m.delivery_status = 'QUEUED' AND t.connection_id = $2
        ORDER BY m.created_at, m.id LIMIT $3`,
      [connector.workspaceId, connector.id, take],
    )) as QueuedReply[];
  }

  async markReplySent(connector: ClaimedConnector, messageId: string): Promise<boolean> {
    return this.asHolder(
      connector,
      `, sent AS (UPDATE messages SET delivery_status = 'SENT', delivered_at = now(), delivery_error = NULL WHERE workspace_id = $1 AND id = $4 AND EXISTS (SELECT 1 FROM holder)) ${RECORD_SUCCESS}`,
      [messageId],
    );
  }

  /** The next outbox rows of the connection (up to `take`) as the nights they cover, with today's values. */
  async nextAri(connector: ClaimedConnector, take: number): Promise<AriBatch> {
    const rows = (await this.dataSource.query(
      `SELECT seq::text, unit_id, to_char(from_date, 'YYYY-MM-DD') AS "from", to_char(until_date, 'YYYY-MM-DD') AS until, created_at
         FROM channel_ari_outbox WHERE workspace_id = $1 AND connection_id = $2 ORDER BY channel_ari_outbox.seq LIMIT $3`,
      [connector.workspaceId, connector.id, take],
    )) as { seq: string; unit_id: string; from: string; until: string; created_at: Date }[];
    if (rows.length === 0) return { lastSeq: null, oldest: null, changes: [] };
    const changes = (await this.dataSource.query(ARI_SQL, [
      connector.workspaceId,
      connector.id,
      JSON.stringify(rows.map((row) => ({ unit_id: row.unit_id, from: row.from, until: row.until }))),
    ])) as AriChange[];
    return { lastSeq: rows[rows.length - 1].seq, oldest: rows[0].created_at, changes };
  }

  /**
   * Drops the delivered rows and marks the connection healthy in one statement, so nobody reads
   * "nothing pending" beside the error of the attempt that has just succeeded.
   */
  async ariDelivered(connector: ClaimedConnector, lastSeq: string): Promise<boolean> {
    return this.asHolder(
      connector,
      `, delivered AS (DELETE FROM channel_ari_outbox WHERE workspace_id = $1 AND connection_id IN (SELECT id FROM holder) AND seq <= $4::bigint) ${RECORD_SUCCESS}`,
      [lastSeq],
    );
  }

  async recordSuccess(connector: ClaimedConnector): Promise<boolean> {
    return this.asHolder(connector, ` ${RECORD_SUCCESS}`);
  }

  async recordFailure(connector: ClaimedConnector, failures: number, nextAt: Date, error: { code: string; msg: string }): Promise<boolean> {
    return this.asHolder(
      connector,
      ` UPDATE channel_connections SET delivery_failures = $4, next_delivery_at = $5, status = 'ERROR', last_sync_status = 'ERROR',
              last_error = jsonb_build_object('code', $6::text, 'msg', $7::text, 'at', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
        WHERE workspace_id = $1 AND id IN (SELECT id FROM holder)
        RETURNING id`,
      [failures, nextAt, error.code, error.msg],
    );
  }

  /** Changes older than `hours` that never got through are dropped (the connector re-reads the calendar). */
  async abandonOlderThan(connector: ClaimedConnector, hours: number): Promise<number> {
    const [, ari] = (await this.dataSource.query(
      `DELETE FROM channel_ari_outbox WHERE workspace_id = $1 AND connection_id = $2 AND created_at < now() - make_interval(hours => $3)`,
      [connector.workspaceId, connector.id, hours],
    )) as [unknown, number];
    const [, settings] = (await this.dataSource.query(
      `UPDATE channel_outbox SET sent_at = now() WHERE workspace_id = $1 AND property_id = $2 AND channel = $3 AND sent_at IS NULL AND created_at < now() - make_interval(hours => $4)`,
      [connector.workspaceId, connector.propertyId, connector.channel, hours],
    )) as [unknown, number];
    return ari + settings;
  }
}
