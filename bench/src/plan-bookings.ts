/**
 * Places the benchmark's reservations and blocks on the units' nights, in memory and from a
 * seed: every stay that holds a room and every block fits the rooms left on each of its nights,
 * so the counters computed from these rows never exceed capacity.
 */
import { holdsRoom } from '@innkeep/domain';

import { Prng } from './prng';

export type PlannedStatus = 'CONFIRMED' | 'PROVISIONAL' | 'CANCELLED' | 'INQUIRY';
export type PlannedSource = 'AIRBNB' | 'BOOKING_COM' | 'VRBO' | 'DIRECT';

export interface PlannedReservation {
  unit: number;
  /** Night index of the arrival, 0 = the first generated night. */
  arrival: number;
  nights: number;
  status: PlannedStatus;
  source: PlannedSource;
  adults: number;
  children: number;
}

export interface PlannedBlock {
  unit: number;
  /** First blocked night index; the block covers `nights` nights from it. */
  from: number;
  nights: number;
  rooms: number;
  type: 'OWNER' | 'MAINTENANCE';
}

const STATUS_WEIGHTS: readonly (readonly [PlannedStatus, number])[] = [
  ['CONFIRMED', 88],
  ['PROVISIONAL', 5],
  ['CANCELLED', 5],
  ['INQUIRY', 2],
];
const SOURCE_WEIGHTS: readonly (readonly [PlannedSource, number])[] = [
  ['AIRBNB', 40],
  ['BOOKING_COM', 30],
  ['VRBO', 15],
  ['DIRECT', 15],
];
const STAY_WEIGHTS: readonly (readonly [number, number])[] = [
  [1, 10],
  [2, 20],
  [3, 22],
  [4, 15],
  [5, 10],
  [6, 6],
  [7, 9],
  [10, 4],
  [14, 4],
];
const BLOCK_LENGTH_WEIGHTS: readonly (readonly [number, number])[] = [
  [1, 25],
  [2, 25],
  [3, 20],
  [5, 15],
  [7, 10],
  [14, 5],
];
const ATTEMPTS = 200;

export interface BookingPlan {
  reservations: PlannedReservation[];
  blocks: PlannedBlock[];
}

/**
 * `rooms[i]` is unit i's room count. Units are drawn in proportion to their rooms, so a hotel of
 * eight rooms fills about as much as eight single flats. Throws when the nights are too full to
 * place everything (the default sizes fill about a fifth of the rooms).
 */
export function planBookings(rooms: readonly number[], nights: number, reservations: number, blocks: number, prng: Prng): BookingPlan {
  const used = rooms.map(() => new Uint16Array(nights));
  const cumulative: number[] = [];
  rooms.reduce((sum, count, index) => (cumulative[index] = sum + count), 0);
  const totalRooms = cumulative[cumulative.length - 1];
  const drawUnit = () => {
    const target = prng.next() * totalRooms;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] > target) high = middle;
      else low = middle + 1;
    }
    return low;
  };
  const fits = (unit: number, from: number, length: number, count: number) => {
    for (let night = from; night < from + length; night += 1) if (used[unit][night] + count > rooms[unit]) return false;
    return true;
  };
  const take = (unit: number, from: number, length: number, count: number) => {
    for (let night = from; night < from + length; night += 1) used[unit][night] += count;
  };

  const plannedReservations: PlannedReservation[] = [];
  for (let index = 0; index < reservations; index += 1) {
    const status = prng.weighted(STATUS_WEIGHTS);
    const source = prng.weighted(SOURCE_WEIGHTS);
    const adults = prng.weighted([
      [1, 25],
      [2, 55],
      [3, 10],
      [4, 10],
    ] as const);
    const children = prng.weighted([
      [0, 70],
      [1, 15],
      [2, 15],
    ] as const);
    const holds = holdsRoom(status);
    let placed = false;
    for (let attempt = 0; attempt < ATTEMPTS && !placed; attempt += 1) {
      const unit = drawUnit();
      const length = Math.min(prng.weighted(STAY_WEIGHTS), nights);
      const arrival = prng.int(0, nights - length);
      if (holds && !fits(unit, arrival, length, 1)) continue;
      if (holds) take(unit, arrival, length, 1);
      plannedReservations.push({ unit, arrival, nights: length, status, source, adults, children });
      placed = true;
    }
    if (!placed) throw new Error(`Could not place reservation ${index + 1} of ${reservations}: the nights are too full.`);
  }

  const plannedBlocks: PlannedBlock[] = [];
  for (let index = 0; index < blocks; index += 1) {
    const type = prng.weighted([
      ['OWNER', 60],
      ['MAINTENANCE', 40],
    ] as const);
    let placed = false;
    for (let attempt = 0; attempt < ATTEMPTS && !placed; attempt += 1) {
      const unit = drawUnit();
      const count = rooms[unit] === 1 ? 1 : prng.int(1, Math.max(1, Math.floor(rooms[unit] / 2)));
      const length = Math.min(prng.weighted(BLOCK_LENGTH_WEIGHTS), nights);
      const from = prng.int(0, nights - length);
      if (!fits(unit, from, length, count)) continue;
      take(unit, from, length, count);
      plannedBlocks.push({ unit, from, nights: length, rooms: count, type });
      placed = true;
    }
    if (!placed) throw new Error(`Could not place block ${index + 1} of ${blocks}: the nights are too full.`);
  }
  return { reservations: plannedReservations, blocks: plannedBlocks };
}
