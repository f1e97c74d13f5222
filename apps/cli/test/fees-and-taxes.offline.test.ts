import assert from 'node:assert/strict';

import { CliFailure } from '../src/cli-failure';
import { parseFee, parseTax } from '../src/commands/fees-and-taxes/set';
import { renderAmountLines } from '../src/output/amount-lines';
import { renderFeesAndTaxes } from '../src/output/fees-and-taxes-views';

describe('fees-and-taxes set flags', () => {
  test('a fee is CODE=KIND:FIGURE[:Label]: an amount in major units or a percentage', () => {
    assert.deepEqual(parseFee('LINEN=PER_STAY:15.50:Bed linen'), { code: 'LINEN', label: 'Bed linen', kind: 'PER_STAY', amountMinor: 1550 });
    assert.deepEqual(parseFee('SERVICE=PERCENT_OF_ACCOMMODATION:2.5%'), { code: 'SERVICE', label: 'Service', kind: 'PERCENT_OF_ACCOMMODATION', percent: 2.5 });
  });

  test('a tax takes its options before the label, and a label may hold a colon', () => {
    assert.deepEqual(parseTax('CITY_TAX=PER_GUEST_PER_NIGHT:2.00:children-exempt:max-nights=7:City tax: Lisbon'), {
      code: 'CITY_TAX',
      label: 'City tax: Lisbon',
      kind: 'PER_GUEST_PER_NIGHT',
      amountMinor: 200,
      base: 'ACCOMMODATION',
      inclusive: false,
      childrenExempt: true,
      maxNights: 7,
    });
    assert.deepEqual(parseTax('VAT=PERCENT:10%:inclusive:base=ACCOMMODATION_AND_FEES'), {
      code: 'VAT',
      label: 'Vat',
      kind: 'PERCENT',
      percent: 10,
      base: 'ACCOMMODATION_AND_FEES',
      inclusive: true,
    });
  });

  test('a malformed item is a usage error naming the flag and the expected form', () => {
    assert.throws(
      () => parseFee('linen=PER_STAY:15'),
      (error: CliFailure) => /--fee linen=PER_STAY:15: expected CODE=KIND:FIGURE/.test(error.message),
    );
    assert.throws(
      () => parseFee('LINEN=PER_WEEK:15'),
      (error: CliFailure) => /the kind is one of PER_STAY/.test(error.message),
    );
    assert.throws(
      () => parseTax('VAT=PERCENT:ten'),
      (error: CliFailure) => /neither an amount .* nor a percentage/.test(error.message),
    );
  });

  test('shows the lists as a host reads them, and a price line by line', () => {
    assert.equal(
      renderFeesAndTaxes({
        fees: [{ code: 'LINEN', label: 'Linen', kind: 'PER_STAY', amountMinor: 1550 }],
        taxes: [{ code: 'VAT', label: 'VAT', kind: 'PERCENT', percent: 6, base: 'ACCOMMODATION', inclusive: true }],
      }),
      'Fees:\n  LINEN            Linen: 15.50 a stay\nTaxes:\n  VAT              VAT: 6 % of the nights, included in the prices',
    );
    const lines = renderAmountLines(
      {
        accommodationMinor: 20000,
        discountMinor: 0,
        feesMinor: 1550,
        taxesMinor: 800,
        totalMinor: 22350,
        lines: [
          { kind: 'NIGHT', code: 'NIGHT', label: 'Night', quantity: 1, unitAmountMinor: 10000, amountMinor: 10000, date: '2030-07-01' },
          { kind: 'NIGHT', code: 'NIGHT', label: 'Night', quantity: 1, unitAmountMinor: 10000, amountMinor: 10000, date: '2030-07-02' },
          { kind: 'FEE', code: 'LINEN', label: 'Linen', quantity: 1, unitAmountMinor: 1550, amountMinor: 1550 },
          { kind: 'TAX', code: 'CITY', label: 'City tax', quantity: 4, unitAmountMinor: 200, amountMinor: 800 },
          { kind: 'TAX', code: 'VAT', label: 'VAT (6 %)', quantity: 1, unitAmountMinor: 1132, amountMinor: 1132, inclusive: true },
        ],
      },
      'EUR',
    );
    assert.deepEqual(
      lines.map((line) => line.replace(/\s+/g, ' ')),
      ['Nights 200.00 EUR', 'Linen 15.50 EUR', 'City tax × 4 8.00 EUR', 'VAT (6 %), included 11.32 EUR', 'Total 223.50 EUR'],
    );
  });
});
