import { SitePostView, SiteView } from '@innkeep/contract';
import { Args } from '@oclif/core';

import { DRY_RUN_FLAGS, IDEMPOTENCY_FLAGS, InnkeepCommand } from '../../base-command';
import { renderSite } from '../../output/website-views';

export default class WebsiteDraft extends InnkeepCommand<typeof WebsiteDraft, SiteView & { posts: SitePostView[] }> {
  static override summary = 'Show a property’s website, making its draft first when it has none.';
  static override examples = ['<%= config.bin %> website draft prop_123', '<%= config.bin %> website draft prop_123 --json'];
  static override operation = 'website.createDraft';
  static override args = {
    propertyId: Args.string({ description: 'Id of the property', required: true }),
  };
  static override flags = { ...IDEMPOTENCY_FLAGS, ...DRY_RUN_FLAGS };

  protected override humanize(site: SiteView & { posts: SitePostView[] }): string {
    return renderSite(site);
  }
}
