import { AnyBlockType, BlockView, formatMinor, ReservationView } from '@innkeep/contract';

import { unitPhrase } from '../inventory-names';
import { renderAmountLines } from './amount-lines';
import { Column, paintStatus, renderFields, renderTable, statusTone } from './table-renderer';

/** How reservations (bookings) and blocks read in a terminal. */

export function guestName(reservation: Pick<ReservationView, 'guest'>): string {
  const guest = reservation.guest;
  return guest ? [guest.firstName, guest.lastName].filter(Boolean).join(' ') : '';
}

export const reservationColumns: Column<ReservationView>[] = [
  { header: 'id', value: (r) => r.id },
  { header: 'status', value: (r) => r.status, tone: (r) => statusTone(r.status) },
  { header: 'source', value: (r) => r.source },
  { header: 'arrival', value: (r) => r.arrivalDate },
  { header: 'departure', value: (r) => r.departureDate },
  { header: 'nights', value: (r) => r.nights, align: 'right' },
  { header: 'guest', value: (r) => guestName(r) },
  { header: 'unit', value: (r) => r.unit?.name ?? r.unitId },
  { header: 'total', value: (r) => formatMinor(r.totalAmountMinor, r.currency), align: 'right' },
];

export function renderReservations(reservations: ReservationView[]): string {
  return reservations.length === 0 ? 'No bookings.' : renderTable(reservations, reservationColumns);
}

function party(adults: number, children: number): string {
  const people = [`${adults} ${adults === 1 ? 'adult' : 'adults'}`];
  if (children > 0) people.push(`${children} ${children === 1 ? 'child' : 'children'}`);
  return people.join(', ');
}

function named(ref: { id: string; name: string } | undefined, id: string): string {
  return ref?.name ? `${ref.name} (${ref.id})` : id;
}

/** One reservation, field by field, amounts in major units. */
export function renderReservation(r: ReservationView): string {
  const guest = r.guest;
  const contact = [guest?.email, guest?.phone].filter(Boolean).join(', ');
  // The breakdown when the total is more than its nights (fees, a discount, taxes).
  const breakdown = r.amounts?.lines.some((line) => line.kind !== 'NIGHT') ? `\n\n${renderAmountLines(r.amounts, r.currency).join('\n')}` : '';
  return (
    renderFields([
      ['Id', r.id],
      ['Status', paintStatus(r.status)],
      ['Source', r.channelReference ? `${r.source} (${r.channelReference})` : r.source],
      ['Arrival', r.arrivalDate],
      ['Departure', r.departureDate],
      ['Nights', r.nights],
      ['Guest', contact ? `${guestName(r)} <${contact}>` : guestName(r)],
      ['Party', party(r.adults, r.children)],
      ['Unit', named(r.unit, r.unitId)],
      ['Property', named(r.property, r.propertyId)],
      ['Total', formatMinor(r.totalAmountMinor, r.currency)],
      ['Paid', formatMinor(r.paidAmountMinor, r.currency)],
      ['Balance', formatMinor(r.balanceMinor, r.currency)],
      ['Payment', r.paymentStatus],
      ...(r.isOverbooking ? ([['Overbooking', 'yes: stored although a night was full']] as const) : []),
      ['Notes', r.notes],
      ...(r.cancelledAt ? ([['Cancelled at', r.cancelledAt]] as const) : []),
    ]) + breakdown
  );
}

/** A one-line account of a reservation: `res_1 (CONFIRMED, Room 1 at Casa Azul, 2030-07-14 to 2030-07-16, 2 nights, Ada Lovelace)`. */
export function describeReservation(r: ReservationView): string {
  const unit = unitPhrase(r.unitId, r.unit && { name: r.unit.name, propertyName: r.property?.name ?? '' });
  return `${r.id} (${r.status}, ${unit}, ${r.arrivalDate} to ${r.departureDate}, ${nightsText(r.nights)}, ${guestName(r) || 'no guest'})`;
}

export const blockColumns = (unitNames: ReadonlyMap<string, string> = new Map()): Column<BlockView>[] => [
  { header: 'id', value: (b) => b.id },
  { header: 'unit', value: (b) => unitNames.get(b.unitId) ?? b.unitId },
  { header: 'type', value: (b) => b.type },
  { header: 'from', value: (b) => b.from },
  { header: 'to', value: (b) => b.to },
  { header: 'rooms', value: (b) => b.rooms, align: 'right' },
  { header: 'note', value: (b) => b.note },
];

const PURPOSE: Record<AnyBlockType, string> = { OWNER: 'owner use', MAINTENANCE: 'maintenance', CHANNEL: 'a channel’s calendar' };

/** What a block is for, in words: `owner use`, `maintenance`. */
export function blockPurpose(type: AnyBlockType): string {
  return PURPOSE[type];
}

export function nightsText(count: number): string {
  return `${count} ${count === 1 ? 'night' : 'nights'}`;
}
