import { RatePlanView } from '@innkeep/contract';
import { Args, Flags } from '@oclif/core';

import { DRY_RUN_FLAGS, InnkeepCommand } from '../../base-command';
import { usageError } from '../../cli-failure';
import { amountFlag } from '../../input-flags';
import { renderRatePlanSaved } from '../../output/setup-views';

export default class RatePlansUpdate extends InnkeepCommand<typeof RatePlansUpdate, RatePlanView> {
  static override summary = 'Change the title, base price or default of a rate plan; fields left out keep their value.';
  static override description =
    '--default makes it its unit’s default plan and the earlier default stops being one. A unit keeps one default, so ' +
    '--no-default on the default plan is refused (DEFAULT_RATE_PLAN_REQUIRED): make another plan the default instead.';
  static override examples = ['<%= config.bin %> rate-plans update rp_123 --base-price 125', '<%= config.bin %> rate-plans update rp_456 --default'];
  static override operation = 'ratePlans.update';
  static override args = {
    ratePlanId: Args.string({ description: 'Id of the rate plan', required: true }),
  };
  static override flags = {
    title: Flags.string({ summary: 'Title of the plan.' }),
    'base-price': amountFlag({ summary: 'Price of a night where no rate is set, in major units (120.50).' }),
    default: Flags.boolean({ summary: 'Make it the unit’s default plan.', allowNo: true }),
    ...DRY_RUN_FLAGS,
  };
  static override fieldNames = { 'base-price': 'basePriceMinor', default: 'isDefault' };

  protected override input() {
    const input = super.input();
    if (Object.keys(input).length === 1) throw usageError('Name at least one of --title, --base-price, --default.');
    return input;
  }

  protected override humanize(plan: RatePlanView): string {
    return renderRatePlanSaved('Updated', plan);
  }
}
