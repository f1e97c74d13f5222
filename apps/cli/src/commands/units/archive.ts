import { UnitView } from '@innkeep/contract';
import { Args } from '@oclif/core';

import { DRY_RUN_FLAGS, InnkeepCommand } from '../../base-command';
import { renderUnitArchived } from '../../output/setup-views';

export default class UnitsArchive extends InnkeepCommand<typeof UnitsArchive, UnitView> {
  static override summary = 'Archive a unit: it leaves lists, availability and the calendar and takes no new reservations; its history stays.';
  static override examples = ['<%= config.bin %> units archive unit_123'];
  static override operation = 'units.archive';
  static override flags = { ...DRY_RUN_FLAGS };
  static override args = {
    unitId: Args.string({ description: 'Id of the unit', required: true }),
  };

  protected override humanize(unit: UnitView): string {
    return renderUnitArchived(unit);
  }
}
