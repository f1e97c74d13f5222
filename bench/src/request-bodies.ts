/**
 * Unique POST /reservations bodies from a seed: a unit drawn from a list, a short stay inside a
 * window of nights, and a guest of its own. The same spec always gives the same bodies in the
 * same order, so the API and its baseline are sent the same requests but for their guests.
 */
import { addDays } from '@innkeep/domain';

import { Prng } from './prng';

export interface CreateBodySpec {
  unitIds: string[];
  /** First night a stay may start on. */
  windowStart: string;
  /** Nights in the window; stays end inside it. */
  windowNights: number;
  seed: number;
  /** Longest stay, in nights. */
  maxNights: number;
  /**
   * Whose guests the bodies name: each side of a comparison books guests of its own. The API keeps
   * one guest per e-mail, so a side sent the other's e-mails would update guests, not insert them.
   */
  guests: string;
}

export function createBodyFactory(spec: CreateBodySpec): () => string {
  const prng = new Prng(spec.seed);
  let serial = 0;
  const lengths = [
    [1, 35],
    [2, 35],
    [3, 20],
    [4, 10],
  ].filter(([nights]) => nights <= spec.maxNights) as [number, number][];
  return () => {
    serial += 1;
    const nights = Math.min(prng.weighted(lengths), spec.windowNights);
    const arrival = addDays(spec.windowStart, prng.int(0, spec.windowNights - nights));
    return JSON.stringify({
      unitId: prng.pick(spec.unitIds),
      arrivalDate: arrival,
      departureDate: addDays(arrival, nights),
      source: 'DIRECT',
      adults: prng.int(1, 3),
      guest: { firstName: 'Bench', lastName: `Guest ${spec.seed}-${serial}`, email: `guest.${spec.guests}.${spec.seed}.${serial}@example.test` },
    });
  };
}
