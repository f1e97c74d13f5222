import assert from 'node:assert/strict';

import type { AnyOperation, Principal, ReportRepository, ReportSumsRow } from '@innkeep/domain';
import { operationNamed } from '@innkeep/domain';
import { factory, OperationRunner, runOperation } from '@innkeep/domain/testing';

import { createRepositories, Operator } from '../../src';
import { createTestDatabase, databaseRunner, TestDatabase } from '../../testing';

/**
 * The report statements on PostgreSQL, over a workspace built by hand for March and April 2031
 * (61 nights). Every expected figure is worked out in the comments from the stays and blocks below.
 *
 * Casa Azul (EUR): R1 (1 room, owner-blocked 10–12 March: 3 nights), R2 (2 rooms, 1 under
 * maintenance 1–2 April: 2 nights), R3 (1 room, archived before the period: supplies nothing).
 * Beach House (USD): B1 (1 room), with a tax of 12.00 per stay, exclusive.
 *
 * Stays:
 * - S1 R2 DIRECT 27 Feb–3 Mar, 400.03, 100.00 paid: 4 nights of 100.00 (the 0.03 on 27 Feb, outside);
 *   2 inside; paid 25.00 a night, due 300.03 = 75.00 a night + 0.03 on 27 Feb;
 * - S2 R1 MANUAL 20–25 Mar, 500.00: 5 nights inside, nothing paid;
 * - S3 R2 AIRBNB 30 Mar–2 Apr, 300.01: 100.00 a night + 0.01 on 30 March; 2 nights in March, 1 in April;
 * - S4 R2 MANUAL 10–12 Apr, 200.00, cancelled: a cancellation, nothing else;
 * - S5 R1 AIRBNB 20–22 Apr, 400.00, NO_SHOW: counts nowhere;
 * - S6 B1 DIRECT 5–8 Mar, quoted: 3 × 200.00 + 12.00 tax = 612.00.
 */
describe('the report statements on PostgreSQL', () => {
  let database: TestDatabase;
  let runner: OperationRunner;
  let reports: ReportRepository;
  let principal: Principal;
  const ids: Record<'workspace' | 'casa' | 'beach' | 'r1' | 'r2' | 'r3' | 'b1' | 's1' | 's2' | 's3' | 's5' | 's6', string> = {} as never;
  const run = (name: string, raw: Record<string, unknown>) =>
    runOperation(runner, operationNamed(name) as AnyOperation, principal, raw) as Promise<{ id: string }>;

  beforeAll(async () => {
    database = await createTestDatabase({ poolSize: 4 });
    runner = databaseRunner(database.dataSource);
    reports = createRepositories(database.dataSource.manager).reports;
    const operator = new Operator(database.dataSource);
    await operator.createUser({ email: 'owner-reports@example.test', name: 'Owner' });
    const workspace = await operator.createWorkspace({
      name: 'Reports by hand',
      ownerEmail: 'owner-reports@example.test',
      plan: 'BUSINESS',
      timezone: 'Europe/Lisbon',
    });
    ids.workspace = workspace.id;
    principal = factory.principal({ workspaceId: workspace.id, plan: 'BUSINESS' });
    const casa = await operator.createProperty({ workspaceId: workspace.id, name: 'Casa Azul', currency: 'EUR', timezone: 'Europe/Lisbon' });
    const beach = await operator.createProperty({ workspaceId: workspace.id, name: 'Beach House', currency: 'USD', timezone: 'Europe/Lisbon' });
    Object.assign(ids, { casa: casa.id, beach: beach.id });
    ids.r1 = (await operator.createUnit({ propertyId: casa.id, name: 'R1', countOfRooms: 1, basePriceMinor: 10_000 })).id;
    ids.r2 = (await operator.createUnit({ propertyId: casa.id, name: 'R2', countOfRooms: 2, basePriceMinor: 10_000 })).id;
    ids.r3 = (await operator.createUnit({ propertyId: casa.id, name: 'R3', countOfRooms: 1, basePriceMinor: 10_000 })).id;
    ids.b1 = (await operator.createUnit({ propertyId: beach.id, name: 'B1', countOfRooms: 1, basePriceMinor: 20_000 })).id;
    await run('units.archive', { unitId: ids.r3 });
    await run('properties.setFeesAndTaxes', {
      propertyId: beach.id,
      fees: [],
      taxes: [{ code: 'CITY_TAX', label: 'City tax', kind: 'PER_STAY', amountMinor: 1_200, base: 'ACCOMMODATION', inclusive: false }],
    });

    await run('blocks.create', { unitId: ids.r1, from: '2031-03-10', to: '2031-03-12', type: 'OWNER' });
    await run('blocks.create', { unitId: ids.r2, from: '2031-04-01', to: '2031-04-02', type: 'MAINTENANCE', rooms: 1 });

    const guest = { firstName: 'Ana', lastName: 'Lima' };
    ids.s1 = (
      await run('reservations.create', {
        unitId: ids.r2,
        arrivalDate: '2031-02-27',
        departureDate: '2031-03-03',
        source: 'DIRECT',
        guest,
        totalAmountMinor: 40_003,
      })
    ).id;
    await run('payments.record', { reservationId: ids.s1, amountMinor: 10_000, method: 'CASH' });
    ids.s2 = (
      await run('reservations.create', {
        unitId: ids.r1,
        arrivalDate: '2031-03-20',
        departureDate: '2031-03-25',
        source: 'MANUAL',
        guest: { firstName: 'Rui', lastName: 'Costa' },
        totalAmountMinor: 50_000,
      })
    ).id;
    const imported = (unitId: string, arrivalDate: string, departureDate: string, totalAmountMinor: number, status: 'CONFIRMED' | 'NO_SHOW') =>
      operator.importReservation({
        unitId,
        source: 'AIRBNB',
        channelReference: `AIRBNB-${arrivalDate}`,
        arrivalDate,
        departureDate,
        status,
        guest: { firstName: 'Eva', lastName: 'Channel' },
        totalAmountMinor,
      });
    ids.s3 = (await imported(ids.r2, '2031-03-30', '2031-04-02', 30_001, 'CONFIRMED')).id;
    const s4 = await run('reservations.create', {
      unitId: ids.r2,
      arrivalDate: '2031-04-10',
      departureDate: '2031-04-12',
      source: 'MANUAL',
      guest,
      totalAmountMinor: 20_000,
    });
    await run('reservations.cancel', { reservationId: s4.id });
    ids.s5 = (await imported(ids.r1, '2031-04-20', '2031-04-22', 40_000, 'NO_SHOW')).id;
    ids.s6 = (await run('reservations.create', { unitId: ids.b1, arrivalDate: '2031-03-05', departureDate: '2031-03-08', source: 'DIRECT', guest })).id;
  });

  afterAll(() => database?.drop());

  const figures = (
    revenue: number,
    taxes: number,
    collected: number,
    outstanding: number,
    sold: number,
    available: number,
    reservations: number,
    cancellations: number,
  ) => ({
    revenueMinor: revenue,
    taxesMinor: taxes,
    collectedMinor: collected,
    outstandingMinor: outstanding,
    nightsSold: sold,
    nightsAvailable: available,
    reservations,
    cancellations,
  });
  const row = (
    currency: string,
    breakdown: ReportSumsRow['breakdown'],
    key: string | null,
    name: string | null,
    propertyId: string | null,
    values: ReturnType<typeof figures>,
  ): ReportSumsRow => ({
    currency,
    breakdown,
    key,
    name,
    propertyId,
    ...values,
  });
  const byKey = (rows: ReportSumsRow[]) =>
    [...rows].sort((a, b) => `${a.currency} ${a.breakdown} ${a.key}`.localeCompare(`${b.currency} ${b.breakdown} ${b.key}`));
  const sums = async (scope: Partial<{ propertyId: string; unitId: string }> = {}, from = '2031-03-01', to = '2031-04-30') =>
    reports.sums(ids.workspace, { from, to, ...scope });

  it('sums the period per currency: revenue by night of stay, taxes apart, paid and due spread the same way, supply less blocks', async () => {
    // EUR revenue: S1 2 × 100.00 + S2 500.00 + S3 300.01 = 1,000.01; collected S1 2 × 25.00; due S1 2 × 75.00 + S2 + S3.
    // EUR supply: R1 61 − 3 + R2 2 × 61 − 2 + R3 0 = 178; sold 2 + 5 + 3; S1, S2, S3 made, S4 cancelled.
    // USD: S6 3 × 200.00 net and its 12.00 tax, all of 612.00 due; 61 nights.
    const rows = byKey((await sums())!);
    assert.deepEqual(
      rows.filter((sum) => sum.breakdown === 'total'),
      [
        row('EUR', 'total', null, null, null, figures(100_001, 0, 5_000, 95_001, 10, 178, 3, 1)),
        row('USD', 'total', null, null, null, figures(60_000, 1_200, 0, 61_200, 3, 61, 1, 0)),
      ],
    );
  });

  it('splits by channel (demand only: the answer measures channels against the total supply), property, unit and month', async () => {
    const rows = byKey((await sums())!);
    const of = (breakdown: string) => rows.filter((sum) => sum.breakdown === breakdown);
    assert.deepEqual(of('channel'), [
      // S3 across both months; the no-show S5 nowhere.
      row('EUR', 'channel', 'AIRBNB', null, null, figures(30_001, 0, 0, 30_001, 3, 0, 1, 0)),
      row('EUR', 'channel', 'DIRECT', null, null, figures(20_000, 0, 5_000, 15_000, 2, 0, 1, 0)),
      row('EUR', 'channel', 'MANUAL', null, null, figures(50_000, 0, 0, 50_000, 5, 0, 1, 1)),
      row('USD', 'channel', 'DIRECT', null, null, figures(60_000, 1_200, 0, 61_200, 3, 0, 1, 0)),
    ]);
    assert.deepEqual(
      of('property'),
      [
        row('EUR', 'property', ids.casa, 'Casa Azul', null, figures(100_001, 0, 5_000, 95_001, 10, 178, 3, 1)),
        row('USD', 'property', ids.beach, 'Beach House', null, figures(60_000, 1_200, 0, 61_200, 3, 61, 1, 0)),
      ].sort((a, b) => `${a.currency} ${a.key}`.localeCompare(`${b.currency} ${b.key}`)),
    );
    assert.deepEqual(
      of('unit'),
      [
        row('EUR', 'unit', ids.r1, 'R1', ids.casa, figures(50_000, 0, 0, 50_000, 5, 58, 1, 0)),
        // S1 and S3; the cancelled S4 counted as a cancellation; 1 of 2 rooms off for 2 nights.
        row('EUR', 'unit', ids.r2, 'R2', ids.casa, figures(50_001, 0, 5_000, 45_001, 5, 120, 2, 1)),
        // Archived in 2026: no night of 2031 to sell.
        row('EUR', 'unit', ids.r3, 'R3', ids.casa, figures(0, 0, 0, 0, 0, 0, 0, 0)),
        row('USD', 'unit', ids.b1, 'B1', ids.beach, figures(60_000, 1_200, 0, 61_200, 3, 61, 1, 0)),
      ].sort((a, b) => `${a.currency} ${a.key}`.localeCompare(`${b.currency} ${b.key}`)),
    );
    assert.deepEqual(of('month'), [
      // March: S1 2 nights, S2 5, S3 2 with its 0.01; supply R1 31 − 3 + R2 62. April: S3's last night; R1 30 + R2 60 − 2.
      row('EUR', 'month', '2031-03', null, null, figures(90_001, 0, 5_000, 85_001, 9, 90, 3, 0)),
      row('EUR', 'month', '2031-04', null, null, figures(10_000, 0, 0, 10_000, 1, 88, 0, 1)),
      row('USD', 'month', '2031-03', null, null, figures(60_000, 1_200, 0, 61_200, 3, 31, 1, 0)),
      row('USD', 'month', '2031-04', null, null, figures(0, 0, 0, 0, 0, 30, 0, 0)),
    ]);
  });

  it('keeps a stay’s remainder in its month of arrival, and counts a stay begun before the period once in it', async () => {
    // April alone: S3's last night without its 0.01; S3 is one of the period's reservations, as S1 is of March's.
    const rows = (await sums({ unitId: ids.r2 }, '2031-04-01', '2031-04-30'))!;
    assert.deepEqual(
      rows.filter((sum) => sum.breakdown === 'total'),
      [row('EUR', 'total', null, null, null, figures(10_000, 0, 0, 10_000, 1, 58, 1, 1))],
    );
  });

  it('narrows to a property or a unit, and answers null for one the workspace does not have', async () => {
    const beach = (await sums({ propertyId: ids.beach }))!;
    assert.deepEqual([...new Set(beach.map((sum) => sum.currency))], ['USD']);
    const r1 = (await sums({ unitId: ids.r1 }))!;
    assert.deepEqual(
      r1.find((sum) => sum.breakdown === 'total'),
      row('EUR', 'total', null, null, null, figures(50_000, 0, 0, 50_000, 5, 58, 1, 0)),
    );
    assert.equal(await sums({ propertyId: 'prop_unknown' }), null);
    assert.equal(await sums({ unitId: 'unit_unknown' }), null);
    assert.equal(await reports.sums('ws_other', { from: '2031-03-01', to: '2031-04-30', unitId: ids.r1 }), null);
  });

  it('answers a day’s arrivals, departures and stays in house, and the next days’ counts against the rooms left after blocks', async () => {
    // 2 March: S1 in house (departs the 3rd). 3 March: S1 departs. 4 March: nothing. 5 March: S6 arrives.
    // Rooms: R1 1 + R2 2 + B1 1 = 4 (R3 archived); held: 3rd none, 4th none, 5th S6.
    const day = await reports.dayActivity(ids.workspace, '2031-03-02', 3);
    assert.deepEqual([day.arrivals, day.departures, day.inHouse], [[], [], 1]);
    assert.deepEqual(day.nextDays, [
      { date: '2031-03-03', arrivals: 0, departures: 1, occupancy: 0 },
      { date: '2031-03-04', arrivals: 0, departures: 0, occupancy: 0 },
      { date: '2031-03-05', arrivals: 1, departures: 0, occupancy: 0.25 },
    ]);
    // 10 March: R1 owner-blocked, so 3 rooms; S6 left on the 8th, nobody is in. 20 March: S2 arrives at R1.
    const blocked = await reports.dayActivity(ids.workspace, '2031-03-19', 1);
    assert.deepEqual(blocked.nextDays, [{ date: '2031-03-20', arrivals: 1, departures: 0, occupancy: 0.25 }]);
    const arrival = await reports.dayActivity(ids.workspace, '2031-03-20', 0);
    assert.deepEqual(
      arrival.arrivals.map((stay) => [
        stay.reservationId,
        stay.source,
        stay.unit.name,
        stay.property.name,
        stay.guest.lastName,
        stay.nights,
        stay.arrivalDate,
        stay.departureDate,
      ]),
      [[ids.s2, 'MANUAL', 'R1', 'Casa Azul', 'Costa', 5, '2031-03-20', '2031-03-25']],
    );
    assert.equal(arrival.inHouse, 1);
    const departure = await reports.dayActivity(ids.workspace, '2031-04-02', 0);
    assert.deepEqual(
      departure.departures.map((stay) => [stay.reservationId, stay.source]),
      [[ids.s3, 'AIRBNB']],
    );
    // A no-show is neither an arrival nor in house.
    const noShow = await reports.dayActivity(ids.workspace, '2031-04-20', 0);
    assert.deepEqual([noShow.arrivals, noShow.inHouse], [[], 0]);
    const onBlockedNight = await reports.dayActivity(ids.workspace, '2031-03-09', 1);
    // R1 owner-blocked on the 10th: 3 rooms left, none held.
    assert.deepEqual(onBlockedNight.nextDays, [{ date: '2031-03-10', arrivals: 0, departures: 0, occupancy: 0 }]);
  });

  it('lists the stays owing part of their payment schedule due before a date, earliest due first, cancelled ones left out', async () => {
    // The properties' schedule: 30 % at booking (rounded), the rest 14 days before arrival. On 10 March 2031:
    // S1 owes 20.01 of its 120.01 deposit (100.00 paid) and its 280.02 balance (due 13 Feb); S6 all of 612.00
    // (balance due 19 Feb); S2 all of 500.00 (balance due 6 March); S3 its 90.00 deposit only (balance due
    // 16 March); the no-show S5 its 120.00 deposit; the cancelled S4 nothing. All were booked on one day.
    const repos = createRepositories(database.dataSource.manager);
    const booked = (await repos.reservations.find(ids.workspace, ids.s1))!.schedule[0].dueDate;
    const owing = await repos.payments.overdue(ids.workspace, '2031-03-10', 50);
    assert.deepEqual(
      owing.map((due) => [due.reservationId, due.dueDate, due.overdueMinor, due.balanceMinor, due.currency, due.arrivalDate]),
      [
        [ids.s1, booked, 2_001 + 28_002, 30_003, 'EUR', '2031-02-27'],
        [ids.s6, booked, 61_200, 61_200, 'USD', '2031-03-05'],
        [ids.s2, booked, 50_000, 50_000, 'EUR', '2031-03-20'],
        [ids.s3, booked, 9_000, 30_001, 'EUR', '2031-03-30'],
        [ids.s5, booked, 12_000, 40_000, 'EUR', '2031-04-20'],
      ],
    );
    assert.deepEqual(
      [owing[0].unit, owing[0].property, owing[0].guest, owing[0].status],
      [{ id: ids.r2, name: 'R2' }, { id: ids.casa, name: 'Casa Azul' }, { firstName: 'Ana', lastName: 'Lima' }, 'CONFIRMED'],
    );
    assert.deepEqual(
      (await repos.payments.overdue(ids.workspace, '2031-03-10', 2)).map((due) => due.reservationId),
      [ids.s1, ids.s6],
    );
  });
});
