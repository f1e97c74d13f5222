import { FeesAndTaxes, formatMinor, PropertyFee, PropertyTax } from '@innkeep/contract';

function feeFigure(fee: PropertyFee): string {
  if (fee.kind === 'PERCENT_OF_ACCOMMODATION') return `${fee.percent} % of the nights`;
  const per = { PER_STAY: 'a stay', PER_NIGHT: 'a night', PER_GUEST_PER_NIGHT: 'a guest a night' }[fee.kind];
  return `${formatMinor(fee.amountMinor)} ${per}`;
}

function taxFigure(tax: PropertyTax): string {
  const figure =
    tax.kind === 'PERCENT'
      ? `${tax.percent} % of ${tax.base === 'ACCOMMODATION' ? 'the nights' : 'the nights and fees'}`
      : `${formatMinor(tax.amountMinor)} ${tax.kind === 'PER_STAY' ? 'a stay' : `a${tax.childrenExempt ? 'n adult' : ' guest'} a night${tax.maxNights ? `, at most ${tax.maxNights} nights` : ''}`}`;
  return tax.inclusive ? `${figure}, included in the prices` : figure;
}

/** The fees and taxes as a host reads them, one per line. */
export function renderFeesAndTaxes({ fees, taxes }: FeesAndTaxes): string {
  const lines = [
    fees.length ? 'Fees:' : 'Fees: none (beside each unit’s cleaning and extra-guest fees)',
    ...fees.map((fee) => `  ${fee.code.padEnd(16)} ${fee.label}: ${feeFigure(fee)}`),
    taxes.length ? 'Taxes:' : 'Taxes: none',
    ...taxes.map((tax) => `  ${tax.code.padEnd(16)} ${tax.label}: ${taxFigure(tax)}`),
  ];
  return lines.join('\n');
}
