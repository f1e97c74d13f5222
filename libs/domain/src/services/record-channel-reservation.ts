import { Channel, CHANNELS, ReservationStatus, ReservationView } from '@innkeep/contract';

import { DomainError } from '../errors/domain-error';
import { holdsRoom } from '../model/reservation-rules';
import { Repositories } from '../ports/repositories';
import { checkStayDates, findUnitOrThrow } from './stay-rules';

export interface ChannelReservation {
  unitId: string;
  source: Channel;
  /** The channel's own id; a second import of the same one changes nothing. */
  channelReference: string;
  /** The connection whose synchronisation reports it; none for the operator's imports. */
  connectionId?: string;
  arrivalDate: string;
  departureDate: string;
  status?: ReservationStatus;
  guest: { firstName: string; lastName: string; email?: string; phone?: string };
  adults?: number;
  children?: number;
  totalAmountMinor: number;
  currency?: string;
}

/**
 * Records a reservation a channel reports. It is a fact, not a request: it is stored even when a
 * night is full, and then carries `isOverbooking: true` for the host to resolve. Channel
 * synchronisation calls this, and the operator tool for imports by hand.
 */
export async function recordChannelReservation(
  repos: Repositories,
  workspaceId: string,
  input: ChannelReservation,
): Promise<{ reservation: ReservationView; created: boolean }> {
  if (!(CHANNELS as readonly string[]).includes(input.source)) {
    throw new DomainError('SOURCE_NOT_ALLOWED', `${input.source} is not a channel; channels are ${CHANNELS.join(', ')}.`);
  }
  checkStayDates(input.arrivalDate, input.departureDate);
  const existing = await repos.reservations.findByChannelReference(workspaceId, input.source, input.channelReference);
  if (existing) return { reservation: existing, created: false };
  const unit = await findUnitOrThrow(repos, workspaceId, input.unitId);
  const status = input.status ?? 'CONFIRMED';
  const isOverbooking = holdsRoom(status) ? await repos.inventory.holdOverbooking(workspaceId, unit.unitId, input.arrivalDate, input.departureDate) : false;
  const reservation = await repos.reservations.create(
    workspaceId,
    {
      unitId: unit.unitId,
      propertyId: unit.propertyId,
      ratePlanId: unit.defaultRatePlanId,
      status,
      source: input.source,
      channelReference: input.channelReference,
      connectionId: input.connectionId ?? null,
      arrivalDate: input.arrivalDate,
      departureDate: input.departureDate,
      adults: input.adults ?? 1,
      children: input.children ?? 0,
      totalAmountMinor: input.totalAmountMinor,
      currency: input.currency ?? unit.currency,
      notes: null,
      isOverbooking,
    },
    input.guest,
  );
  return { reservation, created: true };
}
