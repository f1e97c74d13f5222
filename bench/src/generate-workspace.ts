/**
 * Generates the benchmark workspace: an owner with a read+write key, a PRO workspace, properties
 * and units with a default rate plan each, a year of calendar-night counters, reservations over
 * four channels with their guests, and owner and maintenance blocks. Rows go in with a handful of
 * set-based statements (unnest of arrays, INSERT … SELECT), and the counters are computed from the
 * inserted reservations and blocks in one INSERT … SELECT … GROUP BY, so they agree by construction.
 *
 * Deterministic: one seed gives the same units, stays, blocks and counters. Ids are drawn from a
 * stream salted with the workspace id, so several runs can share one database.
 */
import { randomBytes } from 'node:crypto';

import { addDays, holdsRoom, todayIn } from '@innkeep/domain';
import { Operator } from '@innkeep/persistence/bench';
import { DataSource, EntityManager } from 'typeorm';

import { planBookings, PlannedReservation } from './plan-bookings';
import { Prng, seedOf } from './prng';
import { settleDatabase } from './settle-database';
import { expectedCountersCtes, ROOM_HOLDING_STATUSES } from './verify-inventory';

export interface WorkspaceSize {
  properties: number;
  units: number;
  /** Units of the first property, the one the 100-unit calendar reads. */
  flagshipUnits: number;
  /** Nights of counters, from the first night on. */
  nights: number;
  reservations: number;
  blocks: number;
}

export const FULL_WORKSPACE: WorkspaceSize = { properties: 20, units: 1000, flagshipUnits: 100, nights: 365, reservations: 30_000, blocks: 6_000 };
export const QUICK_WORKSPACE: WorkspaceSize = { properties: 5, units: 50, flagshipUnits: 10, nights: 365, reservations: 1_500, blocks: 300 };

export const DEFAULT_SEED = 20_260_301;

export interface GeneratedUnit {
  id: string;
  propertyId: string;
  rooms: number;
}

export interface GeneratedWorkspace {
  workspaceId: string;
  ownerEmail: string;
  /** A pms:read + pms:write key of the owner. */
  apiKey: string;
  /** First night with counters, YYYY-MM-DD (today, UTC). */
  firstNight: string;
  /** Last night with counters (inclusive). */
  lastNight: string;
  flagshipPropertyId: string;
  units: GeneratedUnit[];
  counts: {
    properties: number;
    units: number;
    ratePlans: number;
    guests: number;
    reservations: number;
    holdingReservations: number;
    blocks: number;
    calendarNights: number;
  };
  /** Seconds per phase and in all. */
  seconds: { plan: number; insert: number; counters: number; analyze: number; total: number };
}

export interface GenerateOptions {
  size: WorkspaceSize;
  seed?: number;
  /** Defaults to today in UTC. */
  firstNight?: string;
}

const CITIES = ['Lisbon', 'Porto', 'Faro', 'Lagos', 'Sintra', 'Cascais', 'Coimbra', 'Braga', 'Évora', 'Funchal'];
const FIRST_NAMES = [
  'Ana',
  'João',
  'Maria',
  'Pedro',
  'Sofia',
  'Tiago',
  'Inês',
  'Miguel',
  'Emma',
  'Lucas',
  'Mia',
  'Noah',
  'Olivia',
  'Liam',
  'Chloé',
  'Hugo',
  'Greta',
  'Jonas',
  'Aiko',
  'Ravi',
];
const LAST_NAMES = [
  'Silva',
  'Santos',
  'Ferreira',
  'Pereira',
  'Costa',
  'Oliveira',
  'Martins',
  'Smith',
  'Müller',
  'Dubois',
  'Rossi',
  'García',
  'Jansen',
  'Nowak',
  'Tanaka',
  'Kumar',
  'Andersson',
  "O'Brien",
  'Novak',
  'Lopes',
];
const ROOM_WEIGHTS = [
  [1, 65],
  [2, 20],
  [3, 6],
  [4, 4],
  [6, 3],
  [8, 2],
] as const;
const CHUNK = 10_000;

const since = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;

/** Rows as column arrays, inserted in chunks with one unnest statement per chunk. */
async function insertColumns(manager: EntityManager, sql: string, columns: unknown[][], fixed: unknown[]): Promise<void> {
  const length = columns[0]?.length ?? 0;
  for (let start = 0; start < length; start += CHUNK) {
    await manager.query(sql, [...fixed, ...columns.map((column) => column.slice(start, start + CHUNK))]);
  }
}

function channelReference(source: PlannedReservation['source'], index: number): string | null {
  const serial = (index + 1).toString(36).toUpperCase().padStart(8, '0');
  if (source === 'AIRBNB') return `HM${serial}`;
  if (source === 'BOOKING_COM') return String(4_000_000_000 + index * 7);
  if (source === 'VRBO') return `HA-${serial}`;
  return null;
}

/** Owner, PRO workspace and key through the operator service, like `npm run admin` would. */
async function createOwner(dataSource: DataSource): Promise<{ workspaceId: string; ownerEmail: string; apiKey: string }> {
  const operator = new Operator(dataSource);
  const ownerEmail = `bench-${randomBytes(4).toString('hex')}@innkeep.test`;
  await operator.createUser({ email: ownerEmail, name: 'Bench Host' });
  const workspace = await operator.createWorkspace({ name: 'Bench Rentals', ownerEmail, plan: 'PRO', status: 'ACTIVE', timezone: 'UTC' });
  const key = await operator.createApiKey({ email: ownerEmail, workspaceIds: [workspace.id], scopes: ['pms:read', 'pms:write'], name: 'bench' });
  return { workspaceId: workspace.id, ownerEmail, apiKey: key.key };
}

export async function generateWorkspace(dataSource: DataSource, options: GenerateOptions): Promise<GeneratedWorkspace> {
  const started = process.hrtime.bigint();
  const { size } = options;
  const seed = options.seed ?? DEFAULT_SEED;
  const firstNight = options.firstNight ?? todayIn('UTC');
  const lastNight = addDays(firstNight, size.nights - 1);
  const owner = await createOwner(dataSource);
  const { workspaceId } = owner;

  // The shape (rooms, stays, blocks) comes from the seed alone; ids also from the workspace id.
  const shape = new Prng(seedOf('shape', seed));
  const ids = new Prng(seedOf('ids', seed, workspaceId));

  const propertyIds = Array.from({ length: size.properties }, () => ids.id('prop'));
  const perProperty = propertyIds.map((_, index) => {
    if (index === 0) return size.flagshipUnits;
    const rest = size.units - size.flagshipUnits;
    const others = size.properties - 1;
    return Math.floor(rest / others) + (index - 1 < rest % others ? 1 : 0);
  });
  const units: (GeneratedUnit & { name: string; basePriceMinor: number; weekendPriceMinor: number | null; ratePlanId: string })[] = [];
  perProperty.forEach((count, propertyIndex) => {
    for (let n = 1; n <= count; n += 1) {
      const rooms =
        propertyIndex === 0
          ? shape.weighted([
              [1, 50],
              [2, 30],
              [4, 20],
            ] as const)
          : shape.weighted(ROOM_WEIGHTS);
      const basePriceMinor = shape.int(60, 250) * 100;
      units.push({
        id: ids.id('unit'),
        propertyId: propertyIds[propertyIndex],
        rooms,
        name: `P${String(propertyIndex + 1).padStart(2, '0')} Unit ${String(n).padStart(3, '0')}`,
        basePriceMinor,
        weekendPriceMinor: shape.next() < 0.3 ? Math.round(basePriceMinor * 1.2) : null,
        ratePlanId: ids.id('rp'),
      });
    }
  });

  const plan = planBookings(
    units.map((unit) => unit.rooms),
    size.nights,
    size.reservations,
    size.blocks,
    shape,
  );
  const guestIds = plan.reservations.map(() => ids.id('gst'));
  const reservationIds = plan.reservations.map(() => ids.id('res'));
  const blockIds = plan.blocks.map(() => ids.id('blk'));
  const guests = plan.reservations.map((_, index) => {
    const firstName = shape.pick(FIRST_NAMES);
    const lastName = shape.pick(LAST_NAMES);
    return {
      firstName,
      lastName,
      email: shape.next() < 0.9 ? `${firstName}.${lastName}.${index}@example.test`.toLowerCase().replace(/[^a-z0-9.@]/g, '') : null,
      phone: shape.next() < 0.6 ? `+3519${String(shape.int(10_000_000, 99_999_999))}` : null,
    };
  });
  const planSeconds = since(started);

  const insertStarted = process.hrtime.bigint();
  let calendarNights = 0;
  await dataSource.transaction(async (manager) => {
    await insertColumns(
      manager,
      `INSERT INTO properties (workspace_id, id, name, city, country, currency, timezone)
       SELECT $1, id, name, city, 'PT', 'EUR', 'UTC' FROM unnest($2::text[], $3::text[], $4::text[]) AS t(id, name, city)`,
      [
        propertyIds,
        propertyIds.map((_, index) => (index === 0 ? 'Bench Grand Hotel' : `Bench Property ${String(index + 1).padStart(2, '0')}`)),
        propertyIds.map((_, index) => CITIES[index % CITIES.length]),
      ],
      [workspaceId],
    );
    await insertColumns(
      manager,
      `INSERT INTO units (workspace_id, id, property_id, name, count_of_rooms, weekend_price_minor)
       SELECT $1, id, property_id, name, rooms, weekend FROM unnest($2::text[], $3::text[], $4::text[], $5::int[], $6::int[]) AS t(id, property_id, name, rooms, weekend)`,
      [units.map((u) => u.id), units.map((u) => u.propertyId), units.map((u) => u.name), units.map((u) => u.rooms), units.map((u) => u.weekendPriceMinor)],
      [workspaceId],
    );
    await insertColumns(
      manager,
      `INSERT INTO rate_plans (workspace_id, id, unit_id, title, base_price_minor, is_default)
       SELECT $1, id, unit_id, 'Standard', price, true FROM unnest($2::text[], $3::text[], $4::int[]) AS t(id, unit_id, price)`,
      [units.map((u) => u.ratePlanId), units.map((u) => u.id), units.map((u) => u.basePriceMinor)],
      [workspaceId],
    );
    await insertColumns(
      manager,
      `INSERT INTO guests (workspace_id, id, first_name, last_name, email, phone)
       SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[])`,
      [guestIds, guests.map((g) => g.firstName), guests.map((g) => g.lastName), guests.map((g) => g.email), guests.map((g) => g.phone)],
      [workspaceId],
    );
    const rows = plan.reservations.map((stay, index) => {
      const unit = units[stay.unit];
      const total = unit.basePriceMinor * stay.nights;
      const paid = stay.source === 'AIRBNB' || stay.source === 'VRBO' ? total : stay.source === 'DIRECT' ? Math.round(total * 0.3) : 0;
      return {
        unit,
        arrival: addDays(firstNight, stay.arrival),
        departure: addDays(firstNight, stay.arrival + stay.nights),
        total,
        paid,
        paymentStatus: paid === 0 ? 'UNPAID' : paid === total ? 'PAID' : 'PARTIALLY_PAID',
        reference: channelReference(stay.source, index),
      };
    });
    await insertColumns(
      manager,
      `INSERT INTO reservations (workspace_id, id, property_id, unit_id, rate_plan_id, guest_id, status, source, channel_reference,
                                 arrival_date, departure_date, adults, children, total_amount_minor, paid_amount_minor, currency,
                                 payment_status, cancelled_at)
       SELECT $1, id, property_id, unit_id, rate_plan_id, guest_id, status, source, reference, arrival, departure, adults, children,
              total, paid, 'EUR', payment_status, CASE WHEN status = 'CANCELLED' THEN now() END
         FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::date[], $11::date[],
                     $12::int[], $13::int[], $14::int[], $15::int[], $16::text[])
           AS t(id, property_id, unit_id, rate_plan_id, guest_id, status, source, reference, arrival, departure, adults, children, total, paid, payment_status)`,
      [
        reservationIds,
        rows.map((r) => r.unit.propertyId),
        rows.map((r) => r.unit.id),
        rows.map((r) => r.unit.ratePlanId),
        guestIds,
        plan.reservations.map((s) => s.status),
        plan.reservations.map((s) => s.source),
        rows.map((r) => r.reference),
        rows.map((r) => r.arrival),
        rows.map((r) => r.departure),
        plan.reservations.map((s) => s.adults),
        plan.reservations.map((s) => s.children),
        rows.map((r) => r.total),
        rows.map((r) => r.paid),
        rows.map((r) => r.paymentStatus),
      ],
      [workspaceId],
    );
    // What was paid is the ledger's sum, as on a real workspace: a channel's payout or a direct deposit, received on booking.
    await manager.query(
      `INSERT INTO payments (workspace_id, id, reservation_id, kind, amount_minor, currency, method, received_at)
       SELECT workspace_id, 'pay_gen_' || id, id, 'PAYMENT', paid_amount_minor, currency, CASE WHEN source = 'DIRECT' THEN 'BANK_TRANSFER' ELSE 'OTHER' END, created_at
         FROM reservations WHERE workspace_id = $1 AND paid_amount_minor > 0`,
      [workspaceId],
    );
    await insertColumns(
      manager,
      `INSERT INTO blocks (workspace_id, id, unit_id, type, from_date, to_date, rooms, note)
       SELECT $1, id, unit_id, type, from_date, to_date, rooms, note
         FROM unnest($2::text[], $3::text[], $4::text[], $5::date[], $6::date[], $7::int[], $8::text[]) AS t(id, unit_id, type, from_date, to_date, rooms, note)`,
      [
        blockIds,
        plan.blocks.map((b) => units[b.unit].id),
        plan.blocks.map((b) => b.type),
        plan.blocks.map((b) => addDays(firstNight, b.from)),
        plan.blocks.map((b) => addDays(firstNight, b.from + b.nights - 1)),
        plan.blocks.map((b) => b.rooms),
        plan.blocks.map((b) => (b.type === 'OWNER' ? 'Owner stay' : 'Maintenance')),
      ],
      [workspaceId],
    );
  });
  const insertSeconds = since(insertStarted);

  // The counters, from the rows just inserted: one statement, every unit-night of the year.
  const countersStarted = process.hrtime.bigint();
  await dataSource.transaction(async (manager) => {
    const inserted: { count: string }[] = await manager.query(
      `WITH ${expectedCountersCtes('$1', '$4')}, inserted AS (
         INSERT INTO calendar_nights (workspace_id, unit_id, night, rooms, reserved, owner_blocked, maintenance_blocked, overbooked)
         SELECT u.workspace_id, u.id, d::date, u.count_of_rooms, COALESCE(r.reserved, 0), COALESCE(b.owner_blocked, 0), COALESCE(b.maintenance_blocked, 0), 0
           FROM units u
          CROSS JOIN generate_series($2::date, $3::date, interval '1 day') AS d
           LEFT JOIN reserved r ON r.unit_id = u.id AND r.night = d::date
           LEFT JOIN blocked b ON b.unit_id = u.id AND b.night = d::date
          WHERE u.workspace_id = $1
         RETURNING 1
       )
       SELECT count(*) AS count FROM inserted`,
      [workspaceId, firstNight, lastNight, ROOM_HOLDING_STATUSES],
    );
    calendarNights = Number(inserted[0].count);
  });
  const countersSeconds = since(countersStarted);

  const analyzeStarted = process.hrtime.bigint();
  await settleDatabase(dataSource);
  const analyzeSeconds = since(analyzeStarted);

  return {
    ...owner,
    firstNight,
    lastNight,
    flagshipPropertyId: propertyIds[0],
    units: units.map(({ id, propertyId, rooms }) => ({ id, propertyId, rooms })),
    counts: {
      properties: propertyIds.length,
      units: units.length,
      ratePlans: units.length,
      guests: guestIds.length,
      reservations: reservationIds.length,
      holdingReservations: plan.reservations.filter((stay) => holdsRoom(stay.status)).length,
      blocks: blockIds.length,
      calendarNights,
    },
    seconds: { plan: planSeconds, insert: insertSeconds, counters: countersSeconds, analyze: analyzeSeconds, total: since(started) },
  };
}
