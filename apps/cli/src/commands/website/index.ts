import { SiteView } from '@innkeep/contract';

import { InnkeepCommand } from '../../base-command';
import { renderSites } from '../../output/website-views';

type Answer = { sites: SiteView[] };

export default class Website extends InnkeepCommand<typeof Website, Answer> {
  static override summary = 'List the direct-booking websites: state, address, title.';
  static override description =
    'A property gets its site with `innkeep website draft <property>`; a draft is public once `innkeep website publish <property>` ran.';
  static override examples = ['<%= config.bin %> website', '<%= config.bin %> website --json'];
  static override operation = 'website.list';

  protected override humanize({ sites }: Answer): string {
    return renderSites(sites);
  }
}
