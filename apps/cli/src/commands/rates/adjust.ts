import { formatMinor, UpdatedAnswer } from '@innkeep/contract';
import { Args } from '@oclif/core';

import { ApiError, ApiInput } from '../../api-client';
import { DRY_RUN_FLAGS, InnkeepCommand } from '../../base-command';
import { usageError } from '../../cli-failure';
import { weekdaysFlag } from '../../input-flags';
import { MAX_RATE_NIGHTS, parseRateNights, percentFlag, rateTargetFlags, signedAmountFlag, splitRateTarget, weekdaysInput } from '../../output/rate-input';
import { renderUpdated } from '../../output/rate-views';

export default class RatesAdjust extends InnkeepCommand<typeof RatesAdjust, UpdatedAnswer> {
  static override summary = 'Raise or lower the prices of a range of nights by a percentage or an amount.';
  static override description =
    `The nights are <from>:<to>, both included (at most ${MAX_RATE_NIGHTS}). Each night's current price (its own, or the plan's base ` +
    'price) moves by --percent (10, -12.5) or by --amount in major units (5, -5.00). The API refuses the whole change ' +
    '(ADJUSTMENT_TOO_LARGE, exit 1) when any night would move by more than 50 % of its price, and then nothing changes. A unit ' +
    'means its default rate plan; --rate-plan-id adjusts another plan, --property-id every plan of a property (then leave out the <unit> argument).';
  static override examples = [
    '<%= config.bin %> rates adjust unit_123 2030-07-01:2030-08-31 --percent 10',
    '<%= config.bin %> rates adjust unit_123 2030-11-01:2030-11-30 --amount -5.00 --weekdays MON,TUE,WED,THU',
    '<%= config.bin %> rates adjust --property-id prop_123 2030-12-20:2031-01-05 --percent 15 --json',
  ];
  static override usage = [
    'rates adjust <unit> <from>[:<to>] (--percent <percent> | --amount <amount>) [--weekdays <days>]',
    'rates adjust (--property-id <id> | --rate-plan-id <id>) <from>[:<to>] (--percent <percent> | --amount <amount>)',
  ];
  static override operation = 'rates.adjust';
  static override args = {
    unitId: Args.string({ description: 'Id of the unit: its default rate plan (leave it out with --property-id or --rate-plan-id)' }),
    nights: Args.string({ description: 'The nights, <from>[:<to>] (YYYY-MM-DD, to included)' }),
  };
  static override flags = {
    ...rateTargetFlags(true),
    percent: percentFlag({ summary: 'Change each price by this many percent, e.g. 10 or -12.5 (at most ±50).' }),
    amount: signedAmountFlag({ summary: 'Change each price by this amount in major units, e.g. 5 or -5.00.' }),
    weekdays: weekdaysFlag({ summary: 'Only the nights of the range on these weekdays, e.g. FRI,SAT.' }),
    ...DRY_RUN_FLAGS,
  };
  /** The positional arguments are read by `input()`; the amount is typed in major units. */
  static override fieldNames = { unitId: ['unitId'], nights: ['from', 'to'], amount: ['amountMinor'] };

  override async run(): Promise<UpdatedAnswer> {
    const input = this.input();
    try {
      return await this.call<UpdatedAnswer>('rates.adjust', input);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'ADJUSTMENT_TOO_LARGE') error.hint = tooLargeHint(error.body);
      throw error;
    }
  }

  protected override input(): ApiInput {
    const { target, rest } = splitRateTarget([this.args.unitId, this.args.nights], this.flags);
    const [nights, ...extra] = rest;
    if (nights === undefined) throw usageError('Give the nights as <from>[:<to>], e.g. 2030-07-01:2030-07-31.');
    if (extra.length > 0) throw usageError(`Unexpected argument "${extra[0]}".`);
    const { percent, amount } = this.flags;
    if ((percent === undefined) === (amount === undefined)) throw usageError('Give exactly one of --percent or --amount.');
    return {
      ...target,
      ...parseRateNights(nights),
      weekdays: weekdaysInput(this.flags.weekdays),
      ...(percent !== undefined ? { percent } : { amountMinor: amount }),
    };
  }

  protected override humanize(answer: UpdatedAnswer): string {
    return renderUpdated('Adjusted', answer, { perPlan: this.flags['property-id'] !== undefined });
  }
}

/** The API names the night and its prices in minor units: say it in major units, with a way on. */
function tooLargeHint(body: Record<string, unknown>): string {
  const { night, priceMinor, newPriceMinor } = body;
  const prices =
    typeof priceMinor === 'number' && typeof newPriceMinor === 'number' ? ` (from ${formatMinor(priceMinor)} to ${formatMinor(newPriceMinor)})` : '';
  const where = typeof night === 'string' ? `On ${night} the price would move by more than 50 %${prices}. ` : '';
  return `${where}Adjust in smaller steps, or set the prices with \`innkeep rates set\`.`;
}
