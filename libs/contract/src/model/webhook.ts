import { arrayOf, dateTime, idString, Infer, int, nullable, objectSchema, str, stringEnumOf } from '../schemas/json-schema';

export const WEBHOOK_STATUSES = ['ENABLED', 'DISABLED'] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];

export const webhookEndpointSchema = objectSchema(
  {
    id: idString,
    url: { ...str, format: 'uri' },
    events: arrayOf(str, 'Event types delivered, or ["*"] for all'),
    description: nullable(str),
    status: stringEnumOf(WEBHOOK_STATUSES),
    consecutiveFailures: { ...int, description: 'Failed attempts in a row; the endpoint is disabled at 50' },
    disabledReason: nullable(str),
    // Deliveries not yet made (waiting or retrying).
    pendingDeliveries: int,
    createdAt: dateTime,
  },
  ['id', 'url', 'events', 'description', 'status', 'consecutiveFailures', 'disabledReason', 'pendingDeliveries', 'createdAt'],
);
export type WebhookEndpointView = Infer<typeof webhookEndpointSchema>;

/** Answered once, at creation: the secret that signs every delivery (`whsec_…`). */
export const createdWebhookEndpointSchema = objectSchema(
  {
    ...webhookEndpointSchema.properties,
    secret: { ...str, description: 'Signs every delivery (Standard Webhooks); shown only now: store it' },
  },
  [...webhookEndpointSchema.required, 'secret'],
);
export type CreatedWebhookEndpointView = Infer<typeof createdWebhookEndpointSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One attempt of a delivery. */
const webhookAttemptSchema = objectSchema(
  {
    attempt: { ...int, description: '1 for the first attempt, counting up' },
    at: dateTime,
    // No answer: refused or timed out.
    statusCode: nullable({ ...int, description: 'The receiver’s HTTP status; null when it got no answer' }),
    durationMs: int,
    error: nullable({ ...str, description: 'Why it failed (HTTP 500, No answer: …); null when it succeeded' }),
  },
  ['attempt', 'at', 'statusCode', 'durationMs', 'error'],
);
export type WebhookAttemptView = Infer<typeof webhookAttemptSchema>;

export const webhookDeliverySchema = objectSchema(
  {
    id: idString,
    endpointId: idString,
    eventId: idString,
    eventType: str,
    status: stringEnumOf(WEBHOOK_DELIVERY_STATUSES),
    attempts: int,
    // Null when the last attempt got no answer (refused, timed out).
    lastStatusCode: nullable(int),
    lastDurationMs: nullable(int),
    lastError: nullable(str),
    lastAttemptAt: nullable(dateTime),
    // Null once it succeeded or was given up.
    nextAttemptAt: nullable(dateTime),
    createdAt: dateTime,
    // A failed first attempt stays visible after a retry succeeded.
    attemptLog: arrayOf(webhookAttemptSchema, 'Every attempt, oldest first'),
  },
  [
    'id',
    'endpointId',
    'eventId',
    'eventType',
    'status',
    'attempts',
    'lastStatusCode',
    'lastDurationMs',
    'lastError',
    'lastAttemptAt',
    'nextAttemptAt',
    'createdAt',
    'attemptLog',
  ],
);
export type WebhookDeliveryView = Infer<typeof webhookDeliverySchema>;

/** GET /webhooks/:webhookId/deliveries: a page of an endpoint's deliveries (the cursor: null on the last page). */
export const webhookDeliveryPageSchema = objectSchema({ deliveries: arrayOf(webhookDeliverySchema), nextCursor: nullable(str) }, ['deliveries', 'nextCursor']);
export type WebhookDeliveryPage = Infer<typeof webhookDeliveryPageSchema>;
