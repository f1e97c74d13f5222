import { SandboxView } from '@innkeep/contract';

import { InnkeepCommand } from '../../base-command';
import { renderSandboxes } from '../../output/sandbox-views';

export default class SandboxList extends InnkeepCommand<typeof SandboxList, { sandboxes: SandboxView[] }> {
  static override summary = 'List your sandboxes and when each was last used.';
  static override examples = ['<%= config.bin %> sandbox list'];
  static override operation = 'sandboxes.list';

  protected override humanize({ sandboxes }: { sandboxes: SandboxView[] }): string {
    return renderSandboxes(sandboxes);
  }
}
