import { formatMinor, StayCheck } from '@innkeep/contract';
import { Args, Flags } from '@oclif/core';

import { InnkeepCommand } from '../base-command';
import { stayDatesArg } from '../input-flags';
import { renderAmountLines } from '../output/amount-lines';
import { renderTable } from '../output/table-renderer';

export default class Check extends InnkeepCommand<typeof Check, StayCheck> {
  static override summary = 'Check whether a guest could book a stay, what it would cost, and every rule it breaks.';
  static override description =
    'The stay is <arrival>:<departure>; the departure day is not a night of it. Answers as a DIRECT booking would be judged: ' +
    'free rooms, the rate plan’s restrictions, the listing’s check-in and check-out days and booking window; the quote has ' +
    'each night’s price, the discount, the fees and the total. Exit code 0 either way; --json for scripts.';
  static override examples = [
    '<%= config.bin %> check unit_123 2030-07-14:2030-07-18',
    '<%= config.bin %> check unit_123 2030-07-14:2030-07-18 --adults 3 --json',
  ];
  static override operation = 'availability.check';
  static override args = {
    unitId: Args.string({ description: 'Id of the unit', required: true }),
    stay: stayDatesArg({ description: 'The stay, <arrival>:<departure> (YYYY-MM-DD)', required: true }),
  };
  static override flags = {
    adults: Flags.integer({ summary: 'Adults (default 1).', min: 1, max: 50 }),
    children: Flags.integer({ summary: 'Children (default 0): per-guest fees and taxes count them unless exempt.', min: 0, max: 50 }),
    'rate-plan-id': Flags.string({ summary: 'Price with this rate plan (default: the unit’s default).', aliases: ['rate-plan'] }),
  };
  /** The stay argument fills arrivalDate and departureDate (see `input`). */
  static override fieldNames = { stay: ['arrivalDate', 'departureDate'] };

  protected override input() {
    return { ...super.input(), ...this.args.stay };
  }

  protected override humanize(check: StayCheck): string {
    const { quote } = check;
    const money = (minor: number) => formatMinor(minor, quote.currency);
    const lines = [check.bookable ? 'Bookable.' : `Not bookable: ${check.violations.length} rule${check.violations.length === 1 ? '' : 's'} broken.`];
    for (const violation of check.violations) lines.push(`  ${violation.rule} (${violation.date}): ${violation.msg}`);
    lines.push(
      '',
      renderTable(quote.nights, [
        { header: 'night', value: (night) => night.date },
        { header: 'price', value: (night) => money(night.priceMinor), align: 'right' },
      ]),
    );
    lines.push(...renderAmountLines(quote, quote.currency));
    return lines.join('\n');
  }
}
