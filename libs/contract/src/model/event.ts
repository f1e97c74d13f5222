import { arrayOf, dateTime, idString, Infer, nullable, objectSchema, shapeOf, str, stringEnumOf } from '../schemas/json-schema';

/** What a change was: `<resource>.<what happened>`, the names webhooks subscribe to. */
export const EVENT_TYPES = [
  'reservation.created',
  'reservation.updated',
  'reservation.cancelled',
  'reservation.status_changed',
  'reservation.overbooked',
  'block.created',
  'block.lifted',
  'rates.updated',
  'restrictions.updated',
  'settings.updated',
  'property.created',
  'property.updated',
  'property.archived',
  'unit.created',
  'unit.updated',
  'unit.archived',
  'rate_plan.created',
  'rate_plan.updated',
  'connection.created',
  'connection.deleted',
  'connection.export_urls_rotated',
  'connection.synced',
  'connection.failed',
  'message.received',
  'message.sent',
  'webhook_endpoint.disabled',
  'workspace.subscription_changed',
  'workspace.trial_will_end',
  'task.created',
  'task.updated',
  'task.completed',
  'payment.recorded',
  'payment.refunded',
  'reservation.payment_status_changed',
  'payment.needs_attention',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

export const ACTOR_KINDS = ['API_KEY', 'OAUTH', 'WEB', 'CHANNEL', 'SYSTEM'] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

export const ACTOR_SURFACES = ['REST', 'MCP', 'WEB', 'SYNC', 'WORKER'] as const;
export type ActorSurface = (typeof ACTOR_SURFACES)[number];

/** Who made a change: the credential (never its secret), its user, and the surface it came through. */
export const actorSchema = objectSchema(
  {
    kind: stringEnumOf(ACTOR_KINDS),
    // Null for the system itself.
    id: nullable({ ...str, description: 'The credential’s or connection’s id (never a secret)' }),
    userId: nullable(str),
    surface: stringEnumOf(ACTOR_SURFACES),
  },
  ['kind', 'id', 'userId', 'surface'],
  'Who made the change and through what',
);
export type EventActor = Infer<typeof actorSchema>;

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
  'connection.synced':
    'the synchronisation: id and channel of the connection, status, fetched, and the counts of reservations and blocks it created, changed or removed',
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
  'payment.needs_attention':
    'a payment the host must act on: reason (PAID_AFTER_HOLD_ENDED: paid online for a booking whose hold had ended), reservationId, paymentId, amountMinor, currency, reservationStatus',
};

export const eventSchema = objectSchema(
  {
    id: idString,
    type: stringEnumOf(EVENT_TYPES),
    occurredAt: dateTime,
    workspaceId: idString,
    resource: objectSchema({ type: str, id: idString }, ['type', 'id']),
    data: shapeOf<unknown>({
      type: 'object',
      additionalProperties: true,
      description: `The resource, or the change, as the write answered it. By type: ${Object.entries(EVENT_DATA)
        .map(([type, data]) => `${type}: ${data}`)
        .join('; ')}`,
    }),
    actor: actorSchema,
  },
  ['id', 'type', 'occurredAt', 'workspaceId', 'resource', 'data', 'actor'],
);
export type EventView = Infer<typeof eventSchema>;

export const eventPageSchema = objectSchema(
  {
    events: arrayOf(eventSchema),
    nextCursor: { ...str, description: 'Pass as `after` to read on; set even after an empty page, to poll with later' },
  },
  ['events', 'nextCursor'],
);
export type EventPage = Infer<typeof eventPageSchema>;
