import { UnitView } from '@innkeep/contract';
import { Flags } from '@oclif/core';

import { InnkeepCommand } from '../../base-command';
import { renderUnits } from '../../output/resource-views';

export default class Units extends InnkeepCommand<typeof Units, { units: UnitView[] }> {
  static override summary = 'List the rentable units, optionally of one property, with their prices and settings.';
  static override examples = ['<%= config.bin %> units', '<%= config.bin %> units --property prop_123 --json'];
  static override operation = 'units.list';
  static override flags = {
    'property-id': Flags.string({ summary: 'Only the units of this property.', aliases: ['property'] }),
    'include-archived': Flags.boolean({ summary: 'Include archived units and the units of archived properties.' }),
  };

  protected override humanize({ units }: { units: UnitView[] }): string {
    return renderUnits(units);
  }
}
