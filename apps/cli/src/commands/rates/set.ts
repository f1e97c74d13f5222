import { UpdatedAnswer } from '@innkeep/contract';
import { Args } from '@oclif/core';

import { ApiInput } from '../../api-client';
import { DRY_RUN_FLAGS, InnkeepCommand, operationInput } from '../../base-command';
import { usageError } from '../../cli-failure';
import { weekdaysFlag } from '../../input-flags';
import {
  MAX_RATE_NIGHTS,
  namesARestriction,
  parsePrice,
  parseRateNights,
  rateTargetFlags,
  RESTRICTION_FLAGS,
  splitRateTarget,
  weekdaysInput,
} from '../../output/rate-input';
import { renderUpdated } from '../../output/rate-views';

export default class RatesSet extends InnkeepCommand<typeof RatesSet, UpdatedAnswer> {
  static override summary = 'Set the nightly price (and optionally restrictions) of a unit on a range of nights.';
  static override description =
    `The nights are <from>:<to>, both included (at most ${MAX_RATE_NIGHTS}); a single date sets that one night. The price is typed ` +
    'in major units (123.45) and sent in minor units; `none` returns the nights to the base price of the rate plan. A unit ' +
    'means its default rate plan; --rate-plan-id sets another plan, --property-id every plan of a property (then leave out the ' +
    '<unit> argument). --weekdays limits the change to some nights of the range. Restriction flags may be given too, with or ' +
    'without a price; what is not given keeps its value. Prints how many nights were written.';
  static override examples = [
    '<%= config.bin %> rates set unit_123 2030-07-01:2030-08-31 149.90',
    '<%= config.bin %> rates set unit_123 2030-01-01:2030-12-31 180 --weekdays FRI,SAT',
    '<%= config.bin %> rates set unit_123 2030-12-24:2030-12-26 none',
    '<%= config.bin %> rates set --property-id prop_123 2030-08-01:2030-08-15 210 --min-nights 3',
    '<%= config.bin %> rates set --rate-plan-id rp_123 2030-07-14 99.50 --json',
  ];
  static override usage = [
    'rates set <unit> <from>[:<to>] <price>|none [--weekdays <days>] [restriction flags]',
    'rates set (--property-id <id> | --rate-plan-id <id>) <from>[:<to>] <price>|none [flags]',
  ];
  static override operation = 'rates.set';
  static override args = {
    unitId: Args.string({ description: 'Id of the unit: its default rate plan (leave it out with --property-id or --rate-plan-id)' }),
    nights: Args.string({ description: 'The nights, <from>[:<to>] (YYYY-MM-DD, to included)' }),
    price: Args.string({ description: 'Price per night in major units (123.45), or none for the base price' }),
  };
  static override flags = {
    ...rateTargetFlags(true),
    weekdays: weekdaysFlag({ summary: 'Only the nights of the range on these weekdays, e.g. FRI,SAT.' }),
    ...RESTRICTION_FLAGS,
    ...DRY_RUN_FLAGS,
  };
  /** The positional arguments are read by `input()`: with a target flag, they move one place up. */
  static override fieldNames = { unitId: ['unitId'], nights: ['from', 'to'], price: ['priceMinor'] };

  protected override input(): ApiInput {
    const { target, rest } = splitRateTarget([this.args.unitId, this.args.nights, this.args.price], this.flags);
    const [nights, price, ...extra] = rest;
    if (nights === undefined) throw usageError('Give the nights as <from>[:<to>], e.g. 2030-07-01:2030-07-31.');
    if (extra.length > 0) throw usageError(`Unexpected argument "${extra[0]}".`);
    if (price === undefined && !namesARestriction(this.flags)) {
      throw usageError('Give the price (123.45, or none for the base price), or a restriction to set (see --help).');
    }
    const restrictions = operationInput(
      Object.fromEntries(Object.keys(RESTRICTION_FLAGS).map((name) => [name, (this.flags as Record<string, unknown>)[name]])),
    );
    return {
      ...target,
      ...parseRateNights(nights),
      weekdays: weekdaysInput(this.flags.weekdays),
      ...(price === undefined ? {} : { priceMinor: parsePrice(price) }),
      ...restrictions,
    };
  }

  protected override humanize(answer: UpdatedAnswer): string {
    return renderUpdated('Set', answer, { perPlan: this.flags['property-id'] !== undefined });
  }
}
