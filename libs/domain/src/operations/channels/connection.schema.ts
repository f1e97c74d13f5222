import { arrayOf, CHANNEL_METHODS, CHANNELS, CONNECTION_STATUSES, nullable, objectSchema, SYNC_ERROR_CODES } from '@innkeep/contract';

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const instant = { type: 'string', format: 'date-time' } as const;

export const syncErrorSchema = objectSchema(
  { code: { enum: [...SYNC_ERROR_CODES] }, msg: str, at: instant },
  ['code', 'msg', 'at'],
);

export const syncResultSchema = objectSchema(
  {
    status: { enum: ['OK', 'WARNING', 'ERROR'] },
    fetched: { ...int, description: 'Events read from the feeds' },
    created: int,
    updated: { ...int, description: 'Stays and blocks moved' },
    cancelled: { ...int, description: 'Future stays that left the feed, now CANCELLED' },
    blocked: { ...int, description: 'New CHANNEL blocks' },
    unblocked: int,
    conflicts: { ...int, description: 'Stays of this synchronisation that overbook' },
    durationMs: int,
    error: syncErrorSchema,
  },
  ['status', 'fetched', 'created', 'updated', 'cancelled', 'blocked', 'unblocked', 'conflicts', 'durationMs'],
);

const syncRequestSchema = {
  ...nullable(
    objectSchema(
      {
        status: { enum: ['QUEUED', 'RUNNING', 'DONE'], description: 'QUEUED until a worker takes it, RUNNING while it pulls the feeds, then DONE' },
        requestedAt: { ...instant, description: 'When it was asked for; asking again while it is QUEUED answers this same request' },
        acceptEmpty: { type: 'boolean', description: 'Whether a feed that came back empty is applied (true when any request it stands for said so)' },
        startedAt: nullable(instant),
        finishedAt: nullable(instant),
        result: { ...nullable(syncResultSchema), description: 'What the synchronisation did, once DONE (null if the connection was disconnected first)' },
      },
      ['status', 'requestedAt', 'acceptEmpty', 'startedAt', 'finishedAt', 'result'],
    ),
  ),
  description: 'The last synchronisation asked for with POST /connections/:id/sync (null when none was): follow GET /connections/:id until status is DONE',
};

export const connectionSchema = objectSchema(
  {
    id: str,
    channel: { enum: [...CHANNELS] },
    propertyId: str,
    propertyName: str,
    method: { enum: [...CHANNEL_METHODS] },
    status: { enum: [...CONNECTION_STATUSES], description: 'PENDING until the first synchronisation; WARNING and ERROR say why in lastError' },
    lastSyncedAt: { ...nullable(instant), description: 'The last synchronisation that applied its feeds' },
    lastSyncStatus: nullable({ enum: ['OK', 'WARNING', 'ERROR'] }),
    nextSyncAt: { ...nullable(instant), description: 'When the scheduler pulls the feeds next' },
    lastError: nullable(syncErrorSchema),
    conflicts: { ...int, description: 'Its reservations that overbook and are not cancelled' },
    endpointUrl: { ...nullable(str), description: 'API connections: where availability, rates and settings are sent' },
    pendingChanges: { ...int, description: 'API connections: changes written and not yet delivered' },
    signingSecret: { ...str, description: 'API connections, answered once at connect: the Standard Webhooks secret (whsec_…) both sides sign with' },
    listings: arrayOf(
      objectSchema(
        {
          unitId: str,
          unitName: str,
          importUrl: { ...nullable(str), description: 'The channel’s feed, its query string masked' },
          exportUrl: { ...nullable(str), description: 'The feed to give the channel (ICAL); shown to OWNER and ADMIN, null for other roles and once revoked (disconnected)' },
          externalListingId: { ...nullable(str), description: 'API connections: the listing’s id at the channel' },
          lastImportAt: nullable(instant),
          events: { ...int, description: 'Events of the feed at its last import' },
        },
        ['unitId', 'unitName', 'importUrl', 'exportUrl', 'externalListingId', 'lastImportAt', 'events'],
      ),
    ),
    createdAt: instant,
    sync: syncRequestSchema,
  },
  ['id', 'channel', 'propertyId', 'method', 'status', 'lastSyncedAt', 'nextSyncAt', 'lastError', 'conflicts', 'endpointUrl', 'pendingChanges', 'listings', 'sync'],
);

