import { ACTOR_KINDS, ACTOR_SURFACES, arrayOf, EVENT_TYPES, EventType, idString, nullable, objectSchema, WEBHOOK_DELIVERY_STATUSES, WEBHOOK_STATUSES } from '@innkeep/contract';

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

/** What an event's `data` holds, by type: what the write answered, or what changed. */
export const EVENT_DATA: Record<EventType, string> = {
  'reservation.created': 'the reservation, as GET /reservations/{id} answers it',
  'reservation.updated': 'the reservation after the change (new dates or unit)',
  'reservation.cancelled': 'the cancelled reservation',
  'reservation.status_changed': 'the reservation with its new status',
  'reservation.overbooked': 'the reservation a channel imported onto a full night (isOverbooking true)',
  'block.created': 'the block: id, unitId, type, from, to (last night), rooms, note',
  'block.lifted': 'the lift asked for and its answer: unitId, from, to, type, lifted (nights freed)',
  'rates.updated': 'the change asked for (unit or rate plan, nights, price or adjustment) and the answer',
  'restrictions.updated': 'the change asked for (unit or rate plan, nights, restrictions) and the answer',
  'settings.updated': 'the property or unit with its new settings and their propagation to each channel',
  'property.created': 'the property, as GET /properties/{id} answers it',
  'property.updated': 'the property after the change',
  'property.archived': 'the archived property',
  'unit.created': 'the unit, as GET /units answers it',
  'unit.updated': 'the unit after the change',
  'unit.archived': 'the archived unit',
  'rate_plan.created': 'the rate plan',
  'rate_plan.updated': 'the rate plan after the change',
  'connection.created': 'the connection: id, channel, propertyId, method, status',
  'connection.deleted': 'the connection: id, channel, propertyId, method, status (DISCONNECTED)',
  'connection.export_urls_rotated': 'the connection: id, channel, propertyId, method, status',
  'connection.synced': 'the synchronisation: id and channel of the connection, status, fetched, and the counts of reservations and blocks it created, changed or removed',
  'connection.failed': 'the failed synchronisation: id and channel of the connection, status, error',
  'message.received': 'the guest message: threadId, messageId, reservationId (or null), channel, sentAt',
  'message.sent': 'the message sent: threadId, messageId, channel, sentAt',
  'webhook_endpoint.disabled': 'the endpoint: id, url, status DISABLED, disabledReason',
  'workspace.subscription_changed': 'the subscription’s change: from and to (statuses), plan',
  'workspace.trial_will_end': 'trialEndsAt, when the trial ends',
  'task.created': 'the task, as GET /tasks/{id} answers it',
  'task.updated': 'the task after the change (its status too)',
  'task.completed': 'the completed task',
  'payment.recorded': 'the payment, as GET /reservations/{id}/payments lists it',
  'payment.refunded': 'the refund (kind REFUND, refundOf naming the payment), as GET /reservations/{id}/payments lists it',
  'reservation.payment_status_changed': 'reservationId, from and to (payment statuses), paidAmountMinor, balanceMinor, totalAmountMinor, currency',
  'payment.needs_attention': 'a payment the host must act on: reason (PAID_AFTER_HOLD_ENDED: paid online for a booking whose hold had ended), reservationId, paymentId, amountMinor, currency, reservationStatus',
};

export const eventSchema = objectSchema(
  {
    id: idString,
    type: { type: 'string', enum: [...EVENT_TYPES] },
    occurredAt: timestamp,
    workspaceId: idString,
    resource: objectSchema({ type: { type: 'string' }, id: idString }, ['type', 'id']),
    data: {
      type: 'object',
      additionalProperties: true,
      description: `The resource, or the change, as the write answered it. By type: ${Object.entries(EVENT_DATA)
        .map(([type, data]) => `${type}: ${data}`)
        .join('; ')}`,
    },
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
    attemptLog: arrayOf(
      objectSchema(
        {
          attempt: { type: 'integer', description: '1 for the first attempt, counting up' },
          at: timestamp,
          statusCode: nullable({ type: 'integer', description: 'The receiver’s HTTP status; null when it got no answer' }),
          durationMs: { type: 'integer' },
          error: nullable({ type: 'string', description: 'Why it failed (HTTP 500, No answer: …); null when it succeeded' }),
        },
        ['attempt', 'at', 'statusCode', 'durationMs', 'error'],
      ),
      'Every attempt, oldest first',
    ),
  },
  ['id', 'endpointId', 'eventId', 'eventType', 'status', 'attempts', 'lastStatusCode', 'lastDurationMs', 'lastError', 'lastAttemptAt', 'nextAttemptAt', 'createdAt', 'attemptLog'],
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
