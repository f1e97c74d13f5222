import { RatesAnswer } from '@innkeep/contract';
import { Args } from '@oclif/core';

import { InnkeepCommand } from '../../base-command';
import { usageError } from '../../cli-failure';
import { dateFlag, nightCountFlag, weekdaysFlag } from '../../input-flags';
import { MAX_RATE_NIGHTS, rateTargetFlags, resolveNights, splitRateTarget, weekdaysInput } from '../../output/rate-input';
import { renderRates } from '../../output/rate-views';

/** Nights shown when no range is given. */
const DEFAULT_NIGHTS = 30;

export default class Rates extends InnkeepCommand<typeof Rates, RatesAnswer> {
  static override summary = 'Show nightly prices and stay restrictions of a unit, a property or a rate plan.';
  static override description =
    'One line per rate plan and run of nights in a row that share price and restrictions, so a year reads in a few lines; prices ' +
    "in major units with their currency. A night with nothing set shows the plan's base price and no restriction. Give the " +
    `nights as <from>[:<to>] (to included, at most ${MAX_RATE_NIGHTS} nights), as --from/--to, or as --next 30d (from today in the ` +
    `workspace's time zone); with none of them, the next ${DEFAULT_NIGHTS} nights. A unit shows all its rate plans; --property-id or ` +
    "--rate-plan-id replace the <unit> argument. --json prints the API's answer as it is, one row per plan and night.";
  static override examples = [
    '<%= config.bin %> rates unit_123 2030-07-01:2030-07-31',
    '<%= config.bin %> rates unit_123 2030-01-01:2030-12-31 --weekdays FRI,SAT',
    '<%= config.bin %> rates --property-id prop_123 --next 14d',
    '<%= config.bin %> rates --rate-plan-id rp_123 --from 2030-07-01 --to 2030-07-07 --json',
  ];
  static override usage = [
    'rates <unit> [<from>[:<to>] | --from <date> --to <date> | --next <days>d] [--weekdays <days>]',
    'rates (--property-id <id> | --rate-plan-id <id>) [<from>[:<to>] | --from <date> --to <date> | --next <days>d] [--weekdays <days>]',
  ];
  static override operation = 'rates.get';
  static override args = {
    unitId: Args.string({ description: 'Id of the unit (leave it out with --property-id or --rate-plan-id)' }),
    nights: Args.string({ description: 'The nights, <from>[:<to>] (YYYY-MM-DD, to included)' }),
  };
  static override flags = {
    ...rateTargetFlags(false),
    from: dateFlag({ summary: 'First night, YYYY-MM-DD (instead of the <from>[:<to>] argument).' }),
    to: dateFlag({ summary: 'Last night, YYYY-MM-DD (inclusive).' }),
    next: nightCountFlag({ summary: 'This many nights from today (workspace time zone), or from --from; e.g. 30d or 2w.' }),
    weekdays: weekdaysFlag({ summary: 'Only nights on these weekdays, e.g. FRI,SAT.' }),
  };
  /** The positional arguments and --next are read by `run()`: the unit may be replaced by a flag. */
  static override fieldNames = { unitId: ['unitId'], nights: ['from', 'to'], next: ['from', 'to'] };

  override async run(): Promise<RatesAnswer> {
    const { target, rest } = splitRateTarget([this.args.unitId, this.args.nights], this.flags);
    if (rest.length > 1) throw usageError(`Unexpected argument "${rest[1]}": give the unit (or a target flag) and <from>[:<to>].`);
    const { from, to, next, weekdays } = this.flags;
    const nights = await resolveNights(
      { positional: rest[0], from, to, next },
      { maxNights: MAX_RATE_NIGHTS, defaultNights: DEFAULT_NIGHTS, today: () => this.workspaceToday() },
    );
    return this.call<RatesAnswer>('rates.get', { ...target, ...nights, weekdays: weekdaysInput(weekdays) });
  }

  protected override async humanize(answer: RatesAnswer): Promise<string> {
    const names = answer.rates.length > 0 ? await this.names.lookup() : undefined;
    return renderRates(answer, { weekdays: this.flags.weekdays, names });
  }
}
