import { UpdatedAnswer } from '@innkeep/contract';
import { Args } from '@oclif/core';

import { ApiInput } from '../../api-client';
import { DRY_RUN_FLAGS, InnkeepCommand, operationInput } from '../../base-command';
import { usageError } from '../../cli-failure';
import { weekdaysFlag } from '../../input-flags';
import {
  MAX_RATE_NIGHTS,
  namesARestriction,
  parseRateNights,
  rateTargetFlags,
  RESTRICTION_FLAGS,
  splitRateTarget,
  weekdaysInput,
} from '../../output/rate-input';
import { renderUpdated } from '../../output/rate-views';

export default class RestrictionsSet extends InnkeepCommand<typeof RestrictionsSet, UpdatedAnswer> {
  static override summary = 'Set stay restrictions on a range of nights: minimum and maximum stay, closed to arrival or departure, stop sell.';
  static override description =
    `The nights are <from>:<to>, both included (at most ${MAX_RATE_NIGHTS}); a single date sets that one night. Restrictions not ` +
    'named keep their value; `none` clears a minimum or maximum stay, --no-<flag> lifts a closure. Minimum and maximum stay are ' +
    'checked on the arrival night. They apply to DIRECT bookings; MANUAL bookings by staff skip them. A unit means its default ' +
    'rate plan; --rate-plan-id sets another plan, --property-id every plan of a property (then leave out the <unit> argument).';
  static override examples = [
    '<%= config.bin %> restrictions set unit_123 2030-07-01:2030-08-31 --min-nights 3',
    '<%= config.bin %> restrictions set unit_123 2030-01-01:2030-12-31 --closed-to-arrival --weekdays SUN',
    '<%= config.bin %> restrictions set unit_123 2030-12-24 --stop-sell',
    '<%= config.bin %> restrictions set --property-id prop_123 2030-07-01:2030-08-31 --min-nights none --no-stop-sell --json',
  ];
  static override usage = [
    'restrictions set <unit> <from>[:<to>] [--min-nights <n>|none] [--max-nights <n>|none] [--[no-]closed-to-arrival] [--[no-]closed-to-departure] [--[no-]stop-sell] [--weekdays <days>]',
    'restrictions set (--property-id <id> | --rate-plan-id <id>) <from>[:<to>] [restriction flags]',
  ];
  static override operation = 'restrictions.set';
  static override args = {
    unitId: Args.string({ description: 'Id of the unit: its default rate plan (leave it out with --property-id or --rate-plan-id)' }),
    nights: Args.string({ description: 'The nights, <from>[:<to>] (YYYY-MM-DD, to included)' }),
  };
  static override flags = {
    ...rateTargetFlags(true),
    ...RESTRICTION_FLAGS,
    weekdays: weekdaysFlag({ summary: 'Only the nights of the range on these weekdays, e.g. FRI,SAT.' }),
    ...DRY_RUN_FLAGS,
  };
  /** The positional arguments are read by `input()`: with a target flag, they move one place up. */
  static override fieldNames = { unitId: ['unitId'], nights: ['from', 'to'] };

  protected override input(): ApiInput {
    const { target, rest } = splitRateTarget([this.args.unitId, this.args.nights], this.flags);
    const [nights, ...extra] = rest;
    if (nights === undefined) throw usageError('Give the nights as <from>[:<to>], e.g. 2030-07-01:2030-07-31.');
    if (extra.length > 0) throw usageError(`Unexpected argument "${extra[0]}".`);
    if (!namesARestriction(this.flags)) throw usageError('Name at least one restriction to set (see --help).');
    const restrictions = operationInput(
      Object.fromEntries(Object.keys(RESTRICTION_FLAGS).map((name) => [name, (this.flags as Record<string, unknown>)[name]])),
    );
    return { ...target, ...parseRateNights(nights), weekdays: weekdaysInput(this.flags.weekdays), ...restrictions };
  }

  protected override humanize(answer: UpdatedAnswer): string {
    return renderUpdated('Set the restrictions of', answer, { perPlan: this.flags['property-id'] !== undefined });
  }
}
