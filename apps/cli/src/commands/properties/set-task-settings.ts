import { PropertyDetail } from '@innkeep/contract';
import { Args, Flags } from '@oclif/core';

import { DRY_RUN_FLAGS, InnkeepCommand } from '../../base-command';
import { usageError } from '../../cli-failure';
import { CLEAR } from '../../input-flags';

export default class PropertiesSetTaskSettings extends InnkeepCommand<typeof PropertiesSetTaskSettings, PropertyDetail> {
  static override summary = 'Set the housekeeping of a property: automatic turnover cleanings, their checklist and who gets them.';
  static override description =
    'With --auto-cleaning each departure of a booking makes a CLEANING task on its departure day (those departing from today on get ' +
    'theirs at once); it moves and is cancelled with its booking. Give the checklist as --item once per step; settings left out keep their value.';
  static override examples = [
    '<%= config.bin %> properties set-task-settings prop_123 --auto-cleaning --item "Change the towels" --item "Empty the bins"',
    '<%= config.bin %> properties set-task-settings prop_123 --default-assignee-user-id usr_456',
    '<%= config.bin %> properties set-task-settings prop_123 --no-auto-cleaning',
  ];
  static override operation = 'properties.setTaskSettings';
  static override args = {
    propertyId: Args.string({ description: 'Id of the property', required: true }),
  };
  static override flags = {
    'auto-cleaning': Flags.boolean({ summary: 'Each departure makes a CLEANING task by itself.', allowNo: true }),
    item: Flags.string({ summary: "A step of the automatic cleanings' checklist (repeat for each; replaces the old list).", multiple: true }),
    'default-assignee-user-id': Flags.custom<string | null>({
      summary: 'The member automatic cleanings are assigned to (a user id; none: nobody).',
      async parse(input) {
        return input.trim().toLowerCase() === CLEAR ? null : input;
      },
    })(),
    ...DRY_RUN_FLAGS,
  };
  static override fieldNames = { item: 'checklist' };

  protected override input() {
    const input = super.input();
    if (Object.keys(input).length === 1) throw usageError('Name at least one setting: --auto-cleaning/--no-auto-cleaning, --item, --default-assignee-user-id.');
    return input;
  }

  protected override humanize(property: PropertyDetail): string {
    const { autoCleaning, checklist, defaultAssigneeUserId } = property.taskSettings;
    return (
      `Housekeeping of ${property.name} (${property.id}): automatic cleanings ${autoCleaning ? 'on' : 'off'}, ` +
      `assigned to ${defaultAssigneeUserId ?? 'nobody'}, checklist ${checklist.length > 0 ? checklist.join('; ') : 'empty'}.`
    );
  }
}
