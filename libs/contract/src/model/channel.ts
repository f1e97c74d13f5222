import { arrayOf, bool, dateTime, enumOf, Infer, int, mayBeAbsent, nullable, objectSchema, str } from '../schemas/json-schema';

/** Channels (OTAs) Innkeep connects to; each is also a reservation source. */
export const CHANNELS = ['AIRBNB', 'BOOKING_COM', 'VRBO', 'EXPEDIA', 'AGODA', 'GOOGLE', 'TRIPADVISOR', 'HOMETOGO'] as const;
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
export const SYNC_ERROR_CODES = [
  'FEED_UNREACHABLE',
  'FEED_INVALID',
  'FEED_TOO_LARGE',
  'FEED_EMPTY',
  'URL_NOT_ALLOWED',
  'DELIVERY_FAILED',
  'DELIVERY_ABANDONED',
  'SECRET_UNREADABLE',
] as const;
export type SyncErrorCode = (typeof SYNC_ERROR_CODES)[number];

export const syncErrorSchema = objectSchema({ code: enumOf(SYNC_ERROR_CODES), msg: str, at: dateTime }, ['code', 'msg', 'at']);
export type SyncError = Infer<typeof syncErrorSchema>;

const SYNC_OUTCOMES = ['OK', 'WARNING', 'ERROR'] as const;

/** What one synchronisation did. */
export const syncResultSchema = objectSchema(
  {
    status: enumOf(SYNC_OUTCOMES),
    fetched: { ...int, description: 'Events read from the feeds' },
    created: int,
    updated: { ...int, description: 'Stays and blocks moved' },
    cancelled: { ...int, description: 'Future stays that left the feed, now CANCELLED' },
    blocked: { ...int, description: 'New CHANNEL blocks' },
    unblocked: int,
    conflicts: { ...int, description: 'Stays of this synchronisation that overbook' },
    durationMs: int,
    error: mayBeAbsent(syncErrorSchema),
  },
  ['status', 'fetched', 'created', 'updated', 'cancelled', 'blocked', 'unblocked', 'conflicts', 'durationMs'],
);
export type SyncResult = Infer<typeof syncResultSchema>;

/**
 * A synchronisation asked for: QUEUED until a worker takes it, RUNNING while it pulls, then DONE
 * with what it did. Asking again while one is QUEUED answers that same request (same `requestedAt`).
 * A client follows GET /connections/:id until `status` is DONE.
 */
const connectionSyncSchema = objectSchema(
  {
    status: { ...enumOf(['QUEUED', 'RUNNING', 'DONE']), description: 'QUEUED until a worker takes it, RUNNING while it pulls the feeds, then DONE' },
    requestedAt: { ...dateTime, description: 'When it was asked for; asking again while it is QUEUED answers this same request' },
    // FEED_EMPTY otherwise.
    acceptEmpty: { ...bool, description: 'Whether a feed that came back empty is applied (true when any request it stands for said so)' },
    // Null while QUEUED.
    startedAt: nullable(dateTime),
    // Null until DONE.
    finishedAt: nullable(dateTime),
    result: { ...nullable(syncResultSchema), description: 'What the synchronisation did, once DONE (null if the connection was disconnected first)' },
  },
  ['status', 'requestedAt', 'acceptEmpty', 'startedAt', 'finishedAt', 'result'],
);
export type ConnectionSyncView = Infer<typeof connectionSyncSchema>;

const channelListingSchema = objectSchema(
  {
    unitId: str,
    unitName: str,
    // Feed addresses carry their secret in the query string.
    importUrl: { ...nullable(str), description: 'The channel’s feed, its query string masked' },
    // Its token is stored hashed, so the address is answered only when it is made (connect, rotate-export-urls).
    exportUrl: {
      ...nullable(str),
      description: 'The feed to give the channel (ICAL); shown to OWNER and ADMIN, null for other roles and once revoked (disconnected)',
    },
    // Every message about the listing names it.
    externalListingId: { ...nullable(str), description: 'API connections: the listing’s id at the channel' },
    lastImportAt: nullable(dateTime),
    events: { ...int, description: 'Events of the feed at its last import' },
  },
  ['unitId', 'unitName', 'importUrl', 'exportUrl', 'externalListingId', 'lastImportAt', 'events'],
);
export type ChannelListingView = Infer<typeof channelListingSchema>;

export const connectionSchema = objectSchema(
  {
    id: str,
    channel: enumOf(CHANNELS),
    propertyId: str,
    propertyName: str,
    method: enumOf(CHANNEL_METHODS),
    status: { ...enumOf(CONNECTION_STATUSES), description: 'PENDING until the first synchronisation; WARNING and ERROR say why in lastError' },
    lastSyncedAt: { ...nullable(dateTime), description: 'The last synchronisation that applied its feeds' },
    lastSyncStatus: nullable(enumOf(SYNC_OUTCOMES)),
    nextSyncAt: { ...nullable(dateTime), description: 'When the scheduler pulls the feeds next' },
    lastError: nullable(syncErrorSchema),
    conflicts: { ...int, description: 'Its reservations that overbook and are not cancelled' },
    endpointUrl: { ...nullable(str), description: 'API connections: where availability, rates and settings are sent' },
    pendingChanges: { ...int, description: 'API connections: changes written and not yet delivered' },
    // Only on the answer of the connect that made an API connection.
    signingSecret: mayBeAbsent({
      ...str,
      description: 'API connections, answered once at connect: the Standard Webhooks secret (whsec_…) both sides sign with',
    }),
    listings: arrayOf(channelListingSchema),
    createdAt: dateTime,
    sync: {
      ...nullable(connectionSyncSchema),
      description: 'The last synchronisation asked for with POST /connections/:id/sync (null when none was): follow GET /connections/:id until status is DONE',
    },
  },
  [
    'id',
    'channel',
    'propertyId',
    'method',
    'status',
    'lastSyncedAt',
    'nextSyncAt',
    'lastError',
    'conflicts',
    'endpointUrl',
    'pendingChanges',
    'listings',
    'sync',
  ],
);
/** A connection as every answer carries it; `signingSecret` only on the connect that made an API connection. */
export type ChannelConnectionView = Infer<typeof connectionSchema>;
/** Answered once, when an API connection is made: with the secret both sides sign their messages with. */
export type CreatedConnectionView = ChannelConnectionView;

/** A channel Innkeep connects to, the methods it supports, and how many of the workspace's properties are connected to it. */
const integrationSchema = objectSchema(
  {
    channel: enumOf(CHANNELS),
    name: str,
    methods: arrayOf(enumOf(CHANNEL_METHODS)),
    // Disconnected ones are not counted.
    connections: { ...int, description: 'Connected properties' },
  },
  ['channel', 'name', 'methods', 'connections'],
);
export type IntegrationView = Infer<typeof integrationSchema>;

export const integrationsSchema = objectSchema({ integrations: arrayOf(integrationSchema) }, ['integrations']);
export type IntegrationsAnswer = Infer<typeof integrationsSchema>;
