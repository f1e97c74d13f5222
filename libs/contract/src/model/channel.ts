import { arrayOf, enumOf, Infer, objectSchema } from '../schemas/json-schema';
/** Channels (OTAs) Innkeep connects to; each is also a reservation source. */
export const CHANNELS = [
  'AIRBNB',
  'BOOKING_COM',
  'VRBO',
  'EXPEDIA',
  'AGODA',
  'GOOGLE',
  'TRIPADVISOR',
  'HOMETOGO',
] as const;
export type Channel = (typeof CHANNELS)[number];

export const PROPAGATION_STATES = ['SYNCED', 'QUEUED', 'MANUAL_REQUIRED'] as const;
export type PropagationState = (typeof PROPAGATION_STATES)[number];

export const propagationSchema = arrayOf(
  objectSchema({ channel: enumOf(CHANNELS), state: enumOf(PROPAGATION_STATES) }, ['channel', 'state']),
  'What happens to the change on each connected channel',
);
export type Propagation = Infer<typeof propagationSchema>[number];

/**
 * How a connection exchanges data with its channel: ICAL feeds both ways, or API, the connector
 * protocol (signed JSON: availability, rates and settings out; reservations and messages in).
 */
export const CHANNEL_METHODS = ['ICAL', 'API'] as const;
export type ChannelMethod = (typeof CHANNEL_METHODS)[number];

export const CONNECTION_STATUSES = ['PENDING', 'OK', 'WARNING', 'ERROR', 'DISCONNECTED'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/** Why a synchronisation changed nothing. */
export const SYNC_ERROR_CODES = ['FEED_UNREACHABLE', 'FEED_INVALID', 'FEED_TOO_LARGE', 'FEED_EMPTY', 'URL_NOT_ALLOWED', 'DELIVERY_FAILED', 'DELIVERY_ABANDONED', 'SECRET_UNREADABLE'] as const;
export type SyncErrorCode = (typeof SYNC_ERROR_CODES)[number];

export interface SyncError {
  code: SyncErrorCode;
  msg: string;
  at: string;
}

export interface ChannelListingView {
  unitId: string;
  unitName: string;
  /** The channel's feed, its query string masked: feed addresses carry their secret there. */
  importUrl: string | null;
  /**
   * The feed Innkeep serves this listing's channel. Its token is stored hashed, so the address is
   * answered only when it is made (connect, rotate-export-urls); null afterwards.
   */
  exportUrl: string | null;
  /** API connections: the listing's id at the channel, which every message about it names. */
  externalListingId: string | null;
  lastImportAt: string | null;
  events: number;
}

export interface ChannelConnectionView {
  id: string;
  channel: Channel;
  propertyId: string;
  propertyName: string;
  method: ChannelMethod;
  status: ConnectionStatus;
  lastSyncedAt: string | null;
  lastSyncStatus: 'OK' | 'WARNING' | 'ERROR' | null;
  nextSyncAt: string | null;
  lastError: SyncError | null;
  /** Its reservations that overbook and are not cancelled. */
  conflicts: number;
  /** API connections: where Innkeep sends availability, rates and settings. */
  endpointUrl: string | null;
  /** API connections: changes written and not yet delivered to the connector. */
  pendingChanges: number;
  listings: ChannelListingView[];
  createdAt: string;
  /** The last synchronisation asked for (POST /connections/:id/sync), null when none was. */
  sync: ConnectionSyncView | null;
}

/**
 * A synchronisation asked for: QUEUED until a worker takes it, RUNNING while it pulls, then DONE
 * with what it did. Asking again while one is QUEUED answers that same request (same `requestedAt`).
 * A client follows GET /connections/:id until `status` is DONE.
 */
export interface ConnectionSyncView {
  status: 'QUEUED' | 'RUNNING' | 'DONE';
  requestedAt: string;
  /** Apply a feed that came back empty (FEED_EMPTY): true when any request it stands for said so. */
  acceptEmpty: boolean;
  /** When a worker took it; null while QUEUED. */
  startedAt: string | null;
  /** When the worker finished it; null until DONE. */
  finishedAt: string | null;
  /** What it did; null until DONE (and when the connection was disconnected before it ran). */
  result: SyncResult | null;
}

/** What one synchronisation did. */
export interface SyncResult {
  status: 'OK' | 'WARNING' | 'ERROR';
  fetched: number;
  created: number;
  updated: number;
  cancelled: number;
  blocked: number;
  unblocked: number;
  conflicts: number;
  durationMs: number;
  error?: SyncError;
}

/** Answered once, when an API connection is made: the secret both sides sign their messages with. */
export interface CreatedConnectionView extends ChannelConnectionView {
  signingSecret?: string;
}
