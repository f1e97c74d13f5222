import {
  addDays,
  Channel,
  nightsBetween,
  operationNamed,
  recordChannelReservation,
  Repositories,
  ReservationView,
  runAsOperator,
  UnitView,
} from '@innkeep/domain';

/** The demo's season: from 3 months back to 6 months ahead of the day it is seeded. */
export const DEMO_PAST_DAYS = 91;
export const DEMO_FUTURE_DAYS = 183;
const DEMO_SEED = 20_260_601;

const FIRST_NAMES = [
  'Ana',
  'João',
  'Marta',
  'Pedro',
  'Sofia',
  'Tiago',
  'Inês',
  'Miguel',
  'Emma',
  'Lukas',
  'Chloé',
  'Oliver',
  'Giulia',
  'Hiroshi',
  'Amélie',
  'Noah',
  'Clara',
  'Mateo',
  'Freya',
  'Kwame',
];
const LAST_NAMES = [
  'Sousa',
  'Ferreira',
  'Costa',
  'Almeida',
  'Ribeiro',
  'Carvalho',
  'Pereira',
  'Martins',
  'Schmidt',
  'Dubois',
  'Rossi',
  'Smith',
  'Tanaka',
  'García',
  'Jensen',
  'Mensah',
  'O’Brien',
  'Novak',
];

/** A small seeded generator (mulberry32), so the same seed and day give the same season. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface DemoSeasonProperty {
  id: string;
  units: UnitView[];
  /** Channels connected to the property: its channel reservations come from them. */
  channels: Channel[];
}

export interface DemoSeasonCounts {
  reservations: number;
  blocks: number;
}

/**
 * Fills the demo workspace with a season a host would recognise: seasonal prices and restrictions,
 * owner and maintenance blocks, and DIRECT, MANUAL and channel stays in every status, past, present
 * and future. Everything goes through the catalogue's operations (and the channel import), so the
 * calendar counters are exactly what the API keeps; a stay that no longer fits is skipped.
 */
/**
 * Runs one piece of the season so that a refusal undoes that piece alone (a savepoint: a hold that
 * failed on its third night must not keep its first two) and answers false; other errors throw.
 */
export type DemoAttempt = <T>(work: () => Promise<T>) => Promise<T | false>;

export async function seedDemoSeason(
  repos: Repositories,
  attempt: DemoAttempt,
  workspaceId: string,
  properties: DemoSeasonProperty[],
  today: string,
): Promise<DemoSeasonCounts> {
  const next = random(DEMO_SEED);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const run = <O>(name: string, input: Record<string, unknown>) => runAsOperator(operationNamed(name), repos, workspaceId, input) as Promise<O>;
  const counts: DemoSeasonCounts = { reservations: 0, blocks: 0 };
  const first = addDays(today, -DEMO_PAST_DAYS);
  const last = addDays(today, DEMO_FUTURE_DAYS);

  for (const property of properties) {
    // Summer costs more and asks for longer stays; weekends a little more all year.
    const summerFrom = `${today.slice(0, 4)}-06-15`;
    const summerTo = `${today.slice(0, 4)}-09-15`;
    for (const [from, to] of [
      [summerFrom, summerTo],
      [addDays(summerFrom, 365), addDays(summerTo, 365)],
    ]) {
      if (to < today || from > last) continue;
      const nights = { from: from < today ? today : from, to: to > last ? last : to };
      for (const unit of property.units) {
        const plan = unit.ratePlans.find((candidate) => candidate.isDefault);
        if (!plan) continue;
        await run('rates.set', { ratePlanId: plan.id, ...nights, priceMinor: Math.round((plan.basePriceMinor * 1.35) / 500) * 500, minNights: 3 });
      }
    }
    await attempt(() => run('rates.adjust', { propertyId: property.id, from: today, to: last, weekdays: ['FRI', 'SAT'], percent: 15 }));
    await attempt(() =>
      run('restrictions.set', { propertyId: property.id, from: `${today.slice(0, 4)}-12-24`, to: `${today.slice(0, 4)}-12-25`, closedToArrival: true }),
    );
  }

  for (const property of properties) {
    for (const [index, unit] of property.units.entries()) {
      // An owner's week on some units, a maintenance day or two on others.
      if (index % 3 === 0) {
        const from = addDays(today, 20 + Math.floor(next() * 120));
        if (await attempt(() => run('blocks.create', { unitId: unit.id, from, to: addDays(from, 6), type: 'OWNER', note: 'Owner’s family stay' })))
          counts.blocks++;
      }
      if (index % 3 === 1) {
        const from = addDays(today, -40 + Math.floor(next() * 100));
        const note = pick(['Deep clean', 'Boiler service', 'Repainting', 'Window repair']);
        if (await attempt(() => run('blocks.create', { unitId: unit.id, from, to: addDays(from, 1), type: 'MAINTENANCE', note }))) counts.blocks++;
      }

      let arrival = addDays(first, Math.floor(next() * 4));
      while (arrival < last) {
        const nights = 2 + Math.floor(next() * 6);
        const departure = addDays(arrival, nights);
        const guest = { firstName: pick(FIRST_NAMES), lastName: pick(LAST_NAMES) };
        const adults = 1 + Math.floor(next() * Math.min(unit.maxOccupancy ?? 2, 4));
        const roll = next();
        if (await attempt(() => stay(property, unit, { arrival, departure, guest, adults, roll }))) counts.reservations++;
        arrival = addDays(departure, Math.floor(next() * 5));
      }
    }
  }
  return counts;

  async function stay(
    property: DemoSeasonProperty,
    unit: UnitView,
    plan: { arrival: string; departure: string; guest: { firstName: string; lastName: string }; adults: number; roll: number },
  ): Promise<boolean> {
    const { arrival, departure, guest, adults, roll } = plan;
    const past = departure <= today;
    const current = arrival <= today && today < departure;
    let created: ReservationView;
    if (property.channels.length > 0 && roll < 0.4) {
      const source = property.channels[Math.floor(roll * 10) % property.channels.length];
      ({ reservation: created } = await recordChannelReservation(repos, workspaceId, {
        unitId: unit.id,
        source,
        channelReference: `${source.slice(0, 3)}-${arrival.replaceAll('-', '')}-${unit.id.slice(-6)}`,
        arrivalDate: arrival,
        departureDate: departure,
        status: 'CONFIRMED',
        guest,
        adults,
        totalAmountMinor: (unit.ratePlans[0]?.basePriceMinor ?? 10_000) * nightsBetween(arrival, departure),
      }));
    } else {
      // Guests book ahead (DIRECT); stays already begun are typed in by staff (MANUAL).
      const source = arrival >= today && roll < 0.75 ? 'DIRECT' : 'MANUAL';
      const status = !past && !current && roll > 0.9 ? (roll > 0.95 ? 'INQUIRY' : 'PROVISIONAL') : 'CONFIRMED';
      created = await run<ReservationView>('reservations.create', {
        unitId: unit.id,
        arrivalDate: arrival,
        departureDate: departure,
        source,
        status,
        guest,
        adults,
      });
      if (status !== 'CONFIRMED') return true;
    }
    const setStatus = (to: string) => run('reservations.setStatus', { reservationId: created.id, status: to });
    if (roll > 0.85 && roll <= 0.9) {
      await run('reservations.cancel', { reservationId: created.id });
    } else if (past && roll > 0.8) {
      await setStatus('NO_SHOW');
    } else if (past || current) {
      await setStatus('CHECKED_IN');
      if (past) await setStatus('CHECKED_OUT');
    }
    return true;
  }
}
