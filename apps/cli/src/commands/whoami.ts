import { WorkspaceContext } from '@innkeep/contract';

import { ApiError } from '../api-client';
import { InnkeepCommand } from '../base-command';
import { renderFields } from '../output/table-renderer';

type Answer = WorkspaceContext | { connected: true };

export default class Whoami extends InnkeepCommand<typeof Whoami, Answer> {
  static override summary = 'Show the workspace, role, scopes and plan of the credential in use, and the local time.';
  static override description =
    'Calls GET /workspace. A credential without pms:read cannot read the workspace context; then it only confirms the login with GET /is-connected.';
  static override examples = ['<%= config.bin %> whoami', '<%= config.bin %> whoami --workspace ws_123 --json'];

  override async run(): Promise<Answer> {
    try {
      return await this.call<WorkspaceContext>('workspace.get');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'SCOPE_REQUIRED') {
        return this.call<{ connected: true }>('connection.check');
      }
      throw error;
    }
  }

  protected override humanize(answer: Answer): string {
    if (!('workspace' in answer)) {
      return `Logged in to ${this.apiUrl}. This credential cannot read the workspace context (it needs pms:read).`;
    }
    const { workspace, user, plan } = answer;
    return renderFields([
      ['Workspace', `${workspace.name} (${workspace.id})`],
      ['User', user.name ? `${user.name} <${user.email}>` : user.email],
      ['Role', user.role],
      ['Scopes', answer.scopes],
      ['Plan', `${plan.code} (${plan.status.toLowerCase()})`],
      ['Trial ends', plan.trialEndsAt],
      ['Local time', `${answer.nowLocal} (${workspace.timezone})`],
      ['UTC', answer.nowUtc],
      ['API', this.apiUrl],
    ]);
  }
}
