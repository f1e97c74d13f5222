import { createHash } from 'node:crypto';

import { MessageView, RESERVATION_SOURCES, ReservationSource } from '@innkeep/contract';

import { DomainError, notFound } from '../errors/domain-error';
import { MAX_MESSAGE_LENGTH } from '../model/message-limits';
import { Repositories } from '../ports/repositories';

/** A guest's message as a channel (its connector) or an operator's import reports it. */
export interface InboundMessage {
  /** The connection it arrived through; its channel is the thread's. */
  connectionId?: string | null;
  /** The reservation it is about; its guest becomes the thread's, its source the channel when no connection says. */
  reservationId?: string | null;
  /** The channel, when neither a connection nor a reservation names it (default OTHER). */
  channel?: ReservationSource;
  /** The channel's id of the conversation: the same id extends the same thread. */
  externalThreadId: string;
  /** The channel's id of the message; absent, one is derived from thread, sender, time and text. */
  externalMessageId?: string | null;
  sender: string;
  body: string;
  sentAt: Date | string;
}

/**
 * Records a guest's message, creating the conversation or extending it. Idempotent: the same
 * external message id (or, without one, the same sender, time and text) stores one message.
 * The connector's inbound hook and `npm run admin -- message import` call it, in their transaction.
 */
export async function recordInboundMessage(
  repos: Repositories,
  workspaceId: string,
  input: InboundMessage,
): Promise<{ threadId: string; threadCreated: boolean; message: MessageView; created: boolean }> {
  const externalThreadId = input.externalThreadId?.trim();
  const sender = input.sender?.trim();
  const body = input.body?.trim();
  const sentAt = input.sentAt instanceof Date ? input.sentAt : new Date(input.sentAt);
  const problems = [
    !externalThreadId && 'externalThreadId is empty',
    !sender && 'sender is empty',
    !body && 'body is empty',
    body && body.length > MAX_MESSAGE_LENGTH && `body is longer than ${MAX_MESSAGE_LENGTH} characters`,
    Number.isNaN(sentAt.getTime()) && 'sentAt is not an instant',
    input.channel && !(RESERVATION_SOURCES as readonly string[]).includes(input.channel) && `channel ${input.channel} is not a channel`,
  ].filter((problem): problem is string => typeof problem === 'string');
  if (problems.length > 0) throw new DomainError('VALIDATION_FAILED', `The message cannot be recorded: ${problems.join('; ')}.`);

  const connection = input.connectionId ? await repos.channels.find(workspaceId, input.connectionId) : null;
  if (input.connectionId && !connection) throw notFound('Channel connection');
  const reservation = input.reservationId ? await repos.reservations.find(workspaceId, input.reservationId) : null;
  if (input.reservationId && !reservation) throw notFound('Reservation');

  const channel: ReservationSource = connection?.channel ?? input.channel ?? reservation?.source ?? 'OTHER';
  const { threadId, created: threadCreated } = await repos.messages.upsertThread(workspaceId, {
    channel,
    externalThreadId: externalThreadId!,
    connectionId: connection?.id ?? null,
    reservationId: reservation?.id ?? null,
    guestId: reservation?.guest.id ?? null,
    guestName: sender!,
  });
  const externalId =
    input.externalMessageId?.trim() ||
    `derived:${createHash('sha256')
      .update(JSON.stringify([externalThreadId, sender, sentAt.toISOString(), body]))
      .digest('base64url')}`;
  const { message, created } = await repos.messages.addMessage(workspaceId, threadId, {
    direction: 'INBOUND',
    sender: sender!,
    body: body!,
    sentAt,
    deliveryStatus: null,
    externalId,
  });
  return { threadId, threadCreated, message, created };
}
