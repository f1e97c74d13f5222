import assert from 'node:assert/strict';

import type { ReportOverview } from '@innkeep/contract';

import { renderDefault } from '../src/output/default-renderer';
import { describeRefund } from '../src/output/payment-views';
import { renderOverview } from '../src/output/report-views';
import { renderFields, renderTable } from '../src/output/table-renderer';

describe('tables', () => {
  test('columns are aligned two spaces apart, headers upper-case, no trailing spaces', () => {
    const text = renderTable(
      [
        { id: 'p1', name: 'Seaside loft', units: 3 },
        { id: 'p22', name: 'Barn', units: 12 },
      ],
      [
        { header: 'id', value: (r) => r.id },
        { header: 'name', value: (r) => r.name },
        { header: 'units', value: (r) => r.units, align: 'right' },
      ],
    );
    assert.equal(text, ['ID   NAME          UNITS', 'p1   Seaside loft      3', 'p22  Barn             12'].join('\n'));
  });

  test('empty values read as -, lists comma-separated, booleans yes/no', () => {
    assert.equal(
      renderFields([
        ['City', null],
        ['Days', ['MON', 'FRI']],
        ['Instant', true],
      ]),
      'City:     -\nDays:     MON, FRI\nInstant:  yes',
    );
  });

  test('a list answer without its own renderer becomes a table, an empty one a sentence', () => {
    assert.equal(renderDefault({ things: [{ id: 'a', n: 1 }] }), 'ID  N\na   1');
    assert.equal(renderDefault({ things: [] }), 'No things.');
  });
});

describe('the overview', () => {
  const quietDay: ReportOverview = {
    date: '2030-07-30',
    timezone: 'Europe/Lisbon',
    arrivals: [],
    departures: [],
    inHouse: 2,
    month: { month: '2030-07', currency: 'EUR', occupancy: 0.5, revenueMinor: 100000, adrMinor: 10000 },
    directShare: 0,
    nextSevenDays: [],
    tasks: { open: 3, overdue: 1, sameDayTurnovers: 1 },
    overdueBalances: [],
  };

  test('lists the stays owing money already due, or says there are none', () => {
    assert.match(renderOverview(quietDay), /^Overdue balances: none$/m);
    const owing = {
      ...quietDay,
      overdueBalances: [
        {
          reservationId: 'res_9',
          status: 'CONFIRMED' as const,
          guest: { firstName: 'Ada', lastName: 'Lovelace' },
          unit: { id: 'unit_1', name: 'Loft' },
          property: { id: 'prop_1', name: 'Casa' },
          arrivalDate: '2030-08-10',
          dueDate: '2030-07-20',
          overdueMinor: 12050,
          balanceMinor: 30000,
          currency: 'EUR',
        },
      ],
    };
    assert.match(renderOverview(owing), /^Overdue balances: 1\n {2}Ada Lovelace, Loft, arriving 2030-08-10: 120\.50 EUR due since 2030-07-20 \(res_9\)$/m);
  });

  test('says what housekeeping is left on the day: open, overdue and same-day turnovers', () => {
    assert.match(renderOverview(quietDay), /^Housekeeping: 3 tasks open, 1 overdue, 1 same-day turnover$/m);
    assert.match(
      renderOverview({ ...quietDay, tasks: { open: 1, overdue: 0, sameDayTurnovers: 0 } }),
      /^Housekeeping: 1 task open, 0 overdue, 0 same-day turnovers$/m,
    );
  });
});

describe('a refund’s sentence', () => {
  const payment = {
    id: 'pay_1',
    reservationId: 'res_1',
    kind: 'PAYMENT' as const,
    amountMinor: 9000,
    currency: 'EUR',
    method: 'ONLINE' as const,
    receivedAt: '2030-01-01T10:00:00.000Z',
    reference: 'pi_1',
    refundOf: null,
    reason: null,
    refundedMinor: 0,
    createdAt: '2030-01-01T10:00:00.000Z',
  };
  it('says an online refund is asked of Stripe and recorded when Stripe confirms it, not that it was recorded', () => {
    const text = describeRefund({ ...payment, pendingRefund: { processorRefundId: 're_9', amountMinor: 2500, reason: null } });
    assert.match(
      text,
      /^Asked Stripe to refund 25\.00 EUR of online payment pay_1 \(booking res_1\) \(Stripe refund re_9\); it is recorded when Stripe confirms it\.$/,
    );
  });
  it('says a recorded refund was recorded', () => {
    assert.match(
      describeRefund({ ...payment, id: 'rfd_1', kind: 'REFUND', method: 'CASH', refundOf: 'pay_1', amountMinor: 500 }),
      /^Refunded 5\.00 EUR of payment pay_1/,
    );
  });
});
