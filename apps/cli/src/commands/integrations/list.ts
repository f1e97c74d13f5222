import { IntegrationsAnswer } from '@innkeep/contract';

import { InnkeepCommand } from '../../base-command';
import { renderTable } from '../../output/table-renderer';

export default class IntegrationsList extends InnkeepCommand<typeof IntegrationsList, IntegrationsAnswer> {
  static override summary = 'List the channels Innkeep connects to, and how many of your properties are connected to each.';
  static override examples = ['<%= config.bin %> integrations:list', '<%= config.bin %> integrations list --json'];
  static override operation = 'integrations.list';

  protected override humanize({ integrations }: IntegrationsAnswer): string {
    return renderTable(integrations, [
      { header: 'channel', value: (row) => row.name },
      { header: 'code', value: (row) => row.channel },
      { header: 'methods', value: (row) => row.methods.join(', ') },
      { header: 'connected', value: (row) => row.connections, align: 'right' },
    ]);
  }
}
