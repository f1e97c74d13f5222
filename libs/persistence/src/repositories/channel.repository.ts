import type {
  Channel,
  ChannelConnectionView,
  ChannelRepository,
  EventRepository,
  ImportedStay,
  NewChannelFacts,
  NewConnection,
  NewFactsRecorded,
  PendingSyncRequest,
  SyncOutcome,
  SyncResult,
  SyncTarget,
} from '@innkeep/domain';
import { hashExportToken } from '@innkeep/domain';
import { EntityManager } from 'typeorm';

import { ID_PREFIX, newId } from '../database/ids';
import { AriTouches } from '../events/ari-touches';
import { SecretBox } from '../events/secret-box';
import { isoInstant } from './reservation-json.sql';
import { createTurnoverTasks } from './turnover-tasks.sql';

/** The name a connection's signing secret is sealed under: moved to another row, it does not open. */
export function connectionSecretName(connectionId: string): string {
  return `connection:${connectionId}`;
}

/** The name an export token is sealed under: its connection and unit, so a token moved to another row does not open. */
export function exportTokenName(connectionId: string, unitId: string): string {
  return `export-feed:${connectionId}:${unitId}`;
}

/** A feed address as answers show it: scheme, host and path, the query (where feeds keep their secret) masked. */
export function maskFeedUrl(url: string | null): string | null {
  if (!url) return url;
  try {
    const parsed = new URL(url);
    const masked = `${parsed.origin}${parsed.pathname}`;
    return parsed.search ? `${masked}?…` : masked;
  } catch {
    return '…';
  }
}

/** A connection with its listings and conflicts, as one JSON object built by PostgreSQL. */
const CONNECTION_JSON = `json_build_object(
  'id', c.id, 'channel', c.channel, 'propertyId', c.property_id, 'propertyName', p.name, 'method', c.method,
  'status', c.status, 'lastSyncedAt', ${isoInstant('c.last_synced_at')}, 'lastSyncStatus', c.last_sync_status,
  'nextSyncAt', ${isoInstant('c.next_sync_at')}, 'lastError', c.last_error,
  'conflicts', (SELECT count(*)::int FROM reservations r
                 WHERE r.workspace_id = c.workspace_id AND r.connection_id = c.id AND r.is_overbooking AND r.status <> 'CANCELLED'),
  'listings', COALESCE((SELECT json_agg(json_build_object(
                 'unitId', l.unit_id, 'unitName', u.name, 'importUrl', l.import_url, 'exportUrl', NULL, 'externalListingId', l.external_listing_id,
                 'lastImportAt', ${isoInstant('l.last_import_at')}, 'events', l.events) ORDER BY u.name, l.unit_id)
                 FROM channel_listings l JOIN units u ON u.workspace_id = l.workspace_id AND u.id = l.unit_id
                WHERE l.workspace_id = c.workspace_id AND l.connection_id = c.id), '[]'),
  'endpointUrl', c.endpoint_url,
  'pendingChanges', CASE WHEN c.method = 'API' THEN
      (SELECT count(*)::int FROM channel_ari_outbox o WHERE o.workspace_id = c.workspace_id AND o.connection_id = c.id)
    + (SELECT count(*)::int FROM channel_outbox s WHERE s.workspace_id = c.workspace_id AND s.property_id = c.property_id AND s.channel = c.channel AND s.sent_at IS NULL)
    + (SELECT count(*)::int FROM messages m JOIN message_threads t ON t.workspace_id = m.workspace_id AND t.id = m.thread_id
        WHERE m.workspace_id = c.workspace_id AND m.delivery_status = 'QUEUED' AND t.connection_id = c.id)
    ELSE 0 END,
  'createdAt', ${isoInstant('c.created_at')},
  'sync', c.sync_request
)`;

const CONNECTION_FROM = `FROM channel_connections c JOIN properties p ON p.workspace_id = c.workspace_id AND p.id = c.property_id`;

function masked(connection: ChannelConnectionView): ChannelConnectionView {
  return { ...connection, listings: connection.listings.map((listing) => ({ ...listing, importUrl: maskFeedUrl(listing.importUrl) })) };
}

/** New channel reservations with their guests, skipping a UID the channel already gave another connection. */
const INSERT_STAYS_SQL = `
WITH input AS (
  SELECT s.* FROM jsonb_to_recordset($2::jsonb) AS s(id text, guest_id text, uid text, arrival date, departure date, first_name text, last_name text)
   WHERE NOT EXISTS (SELECT 1 FROM reservations x WHERE x.workspace_id = $1 AND x.source = $3 AND x.channel_reference = s.uid)),
g AS (
  INSERT INTO guests (workspace_id, id, first_name, last_name)
  SELECT $1, guest_id, first_name, last_name FROM input)
INSERT INTO reservations (workspace_id, id, property_id, unit_id, rate_plan_id, guest_id, status, source, channel_reference,
                          arrival_date, departure_date, adults, children, total_amount_minor, currency, notes, is_overbooking, connection_id)
SELECT $1, id, $4, $5, $6, guest_id, 'CONFIRMED', $3, uid, arrival, departure, 1, 0, 0, $7, NULL, false, $8 FROM input
RETURNING id`;

/**
 * Takes rooms of a kind on the nights of many stays at once, even when full, admitting the excess as
 * overbooked (as holdOverbooking does for one). $3 holds [{ from, until, rooms }].
 */
const holdManySql = (column: string) => `
INSERT INTO calendar_nights AS n (workspace_id, unit_id, night, rooms, ${column}, overbooked)
SELECT u.workspace_id, u.id, d.night, u.count_of_rooms, d.rooms, GREATEST(0, d.rooms - u.count_of_rooms)
  FROM units u,
       (SELECT g::date AS night, sum(s.rooms)::int AS rooms
          FROM jsonb_to_recordset($3::jsonb) AS s("from" date, until date, rooms int)
          CROSS JOIN generate_series(s."from", s.until - 1, interval '1 day') AS g
         GROUP BY g) AS d
 WHERE u.workspace_id = $1 AND u.id = $2
   FOR SHARE OF u
ON CONFLICT (workspace_id, unit_id, night) DO UPDATE SET
  ${column} = n.${column} + EXCLUDED.${column},
  overbooked = GREATEST(n.overbooked, n.reserved + n.owner_blocked + n.maintenance_blocked + n.channel_blocked + EXCLUDED.${column} - n.rooms)`;

/** The nights of a unit over capacity in [$3, $4): one range scan of its counters. */
const OVER_CAPACITY_NIGHTS_SQL = `
SELECT to_char(night, 'YYYY-MM-DD') AS night FROM calendar_nights
 WHERE workspace_id = $1 AND unit_id = $2 AND night >= $3::date AND night < $4::date
   AND reserved + owner_blocked + maintenance_blocked + channel_blocked > rooms`;

export class TypeormChannelRepository implements ChannelRepository {
  constructor(
    private readonly manager: EntityManager,
    /** Nights whose availability changed, for the channel connectors' outbox. */
    private readonly touches: AriTouches = new AriTouches(),
    private readonly secrets?: SecretBox,
    /** Where the imported stays' automatic tasks' events are kept. */
    private readonly events?: EventRepository,
  ) {}

  async recordNewFacts(workspaceId: string, facts: NewChannelFacts): Promise<NewFactsRecorded> {
    let overbooking = 0;
    const reservations: NewFactsRecorded['reservations'] = [];
    const flaggedIds = new Set<string>();
    if (facts.stays.length > 0) {
      const input = facts.stays.map((stay) => ({
        id: newId('res'),
        guest_id: newId('gst'),
        uid: stay.uid,
        arrival: stay.arrivalDate,
        departure: stay.departureDate,
        first_name: stay.guest.firstName,
        last_name: stay.guest.lastName,
      }));
      // An INSERT answers its rows (an UPDATE, [rows, count]).
      const inserted: { id: string }[] = await this.manager.query(INSERT_STAYS_SQL, [
        workspaceId,
        JSON.stringify(input),
        facts.channel,
        facts.propertyId,
        facts.unitId,
        facts.ratePlanId,
        facts.currency,
        facts.connectionId,
      ]);
      if (inserted.length > 0) {
        const byId = new Map(input.map((stay) => [stay.id, stay]));
        const nights = inserted.map((row) => ({ from: byId.get(row.id)!.arrival, until: byId.get(row.id)!.departure, rooms: 1 }));
        for (const stay of nights) this.touches.unit(facts.unitId, stay.from, stay.until);
        await this.manager.query(holdManySql('reserved'), [workspaceId, facts.unitId, JSON.stringify(nights)]);
        // Which new stays touch a night over capacity is decided here, from that unit's nights alone:
        // a join of reservations to the counters is planned badly while a first import grows the tables.
        const first = nights.reduce((min, stay) => (stay.from < min ? stay.from : min), nights[0].from);
        const last = nights.reduce((max, stay) => (stay.until > max ? stay.until : max), nights[0].until);
        const over: { night: string }[] = await this.manager.query(OVER_CAPACITY_NIGHTS_SQL, [workspaceId, facts.unitId, first, last]);
        if (over.length > 0) {
          const overNights = over.map((row) => row.night);
          const flagged = inserted.filter((row) => {
            const stay = byId.get(row.id)!;
            return overNights.some((night) => night >= stay.arrival && night < stay.departure);
          });
          if (flagged.length > 0) {
            await this.manager.query(`UPDATE reservations SET is_overbooking = true WHERE workspace_id = $1 AND id = ANY($2::text[])`, [
              workspaceId,
              flagged.map((row) => row.id),
            ]);
          }
          overbooking = flagged.length;
          for (const row of flagged) flaggedIds.add(row.id);
        }
        for (const row of inserted) reservations.push({ id: row.id, uid: byId.get(row.id)!.uid, isOverbooking: flaggedIds.has(row.id) });
        await createTurnoverTasks(
          this.manager,
          this.events,
          workspaceId,
          inserted.map((row) => row.id),
        );
      }
    }
    if (facts.blocks.length > 0) {
      const input = facts.blocks.map((block) => ({ id: newId('blk'), uid: block.uid, from: block.from, until: block.until, note: block.note }));
      const inserted: { id: string }[] = await this.manager.query(
        `INSERT INTO blocks (workspace_id, id, unit_id, type, from_date, to_date, rooms, note, connection_id, external_id)
         SELECT $1, b.id, $2, 'CHANNEL', b."from", b.until - 1, $3, b.note, $4, b.uid
           FROM jsonb_to_recordset($5::jsonb) AS b(id text, uid text, "from" date, until date, note text)
         RETURNING id`,
        [workspaceId, facts.unitId, facts.blockRooms, facts.connectionId, JSON.stringify(input)],
      );
      const kept = new Set(inserted.map((row) => row.id));
      const nights = input.filter((block) => kept.has(block.id)).map((block) => ({ from: block.from, until: block.until, rooms: facts.blockRooms }));
      for (const block of nights) this.touches.unit(facts.unitId, block.from, block.until);
      if (nights.length > 0) await this.manager.query(holdManySql('channel_blocked'), [workspaceId, facts.unitId, JSON.stringify(nights)]);
    }
    return { overbooking, reservations };
  }

  async create(workspaceId: string, connection: NewConnection): Promise<string | null> {
    // A disconnected connection of the same property and channel makes way for the new one; its
    // imported reservations keep their connection id as history.
    await this.manager.query(`DELETE FROM channel_connections WHERE workspace_id = $1 AND property_id = $2 AND channel = $3 AND status = 'DISCONNECTED'`, [
      workspaceId,
      connection.propertyId,
      connection.channel,
    ]);
    const [row] = await this.manager.query(
      `INSERT INTO channel_connections (workspace_id, id, property_id, channel, method, status, next_sync_at, endpoint_url)
       VALUES ($1, $2, $3, $4, $5, 'PENDING', $6, $7)
       ON CONFLICT (workspace_id, property_id, channel) DO NOTHING
       RETURNING id`,
      [
        workspaceId,
        newId(ID_PREFIX.channelConnection),
        connection.propertyId,
        connection.channel,
        connection.method,
        connection.nextSyncAt,
        connection.endpointUrl ?? null,
      ],
    );
    if (!row) return null;
    if (connection.signingSecret) {
      if (!this.secrets) throw new Error('API connections need the secrets key to seal their signing secrets.');
      const sealed = await this.secrets.seal(connectionSecretName(row.id), connection.signingSecret);
      await this.manager.query(`UPDATE channel_connections SET sealed_signing_secret = $3 WHERE workspace_id = $1 AND id = $2`, [
        workspaceId,
        row.id,
        JSON.stringify(sealed),
      ]);
    }
    const listings = [];
    for (const listing of connection.listings) {
      const exportToken = listing.exportToken ? await this.keptExportToken(row.id, listing.unitId, listing.exportToken) : { hash: null, sealed: null };
      listings.push({
        unit_id: listing.unitId,
        import_url: listing.importUrl,
        external_listing_id: listing.externalListingId,
        export_token_hash: exportToken.hash,
        sealed_export_token: exportToken.sealed,
      });
    }
    await this.manager.query(
      `INSERT INTO channel_listings (workspace_id, connection_id, unit_id, import_url, external_listing_id, export_token_hash, sealed_export_token)
       SELECT $1, $2, l.unit_id, l.import_url, l.external_listing_id, l.export_token_hash, l.sealed_export_token
         FROM jsonb_to_recordset($3::jsonb) AS l(unit_id text, import_url text, external_listing_id text, export_token_hash text, sealed_export_token jsonb)`,
      [workspaceId, row.id, JSON.stringify(listings)],
    );
    return row.id;
  }

  async unitOfExternalListing(workspaceId: string, connectionId: string, externalListingId: string): Promise<string | null> {
    const [row] = await this.manager.query(`SELECT unit_id FROM channel_listings WHERE workspace_id = $1 AND connection_id = $2 AND external_listing_id = $3`, [
      workspaceId,
      connectionId,
      externalListingId,
    ]);
    return row?.unit_id ?? null;
  }

  async recordHookReceipt(workspaceId: string, connectionId: string, webhookId: string): Promise<boolean> {
    const rows = await this.manager.query(
      `INSERT INTO channel_hook_receipts (workspace_id, connection_id, webhook_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1`,
      [workspaceId, connectionId, webhookId],
    );
    return rows.length > 0;
  }

  async list(workspaceId: string, filter: { propertyId?: string; channel?: Channel }): Promise<ChannelConnectionView[]> {
    const rows: { connection: ChannelConnectionView }[] = await this.manager.query(
      `SELECT ${CONNECTION_JSON} AS connection ${CONNECTION_FROM}
        WHERE c.workspace_id = $1 AND ($2::text IS NULL OR c.property_id = $2) AND ($3::text IS NULL OR c.channel = $3)
        ORDER BY p.name, c.channel, c.id`,
      [workspaceId, filter.propertyId ?? null, filter.channel ?? null],
    );
    return rows.map((row) => masked(row.connection));
  }

  async find(workspaceId: string, connectionId: string): Promise<ChannelConnectionView | null> {
    const [row] = await this.manager.query(`SELECT ${CONNECTION_JSON} AS connection ${CONNECTION_FROM} WHERE c.workspace_id = $1 AND c.id = $2`, [
      workspaceId,
      connectionId,
    ]);
    return row ? masked(row.connection) : null;
  }

  async lockForSync(workspaceId: string, connectionId: string, options: { lock?: boolean } = {}): Promise<SyncTarget | null> {
    const [connection] = await this.manager.query(
      `SELECT id, channel, property_id, status, consecutive_failures, allow_private_feeds FROM channel_connections
        WHERE workspace_id = $1 AND id = $2 AND status <> 'DISCONNECTED'
        ${options.lock === false ? '' : 'FOR NO KEY UPDATE'}`,
      [workspaceId, connectionId],
    );
    if (!connection) return null;
    const listings = await this.manager.query(
      `SELECT unit_id AS "unitId", import_url AS "importUrl", etag, last_modified AS "lastModified"
         FROM channel_listings WHERE workspace_id = $1 AND connection_id = $2 ORDER BY unit_id`,
      [workspaceId, connectionId],
    );
    return {
      id: connection.id,
      channel: connection.channel,
      propertyId: connection.property_id,
      status: connection.status,
      consecutiveFailures: connection.consecutive_failures,
      allowPrivateFeeds: connection.allow_private_feeds,
      listings,
    };
  }

  async recordOutcome(workspaceId: string, connectionId: string, outcome: SyncOutcome): Promise<void> {
    await this.manager.query(
      `UPDATE channel_connections
          SET status = $3, last_sync_status = $3, last_error = $4::jsonb, consecutive_failures = $5, next_sync_at = $6,
              last_synced_at = CASE WHEN $7 THEN now() ELSE last_synced_at END
        WHERE workspace_id = $1 AND id = $2`,
      [
        workspaceId,
        connectionId,
        outcome.status,
        outcome.lastError ? JSON.stringify(outcome.lastError) : null,
        outcome.consecutiveFailures,
        outcome.nextSyncAt,
        outcome.synced,
      ],
    );
  }

  async requestSync(workspaceId: string, connectionId: string, request: { acceptEmpty: boolean }): Promise<boolean> {
    // A request still QUEUED stands for this one too (concurrent requests queue behind the row
    // lock and see it); otherwise a new one. Due now: the scheduler's next look queues its job.
    const [rows] = (await this.manager.query(
      `UPDATE channel_connections
          SET sync_request = CASE WHEN sync_request->>'status' = 'QUEUED'
                THEN jsonb_set(sync_request, '{acceptEmpty}', to_jsonb(COALESCE((sync_request->>'acceptEmpty')::boolean, false) OR $3::boolean))
                ELSE jsonb_build_object('status', 'QUEUED', 'requestedAt', ${isoInstant('clock_timestamp()')}, 'acceptEmpty', $3::boolean,
                                        'startedAt', NULL, 'finishedAt', NULL, 'result', NULL) END,
              next_sync_at = LEAST(next_sync_at, now())
        WHERE workspace_id = $1 AND id = $2 AND status <> 'DISCONNECTED'
        RETURNING id`,
      [workspaceId, connectionId, request.acceptEmpty],
    )) as [{ id: string }[], number];
    return rows.length > 0;
  }

  async startSyncRequest(workspaceId: string, connectionId: string): Promise<PendingSyncRequest | null> {
    const [rows] = (await this.manager.query(
      `UPDATE channel_connections
          SET sync_request = sync_request || jsonb_build_object('status', 'RUNNING', 'startedAt', ${isoInstant('clock_timestamp()')})
        WHERE workspace_id = $1 AND id = $2 AND sync_request->>'status' IN ('QUEUED', 'RUNNING')
        RETURNING sync_request->>'requestedAt' AS "requestedAt", COALESCE((sync_request->>'acceptEmpty')::boolean, false) AS "acceptEmpty"`,
      [workspaceId, connectionId],
    )) as [PendingSyncRequest[], number];
    return rows[0] ?? null;
  }

  async finishSyncRequest(workspaceId: string, connectionId: string, requestedAt: string | null, result: SyncResult | null): Promise<void> {
    await this.manager.query(
      `UPDATE channel_connections
          SET sync_request = CASE WHEN sync_request->>'status' = 'RUNNING' AND sync_request->>'requestedAt' = $3
                THEN sync_request || jsonb_build_object('status', 'DONE', 'finishedAt', ${isoInstant('clock_timestamp()')}, 'result', $4::jsonb)
                ELSE sync_request END,
              next_sync_at = CASE WHEN sync_request->>'status' = 'QUEUED' THEN LEAST(next_sync_at, now()) ELSE next_sync_at END
        WHERE workspace_id = $1 AND id = $2 AND sync_request IS NOT NULL`,
      [workspaceId, connectionId, requestedAt, result ? JSON.stringify(result) : null],
    );
  }

  async recordImport(
    workspaceId: string,
    connectionId: string,
    unitId: string,
    feed: { etag: string | null; lastModified: string | null; events: number },
  ): Promise<void> {
    await this.manager.query(
      `UPDATE channel_listings SET etag = $4, last_modified = $5, events = $6, last_import_at = now()
        WHERE workspace_id = $1 AND connection_id = $2 AND unit_id = $3`,
      [workspaceId, connectionId, unitId, feed.etag, feed.lastModified, feed.events],
    );
  }

  async importedStays(workspaceId: string, connectionId: string, unitId: string): Promise<ImportedStay[]> {
    return this.manager.query(
      `SELECT 'reservation' AS kind, id, channel_reference AS "externalId", to_char(arrival_date, 'YYYY-MM-DD') AS "from",
              to_char(departure_date, 'YYYY-MM-DD') AS until, status <> 'CANCELLED' AS active, 1 AS rooms
         FROM reservations WHERE workspace_id = $1 AND connection_id = $2 AND unit_id = $3 AND channel_reference IS NOT NULL
       UNION ALL
       SELECT 'block', id, external_id, to_char(from_date, 'YYYY-MM-DD'), to_char(to_date + 1, 'YYYY-MM-DD'), true, rooms
         FROM blocks WHERE workspace_id = $1 AND connection_id = $2 AND unit_id = $3`,
      [workspaceId, connectionId, unitId],
    );
  }

  async disconnect(workspaceId: string, connectionId: string): Promise<boolean> {
    const [, count] = await this.manager.query(
      // A synchronisation still asked for ends with the connection, DONE without a result, so whoever follows it stops.
      `UPDATE channel_connections SET status = 'DISCONNECTED', next_sync_at = NULL, disconnected_at = now(),
              sync_request = CASE WHEN sync_request->>'status' IN ('QUEUED', 'RUNNING')
                THEN sync_request || jsonb_build_object('status', 'DONE', 'finishedAt', ${isoInstant('clock_timestamp()')}, 'result', NULL)
                ELSE sync_request END
        WHERE workspace_id = $1 AND id = $2 AND status <> 'DISCONNECTED'`,
      [workspaceId, connectionId],
    );
    if (count === 0) return false;
    await this.manager.query(
      `UPDATE channel_listings SET export_token_hash = NULL, sealed_export_token = NULL WHERE workspace_id = $1 AND connection_id = $2`,
      [workspaceId, connectionId],
    );
    return true;
  }

  async rotateExportTokens(workspaceId: string, connectionId: string, tokens: Map<string, string>): Promise<boolean> {
    const [live] = await this.manager.query(
      `SELECT id FROM channel_connections WHERE workspace_id = $1 AND id = $2 AND status <> 'DISCONNECTED' FOR NO KEY UPDATE`,
      [workspaceId, connectionId],
    );
    if (!live) return false;
    const kept = [];
    for (const [unitId, token] of tokens) kept.push({ unit_id: unitId, ...(await this.keptExportToken(connectionId, unitId, token)) });
    await this.manager.query(
      `UPDATE channel_listings l SET export_token_hash = t.hash, sealed_export_token = t.sealed
         FROM jsonb_to_recordset($3::jsonb) AS t(unit_id text, hash text, sealed jsonb)
        WHERE l.workspace_id = $1 AND l.connection_id = $2 AND l.unit_id = t.unit_id`,
      [workspaceId, connectionId, JSON.stringify(kept)],
    );
    return true;
  }

  async exportTokens(workspaceId: string, connectionIds: string[]): Promise<Map<string, Map<string, string>>> {
    const rows: { connection_id: string; unit_id: string; sealed_export_token: unknown }[] = await this.manager.query(
      `SELECT l.connection_id, l.unit_id, l.sealed_export_token FROM channel_listings l
         JOIN channel_connections c ON c.workspace_id = l.workspace_id AND c.id = l.connection_id AND c.status <> 'DISCONNECTED'
        WHERE l.workspace_id = $1 AND l.connection_id = ANY($2::text[]) AND l.export_token_hash IS NOT NULL AND l.sealed_export_token IS NOT NULL`,
      [workspaceId, connectionIds],
    );
    const tokens = new Map<string, Map<string, string>>();
    if (rows.length === 0) return tokens;
    if (!this.secrets) throw new Error('Export feed addresses need the secrets key to be shown again.');
    for (const row of rows) {
      let token: string;
      try {
        token = await this.secrets.open(exportTokenName(row.connection_id, row.unit_id), row.sealed_export_token);
      } catch {
        // Sealed under an earlier secrets key: the feed still works; a rotation makes one that shows.
        continue;
      }
      if (!tokens.has(row.connection_id)) tokens.set(row.connection_id, new Map());
      tokens.get(row.connection_id)!.set(row.unit_id, token);
    }
    return tokens;
  }

  /** An export token as a listing keeps it: its hash finds the feed, the sealed token shows it again. */
  private async keptExportToken(connectionId: string, unitId: string, token: string): Promise<{ hash: string; sealed: unknown }> {
    if (!this.secrets) throw new Error('iCal connections need the secrets key to seal their export tokens.');
    return { hash: hashExportToken(token), sealed: await this.secrets.seal(exportTokenName(connectionId, unitId), token) };
  }

  async listingUnits(workspaceId: string, connectionId: string): Promise<string[]> {
    const rows: { unit_id: string }[] = await this.manager.query(
      `SELECT unit_id FROM channel_listings WHERE workspace_id = $1 AND connection_id = $2 ORDER BY unit_id`,
      [workspaceId, connectionId],
    );
    return rows.map((row) => row.unit_id);
  }
}
