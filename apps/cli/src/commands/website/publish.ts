import { SiteView } from '@innkeep/contract';
import { Args } from '@oclif/core';

import { DRY_RUN_FLAGS, IDEMPOTENCY_FLAGS, InnkeepCommand } from '../../base-command';

export default class WebsitePublish extends InnkeepCommand<typeof WebsitePublish, SiteView> {
  static override summary = 'Publish a property’s website: the draft goes live at its address.';
  static override examples = ['<%= config.bin %> website publish prop_123'];
  static override operation = 'website.publish';
  static override args = {
    propertyId: Args.string({ description: 'Id of the property', required: true }),
  };
  static override flags = { ...IDEMPOTENCY_FLAGS, ...DRY_RUN_FLAGS };

  protected override humanize(site: SiteView): string {
    return `Published ${site.content.title}: ${site.url}`;
  }
}
