import assert from 'node:assert/strict';

import { hashCredential } from '@innkeep/auth';
import { addDays } from '@innkeep/domain';
import { createTestDatabase, TestDatabase } from '@innkeep/persistence/testing';

import { FUTURE_NIGHTS, GeneratedTenants, generateTenants, PAST_NIGHTS, PROBE_PROPERTIES, PROBE_UNITS, tenantShapes } from '../../src/generate-tenants';
import { checkInventory, inventoryIsSound } from '../../src/verify-inventory';

// The flat-cost bench's data generator at a small size, checked in SQL. No timing is asserted here.

const TODAY = '2031-03-01';
const SIZE = { tenants: 4, largeUnits: 30 };
const NIGHTS = PAST_NIGHTS + FUTURE_NIGHTS + 1;

const indexNames = async (database: TestDatabase): Promise<string[]> =>
  (
    await database.dataSource.query(
      `SELECT indexname || ' ' || indexdef AS index FROM pg_indexes WHERE tablename IN ('guests', 'reservations', 'payments', 'calendar_nights')
       UNION ALL SELECT conname || ' ' || pg_get_constraintdef(oid) FROM pg_constraint WHERE conrelid IN ('guests'::regclass, 'reservations'::regclass, 'payments'::regclass, 'calendar_nights'::regclass)
       ORDER BY 1`,
    )
  ).map((row: { index: string }) => row.index);

const probeStays = async (database: TestDatabase, workspaceId: string): Promise<string> => {
  const [row] = await database.dataSource.query(
    `SELECT md5(string_agg(concat_ws(',', id, unit_id, guest_id, status, source, arrival_date, departure_date, total_amount_minor), ';' ORDER BY id)) AS digest
       FROM reservations WHERE workspace_id = $1`,
    [workspaceId],
  );
  return row.digest;
};

describe('flat-cost bench data (many tenants)', () => {
  let database: TestDatabase;
  let generated: GeneratedTenants;
  let indexesBefore: string[];

  beforeAll(async () => {
    database = await createTestDatabase({ poolSize: 4 });
    indexesBefore = await indexNames(database);
    // Deferring the indexes from one unit on takes the path the large runs take.
    generated = await generateTenants(database.dataSource, { size: SIZE, today: TODAY, deferIndexesFromUnits: 1 });
  });

  afterAll(async () => {
    await database?.drop();
  });

  it('writes every tenant with three years of nights, each stay with its guest', async () => {
    const shapes = tenantShapes(SIZE, 20_260_301);
    const units = shapes.reduce((sum, shape) => sum + shape.units, 0);
    assert.deepEqual([generated.firstNight, generated.lastNight], [addDays(TODAY, -PAST_NIGHTS), addDays(TODAY, FUTURE_NIGHTS)]);
    assert.deepEqual(
      { workspaces: generated.counts.workspaces, units: generated.counts.units, nights: generated.counts.calendarNights },
      { workspaces: SIZE.tenants + 1, units, nights: units * NIGHTS },
    );
    assert.equal(generated.counts.guests, generated.counts.reservations);
    assert.ok(generated.counts.reservations > units * 100, `about 140 stays a room in three years, got ${generated.counts.reservations} for ${units} units`);
    assert.ok(generated.counts.blocks > 0);
    const perTenant: { units: number; nights: number }[] = await database.dataSource.query(
      `SELECT (SELECT count(*) FROM units u WHERE u.workspace_id = w.id)::int AS units, (SELECT count(*) FROM calendar_nights n WHERE n.workspace_id = w.id)::int AS nights
         FROM workspaces w ORDER BY (SELECT count(*) FROM units u WHERE u.workspace_id = w.id)`,
    );
    assert.deepEqual(
      perTenant,
      shapes.map((shape) => ({ units: shape.units, nights: shape.units * NIGHTS })).sort((a, b) => a.units - b.units),
    );
  });

  it('keeps every tenant’s counters equal to its reservations and blocks', async () => {
    const workspaces: { id: string }[] = await database.dataSource.query('SELECT id FROM workspaces');
    for (const { id } of workspaces) {
      const check = await checkInventory(database.dataSource, id);
      assert.ok(inventoryIsSound(check), `${id}: ${JSON.stringify(check)}`);
    }
    const [busy] = await database.dataSource.query(
      'SELECT sum(reserved)::int AS reserved, sum(owner_blocked + maintenance_blocked)::int AS blocked FROM calendar_nights',
    );
    assert.ok(busy.reserved > 0 && busy.blocked > 0, 'the counters hold stays and blocks');
  });

  it('records every paid amount in the ledger', async () => {
    const [ledger] = await database.dataSource.query(
      `SELECT count(*) FILTER (WHERE r.paid_amount_minor <> COALESCE(p.paid, 0))::int AS differing, count(p.paid)::int AS paid
         FROM reservations r LEFT JOIN (SELECT workspace_id, reservation_id, sum(amount_minor) AS paid FROM payments GROUP BY 1, 2) p
           ON p.workspace_id = r.workspace_id AND p.reservation_id = r.id`,
    );
    assert.equal(ledger.differing, 0);
    assert.ok(ledger.paid > generated.counts.reservations / 2);
  });

  it('gives the probe and the large tenant a working key, and the probe its fixed shape', async () => {
    assert.deepEqual(
      { units: generated.probe.unitIds.length, properties: generated.probe.propertyIds.length },
      { units: PROBE_UNITS, properties: PROBE_PROPERTIES },
    );
    assert.equal(generated.large?.unitIds.length, SIZE.largeUnits);
    for (const tenant of [generated.probe, generated.large!]) {
      const [key] = await database.dataSource.query(
        `SELECT k.scopes, kw.workspace_id FROM api_keys k JOIN api_key_workspaces kw ON kw.api_key_id = k.id WHERE k.key_hash = $1`,
        [hashCredential(tenant.apiKey)],
      );
      assert.deepEqual(key, { scopes: ['pms:read', 'pms:write'], workspace_id: tenant.workspaceId });
    }
  });

  it('builds again the indexes and constraints it dropped for the load', async () => {
    assert.deepEqual(await indexNames(database), indexesBefore);
  });

  it('finds the data set on a second run and leaves it as it is', async () => {
    const again = await generateTenants(database.dataSource, { size: SIZE, today: TODAY });
    assert.equal(again.reused, true);
    assert.equal(again.probe.apiKey, generated.probe.apiKey);
    assert.deepEqual(again.counts, generated.counts);
    await assert.rejects(generateTenants(database.dataSource, { size: { tenants: 5, largeUnits: 30 }, today: TODAY }), /another size/);
  });

  it('writes the same probe, ids and stays alike, into a data set of it alone', async () => {
    const alone = await createTestDatabase({ poolSize: 2 });
    try {
      const small = await generateTenants(alone.dataSource, { size: { tenants: 1, largeUnits: 0 }, today: TODAY });
      assert.equal(small.counts.workspaces, 1);
      assert.deepEqual({ ...small.probe, apiKey: '' }, { ...generated.probe, apiKey: '' });
      assert.equal(await probeStays(alone, small.probe.workspaceId), await probeStays(database, generated.probe.workspaceId));
    } finally {
      await alone.drop();
    }
  });
});
