import { Channel, ChannelConnectionView, ChannelMethod, ConnectionStatus, SyncError, SyncErrorCode, SyncResult } from '@innkeep/contract';

/** One VEVENT of a channel's feed, its all-day dates already read as stay dates. */
export interface FeedEvent {
  uid: string;
  summary: string;
  description: string;
  /** DTSTART: the arrival (or first blocked night), YYYY-MM-DD. */
  start: string;
  /** DTEND: the departure (the night after the last), YYYY-MM-DD. */
  end: string;
}

/** What reading a feed gave: its events, "not modified since", or why it could not be used. */
export type FeedRead =
  | { kind: 'feed'; events: FeedEvent[]; etag: string | null; lastModified: string | null }
  | { kind: 'not-modified' }
  | { kind: 'failed'; code: SyncErrorCode; msg: string };

/**
 * Fetches and parses a channel's iCal feed: conditional GET, a timeout, a size cap, public
 * addresses only (unless the installation allows private ones). Never throws for a bad feed.
 */
export interface FeedReader {
  read(url: string, validators: { etag: string | null; lastModified: string | null }, options?: { allowPrivate?: boolean }): Promise<FeedRead>;
  /** Whether the URL may be fetched at all: http(s) to a public address. */
  isAllowed(url: string): Promise<boolean>;
}

/** What a synchronisation needs beyond the data: the feeds and the schedule. */
export interface ChannelEnvironment {
  feeds: FeedReader;
  /** Seconds between two scheduled synchronisations of a connection (CHANNEL_SYNC_INTERVAL_SECONDS). */
  intervalSeconds: number;
}

/** What recording a feed's new facts made: the new reservations (by the feed's UID) and which overbook. */
export interface NewFactsRecorded {
  overbooking: number;
  reservations: { id: string; uid: string; isOverbooking: boolean }[];
}

export interface NewConnection {
  propertyId: string;
  channel: Channel;
  method: ChannelMethod;
  /** exportToken (ICAL): the repository keeps its hash, to find the feed, and the token sealed, to show it again. */
  listings: { unitId: string; importUrl: string | null; externalListingId: string | null; exportToken: string | null }[];
  /** ICAL: the first pull; API: none (the connector pushes). */
  nextSyncAt: Date | null;
  /** API connections: where the connector receives changes, and the secret both sides sign with (sealed by the repository). */
  endpointUrl?: string;
  signingSecret?: string;
}

/** A connection as the synchronisation needs it, with its feeds' addresses unmasked. */
export interface SyncTarget {
  id: string;
  channel: Channel;
  propertyId: string;
  status: ConnectionStatus;
  consecutiveFailures: number;
  /** Feeds on private addresses are fetched for it (the demo's, which `npm start` serves). */
  allowPrivateFeeds: boolean;
  listings: { unitId: string; importUrl: string | null; etag: string | null; lastModified: string | null }[];
}

/** What a connection imported on one unit, to compare with the feed. */
export interface ImportedStay {
  kind: 'reservation' | 'block';
  id: string;
  externalId: string;
  from: string;
  /** Departure for a reservation; the night after the last for a block. */
  until: string;
  /** Reservations: whether it holds a room (not cancelled). */
  active: boolean;
  /** Rooms it holds on each night. */
  rooms: number;
}

export interface SyncOutcome {
  status: Exclude<ConnectionStatus, 'PENDING' | 'DISCONNECTED'>;
  lastError: SyncError | null;
  consecutiveFailures: number;
  nextSyncAt: Date;
  synced: boolean;
}

/** New stays and blocks of one unit's feed, recorded together. */
export interface NewChannelFacts {
  connectionId: string;
  channel: Channel;
  unitId: string;
  propertyId: string;
  ratePlanId: string | null;
  currency: string;
  /** Rooms a CHANNEL block takes: all the unit's. */
  blockRooms: number;
  stays: { uid: string; arrivalDate: string; departureDate: string; guest: { firstName: string; lastName: string } }[];
  blocks: { uid: string; from: string; until: string; note: string | null }[];
}

export interface PendingSyncRequest {
  requestedAt: string;
  acceptEmpty: boolean;
}

export interface ChannelRepository {
  /**
   * Records a feed's new CONFIRMED reservations and CHANNEL blocks of one unit in a few set-based
   * statements, taking their rooms even where the nights are full (channel facts); answers how many
   * of the new reservations overbook, each then flagged isOverbooking.
   */
  recordNewFacts(workspaceId: string, facts: NewChannelFacts): Promise<NewFactsRecorded>;
  /** Null when a connection of this property and channel exists (not disconnected). */
  create(workspaceId: string, connection: NewConnection): Promise<string | null>;
  list(workspaceId: string, filter: { propertyId?: string; channel?: Channel }): Promise<ChannelConnectionView[]>;
  find(workspaceId: string, connectionId: string): Promise<ChannelConnectionView | null>;
  /** Locks the connection for one synchronisation; null when missing or disconnected. */
  /** The connection to synchronise, locked for this transaction unless `lock: false` (reading ahead). */
  lockForSync(workspaceId: string, connectionId: string, options?: { lock?: boolean }): Promise<SyncTarget | null>;
  recordOutcome(workspaceId: string, connectionId: string, outcome: SyncOutcome): Promise<void>;
  /**
   * Asks the worker for a synchronisation: the connection's `sync` turns QUEUED and the connection
   * is due at the scheduler's next look. While one is QUEUED already, that one stands for this
   * request too (its `acceptEmpty` raised if this one says so): no second request, no second job.
   * False when missing or disconnected.
   */
  requestSync(workspaceId: string, connectionId: string, request: { acceptEmpty: boolean }): Promise<boolean>;
  /**
   * A worker takes the request asked for (QUEUED, or RUNNING when the worker that took it died):
   * it turns RUNNING. Null when none waits: a pull on the connection's schedule.
   */
  startSyncRequest(workspaceId: string, connectionId: string): Promise<PendingSyncRequest | null>;
  /**
   * After a pull, in its transaction: marks the request it ran (`requestedAt`, null for a scheduled
   * pull) DONE with its result, unless a newer request replaced it meanwhile; such a newer request,
   * asked while this pull ran, is due at once rather than at the next scheduled time.
   */
  finishSyncRequest(workspaceId: string, connectionId: string, requestedAt: string | null, result: SyncResult | null): Promise<void>;
  recordImport(
    workspaceId: string,
    connectionId: string,
    unitId: string,
    feed: { etag: string | null; lastModified: string | null; events: number },
  ): Promise<void>;
  importedStays(workspaceId: string, connectionId: string, unitId: string): Promise<ImportedStay[]>;
  /** Stops synchronisation and revokes the export feeds; false when missing or already disconnected. */
  disconnect(workspaceId: string, connectionId: string): Promise<boolean>;
  /** New export tokens (by unit), the old ones revoked; false when missing or disconnected. */
  rotateExportTokens(workspaceId: string, connectionId: string, tokens: Map<string, string>): Promise<boolean>;
  /**
   * The live export tokens of these connections, by connection then unit, to show their feeds again;
   * a token sealed under another secrets key, or made before tokens were kept, is left out.
   */
  exportTokens(workspaceId: string, connectionIds: string[]): Promise<Map<string, Map<string, string>>>;
  /** API connections: the unit a listing id of the channel names, or null. */
  unitOfExternalListing(workspaceId: string, connectionId: string, externalListingId: string): Promise<string | null>;
  /** Keeps a connector message's webhook-id; false when it was seen before (a replay). */
  recordHookReceipt(workspaceId: string, connectionId: string, webhookId: string): Promise<boolean>;
  /** Units of the connection, for the tokens to make. */
  listingUnits(workspaceId: string, connectionId: string): Promise<string[]>;
}
