import { RatePlanView } from '@innkeep/contract';
import { Flags } from '@oclif/core';

import { DRY_RUN_FLAGS, IDEMPOTENCY_FLAGS, InnkeepCommand } from '../../base-command';
import { amountFlag } from '../../input-flags';
import { renderRatePlanSaved } from '../../output/setup-views';

export default class RatePlansCreate extends InnkeepCommand<typeof RatePlansCreate, RatePlanView> {
  static override summary = 'Add a rate plan to a unit, with a base price in the currency of its property.';
  static override description =
    'The base price is typed in major units (120.50). --default makes it the unit’s default plan, the one bookings and rates ' +
    'use unless told otherwise; the earlier default stops being one.';
  static override examples = [
    '<%= config.bin %> rate-plans create --unit-id unit_123 --title Non-refundable --base-price 99',
    '<%= config.bin %> rate-plans create --unit-id unit_123 --title Summer --base-price 149.90 --default --json',
  ];
  static override operation = 'ratePlans.create';
  static override flags = {
    'unit-id': Flags.string({ summary: 'The unit the plan prices.', aliases: ['unit'], required: true }),
    title: Flags.string({ summary: 'Title of the plan (Standard, Non-refundable…).', required: true }),
    'base-price': amountFlag({ summary: 'Price of a night where no rate is set, in major units (120.50).', required: true }),
    default: Flags.boolean({ summary: 'Make it the unit’s default plan.' }),
    ...IDEMPOTENCY_FLAGS,
    ...DRY_RUN_FLAGS,
  };
  static override fieldNames = { 'base-price': 'basePriceMinor', default: 'isDefault' };

  protected override humanize(plan: RatePlanView): string {
    return renderRatePlanSaved('Created', plan);
  }
}
