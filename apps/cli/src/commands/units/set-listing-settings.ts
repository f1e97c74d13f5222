import { Propagation, UnitView } from '@innkeep/contract';
import { Args } from '@oclif/core';

import { DRY_RUN_FLAGS, InnkeepCommand } from '../../base-command';
import { usageError } from '../../cli-failure';
import { moneyFlag, nullableIntegerFlag, weekdaysFlag } from '../../input-flags';
import { renderListingSettings, renderPropagation } from '../../output/resource-views';

type Answer = { unit: UnitView; propagation: Propagation[] };

export default class UnitsSetListingSettings extends InnkeepCommand<typeof UnitsSetListingSettings, Answer> {
  static override summary = 'Set the listing settings of a unit; settings left out keep their value, `none` clears one.';
  static override description = 'Prices are typed in major units (123.45) and sent in minor units; weekdays as MON,FRI.';
  static override examples = [
    '<%= config.bin %> units set-listing-settings unit_123 --weekend-price 149.90 --cleaning-fee 40',
    '<%= config.bin %> units set-listing-settings unit_123 --check-in-weekdays SAT --check-out-weekdays SAT --turnover-days 1',
    '<%= config.bin %> units set-listing-settings unit_123 --weekly-discount-percent none --json',
  ];
  static override operation = 'units.setListingSettings';
  static override args = {
    unitId: Args.string({ description: 'Id of the unit', required: true }),
  };
  static override flags = {
    'weekend-price': moneyFlag({ summary: 'Nightly price on Friday and Saturday nights, e.g. 149.90.' }),
    'extra-guest-fee': moneyFlag({ summary: 'Fee per extra guest and night.' }),
    'extra-guest-from-guests': nullableIntegerFlag({ summary: 'The extra-guest fee applies from this many guests on.', min: 1, max: 50 }),
    'cleaning-fee': moneyFlag({ summary: 'Cleaning fee per stay.' }),
    'weekly-discount-percent': nullableIntegerFlag({ summary: 'Discount for stays of 7 nights or more.', min: 0, max: 99 }),
    'monthly-discount-percent': nullableIntegerFlag({ summary: 'Discount for stays of 28 nights or more.', min: 0, max: 99 }),
    'advance-booking-days': nullableIntegerFlag({ summary: 'How many days ahead guests may book.', min: 0, max: 730 }),
    'turnover-days': nullableIntegerFlag({ summary: 'Nights kept free between two stays.', min: 0, max: 7 }),
    'check-in-weekdays': weekdaysFlag({ summary: 'Weekdays guests may arrive on; any for every day.' }),
    'check-out-weekdays': weekdaysFlag({ summary: 'Weekdays guests may leave on; any for every day.' }),
    ...DRY_RUN_FLAGS,
  };
  /** Amounts are typed in major units, so their flags drop the `Minor` of the REST field. */
  static override fieldNames = {
    'weekend-price': 'weekendPriceMinor',
    'extra-guest-fee': 'extraGuestFeeMinor',
    'cleaning-fee': 'cleaningFeeMinor',
  };

  protected override input() {
    const input = super.input();
    if (Object.keys(input).length === 1) throw usageError('Name at least one listing setting to change (see --help).');
    return input;
  }

  protected override humanize({ unit, propagation }: Answer): string {
    const currency = unit.ratePlans?.find((plan) => plan.isDefault)?.currency;
    return `Listing settings of ${unit.name} (${unit.id}):\n${renderListingSettings(unit.listingSettings, currency)}\n${renderPropagation(propagation)}`;
  }
}
