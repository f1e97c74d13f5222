import { UnitView } from '@innkeep/contract';
import { Args, Flags } from '@oclif/core';

import { DRY_RUN_FLAGS, InnkeepCommand } from '../../base-command';
import { usageError } from '../../cli-failure';
import { renderUnitSaved } from '../../output/setup-views';

export default class UnitsUpdate extends InnkeepCommand<typeof UnitsUpdate, UnitView> {
  static override summary = 'Change the name, room count or occupancy of a unit; fields left out keep their value.';
  static override description =
    'A new room count applies to every night from today on. The API refuses a count below the rooms that reservations and ' +
    'blocks already hold on some night (ROOMS_IN_USE, naming those nights) and changes nothing. Prices are changed on the ' +
    'rate plans (`innkeep rate-plans update`).';
  static override examples = [
    '<%= config.bin %> units update unit_123 --count-of-rooms 3',
    '<%= config.bin %> units update unit_123 --name "Loft Douro (river view)" --max-occupancy 4',
  ];
  static override operation = 'units.update';
  static override args = {
    unitId: Args.string({ description: 'Id of the unit', required: true }),
  };
  static override flags = {
    name: Flags.string({ summary: 'Name of the unit.' }),
    'count-of-rooms': Flags.integer({ summary: 'Identical rooms sold under this unit, from today on.', aliases: ['rooms'], min: 1, max: 1000 }),
    'max-occupancy': Flags.integer({ summary: 'Most guests a room of the unit sleeps.', min: 1, max: 100 }),
    ...DRY_RUN_FLAGS,
  };

  protected override input() {
    const input = super.input();
    if (Object.keys(input).length === 1) throw usageError('Name at least one of --name, --count-of-rooms, --max-occupancy.');
    return input;
  }

  protected override humanize(unit: UnitView): string {
    return renderUnitSaved('Updated', unit);
  }
}
