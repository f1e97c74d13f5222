import { ACTOR_KINDS, ACTOR_SURFACES, WEBHOOK_DELIVERY_STATUSES, EVENT_TYPES, WEBHOOK_STATUSES } from '@innkeep/contract';
import { arrayOf, idString, nullable, objectSchema } from './json-schema';

const timestamp = { type: 'string', format: 'date-time' } as const;

export const actorSchema = objectSchema(
  {
    kind: { type: 'string', enum: [...ACTOR_KINDS] },
    id: nullable({ type: 'string', description: 'The credential’s or connection’s id (never a secret)' }),
    userId: nullable({ type: 'string' }),
    surface: { type: 'string', enum: [...ACTOR_SURFACES] },
  },
  ['kind', 'id', 'userId', 'surface'],
  'Who made the change and through what',
);

export const eventSchema = objectSchema(
  {
    id: idString,
    type: { type: 'string', enum: [...EVENT_TYPES] },
    occurredAt: timestamp,
    workspaceId: idString,
    resource: objectSchema({ type: { type: 'string' }, id: idString }, ['type', 'id']),
    data: { description: 'The resource, or the change, as the write answered it' },
    actor: actorSchema,
  },
  ['id', 'type', 'occurredAt', 'workspaceId', 'resource', 'data', 'actor'],
);

export const eventPageSchema = objectSchema(
  {
    events: arrayOf(eventSchema),
    nextCursor: { type: 'string', description: 'Pass as `after` to read on; set even after an empty page, to poll with later' },
  },
  ['events', 'nextCursor'],
);

export const webhookEndpointSchema = objectSchema(
  {
    id: idString,
    url: { type: 'string', format: 'uri' },
    events: arrayOf({ type: 'string' }, 'Event types delivered, or ["*"] for all'),
    description: nullable({ type: 'string' }),
    status: { type: 'string', enum: [...WEBHOOK_STATUSES] },
    consecutiveFailures: { type: 'integer', description: 'Failed attempts in a row; the endpoint is disabled at 50' },
    disabledReason: nullable({ type: 'string' }),
    pendingDeliveries: { type: 'integer' },
    createdAt: timestamp,
  },
  ['id', 'url', 'events', 'description', 'status', 'consecutiveFailures', 'disabledReason', 'pendingDeliveries', 'createdAt'],
);

export const createdWebhookEndpointSchema = {
  ...webhookEndpointSchema,
  properties: {
    ...(webhookEndpointSchema.properties as object),
    secret: { type: 'string', description: 'Signs every delivery (Standard Webhooks); shown only now: store it' },
  },
  required: [...(webhookEndpointSchema.required as string[]), 'secret'],
};

export const webhookDeliverySchema = objectSchema(
  {
    id: idString,
    endpointId: idString,
    eventId: idString,
    eventType: { type: 'string' },
    status: { type: 'string', enum: [...WEBHOOK_DELIVERY_STATUSES] },
    attempts: { type: 'integer' },
    lastStatusCode: nullable({ type: 'integer' }),
    lastDurationMs: nullable({ type: 'integer' }),
    lastError: nullable({ type: 'string' }),
    lastAttemptAt: nullable(timestamp),
    nextAttemptAt: nullable(timestamp),
    createdAt: timestamp,
  },
  ['id', 'endpointId', 'eventId', 'eventType', 'status', 'attempts', 'lastStatusCode', 'lastDurationMs', 'lastError', 'lastAttemptAt', 'nextAttemptAt', 'createdAt'],
);

export const auditEntrySchema = objectSchema(
  {
    id: idString,
    at: timestamp,
    operation: { type: 'string' },
    actor: actorSchema,
    targets: { type: 'object', additionalProperties: { type: 'string' }, description: 'Ids the write addressed or created' },
    outcome: objectSchema({ statusCode: { type: 'integer' }, errorCode: nullable({ type: 'string' }) }, ['statusCode', 'errorCode']),
  },
  ['id', 'at', 'operation', 'actor', 'targets', 'outcome'],
);
