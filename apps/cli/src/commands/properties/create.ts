import { PropertyDetail } from '@innkeep/contract';

import { DRY_RUN_FLAGS, IDEMPOTENCY_FLAGS, InnkeepCommand } from '../../base-command';
import { PROPERTY_FIELD_NAMES, propertyFlags, withAddress } from '../../output/setup-input';
import { renderPropertySaved } from '../../output/setup-views';

export default class PropertiesCreate extends InnkeepCommand<typeof PropertiesCreate, PropertyDetail> {
  static override summary = 'Create a property: name, currency and time zone, and optionally its address and check-in and check-out times.';
  static override description = 'Add its units next with `innkeep units create --property-id <id>`.';
  static override examples = [
    '<%= config.bin %> properties create --name "Casa Azul" --currency EUR --timezone Europe/Lisbon --city Lisbon --country PT',
    '<%= config.bin %> properties create --name "Casa Azul" --currency EUR --timezone Europe/Lisbon --address-line1 "Rua das Flores 12" --postal-code 1200-195 --city Lisbon --country PT --check-in-time 16:00 --json',
  ];
  static override operation = 'properties.create';
  static override flags = { ...propertyFlags(true), ...IDEMPOTENCY_FLAGS, ...DRY_RUN_FLAGS };
  static override fieldNames = PROPERTY_FIELD_NAMES;

  protected override input() {
    return withAddress(super.input());
  }

  protected override humanize(property: PropertyDetail): string {
    return renderPropertySaved('Created', property);
  }
}
