import { PropertyDetail } from '@innkeep/contract';
import { Args } from '@oclif/core';

import { DRY_RUN_FLAGS, InnkeepCommand } from '../../base-command';
import { renderPropertyArchived } from '../../output/setup-views';

export default class PropertiesArchive extends InnkeepCommand<typeof PropertiesArchive, PropertyDetail> {
  static override summary = 'Archive a property: it leaves lists and availability and takes no new reservations; its history stays.';
  static override examples = ['<%= config.bin %> properties archive prop_123'];
  static override operation = 'properties.archive';
  static override flags = { ...DRY_RUN_FLAGS };
  static override args = {
    propertyId: Args.string({ description: 'Id of the property', required: true }),
  };

  protected override humanize(property: PropertyDetail): string {
    return renderPropertyArchived(property);
  }
}
