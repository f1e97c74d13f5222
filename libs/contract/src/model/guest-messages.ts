import { arrayOf, bool, dateString, dateTime, enumOf, Infer, int, nextPageCursor, nullable, objectSchema, shapeOf, str } from '../schemas/json-schema';
import { RESERVATION_SOURCES, RESERVATION_STATUSES, ReservationSource } from './reservation';

const guestFields = {
  id: str,
  firstName: str,
  lastName: str,
  email: nullable({ ...str, description: 'Lower case; one guest per e-mail in a workspace, self-declared guests aside' }),
  phone: nullable(str),
  stays: { ...int, description: 'Reservations of the guest that were not cancelled' },
  // Null when none.
  lastStayAt: nullable({ ...dateString, description: 'Arrival date of the latest stay that was not cancelled' }),
  selfDeclared: {
    ...bool,
    description:
      'Typed by an anonymous visitor booking on the website: a guest record of its own, never matched by e-mail to a guest the workspace knows, nor changing one',
  },
  // The host decides which.
  knownGuestId: nullable({
    ...str,
    description:
      'For a self-declared guest, the guest the workspace knows with the same e-mail (whom the visitor may be, or may pretend to be); null otherwise',
  }),
};

/** A guest of the workspace with how often they stayed (docs/contract.md#guests). */
export const guestSummarySchema = objectSchema(guestFields, [
  'id',
  'firstName',
  'lastName',
  'email',
  'phone',
  'stays',
  'lastStayAt',
  'selfDeclared',
  'knownGuestId',
]);
export type GuestSummary = Infer<typeof guestSummarySchema>;

/** GET /guests: a page of guests. */
export const guestPageSchema = objectSchema({ guests: arrayOf(guestSummarySchema), nextCursor: nextPageCursor }, ['guests', 'nextCursor']);
export type GuestPage = Infer<typeof guestPageSchema>;

/** A stay of a guest, as GET /guests/:id lists it (newest first). */
export const guestStaySchema = objectSchema(
  {
    id: str,
    status: enumOf(RESERVATION_STATUSES),
    source: enumOf(RESERVATION_SOURCES),
    arrivalDate: dateString,
    departureDate: dateString,
    nights: int,
    totalAmountMinor: int,
    currency: str,
    unit: objectSchema({ id: str, name: str }, ['id', 'name']),
    property: objectSchema({ id: str, name: str }, ['id', 'name']),
  },
  ['id', 'status', 'arrivalDate', 'departureDate'],
);
export type GuestStay = Infer<typeof guestStaySchema>;

export const guestDetailSchema = objectSchema({ ...guestFields, reservations: arrayOf(guestStaySchema, 'The guest’s reservations, newest first') }, [
  'id',
  'firstName',
  'lastName',
  'stays',
  'selfDeclared',
  'knownGuestId',
  'reservations',
]);
export type GuestDetail = Infer<typeof guestDetailSchema>;

export const MESSAGE_DIRECTIONS = ['INBOUND', 'OUTBOUND'] as const;
export type MessageDirection = (typeof MESSAGE_DIRECTIONS)[number];

/** Where an outbound message is: waiting for the channel connector, handed over, or refused. */
export const DELIVERY_STATUSES = ['QUEUED', 'SENT', 'FAILED'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

const threadFields = {
  id: str,
  // A reservation source: AIRBNB…, DIRECT, OTHER.
  channel: { ...enumOf(RESERVATION_SOURCES), description: 'The channel the conversation runs on' },
  connectionId: nullable(str),
  reservationId: nullable(str),
  guest: nullable(objectSchema({ id: str, firstName: str, lastName: str, email: nullable(str) }, ['id', 'firstName', 'lastName'])),
  guestName: nullable({ ...str, description: 'The name the channel gave, when no guest record is linked' }),
  lastMessageAt: dateTime,
  lastMessagePreview: { ...str, description: 'The start of the last message' },
  unread: { ...bool, description: 'Whether a guest message is still unread' },
  unreadCount: int,
  messageCount: int,
};

/** One conversation with a guest on one channel (docs/contract.md#messages). */
export const threadSchema = objectSchema(threadFields, ['id', 'channel', 'lastMessageAt', 'unread', 'messageCount']);
export type ThreadView = Infer<typeof threadSchema>;

/** GET /messages/threads: a page of conversations. */
export const threadPageSchema = objectSchema({ threads: arrayOf(threadSchema), nextCursor: nextPageCursor }, ['threads', 'nextCursor']);
export type ThreadPage = Infer<typeof threadPageSchema>;

export const messageSchema = objectSchema(
  {
    id: str,
    direction: enumOf(MESSAGE_DIRECTIONS),
    sender: str,
    body: str,
    sentAt: dateTime,
    // Null for inbound messages.
    deliveryStatus: nullable({
      ...enumOf(DELIVERY_STATUSES),
      description: 'Outbound messages: QUEUED until the channel connector takes it, then SENT or FAILED',
    }),
    // Null while unread, and for outbound messages.
    readAt: nullable({ ...dateTime, description: 'Inbound messages: when the host marked it read' }),
  },
  ['id', 'direction', 'sender', 'body', 'sentAt', 'deliveryStatus'],
);
export type MessageView = Infer<typeof messageSchema>;

export const threadDetailSchema = objectSchema({ ...threadFields, messages: arrayOf(messageSchema, 'Oldest first') }, [
  'id',
  'channel',
  'lastMessageAt',
  'unread',
  'messageCount',
  'messages',
]);
export type ThreadDetail = Infer<typeof threadDetailSchema>;

export const DRAFT_TEMPLATES = ['WELCOME', 'CHECK_IN_INSTRUCTIONS', 'CHECKOUT_REMINDER', 'THANK_YOU', 'REVIEW_REQUEST', 'REPLY'] as const;
export type DraftTemplate = (typeof DRAFT_TEMPLATES)[number];

export const DRAFT_LANGUAGES = ['en', 'pt', 'es', 'fr', 'de'] as const;
export type DraftLanguage = (typeof DRAFT_LANGUAGES)[number];

/** A prepared message: nothing stored, nothing sent. */
export const messageDraftSchema = objectSchema(
  {
    to: objectSchema({ guestId: nullable(str), name: nullable(str), email: nullable(str) }, ['guestId', 'name', 'email']),
    // Published as a plain string; the answers hold a reservation source.
    channel: { ...shapeOf<ReservationSource>({ type: 'string' }), description: 'The channel the message would go through (the reservation’s source)' },
    reservationId: nullable(str),
    threadId: nullable(str),
    template: enumOf(DRAFT_TEMPLATES),
    language: enumOf(DRAFT_LANGUAGES),
    subject: str,
    body: str,
    facts: shapeOf<Record<string, string | number>>({
      type: 'object',
      additionalProperties: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
      description: 'The reservation, unit and property values the text uses, by name',
    }),
    missing: arrayOf(str, 'Values the template wanted and the workspace lacks'),
  },
  ['to', 'channel', 'subject', 'body', 'facts', 'missing'],
);
export type MessageDraft = Infer<typeof messageDraftSchema>;
