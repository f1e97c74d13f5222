import { PropertyDetail } from '@innkeep/contract';
import { Args, Flags } from '@oclif/core';

import { DRY_RUN_FLAGS, InnkeepCommand } from '../../base-command';
import { usageError } from '../../cli-failure';
import { PROPERTY_FIELD_NAMES, propertyFlags, withAddress } from '../../output/setup-input';
import { renderPropertySaved } from '../../output/setup-views';

export default class PropertiesUpdate extends InnkeepCommand<typeof PropertiesUpdate, PropertyDetail> {
  static override summary = 'Change a property; fields left out keep their value.';
  static override description = 'A street address (--address-line1) replaces the whole address, with --postal-code, --city and --country.';
  static override examples = [
    '<%= config.bin %> properties update prop_123 --name "Casa Azul & Garden" --check-out-time 12:00',
    '<%= config.bin %> properties update prop_123 --status ACTIVE',
    '<%= config.bin %> properties update prop_123 --deposit-percent 50 --balance-due-days 30',
  ];
  static override operation = 'properties.update';
  static override args = {
    propertyId: Args.string({ description: 'Id of the property', required: true }),
  };
  static override flags = {
    ...propertyFlags(false),
    'deposit-percent': Flags.integer({ summary: "Percent of each booking's total due at booking, 0 to 100.", min: 0, max: 100, helpGroup: 'PAYMENT SCHEDULE' }),
    'balance-due-days': Flags.integer({ summary: 'The rest is due this many days before arrival, 0 to 365.', min: 0, max: 365, helpGroup: 'PAYMENT SCHEDULE' }),
    ...DRY_RUN_FLAGS,
  };
  static override fieldNames = {
    ...PROPERTY_FIELD_NAMES,
    'deposit-percent': 'paymentSchedule.depositPercent',
    'balance-due-days': 'paymentSchedule.balanceDueDaysBeforeArrival',
  };

  protected override input() {
    const input = withAddress(super.input());
    if (Object.keys(input).length === 1) throw usageError('Name at least one field to change (see --help).');
    return input;
  }

  protected override humanize(property: PropertyDetail): string {
    return renderPropertySaved('Updated', property);
  }
}
