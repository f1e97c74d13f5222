/**
 * Generates many tenants at once, for the flat-cost scenarios: workspaces of 2 to 20 units with
 * three years of stays and nights (two years past, one ahead), and optionally one workspace of
 * thousands of units. Everything is written by set-based SQL per batch of units (generate_series,
 * INSERT … SELECT from a temporary table of the batch's units and stays): node sends one handful of
 * statements per batch and never a row, so 10,000 workspaces take minutes, not hours.
 *
 * Deterministic: the tenants' shapes come from the seed, their ids from the seed and their ordinal,
 * and each stay from a hash of its unit, room and week. Tenant 0 is the probe, the small workspace
 * the scenarios ask: it is the same (same ids, same stays) in every data set generated with one
 * seed, so the same request can be sent to a small data set and to a large one.
 *
 * Stays never overlap on one room: each room's nights are cut in weeks and a week holds at most
 * one stay (or, now and then, an owner or maintenance block), so the counters hold by construction;
 * they are computed from the inserted rows anyway, as the application defines them.
 */
import { generateApiKey, hashCredential } from '@innkeep/auth';
import { addDays, todayIn } from '@innkeep/domain';
import { DataSource, EntityManager } from 'typeorm';

import { Prng, seedOf } from './prng';
import { ROOM_HOLDING_STATUSES } from './verify-inventory';

export interface TenantsSize {
  /** Workspaces of 2 to 20 units, the probe among them. */
  tenants: number;
  /** Units of the one large workspace; 0 for none. */
  largeUnits: number;
}

export const PROBE_UNITS = 12;
export const PROBE_PROPERTIES = 2;
/** Two years of nights before today and one after (today included): 1,096 nights. */
export const PAST_NIGHTS = 730;
export const FUTURE_NIGHTS = 365;
/** Units a batch writes at most, so one batch's temporary tables stay in memory. */
const BATCH_UNITS = 2_000;
const WEEK = 7;
/** From this many units on, the tables' secondary indexes are dropped for the load and built after it. */
const DEFER_INDEXES_FROM_UNITS = 1_000;
/** The tables whose indexes cost the load most: each stay is a guest, a reservation and mostly a payment, each unit a thousand nights. */
const DEFERRED_INDEX_TABLES = ['guests', 'reservations', 'payments', 'calendar_nights'];

export interface GeneratedTenant {
  workspaceId: string;
  /** A pms:read + pms:write key. */
  apiKey: string;
  propertyIds: string[];
  unitIds: string[];
}

export interface GeneratedTenants {
  probe: GeneratedTenant;
  large: GeneratedTenant | null;
  firstNight: string;
  lastNight: string;
  today: string;
  counts: { workspaces: number; units: number; reservations: number; guests: number; blocks: number; calendarNights: number };
  seconds: number;
  /** True when the data set was found already generated (same seed, same size) and left as it was. */
  reused: boolean;
}

export interface GenerateTenantsOptions {
  size: TenantsSize;
  seed?: number;
  /** Defaults to today in UTC. */
  today?: string;
  /** From this many units in all, secondary indexes are dropped for the load and built after it (default 1,000). */
  deferIndexesFromUnits?: number;
  /** Called after each batch, with the units written so far and in all. */
  onProgress?: (unitsDone: number, unitsTotal: number) => void;
}

interface TenantShape {
  ordinal: number;
  units: number;
  properties: number;
}

const md5Id = (prefix: string) => (key: string) => `'${prefix}_' || substr(md5(${key}), 1, 20)`;
const since = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;

/** The shapes in order: the probe, the other small tenants, then the large one. */
export function tenantShapes(size: TenantsSize, seed: number): TenantShape[] {
  const shape = new Prng(seedOf('tenants', seed));
  const shapes: TenantShape[] = [{ ordinal: 0, units: PROBE_UNITS, properties: PROBE_PROPERTIES }];
  for (let ordinal = 1; ordinal < size.tenants; ordinal += 1) {
    const units = shape.int(2, 20);
    shapes.push({ ordinal, units, properties: 1 + Math.floor(units / 8) });
  }
  if (size.largeUnits > 0) shapes.push({ ordinal: size.tenants, units: size.largeUnits, properties: Math.ceil(size.largeUnits / 100) });
  return shapes;
}

/** Slices of tenants of at most BATCH_UNITS units; a large tenant is cut in several. */
function batchesOf(shapes: TenantShape[]): { ordinal: number; properties: number; firstUnit: number; unitCount: number }[][] {
  const batches: { ordinal: number; properties: number; firstUnit: number; unitCount: number }[][] = [];
  let current: (typeof batches)[number] = [];
  let units = 0;
  for (const tenant of shapes) {
    for (let firstUnit = 0; firstUnit < tenant.units; firstUnit += BATCH_UNITS) {
      const unitCount = Math.min(BATCH_UNITS, tenant.units - firstUnit);
      if (units + unitCount > BATCH_UNITS && current.length) {
        batches.push(current);
        current = [];
        units = 0;
      }
      current.push({ ordinal: tenant.ordinal, properties: tenant.properties, firstUnit, unitCount });
      units += unitCount;
    }
  }
  if (current.length) batches.push(current);
  return batches;
}

/** Ids as SQL expressions of the seed ($seed) and the tenant's ordinal, so SQL and node agree. */
const workspaceIdSql = (ordinal: string) => md5Id('ws')(`$seed || ':ws:' || ${ordinal}`);
const propertyIdSql = (ordinal: string, index: string) => md5Id('prop')(`$seed || ':prop:' || ${ordinal} || ':' || ${index}`);
const unitIdSql = (ordinal: string, index: string) => md5Id('unit')(`$seed || ':unit:' || ${ordinal} || ':' || ${index}`);

/**
 * One batch: tenants' own rows (owner, workspace, membership, subscription, key, properties) for
 * the slices that start at unit 0, then units, rate plans, stays and their guests, blocks, and every
 * unit-night's counters. Named parameters (see bind): the seed, the slices (ordinals, properties,
 * first units, unit counts, key hashes: null for a hash of no key), the nights, today, the
 * room-holding statuses and the number of weeks.
 */
const BATCH_SQL = [
  `CREATE TEMP TABLE scale_slices ON COMMIT DROP AS
     SELECT s.ordinal, s.properties, s.first_unit, s.unit_count, s.key_hash, ${workspaceIdSql('s.ordinal')} AS workspace_id,
            ${md5Id('usr')(`$seed || ':usr:' || s.ordinal`)} AS user_id
       FROM unnest($ordinals::int[], $properties::int[], $firstUnits::int[], $unitCounts::int[], $keyHashes::text[]) AS s(ordinal, properties, first_unit, unit_count, key_hash)`,
  `INSERT INTO users (id, email, name) SELECT user_id, 'scale-' || $seed || '-' || ordinal || '@innkeep.test', 'Scale Host ' || ordinal FROM scale_slices WHERE first_unit = 0`,
  `INSERT INTO workspaces (id, name, timezone) SELECT workspace_id, 'Scale Rentals ' || ordinal, 'UTC' FROM scale_slices WHERE first_unit = 0`,
  `INSERT INTO memberships (workspace_id, user_id, role) SELECT workspace_id, user_id, 'OWNER' FROM scale_slices WHERE first_unit = 0`,
  `INSERT INTO subscriptions (workspace_id, plan_code, status) SELECT workspace_id, 'PRO', 'ACTIVE' FROM scale_slices WHERE first_unit = 0`,
  `INSERT INTO api_keys (id, workspace_id, user_id, name, key_hash, display_prefix, scopes)
   SELECT ${md5Id('key')(`$seed || ':key:' || ordinal`)}, workspace_id, user_id, 'bench',
          COALESCE(key_hash, encode(sha256(convert_to($seed || ':no-key:' || ordinal, 'UTF8')), 'hex')), 'ik_scale', ARRAY['pms:read', 'pms:write']
     FROM scale_slices WHERE first_unit = 0`,
  `INSERT INTO api_key_workspaces (workspace_id, api_key_id, position)
   SELECT workspace_id, ${md5Id('key')(`$seed || ':key:' || ordinal`)}, 0 FROM scale_slices WHERE first_unit = 0`,
  `INSERT INTO properties (workspace_id, id, name, city, country, currency, timezone)
   SELECT s.workspace_id, ${propertyIdSql('s.ordinal', 'p')}, 'Scale Property ' || (p + 1),
          (ARRAY['Lisbon', 'Porto', 'Faro', 'Lagos', 'Sintra', 'Braga'])[1 + p % 6], 'PT', 'EUR', 'UTC'
     FROM scale_slices s CROSS JOIN LATERAL generate_series(0, s.properties - 1) AS p WHERE s.first_unit = 0`,
  `CREATE TEMP TABLE scale_units ON COMMIT DROP AS
     SELECT s.workspace_id, s.ordinal, n, ${unitIdSql('s.ordinal', 'n')} AS unit_id, ${propertyIdSql('s.ordinal', 'n % s.properties')} AS property_id,
            ${md5Id('rp')(`$seed || ':rp:' || s.ordinal || ':' || n`)} AS rate_plan_id,
            CASE WHEN hashtext($seed || ':rooms:' || s.ordinal || ':' || n) & 7 = 0 THEN 2 ELSE 1 END AS rooms,
            (60 + (hashtext($seed || ':price:' || s.ordinal || ':' || n) & 1048575) % 191) * 100 AS price
       FROM scale_slices s CROSS JOIN LATERAL generate_series(s.first_unit, s.first_unit + s.unit_count - 1) AS n`,
  'ANALYZE scale_units',
  `INSERT INTO units (workspace_id, id, property_id, name, count_of_rooms)
   SELECT workspace_id, unit_id, property_id, 'Unit ' || lpad((n + 1)::text, 5, '0'), rooms FROM scale_units`,
  `INSERT INTO rate_plans (workspace_id, id, unit_id, title, base_price_minor, is_default)
   SELECT workspace_id, rate_plan_id, unit_id, 'Standard', price, true FROM scale_units`,
  // One draw per room and week decides the week: a tenth of the weeks hold no stay (a fifth of
  // those an owner or maintenance block of its first three nights), the others one stay starting on
  // the week's day 0 to 2 and ending within it. The stays, the blocks and the counters all read it.
  `CREATE TEMP TABLE scale_weeks ON COMMIT DROP AS
     SELECT w.*, d.arrival, d.nights, d.stay,
            CASE WHEN (w.h >> 12) % 13 = 0 THEN 'CANCELLED'
                 WHEN d.arrival + d.nights <= $today::date THEN CASE WHEN (w.h >> 12) % 53 = 1 THEN 'NO_SHOW' ELSE 'CHECKED_OUT' END
                 WHEN d.arrival <= $today::date THEN 'CHECKED_IN'
                 ELSE 'CONFIRMED' END AS status,
            CASE WHEN w.h % 10 = 0 AND (w.h >> 4) % 5 = 0 AND w.start + 2 <= $lastNight::date THEN CASE WHEN (w.h >> 6) % 2 = 0 THEN 'OWNER' ELSE 'MAINTENANCE' END END AS block
       FROM (SELECT u.workspace_id, u.ordinal, u.unit_id, u.property_id, u.rate_plan_id, u.price, u.rooms, room, week,
                    $firstNight::date + week * ${WEEK} AS start, hashtext(u.unit_id || ':' || room || ':' || week) & 2147483647 AS h
               FROM scale_units u CROSS JOIN LATERAL generate_series(1, u.rooms) AS room CROSS JOIN generate_series(0, $weeks - 1) AS week) AS w
      CROSS JOIN LATERAL (SELECT w.start + (w.h >> 4) % 3 AS arrival, 1 + (w.h >> 8) % (${WEEK} - (w.h >> 4) % 3) AS nights) AS d0
      CROSS JOIN LATERAL (SELECT d0.arrival, d0.nights, w.h % 10 <> 0 AND d0.arrival + d0.nights <= $lastNight::date + 1 AS stay) AS d`,
  'ANALYZE scale_weeks',
  `CREATE TEMP TABLE scale_stays ON COMMIT DROP AS
     SELECT w.*, ${md5Id('res')(`$seed || ':res:' || w.unit_id || ':' || w.room || ':' || w.week`)} AS id,
            ${md5Id('gst')(`$seed || ':gst:' || w.unit_id || ':' || w.room || ':' || w.week`)} AS guest_id,
            w.arrival + w.nights AS departure,
            (ARRAY['AIRBNB', 'AIRBNB', 'AIRBNB', 'AIRBNB', 'BOOKING_COM', 'BOOKING_COM', 'BOOKING_COM', 'DIRECT', 'DIRECT', 'VRBO'])[1 + (w.h >> 20) % 10] AS source
       FROM scale_weeks w WHERE w.stay`,
  'ANALYZE scale_stays',
  `INSERT INTO guests (workspace_id, id, first_name, last_name, email, phone, search_text)
   SELECT workspace_id, guest_id, first_name, last_name, email, phone, lower(innkeep_unaccent(concat_ws(' ', first_name, last_name, email)))
     FROM (SELECT s.workspace_id, s.guest_id,
                  (ARRAY['Ana', 'João', 'Maria', 'Pedro', 'Sofia', 'Tiago', 'Inês', 'Miguel', 'Emma', 'Lucas', 'Mia', 'Noah', 'Olivia', 'Liam', 'Chloé', 'Hugo', 'Greta', 'Jonas', 'Aiko', 'Ravi'])[1 + (s.h >> 3) % 20] AS first_name,
                  (ARRAY['Silva', 'Santos', 'Ferreira', 'Pereira', 'Costa', 'Oliveira', 'Martins', 'Smith', 'Müller', 'Dubois', 'Rossi', 'García', 'Jansen', 'Nowak', 'Tanaka', 'Kumar', 'Andersson', 'Novak', 'Lopes', 'Berg'])[1 + (s.h >> 7) % 20] AS last_name,
                  CASE WHEN (s.h >> 14) % 10 <> 0 THEN 'guest.' || substr(s.guest_id, 5) || '@example.test' END AS email,
                  CASE WHEN (s.h >> 15) % 10 < 6 THEN '+3519' || (10000000 + s.h % 89999999) END AS phone
             FROM scale_stays s) AS g`,
  `INSERT INTO reservations (workspace_id, id, property_id, unit_id, rate_plan_id, guest_id, status, source, channel_reference,
                             arrival_date, departure_date, adults, children, total_amount_minor, paid_amount_minor, currency, payment_status, cancelled_at)
   SELECT workspace_id, id, property_id, unit_id, rate_plan_id, guest_id, status, source,
          CASE WHEN source <> 'DIRECT' THEN upper(substr(id, 5, 12)) END,
          arrival, departure, 1 + (h >> 5) % 4, (h >> 9) % 3, price * nights, paid, 'EUR',
          CASE WHEN paid = 0 THEN 'UNPAID' WHEN paid = price * nights THEN 'PAID' ELSE 'PARTIALLY_PAID' END,
          CASE WHEN status = 'CANCELLED' THEN arrival - 10 END
     FROM (SELECT s.*, CASE WHEN source IN ('AIRBNB', 'VRBO') THEN price * nights WHEN source = 'DIRECT' THEN (price * nights * 3) / 10 ELSE 0 END AS paid
             FROM scale_stays s) AS r`,
  // What was paid is the ledger's sum, as on a real workspace: a channel's payout or a direct deposit.
  `INSERT INTO payments (workspace_id, id, reservation_id, kind, amount_minor, currency, method, received_at)
   SELECT workspace_id, 'pay_gen_' || substr(id, 5), id, 'PAYMENT', paid_amount_minor, 'EUR',
          CASE WHEN source = 'DIRECT' THEN 'BANK_TRANSFER' ELSE 'OTHER' END, (arrival_date - 30)::timestamptz
     FROM reservations WHERE workspace_id IN (SELECT workspace_id FROM scale_slices) AND id IN (SELECT id FROM scale_stays) AND paid_amount_minor > 0`,
  `INSERT INTO blocks (workspace_id, id, unit_id, type, from_date, to_date, rooms, note)
   SELECT workspace_id, ${md5Id('blk')(`$seed || ':blk:' || unit_id || ':' || room || ':' || week`)}, unit_id, block, start, start + 2, 1,
          CASE WHEN block = 'OWNER' THEN 'Owner stay' ELSE 'Maintenance' END
     FROM scale_weeks WHERE block IS NOT NULL`,
  // Each unit-night from the week that holds it, summed over the unit's rooms.
  `INSERT INTO calendar_nights (workspace_id, unit_id, night, rooms, reserved, owner_blocked, maintenance_blocked, overbooked)
   SELECT w.workspace_id, w.unit_id, n.night, w.rooms,
          count(*) FILTER (WHERE w.stay AND w.status = ANY($holding::text[]) AND n.night >= w.arrival AND n.night < w.arrival + w.nights)::int,
          count(*) FILTER (WHERE w.block = 'OWNER' AND n.night <= w.start + 2)::int,
          count(*) FILTER (WHERE w.block = 'MAINTENANCE' AND n.night <= w.start + 2)::int, 0
     FROM scale_weeks w CROSS JOIN LATERAL (SELECT w.start + day AS night FROM generate_series(0, ${WEEK} - 1) AS day) AS n
    WHERE n.night <= $lastNight::date
    GROUP BY w.workspace_id, w.unit_id, n.night, w.rooms
    ORDER BY w.workspace_id, w.unit_id, n.night`,
];

async function idsOf(manager: EntityManager, seed: number, shape: TenantShape, apiKey: string): Promise<GeneratedTenant> {
  const [row] = await manager.query(
    ...bind(
      `SELECT ${workspaceIdSql('$ordinal::int')} AS workspace_id,
              ARRAY(SELECT ${propertyIdSql('$ordinal::int', 'p')} FROM generate_series(0, $properties::int - 1) AS p) AS property_ids,
              ARRAY(SELECT ${unitIdSql('$ordinal::int', 'n')} FROM generate_series(0, $units::int - 1) AS n) AS unit_ids`,
      { seed: String(seed), ordinal: shape.ordinal, properties: shape.properties, units: shape.units },
    ),
  );
  return { workspaceId: row.workspace_id, apiKey, propertyIds: row.property_ids, unitIds: row.unit_ids };
}

async function countRows(dataSource: DataSource, workspaceIds: string[] | null): Promise<GeneratedTenants['counts']> {
  const where = workspaceIds ? 'WHERE workspace_id = ANY($1)' : '';
  const parameters = workspaceIds ? [workspaceIds] : [];
  const [row] = await dataSource.query(
    `SELECT (SELECT count(*) FROM workspaces ${workspaceIds ? 'WHERE id = ANY($1)' : ''})::int AS workspaces,
            (SELECT count(*) FROM units ${where})::int AS units,
            (SELECT count(*) FROM reservations ${where})::int AS reservations,
            (SELECT count(*) FROM guests ${where})::int AS guests,
            (SELECT count(*) FROM blocks ${where})::int AS blocks,
            (SELECT count(*) FROM calendar_nights ${where})::bigint AS calendar_nights`,
    parameters,
  );
  return {
    workspaces: row.workspaces,
    units: row.units,
    reservations: row.reservations,
    guests: row.guests,
    blocks: row.blocks,
    calendarNights: Number(row.calendar_nights),
  };
}

/** The keys of the probe and the large tenant: generated anew, kept in a table of the data set so a reuse finds them. */
async function keysOf(dataSource: DataSource, seed: number, ordinals: number[]): Promise<{ keys: Map<number, string>; existing: boolean }> {
  await dataSource.query(
    'CREATE TABLE IF NOT EXISTS bench_scale_keys (seed bigint NOT NULL, ordinal int NOT NULL, api_key text NOT NULL, PRIMARY KEY (seed, ordinal))',
  );
  const rows: { ordinal: number; api_key: string }[] = await dataSource.query('SELECT ordinal, api_key FROM bench_scale_keys WHERE seed = $1', [seed]);
  const keys = new Map(rows.map((row) => [row.ordinal, row.api_key]));
  // The probe's key stands for the data set: a set of another size is not written over this one.
  const existing = keys.has(0);
  for (const ordinal of ordinals) if (!keys.has(ordinal)) keys.set(ordinal, generateApiKey().key);
  return { keys, existing };
}

/**
 * Generates the tenants, or finds them generated already in this database with this seed and
 * size (a workspace per tenant and the large one's units), and then leaves them as they are.
 */
export async function generateTenants(dataSource: DataSource, options: GenerateTenantsOptions): Promise<GeneratedTenants> {
  const started = process.hrtime.bigint();
  const seed = options.seed ?? 20_260_301;
  const today = options.today ?? todayIn('UTC');
  const firstNight = addDays(today, -PAST_NIGHTS);
  const lastNight = addDays(today, FUTURE_NIGHTS);
  const shapes = tenantShapes(options.size, seed);
  const large = options.size.largeUnits > 0 ? shapes[shapes.length - 1] : null;
  const named = large ? [0, large.ordinal] : [0];
  const { keys, existing } = await keysOf(dataSource, seed, named);
  const tenantIds = await dataSource.transaction(async (manager) => {
    const probe = await idsOf(manager, seed, shapes[0], keys.get(0) as string);
    return { probe, large: large ? await idsOf(manager, seed, large, keys.get(large.ordinal) as string) : null };
  });

  if (existing) {
    const [found] = await dataSource.query(
      `SELECT (SELECT count(*) FROM workspaces WHERE name LIKE 'Scale Rentals %')::int AS tenants,
              (SELECT count(*) FROM units WHERE workspace_id = $1)::int AS large_units,
              (SELECT min(night)::text FROM calendar_nights WHERE workspace_id = $2) AS first_night`,
      [tenantIds.large?.workspaceId ?? '', tenantIds.probe.workspaceId],
    );
    if (found.tenants === shapes.length && found.large_units === (large?.units ?? 0) && found.first_night === firstNight) {
      return { ...tenantIds, firstNight, lastNight, today, counts: await countRows(dataSource, null), seconds: since(started), reused: true };
    }
    throw new Error(
      `This database holds scale data of seed ${seed} of another size or day (${found.tenants} tenants, ${found.large_units} large units, from ${found.first_night}): use a fresh database.`,
    );
  }

  const weeks = Math.ceil((PAST_NIGHTS + FUTURE_NIGHTS + 1) / WEEK);
  const unitsTotal = shapes.reduce((sum, shape) => sum + shape.units, 0);
  const hashes = new Map([...keys].map(([ordinal, key]) => [ordinal, hashCredential(key)]));
  const [{ superuser }] = await dataSource.query('SELECT rolsuper AS superuser FROM pg_roles WHERE rolname = current_user');
  const common = { seed: String(seed), firstNight, lastNight, today, holding: ROOM_HOLDING_STATUSES, weeks };
  const deferred = unitsTotal >= (options.deferIndexesFromUnits ?? DEFER_INDEXES_FROM_UNITS) ? await dropSecondaryIndexes(dataSource) : [];
  try {
    let unitsDone = 0;
    for (const batch of batchesOf(shapes)) {
      await dataSource.transaction(async (manager) => {
        // Every row is new and what it refers to is written in the same batch: the foreign-key
        // triggers would only find what was just inserted. Skipped where the role may skip them.
        if (superuser) await manager.query('SET LOCAL session_replication_role = replica');
        const values = {
          ...common,
          ordinals: batch.map((slice) => slice.ordinal),
          properties: batch.map((slice) => slice.properties),
          firstUnits: batch.map((slice) => slice.firstUnit),
          unitCounts: batch.map((slice) => slice.unitCount),
          keyHashes: batch.map((slice) => hashes.get(slice.ordinal) ?? null),
        };
        for (const statement of BATCH_SQL) await manager.query(...bind(statement, values));
      });
      unitsDone += batch.reduce((sum, slice) => sum + slice.unitCount, 0);
      options.onProgress?.(unitsDone, unitsTotal);
    }
  } finally {
    // Builds with room to sort in memory: the guests' trigram index took minutes in the default 64 MB.
    await dataSource.transaction(async (manager) => {
      await manager.query("SET LOCAL maintenance_work_mem = '512MB'");
      for (const definition of deferred) await manager.query(definition);
    });
  }
  await dataSource.query('INSERT INTO bench_scale_keys (seed, ordinal, api_key) SELECT $1, * FROM unnest($2::int[], $3::text[])', [
    seed,
    [...keys.keys()],
    [...keys.values()],
  ]);
  return { ...tenantIds, firstNight, lastNight, today, counts: await countRows(dataSource, null), seconds: since(started), reused: false };
}

/**
 * Drops the indexes of DEFERRED_INDEX_TABLES that no foreign key leans on (a primary key or unique
 * constraint no other table refers to, or a plain index) and returns the statements that build them
 * again: one sorted build after the load costs a fraction of millions of inserts into each (the
 * guests' trigram index alone made a guest cost 0.4 ms; the counters' primary key, grown past the
 * buffer cache, made a unit-night cost 40 µs). Only for a database given over to the data set: a
 * request meeting it meanwhile would find the indexes and the constraints missing.
 */
async function dropSecondaryIndexes(dataSource: DataSource): Promise<string[]> {
  const indexes: { tableName: string; name: string; constraintDefinition: string | null; definition: string }[] = await dataSource.query(
    `SELECT t.relname AS "tableName", i.relname AS name, pg_get_indexdef(i.oid) AS definition,
            (SELECT pg_get_constraintdef(c.oid) FROM pg_constraint c WHERE c.conindid = x.indexrelid AND c.conrelid = t.oid) AS "constraintDefinition"
       FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
      WHERE t.relname = ANY($1) AND t.relnamespace = 'public'::regnamespace
        AND NOT EXISTS (SELECT 1 FROM pg_constraint f WHERE f.contype = 'f' AND f.conindid = x.indexrelid)
      ORDER BY x.indisprimary DESC, i.relname`,
    [DEFERRED_INDEX_TABLES],
  );
  for (const index of indexes) {
    await dataSource.query(index.constraintDefinition ? `ALTER TABLE "${index.tableName}" DROP CONSTRAINT "${index.name}"` : `DROP INDEX "${index.name}"`);
  }
  return indexes.map((index) =>
    index.constraintDefinition ? `ALTER TABLE "${index.tableName}" ADD CONSTRAINT "${index.name}" ${index.constraintDefinition}` : index.definition,
  );
}

/**
 * `$name` placeholders to pg's `$1…$n`, numbered per statement: PostgreSQL refuses a parameter a
 * statement does not name (it cannot tell its type), and the batch's statements name different ones.
 */
export function bind(statement: string, values: Record<string, unknown>): [string, unknown[]] {
  const names: string[] = [];
  const text = statement.replace(/\$([a-zA-Z]\w*)/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`No value for $${name}`);
    if (!names.includes(name)) names.push(name);
    return `$${names.indexOf(name) + 1}`;
  });
  return [text, names.map((name) => values[name])];
}
