import { PropertyDetail } from '@innkeep/contract';
import { Args } from '@oclif/core';

import { InnkeepCommand } from '../../base-command';
import { renderProperty } from '../../output/resource-views';

export default class PropertiesGet extends InnkeepCommand<typeof PropertiesGet, PropertyDetail> {
  static override summary = 'Show one property: address, check-in and check-out, policies, units and rate plans.';
  static override examples = ['<%= config.bin %> properties get prop_123', '<%= config.bin %> properties get prop_123 --json'];
  static override operation = 'properties.get';
  static override args = {
    propertyId: Args.string({ description: 'Id of the property', required: true }),
  };

  protected override humanize(property: PropertyDetail): string {
    return renderProperty(property);
  }
}
