import { arrayOf, DELIVERY_STATUSES, MESSAGE_DIRECTIONS, nullable, objectSchema, RESERVATION_SOURCES } from '@innkeep/contract';

const str = { type: 'string' };
const int = { type: 'integer' };
const instant = { type: 'string', format: 'date-time' };

const threadFields = {
  id: str,
  channel: { enum: [...RESERVATION_SOURCES], description: 'The channel the conversation runs on' },
  connectionId: nullable(str),
  reservationId: nullable(str),
  guest: nullable(objectSchema({ id: str, firstName: str, lastName: str, email: nullable(str) }, ['id', 'firstName', 'lastName'])),
  guestName: nullable({ ...str, description: 'The name the channel gave, when no guest record is linked' }),
  lastMessageAt: instant,
  lastMessagePreview: { ...str, description: 'The start of the last message' },
  unread: { type: 'boolean', description: 'Whether a guest message is still unread' },
  unreadCount: int,
  messageCount: int,
};

export const threadSchema = objectSchema(threadFields, ['id', 'channel', 'lastMessageAt', 'unread', 'messageCount']);

export const messageSchema = objectSchema(
  {
    id: str,
    direction: { enum: [...MESSAGE_DIRECTIONS] },
    sender: str,
    body: str,
    sentAt: instant,
    deliveryStatus: nullable({ enum: [...DELIVERY_STATUSES], description: 'Outbound messages: QUEUED until the channel connector takes it, then SENT or FAILED' }),
    readAt: nullable({ ...instant, description: 'Inbound messages: when the host marked it read' }),
  },
  ['id', 'direction', 'sender', 'body', 'sentAt', 'deliveryStatus'],
);

export const threadDetailSchema = objectSchema(
  { ...threadFields, messages: arrayOf(messageSchema, 'Oldest first') },
  ['id', 'channel', 'lastMessageAt', 'unread', 'messageCount', 'messages'],
);
