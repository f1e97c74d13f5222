import { FeesAndTaxes } from '@innkeep/contract';
import { Args } from '@oclif/core';

import { InnkeepCommand } from '../../base-command';
import { renderFeesAndTaxes } from '../../output/fees-and-taxes-views';

export default class FeesAndTaxesShow extends InnkeepCommand<typeof FeesAndTaxesShow, FeesAndTaxes> {
  static override summary = 'Show the fees and taxes every quote of a property adds.';
  static override examples = ['<%= config.bin %> fees-and-taxes prop_123', '<%= config.bin %> fees-and-taxes prop_123 --json'];
  static override operation = 'properties.getFeesAndTaxes';
  static override args = {
    propertyId: Args.string({ description: 'Id of the property', required: true }),
  };

  protected override humanize(answer: FeesAndTaxes): string {
    return renderFeesAndTaxes(answer);
  }
}
