import { UnitView } from '@innkeep/contract';
import { Flags } from '@oclif/core';

import { DRY_RUN_FLAGS, IDEMPOTENCY_FLAGS, InnkeepCommand } from '../../base-command';
import { amountFlag } from '../../input-flags';
import { renderUnitSaved } from '../../output/setup-views';

export default class UnitsCreate extends InnkeepCommand<typeof UnitsCreate, UnitView> {
  static override summary = 'Create a rentable unit of a property, with its default rate plan "Standard" at a base price.';
  static override description =
    'The base price is typed in major units (120.50) and sent in minor units, in the currency of the property. ' +
    '--count-of-rooms says how many identical rooms the unit sells (default 1). Its nights are sellable at once.';
  static override examples = [
    '<%= config.bin %> units create --property-id prop_123 --name "Loft Douro" --base-price 135',
    '<%= config.bin %> units create --property-id prop_123 --name "Twin Rooms" --count-of-rooms 4 --base-price 89.90 --max-occupancy 2 --json',
  ];
  static override operation = 'units.create';
  static override flags = {
    'property-id': Flags.string({ summary: 'The property the unit belongs to.', aliases: ['property'], required: true }),
    name: Flags.string({ summary: 'Name of the unit, as staff and guests know it.', required: true }),
    'base-price': amountFlag({ summary: 'Price of a night on the default rate plan, in major units (120.50).', required: true }),
    'count-of-rooms': Flags.integer({ summary: 'Identical rooms sold under this unit (default 1).', aliases: ['rooms'], min: 1, max: 1000 }),
    'max-occupancy': Flags.integer({ summary: 'Most guests a room of the unit sleeps.', min: 1, max: 100 }),
    ...IDEMPOTENCY_FLAGS,
    ...DRY_RUN_FLAGS,
  };
  /** The price is typed in major units, so its flag drops the `Minor` of the REST field. */
  static override fieldNames = { 'base-price': 'basePriceMinor' };

  protected override humanize(unit: UnitView): string {
    return renderUnitSaved('Created', unit);
  }
}
