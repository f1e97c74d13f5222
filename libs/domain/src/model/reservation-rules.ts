import { ReservationStatus } from '@innkeep/contract';

/** Statuses that hold a room on each night of the stay. */
const HOLDING: readonly ReservationStatus[] = ['PROVISIONAL', 'CONFIRMED', 'CHECKED_IN'];

export function holdsRoom(status: ReservationStatus): boolean {
  return HOLDING.includes(status);
}

const TRANSITIONS: Record<ReservationStatus, readonly ReservationStatus[]> = {
  INQUIRY: ['PROVISIONAL', 'CANCELLED'],
  PROVISIONAL: ['CONFIRMED', 'CANCELLED'],
  CONFIRMED: ['CHECKED_IN', 'NO_SHOW', 'CANCELLED'],
  CHECKED_IN: ['CHECKED_OUT'],
  CHECKED_OUT: [],
  CANCELLED: [],
  NO_SHOW: [],
};

export function canTransition(from: ReservationStatus, to: ReservationStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export function allowedTransitions(from: ReservationStatus): readonly ReservationStatus[] {
  return TRANSITIONS[from];
}
