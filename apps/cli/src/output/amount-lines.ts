import { Amounts, formatMinor } from '@innkeep/contract';

/**
 * What a price is made of after its nights: the nights' sum, each discount, fee and tax line (an
 * inclusive tax marked as inside the prices), and the total, amounts aligned.
 */
export function renderAmountLines(amounts: Amounts, currency: string): string[] {
  const rows: [string, number][] = [['Nights', amounts.accommodationMinor]];
  for (const line of amounts.lines) {
    if (line.kind === 'NIGHT') continue;
    rows.push([line.inclusive ? `${line.label}, included` : line.quantity > 1 ? `${line.label} × ${line.quantity}` : line.label, line.amountMinor]);
  }
  rows.push(['Total', amounts.totalMinor]);
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, minor]) => `${label.padEnd(width)}  ${formatMinor(minor, currency).padStart(14)}`);
}
