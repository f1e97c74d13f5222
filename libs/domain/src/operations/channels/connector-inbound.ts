import { Channel, ReservationView } from '@innkeep/contract';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsObject, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';

import { DomainError, notFound } from '../../errors/domain-error';
import { GuestInput } from '../../inputs/guest.input';
import { holdsRoom } from '../../model/reservation-rules';
import { Repositories } from '../../ports/repositories';
import { recordChannelReservation } from '../../services/record-channel-reservation';
import { recordInboundMessage } from '../../services/record-inbound-message';
import { checkStayDates } from '../../services/stay-rules';
import { IsCurrencyCode } from '../../validation/currency-code';
import { IsCalendarDate } from '../../validation/is-date';

export const CONNECTOR_MESSAGE_TYPES = ['reservation.upsert', 'reservation.cancel', 'message.received'] as const;

export class ConnectorMessageKind {
  @IsIn(CONNECTOR_MESSAGE_TYPES)
  type!: (typeof CONNECTOR_MESSAGE_TYPES)[number];
}

export class ReservationUpsertMessage extends ConnectorMessageKind {
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  externalId!: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  externalListingId!: string;

  @IsCalendarDate('Arrival')
  arrivalDate!: string;

  @IsCalendarDate('Departure')
  departureDate!: string;

  @IsOptional()
  @IsIn(['CONFIRMED', 'PROVISIONAL', 'CANCELLED'])
  status?: 'CONFIRMED' | 'PROVISIONAL' | 'CANCELLED';

  @IsObject()
  @ValidateNested()
  @Type(() => GuestInput)
  guest!: GuestInput;

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(50)
  adults?: number;

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(50)
  children?: number;

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(100_000_000)
  totalAmountMinor?: number;

  @IsOptional()
  @IsString()
  @IsCurrencyCode('ISO 4217 code (default: the unit’s currency)')
  currency?: string;
}

export class ReservationCancelMessage extends ConnectorMessageKind {
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  externalId!: string;
}

export class MessageReceivedMessage extends ConnectorMessageKind {
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  externalThreadId!: string;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  externalReservationId?: string;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  externalMessageId?: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  sender!: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(20_000)
  body!: string;

  @IsString()
  @Matches(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/, { message: 'sentAt must be an ISO 8601 time with its offset' })
  sentAt!: string;
}

/** The connection a message came through, once its signature was checked. */
export interface ConnectorSource {
  workspaceId: string;
  connectionId: string;
  channel: Channel;
}

export interface ConnectorOutcome {
  accepted: true;
  reservationId?: string;
  /** What the message changed: created, updated, cancelled, or unchanged (a repeat). */
  result: 'created' | 'updated' | 'cancelled' | 'unchanged' | 'recorded';
}

const reservationData = (reservation: ReservationView) => reservation;

/**
 * A reservation the connector reports, created or brought to the reported dates and status.
 * Idempotent by the channel's id: the same message twice changes nothing. Like every channel fact
 * it is stored even when a night is full (isOverbooking, counted in the connection's conflicts).
 */
export async function upsertConnectorReservation(repos: Repositories, source: ConnectorSource, message: ReservationUpsertMessage): Promise<ConnectorOutcome> {
  checkStayDates(message.arrivalDate, message.departureDate);
  const unitId = await repos.channels.unitOfExternalListing(source.workspaceId, source.connectionId, message.externalListingId);
  if (!unitId) throw notFound('Listing');
  const existing = await repos.reservations.findByChannelReference(source.workspaceId, source.channel, message.externalId);
  if (!existing) {
    if (message.status === 'CANCELLED') return { accepted: true, result: 'unchanged' };
    const { reservation } = await recordChannelReservation(repos, source.workspaceId, {
      unitId,
      source: source.channel,
      channelReference: message.externalId,
      connectionId: source.connectionId,
      arrivalDate: message.arrivalDate,
      departureDate: message.departureDate,
      status: message.status ?? 'CONFIRMED',
      guest: message.guest,
      adults: message.adults,
      children: message.children,
      totalAmountMinor: message.totalAmountMinor ?? 0,
      currency: message.currency,
    });
    repos.events.record({ type: 'reservation.created', resource: { type: 'reservation', id: reservation.id }, data: reservationData(reservation) });
    if (reservation.isOverbooking)
      repos.events.record({ type: 'reservation.overbooked', resource: { type: 'reservation', id: reservation.id }, data: reservationData(reservation) });
    return { accepted: true, reservationId: reservation.id, result: 'created' };
  }
  if (message.status === 'CANCELLED') return cancelExisting(repos, source, existing);
  const status = message.status ?? (existing.status === 'PROVISIONAL' ? 'CONFIRMED' : existing.status);
  const same =
    existing.unitId === unitId &&
    existing.arrivalDate === message.arrivalDate &&
    existing.departureDate === message.departureDate &&
    existing.status === status;
  if (same) return { accepted: true, reservationId: existing.id, result: 'unchanged' };
  if (!['CONFIRMED', 'PROVISIONAL', 'CANCELLED'].includes(existing.status)) {
    throw new DomainError('INVALID_TRANSITION', `Reservation ${existing.id} is ${existing.status}: a channel cannot move it any more.`);
  }
  const unit = await repos.inventory.findBookableUnit(source.workspaceId, unitId);
  if (!unit) throw notFound('Unit');
  if (holdsRoom(existing.status))
    await repos.inventory.release(source.workspaceId, existing.unitId, existing.arrivalDate, existing.departureDate, 'reserved', 1);
  const isOverbooking = await repos.inventory.holdOverbooking(source.workspaceId, unitId, message.arrivalDate, message.departureDate);
  await repos.reservations.update(source.workspaceId, existing.id, {
    unitId,
    propertyId: unit.propertyId,
    arrivalDate: message.arrivalDate,
    departureDate: message.departureDate,
    status,
    isOverbooking,
    ...(message.totalAmountMinor !== undefined ? { totalAmountMinor: message.totalAmountMinor } : {}),
  });
  const updated = (await repos.reservations.find(source.workspaceId, existing.id))!;
  repos.events.record({ type: 'reservation.updated', resource: { type: 'reservation', id: existing.id }, data: reservationData(updated) });
  if (isOverbooking)
    repos.events.record({ type: 'reservation.overbooked', resource: { type: 'reservation', id: existing.id }, data: reservationData(updated) });
  return { accepted: true, reservationId: existing.id, result: 'updated' };
}

export async function cancelConnectorReservation(repos: Repositories, source: ConnectorSource, message: ReservationCancelMessage): Promise<ConnectorOutcome> {
  const existing = await repos.reservations.findByChannelReference(source.workspaceId, source.channel, message.externalId);
  // A cancellation of a stay never reported, or reported twice, changes nothing.
  if (!existing) return { accepted: true, result: 'unchanged' };
  return cancelExisting(repos, source, existing);
}

async function cancelExisting(repos: Repositories, source: ConnectorSource, existing: ReservationView): Promise<ConnectorOutcome> {
  if (existing.status === 'CANCELLED') return { accepted: true, reservationId: existing.id, result: 'unchanged' };
  if (holdsRoom(existing.status))
    await repos.inventory.release(source.workspaceId, existing.unitId, existing.arrivalDate, existing.departureDate, 'reserved', 1);
  await repos.reservations.update(source.workspaceId, existing.id, {
    status: 'CANCELLED',
    cancelledAt: new Date(),
    cancelledBy: 'CHANNEL',
    isOverbooking: false,
  });
  const cancelled = (await repos.reservations.find(source.workspaceId, existing.id))!;
  repos.events.record({ type: 'reservation.cancelled', resource: { type: 'reservation', id: existing.id }, data: reservationData(cancelled) });
  return { accepted: true, reservationId: existing.id, result: 'cancelled' };
}

/**
 * A guest's message from the channel: its conversation created or extended (by the channel's
 * thread id), linked to the reservation the channel names when Innkeep has it. Idempotent by the
 * channel's message id. The event names the message, not its text.
 */
export async function receiveGuestMessage(repos: Repositories, source: ConnectorSource, message: MessageReceivedMessage): Promise<ConnectorOutcome> {
  const reservation = message.externalReservationId
    ? await repos.reservations.findByChannelReference(source.workspaceId, source.channel, message.externalReservationId)
    : null;
  const recorded = await recordInboundMessage(repos, source.workspaceId, {
    connectionId: source.connectionId,
    reservationId: reservation?.id,
    channel: source.channel,
    externalThreadId: message.externalThreadId,
    externalMessageId: message.externalMessageId,
    sender: message.sender,
    body: message.body,
    sentAt: message.sentAt,
  });
  if (recorded.created) {
    repos.events.record({
      type: 'message.received',
      resource: { type: 'message_thread', id: recorded.threadId },
      data: {
        threadId: recorded.threadId,
        messageId: recorded.message.id,
        reservationId: reservation?.id ?? null,
        channel: source.channel,
        sentAt: recorded.message.sentAt,
      },
    });
  }
  return { accepted: true, ...(reservation ? { reservationId: reservation.id } : {}), result: recorded.created ? 'recorded' : 'unchanged' };
}
