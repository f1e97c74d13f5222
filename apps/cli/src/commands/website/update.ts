import { SiteView } from '@innkeep/contract';
import { Args, Flags } from '@oclif/core';

import { DRY_RUN_FLAGS, InnkeepCommand } from '../../base-command';
import { usageError } from '../../cli-failure';
import { renderSite } from '../../output/website-views';

export default class WebsiteUpdate extends InnkeepCommand<typeof WebsiteUpdate, SiteView> {
  static override summary = 'Edit a website’s draft; fields left out keep their value, a repeated flag replaces the whole list.';
  static override description = 'The public site shows the change after `innkeep website publish <property>`.';
  static override examples = [
    '<%= config.bin %> website update prop_123 --title "Casa Azul" --tagline "Two rooms by the sea"',
    '<%= config.bin %> website update prop_123 --highlights "Sea view" --highlights "Free parking"',
  ];
  static override operation = 'website.updateDraft';
  static override args = {
    propertyId: Args.string({ description: 'Id of the property', required: true }),
  };
  static override flags = {
    title: Flags.string({ summary: 'The site’s title.' }),
    tagline: Flags.string({ summary: 'One line under the title.' }),
    description: Flags.string({ summary: 'About the place (plain text; blank lines separate paragraphs).' }),
    highlights: Flags.string({ summary: 'A selling point; repeat for several.', multiple: true }),
    'house-rules': Flags.string({ summary: 'A house rule; repeat for several.', multiple: true }),
    photos: Flags.string({ summary: 'A photo address (https://); repeat for several, in order.', multiple: true }),
    ...DRY_RUN_FLAGS,
  };

  protected override input() {
    const input = super.input();
    if (Object.keys(input).length === 1) throw usageError('Name at least one field to change (see --help).');
    return input;
  }

  protected override humanize(site: SiteView): string {
    return renderSite(site);
  }
}
