import assert from 'node:assert/strict';

import { DayActivity, OverviewOverdueBalance, ReportSumsRow } from '../../src';
import { getReportOverview, monthOf } from '../../src/operations/reports/get-report-overview.operation';
import { getReportSummary } from '../../src/operations/reports/get-report-summary.operation';
import { OperationTestbed } from '../../testing';

const sums = (overrides: Partial<ReportSumsRow>): ReportSumsRow => ({
  currency: 'EUR',
  breakdown: 'total',
  key: null,
  name: null,
  propertyId: null,
  revenueMinor: 0,
  taxesMinor: 0,
  collectedMinor: 0,
  outstandingMinor: 0,
  nightsSold: 0,
  nightsAvailable: 0,
  reservations: 0,
  cancellations: 0,
  ...overrides,
});

const QUIET_DAY: DayActivity = { arrivals: [], departures: [], inHouse: 0, nextDays: [], tasks: { open: 0, overdue: 0, sameDayTurnovers: 0 } };

describe('reports.summary', () => {
  it('derives occupancy, ADR and RevPAR from the sums, rounding shares to four decimals and amounts half away from zero', async () => {
    const bed = new OperationTestbed();
    const { principal } = bed.seedWorkspace();
    bed.repos.reports.answers.sums = [
      sums({ revenueMinor: 20003, taxesMinor: 2000, collectedMinor: 5000, outstandingMinor: 17003, nightsSold: 2, nightsAvailable: 3, reservations: 1 }),
    ];
    const summary = await bed.run(getReportSummary, principal, { from: '2026-07-01', to: '2026-07-31' });
    assert.deepEqual(summary.totals, {
      revenueMinor: 20003,
      taxesMinor: 2000,
      collectedMinor: 5000,
      outstandingMinor: 17003,
      nightsSold: 2,
      nightsAvailable: 3,
      occupancy: 0.6667,
      adrMinor: 10002,
      revparMinor: 6668,
      reservations: 1,
      cancellations: 0,
    });
  });

  it('answers zero rates, not a division by zero, when nothing was available or sold', async () => {
    const bed = new OperationTestbed();
    const { principal } = bed.seedWorkspace();
    bed.repos.reports.answers.sums = [sums({ cancellations: 1 })];
    const { totals } = await bed.run(getReportSummary, principal, { from: '2026-07-01', to: '2026-07-01' });
    assert.deepEqual([totals.occupancy, totals.adrMinor, totals.revparMinor, totals.cancellations], [0, 0, 0, 1]);
  });

  it('puts the currency with the most revenue at the top level and keeps every currency in `currencies`', async () => {
    const bed = new OperationTestbed();
    const { principal } = bed.seedWorkspace();
    bed.repos.reports.answers.sums = [
      sums({ currency: 'EUR', revenueMinor: 100, nightsSold: 1, nightsAvailable: 10 }),
      sums({ currency: 'USD', revenueMinor: 500, nightsSold: 2, nightsAvailable: 4 }),
      sums({ currency: 'USD', breakdown: 'channel', key: 'VRBO', revenueMinor: 500, nightsSold: 2 }),
    ];
    const summary = await bed.run(getReportSummary, principal, { from: '2026-07-01', to: '2026-07-31' });
    assert.equal(summary.currency, 'USD');
    assert.deepEqual(
      summary.currencies.map((entry) => entry.currency),
      ['USD', 'EUR'],
    );
    // A channel is measured against all the nights available in its currency.
    assert.deepEqual([summary.byChannel[0].nightsAvailable, summary.byChannel[0].occupancy], [4, 0.5]);
  });

  it('answers a null currency and zero totals for a workspace with nothing in it', async () => {
    const bed = new OperationTestbed();
    const { principal } = bed.seedWorkspace();
    bed.repos.reports.answers.sums = [];
    const summary = await bed.run(getReportSummary, principal, { from: '2026-07-01', to: '2026-07-31' });
    assert.equal(summary.currency, null);
    assert.deepEqual(summary.currencies, []);
    assert.equal(summary.totals.revenueMinor, 0);
  });

  it('refuses 367 nights with RANGE_TOO_LONG without asking the repository, and answers NOT_FOUND for a filter naming nothing', async () => {
    const bed = new OperationTestbed();
    const { principal } = bed.seedWorkspace();
    await assert.rejects(bed.run(getReportSummary, principal, { from: '2026-01-01', to: '2027-01-02' }), { code: 'RANGE_TOO_LONG' });
    assert.deepEqual(bed.repos.calls.methods(), []);
    bed.repos.reports.answers.sums = null;
    await assert.rejects(bed.run(getReportSummary, principal, { from: '2026-01-01', to: '2026-01-31', unitId: 'unit_x' }), {
      code: 'NOT_FOUND',
      message: 'Unit not found in this workspace.',
    });
  });
});

describe('reports.overview', () => {
  it('takes today in the workspace’s time zone when UTC is already the next day', async () => {
    const bed = new OperationTestbed();
    const { principal } = bed.seedWorkspace({ workspace: { timezone: 'America/Los_Angeles' } });
    // 03:30 UTC on 1 April is still 31 March, 20:30, in Los Angeles.
    bed.db.now = () => new Date('2027-04-01T03:30:00Z');
    bed.repos.reports.answers.sums = [];
    bed.repos.reports.answers.dayActivity = QUIET_DAY;
    bed.repos.payments.answers.overdue = [];
    const overview = await bed.run(getReportOverview, principal, {});
    assert.equal(overview.date, '2027-03-31');
    assert.equal(overview.month.month, '2027-03');
    assert.deepEqual(bed.repos.calls.argumentsOf('reports.dayActivity'), [[principal.workspaceId, '2027-03-31', 7]]);
    const [[, scope]] = bed.repos.calls.argumentsOf('reports.sums');
    assert.deepEqual(scope, { from: '2027-03-01', to: '2027-03-31' });
  });

  it('computes the direct share from DIRECT and MANUAL revenue of the month', async () => {
    const bed = new OperationTestbed();
    const { principal } = bed.seedWorkspace();
    bed.repos.reports.answers.sums = [
      sums({ revenueMinor: 1000, nightsSold: 4, nightsAvailable: 8 }),
      sums({ breakdown: 'channel', key: 'DIRECT', revenueMinor: 200, nightsSold: 1 }),
      sums({ breakdown: 'channel', key: 'MANUAL', revenueMinor: 100, nightsSold: 1 }),
      sums({ breakdown: 'channel', key: 'AIRBNB', revenueMinor: 700, nightsSold: 2 }),
    ];
    bed.repos.reports.answers.dayActivity = QUIET_DAY;
    bed.repos.payments.answers.overdue = [];
    const overview = await bed.run(getReportOverview, principal, { date: '2027-02-14' });
    assert.equal(overview.directShare, 0.3);
    assert.deepEqual(overview.month, { month: '2027-02', currency: 'EUR', occupancy: 0.5, revenueMinor: 1000, adrMinor: 250 });
  });

  it('lists the overdue balances the ledger finds before the day, at most 50', async () => {
    const bed = new OperationTestbed();
    const { principal } = bed.seedWorkspace();
    bed.repos.reports.answers.sums = [];
    bed.repos.reports.answers.dayActivity = QUIET_DAY;
    const owing: OverviewOverdueBalance = {
      reservationId: 'res_1',
      status: 'CONFIRMED',
      guest: { firstName: 'Ana', lastName: 'Lima' },
      unit: { id: 'unit_1', name: 'Suite' },
      property: { id: 'prop_1', name: 'Casa Azul' },
      arrivalDate: '2027-02-20',
      dueDate: '2027-02-06',
      overdueMinor: 7_000,
      balanceMinor: 10_000,
      currency: 'EUR',
    };
    bed.repos.payments.answers.overdue = [owing];
    const overview = await bed.run(getReportOverview, principal, { date: '2027-02-14' });
    assert.deepEqual(overview.overdueBalances, [owing]);
    assert.deepEqual(bed.repos.calls.argumentsOf('payments.overdue'), [[principal.workspaceId, '2027-02-14', 50]]);
  });

  it('knows the last night of every month, leap years included', () => {
    assert.deepEqual(monthOf('2028-02-10'), { from: '2028-02-01', to: '2028-02-29' });
    assert.deepEqual(monthOf('2027-02-10'), { from: '2027-02-01', to: '2027-02-28' });
    assert.deepEqual(monthOf('2027-12-31'), { from: '2027-12-01', to: '2027-12-31' });
  });
});
