import assert from 'node:assert/strict';

import { CurrencySummary, ReportFigures, ReportSummary, reportSummaryCsv } from '../src';

const figures = (revenueMinor: number): ReportFigures => ({
  revenueMinor,
  taxesMinor: 1000,
  collectedMinor: 5000,
  outstandingMinor: 15000,
  nightsSold: 2,
  nightsAvailable: 10,
  occupancy: 0.2,
  adrMinor: revenueMinor / 2,
  revparMinor: revenueMinor / 10,
  reservations: 1,
  cancellations: 0,
});

const euro: CurrencySummary = {
  currency: 'EUR',
  totals: figures(20000),
  byChannel: [{ source: 'AIRBNB', ...figures(20000) }],
  byProperty: [{ propertyId: 'prop_1', propertyName: '=HYPERLINK("x"), "Casa"', ...figures(20000) }],
  byUnit: [],
  byMonth: [{ month: '2027-03', ...figures(20000) }],
};
const summary: ReportSummary = { from: '2027-03-01', to: '2027-03-31', ...euro, currencies: [euro] };

describe('the revenue report as CSV', () => {
  it('writes a header, a total row per currency and the breakdowns asked for, amounts in major units, CRLF line ends', () => {
    assert.equal(
      reportSummaryCsv(summary, ['channel']),
      'breakdown,key,name,currency,revenue,nights_sold,nights_available,occupancy,adr,revpar,reservations,cancellations,taxes,collected,outstanding\r\n' +
        'total,2027-03-01..2027-03-31,Total,EUR,200.00,2,10,0.2,100.00,20.00,1,0,10.00,50.00,150.00\r\n' +
        'channel,AIRBNB,AIRBNB,EUR,200.00,2,10,0.2,100.00,20.00,1,0,10.00,50.00,150.00\r\n',
    );
  });

  it('quotes a name with commas or quotes, and keeps a spreadsheet from reading it as a formula', () => {
    const [, , property] = reportSummaryCsv(summary, ['property']).split('\r\n');
    assert.equal(property, 'property,prop_1,"\'=HYPERLINK(""x""), ""Casa""",EUR,200.00,2,10,0.2,100.00,20.00,1,0,10.00,50.00,150.00');
  });

  it('keeps a negative amount (a refund) a number', () => {
    const refunded: CurrencySummary = { ...euro, totals: figures(-500) };
    const [, total] = reportSummaryCsv({ ...summary, currencies: [refunded] }, []).split('\r\n');
    assert.equal(total, 'total,2027-03-01..2027-03-31,Total,EUR,-5.00,2,10,0.2,-2.50,-0.50,1,0,10.00,50.00,150.00');
  });

  it('writes every breakdown by default', () => {
    const kinds = reportSummaryCsv(summary)
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[0]);
    assert.deepEqual(kinds, ['total', 'channel', 'property', 'month']);
  });
});
