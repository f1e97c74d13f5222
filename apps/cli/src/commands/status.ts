import type { ServiceStatus } from '@innkeep/contract';

import { InnkeepCommand } from '../base-command';
import { renderFields } from '../output/table-renderer';

export default class Status extends InnkeepCommand<typeof Status, ServiceStatus> {
  static override summary = 'Show whether the Innkeep API is up, and where its description and MCP server are.';
  static override description = 'Needs no credential.';
  static override examples = ['<%= config.bin %> status', '<%= config.bin %> status --api-url https://innkeep.example/public/v1 --json'];
  static override operation = 'service.status';

  protected override humanize(status: ServiceStatus): string {
    return renderFields([
      ['API', `${this.apiUrl} (${status.status}, version ${status.version})`],
      ['Server time', status.serverTime],
      ['OpenAPI', status.openapiUrl],
      ['Docs', status.docsUrl],
      ['MCP', status.mcpUrl],
      ['Scopes', status.scopes],
    ]);
  }
}
