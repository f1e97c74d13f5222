import { PROPERTY_STATUSES, PropertySummary } from '@innkeep/contract';
import { Flags } from '@oclif/core';

import { InnkeepCommand } from '../../base-command';
import { propertyColumns } from '../../output/resource-views';
import { renderTable } from '../../output/table-renderer';

export default class Properties extends InnkeepCommand<typeof Properties, { properties: PropertySummary[] }> {
  static override summary = 'List the properties of the workspace.';
  static override examples = ['<%= config.bin %> properties', '<%= config.bin %> properties --status ACTIVE --json'];
  static override operation = 'properties.list';
  static override flags = {
    'include-archived': Flags.boolean({ summary: 'Include archived properties.' }),
    status: Flags.string({ summary: 'Only properties with this status.', options: PROPERTY_STATUSES }),
  };

  protected override humanize({ properties }: { properties: PropertySummary[] }): string {
    return properties.length === 0 ? 'No properties.' : renderTable(properties, propertyColumns);
  }
}
